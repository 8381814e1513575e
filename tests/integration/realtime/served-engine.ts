/**
 * An engine served on a real port (HTTP and its Pusher socket), for the
 * realtime tests. `restart()` stops the server and boots a new engine on
 * the same database and port, as an operator's restart does.
 */
import { bootEngine } from '../../../engine/boot.ts'
import type { BroadcasterOptions } from '../../../engine/broadcast/broadcaster.ts'
import { parseEngineConfig } from '../../../engine/config.ts'
import { type EngineServer, serveEngine } from '../../../engine/serve.ts'
import { type DatabaseKind, openTestDatabase } from '../../support/databases.ts'
import { TestClient, type TestEngine } from '../engine/harness.ts'

export interface ServedEngine {
  /** The in-process engine, for fixtures and publishing on its bus. */
  t: TestEngine
  served: EngineServer
  origin: string
  socketUrl: string
  /** Stops the HTTP server and its sockets (the engine is down until start()). */
  stop(): Promise<void>
  /** Boots a new engine on the same database and port. */
  start(): Promise<void>
  close(): Promise<void>
}

export async function startServedEngine(
  kind: DatabaseKind,
  port: number,
  broadcast: BroadcasterOptions = {},
): Promise<ServedEngine> {
  const database = await openTestDatabase(kind)
  const config = parseEngineConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'error',
    MARKET_FEED: 'manual',
    ENGINE_PORT: String(port),
  })
  const boot = async () => {
    const engine = await bootEngine(config, { database })
    const served = await serveEngine(engine, { hostname: '127.0.0.1', port }, broadcast)
    const t: TestEngine = {
      engine,
      kind,
      client: (options) => new TestClient(engine, options),
      close: async () => {},
    }
    return { t, served }
  }
  let current: Awaited<ReturnType<typeof boot>> | undefined = await boot()
  const self: ServedEngine = {
    get t() {
      if (!current) throw new Error('the engine is stopped')
      return current.t
    },
    get served() {
      if (!current) throw new Error('the engine is stopped')
      return current.served
    },
    origin: `http://127.0.0.1:${port}`,
    socketUrl: `ws://127.0.0.1:${port}/app/${config.BROADCAST_APP_KEY}`,
    async stop() {
      if (!current) return
      await current.served.close()
      await current.t.engine.close()
      current = undefined
    },
    async start() {
      current ??= await boot()
    },
    async close() {
      await self.stop()
      await database.close()
    },
  }
  return self
}
