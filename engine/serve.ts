/**
 * Serves a booted engine over HTTP (@hono/node-server) with the Pusher
 * broadcaster on the same port's WebSocket upgrades. main.ts, the realtime
 * tests and the benchmarks start the engine this one way.
 */
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import type { Engine } from './boot.ts'
import {
  attachBroadcaster,
  type Broadcaster,
  type BroadcasterOptions,
} from './broadcast/broadcaster.ts'

export interface EngineServer {
  server: Server
  broadcaster: Broadcaster
  port: number
  /** Stops listening, drops every open connection and socket. */
  close(): Promise<void>
}

export async function serveEngine(
  engine: Engine,
  listen: { hostname: string; port: number },
  broadcast: BroadcasterOptions = {},
): Promise<EngineServer> {
  const server = await new Promise<Server>((resolve, reject) => {
    const created = serve(
      { fetch: engine.app.fetch, hostname: listen.hostname, port: listen.port },
      () => resolve(created as Server),
    ) as Server
    created.once('error', reject)
  })
  const broadcaster = attachBroadcaster(server, engine.ctx, broadcast)
  engine.ctx.metrics.watch({ broadcasterConnections: () => broadcaster.stats().connections })
  const port = (server.address() as AddressInfo).port
  return {
    server,
    broadcaster,
    port,
    async close() {
      await broadcaster.close()
      await new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      })
    },
  }
}
