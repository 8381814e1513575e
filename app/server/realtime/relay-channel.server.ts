/** What the relay keeps per channel it follows for browsers. */
import type { ReplayLog } from './replay-store.server'
import type { SseListener } from './sse-listener.server'

export type UpstreamState = 'none' | 'pending' | 'live'

export interface RelayChannel {
  name: string
  listeners: Set<SseListener>
  replay: ReplayLog
  /** Browsers whose last event is older than this may have missed some. */
  createdAfterSeq: number
  upstream: UpstreamState
  /** It was live and the upstream went away: tell browsers to resync once live again. */
  gap: boolean
  /**
   * A browser was told `ready` before the upstream confirmed the
   * subscription: events published in between never reach the relay, so
   * browsers resync once it is live (reason `subscribed`).
   */
  joinedBeforeLive: boolean
  failures: number
  /** A signature for the current upstream socket, from a browser's authorisation. */
  signed: { auth: string; socketId: string } | undefined
  lingerTimer: NodeJS.Timeout | undefined
  retryTimer: NodeJS.Timeout | undefined
}

export function newRelayChannel(
  name: string,
  replay: ReplayLog,
  createdAfterSeq: number,
): RelayChannel {
  return {
    name,
    listeners: new Set(),
    replay,
    createdAfterSeq,
    upstream: 'none',
    gap: false,
    joinedBeforeLive: false,
    failures: 0,
    signed: undefined,
    lingerTimer: undefined,
    retryTimer: undefined,
  }
}
