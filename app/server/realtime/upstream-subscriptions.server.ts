/**
 * Keeps the upstream socket subscribed to what the relay's channels need:
 * subscribes when a channel appears or the socket (re)connects, signs
 * private channels with the cookies of a browser that follows them,
 * retries with backoff, and reports gaps, refusals and events.
 */
import { isPrivateChannel } from '~/lib/live/live-channels'
import type { ChannelAuthoriser } from './channel-authoriser.server'
import type { RelayChannel } from './relay-channel.server'
import type { SseListener } from './sse-listener.server'
import { type UpstreamLog, type UpstreamOptions, UpstreamSocket } from './upstream-socket.server'

const MAX_SUBSCRIBE_FAILURES = 3

export interface SubscriptionEvents {
  /** A browser may no longer follow the channel (signed out, refused). */
  deny(listener: SseListener, channel: RelayChannel, status: number): void
  /** The channel is live (again): events before it may be lost, for the reason given. */
  gapClosed(channel: RelayChannel, reason: 'upstream' | 'subscribed'): void
  event(channel: RelayChannel, event: string, data: string, arrivedAt: number): void
}

export class UpstreamSubscriptions {
  private readonly channels: Map<string, RelayChannel>
  private readonly authorise: ChannelAuthoriser
  private readonly log: UpstreamLog
  private readonly events: SubscriptionEvents
  private readonly socket: UpstreamSocket
  private lastSocketId: string | undefined

  constructor(options: {
    socketUrl: string | string[]
    channels: Map<string, RelayChannel>
    authorise: ChannelAuthoriser
    log: UpstreamLog
    upstream?: UpstreamOptions
    events: SubscriptionEvents
  }) {
    this.channels = options.channels
    this.authorise = options.authorise
    this.log = options.log
    this.events = options.events
    this.socket = new UpstreamSocket(
      options.socketUrl,
      {
        connected: (socketId) => this.connected(socketId),
        disconnected: () => this.disconnected(),
        subscribed: (channel) => this.subscribed(channel),
        subscriptionFailed: (channel, status) => this.refused(channel, status),
        event: (channel, event, data, arrivedAt) => {
          const followed = this.channels.get(channel)
          if (followed?.upstream === 'live') this.events.event(followed, event, data, arrivedAt)
        },
      },
      options.log,
      options.upstream,
    )
  }

  get isConnected(): boolean {
    return this.socket.socketId !== undefined
  }

  /** The socket id to sign for: the live one, else the last one (the answer still tells who may listen). */
  get signingSocketId(): string {
    return this.socket.socketId ?? this.lastSocketId ?? '0.0'
  }

  start(): void {
    this.socket.start()
  }

  stop(): void {
    this.socket.stop()
  }

  /** Subscribes the channel upstream if it is not (or not about to be). */
  ensure(channel: RelayChannel): void {
    const socketId = this.socket.socketId
    if (socketId === undefined || channel.upstream !== 'none') return
    channel.upstream = 'pending'
    if (!isPrivateChannel(channel.name)) {
      this.socket.subscribe(channel.name)
      return
    }
    if (channel.signed?.socketId === socketId) {
      this.socket.subscribe(channel.name, channel.signed.auth)
      return
    }
    void this.sign(channel, socketId)
  }

  release(channel: RelayChannel): void {
    clearTimeout(channel.retryTimer)
    if (channel.upstream !== 'none') this.socket.unsubscribe(channel.name)
    channel.upstream = 'none'
  }

  /**
   * Signs a private channel for a new upstream socket with the credentials
   * of a browser that follows it. A browser that is refused now (signed
   * out meanwhile) is told so and leaves the channel.
   */
  private async sign(channel: RelayChannel, socketId: string): Promise<void> {
    for (const listener of [...channel.listeners]) {
      if (!listener.credentials) continue
      const result = await this.authorise(listener.credentials, socketId, channel.name)
      const stale = this.channels.get(channel.name) !== channel || this.socket.socketId !== socketId
      if (stale) return
      if (result.kind === 'signed') {
        channel.signed = { auth: result.auth, socketId }
        this.socket.subscribe(channel.name, result.auth)
        return
      }
      if (result.kind === 'denied') {
        if (channel.listeners.has(listener)) this.events.deny(listener, channel, result.status)
        continue
      }
      this.log.warn('could not sign a channel for the upstream socket; retrying', {
        channel: channel.name,
        reason: result.reason,
      })
      this.retryLater(channel)
      return
    }
    channel.upstream = 'none'
  }

  private retryLater(channel: RelayChannel): void {
    channel.upstream = 'none'
    clearTimeout(channel.retryTimer)
    channel.retryTimer = setTimeout(
      () => {
        channel.retryTimer = undefined
        if (this.channels.get(channel.name) === channel) this.ensure(channel)
      },
      1000 * 2 ** Math.min(channel.failures, 4),
    )
    channel.retryTimer.unref()
  }

  private connected(socketId: string): void {
    this.lastSocketId = socketId
    for (const channel of this.channels.values()) {
      channel.upstream = 'none'
      channel.failures = 0
      this.ensure(channel)
    }
  }

  private disconnected(): void {
    for (const channel of this.channels.values()) {
      if (channel.upstream === 'live') channel.gap = true
      channel.upstream = 'none'
    }
  }

  private subscribed(name: string): void {
    const channel = this.channels.get(name)
    if (!channel) return
    channel.upstream = 'live'
    channel.failures = 0
    if (channel.gap) {
      channel.gap = false
      channel.joinedBeforeLive = false
      this.events.gapClosed(channel, 'upstream')
    } else if (channel.joinedBeforeLive) {
      channel.joinedBeforeLive = false
      this.events.gapClosed(channel, 'subscribed')
    }
  }

  private refused(name: string, status: number): void {
    const channel = this.channels.get(name)
    if (!channel) return
    channel.failures++
    channel.signed = undefined
    if (channel.failures >= MAX_SUBSCRIBE_FAILURES || !isPrivateChannel(name)) {
      this.log.warn('upstream refused a channel', { channel: name, status })
      channel.upstream = 'none'
      for (const listener of [...channel.listeners]) this.events.deny(listener, channel, status)
      return
    }
    this.retryLater(channel)
  }
}
