/**
 * The web's relay served on a real port by srvx (as scripts/web-server.ts
 * serves the web), in front of a served engine: /api/events only.
 */
import { serve } from 'srvx'
import { createChannelAuthoriser } from '~/server/realtime/channel-authoriser.server'
import { handleEventsRequest } from '~/server/realtime/events-request.server'
import { Relay, type RelayOptions } from '~/server/realtime/relay.server'
import { UpstreamClient } from '~/server/upstream/client.server'

export interface RelayServer {
  relay: Relay
  origin: string
  /** /api/events with these channels. */
  url(channels: string[], lastEventId?: string): string
  close(): Promise<void>
}

const quiet = { info: () => {}, warn: () => {}, error: () => {} }

export async function startRelayServer(
  upstream: { socketUrl: string | string[]; apiBaseUrl: string | string[] },
  port: number,
  overrides: Partial<Omit<RelayOptions, 'socketUrl' | 'authorise'>> = {},
  sink: 'socket' | 'stream' = 'socket',
): Promise<RelayServer> {
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
    ...overrides,
  })
  relay.start()
  const server = serve({
    port,
    hostname: '127.0.0.1',
    silent: true,
    fetch: (request) => handleEventsRequest(request, relay, { directSocket: sink === 'socket' }),
  })
  await server.ready()
  const origin = `http://127.0.0.1:${port}`
  return {
    relay,
    origin,
    url(channels, lastEventId) {
      const query = new URLSearchParams()
      for (const channel of channels) query.append('channel', channel)
      if (lastEventId) query.set('last_event_id', lastEventId)
      return `${origin}/api/events?${query}`
    },
    async close() {
      relay.stop()
      await server.close(true)
      await client.close()
    },
  }
}

/** The Cookie header a browser signed in through `client` would send. */
export function cookieHeader(client: { cookies: Map<string, string> }): Record<string, string> {
  return { cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') }
}
