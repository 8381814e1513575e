/**
 * This web node's relay, created on the first live request and kept for the
 * life of the process (processShared: the dev server's module reloads do
 * not open a second upstream socket).
 */
import { type AppConfig, appConfig, broadcastSocketUrls } from '../../../app.config.ts'
import { log } from '../log.server'
import { outsideRequest } from '../ops/request-context.server'
import { processShared } from '../process-shared.server'
import { upstream } from '../upstream/upstream.server'
import { createChannelAuthoriser } from './channel-authoriser.server'
import { Relay } from './relay.server'

/** A channel without browsers stays subscribed this long (page changes reuse it). */
const LINGER_MS = 2000

export function createRelay(config: AppConfig): Relay {
  const relay = new Relay({
    socketUrl: broadcastSocketUrls(config),
    authorise: createChannelAuthoriser(upstream()),
    replayEvents: config.RELAY_REPLAY_EVENTS,
    replayBytes: config.RELAY_REPLAY_MB * 1024 * 1024,
    clientBufferBytes: config.RELAY_CLIENT_BUFFER_KB * 1024,
    heartbeatMs: config.RELAY_HEARTBEAT_SECONDS * 1000,
    streamMaxMs: config.RELAY_STREAM_MAX_MINUTES * 60_000,
    lingerMs: LINGER_MS,
    log,
  })
  relay.start()
  return relay
}

export function getRelay(): Relay {
  // Made for the first request that needs it, but it belongs to no request.
  return processShared('relay', () => outsideRequest(() => createRelay(appConfig())))
}
