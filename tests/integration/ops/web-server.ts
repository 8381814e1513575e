/**
 * The web's operator surface served as the server entry serves it
 * (app/server.ts): every request under its id and counted, /api/events by
 * the relay, /metrics and /ready. In front of a served engine.
 */
import { serve } from 'srvx'
import { answerMetrics, opsPathOf, webReadiness } from '~/server/ops/ops-entry.server'
import { servedWithRequestId } from '~/server/ops/request-entry.server'
import { createChannelAuthoriser } from '~/server/realtime/channel-authoriser.server'
import { isEventsRequest } from '~/server/realtime/events-entry.server'
import { handleEventsRequest } from '~/server/realtime/events-request.server'
import { Relay } from '~/server/realtime/relay.server'
import { UpstreamClient } from '~/server/upstream/client.server'

const quiet = { info: () => {}, warn: () => {}, error: () => {} }

export interface OpsWebServer {
  origin: string
  relay: Relay
  client: UpstreamClient
  close(): Promise<void>
}

export async function startOpsWebServer(
  upstream: { socketUrl: string; apiBaseUrl: string },
  port: number,
  metricsToken?: string,
): Promise<OpsWebServer> {
  const client = new UpstreamClient({ baseUrl: upstream.apiBaseUrl, timeoutMs: 10_000, log: quiet })
  const relay = new Relay({
    socketUrl: upstream.socketUrl,
    authorise: createChannelAuthoriser(client),
    replayEvents: 64,
    replayBytes: 4 * 1024 * 1024,
    clientBufferBytes: 512 * 1024,
    heartbeatMs: 15_000,
    streamMaxMs: 15 * 60_000,
    lingerMs: 300,
    upstream: { initialBackoffMs: 50, maxBackoffMs: 400 },
    log: quiet,
  })
  relay.start()
  const server = serve({
    port,
    hostname: '127.0.0.1',
    silent: true,
    fetch: (request) =>
      servedWithRequestId(request, async () => {
        if (isEventsRequest(request)) return handleEventsRequest(request, relay)
        const ops = opsPathOf(request)
        if (ops === '/metrics')
          return answerMetrics(request, { NODE_ENV: 'test', METRICS_TOKEN: metricsToken })
        if (ops === '/ready') {
          const readiness = await webReadiness(client, relay)
          return Response.json(readiness, { status: readiness.ready ? 200 : 503 })
        }
        return new Response('not here', { status: 404 })
      }),
  })
  await server.ready()
  return {
    origin: `http://127.0.0.1:${port}`,
    relay,
    client,
    async close() {
      relay.stop()
      await server.close(true)
      await client.close()
    },
  }
}
