/**
 * The web node's realtime relay: one upstream Pusher socket, fanned out to
 * every browser's Server-Sent Events stream. Per channel it keeps the
 * browsers that follow it, whether the upstream subscription is live, and
 * a replay log of its last events (replay-store.server.ts). A channel is subscribed upstream when
 * its first browser arrives and unsubscribed shortly after its last leaves.
 * See docs/decisions/160-realtime-relay.md.
 */

import { isPrivateChannel } from '~/lib/live/live-channels'
import { type LiveEventId, parseEventId } from '~/lib/live/live-protocol'
import { broadcastEventSchema } from '../../../contract/broadcasting.ts'
import type { BrowserCredentials } from './browser-credentials.server'
import type { AuthResult, ChannelAuthoriser } from './channel-authoriser.server'
import { type ReplayLog, ReplayStore } from './replay-store.server'
import { controlFrame, eventFrame, heartbeatFrame } from './sse-frames.server'
import { type ListenerEnd, SseListener } from './sse-listener.server'
import { type UpstreamLog, type UpstreamOptions, UpstreamSocket } from './upstream-socket.server'

export interface RelayOptions {
  /** ws(s)://…/app/{key} of the upstream's Pusher socket. */
  socketUrl: string
  authorise: ChannelAuthoriser
  /** Events kept per channel for browsers that reconnect… */
  replayEvents: number
  /** …and bytes kept for all channels together. */
  replayBytes: number
  /** Bytes a browser may leave unread before it is dropped. */
  clientBufferBytes: number
  heartbeatMs: number
  /** A stream's lifetime; the browser then reconnects and is authorised again. */
  streamMaxMs: number
  /** How long a channel without browsers stays subscribed upstream. */
  lingerMs: number
  upstream?: UpstreamOptions
  log: UpstreamLog
}

type UpstreamState = 'none' | 'pending' | 'live'

interface RelayChannel {
  name: string
  listeners: Set<SseListener>
  replay: ReplayLog
  /** Browsers whose last event is older than this may have missed some. */
  createdAfterSeq: number
  upstream: UpstreamState
  /** It was live and the upstream went away: tell browsers to resync once live again. */
  gap: boolean
  failures: number
  /** A signature for the current upstream socket, from a browser's authorisation. */
  signed: { auth: string; socketId: string } | undefined
  lingerTimer: NodeJS.Timeout | undefined
  retryTimer: NodeJS.Timeout | undefined
}

export interface RelayStats {
  upstreamConnected: boolean
  listeners: number
  channels: number
  /** Open streams written straight to their socket (the rest through a web stream). */
  socketStreams: number
  /** Browsers dropped for not keeping up, since start. */
  droppedSlow: number
  eventsRelayed: number
  /** Bytes held for replay, all channels together. */
  replayBytes: number
}

const MAX_SUBSCRIBE_FAILURES = 3

export class Relay {
  /** Names this process's sequence: ids from another node or life mean "resync". */
  readonly epoch = Math.floor(Math.random() * 36 ** 8).toString(36)
  private seq = 0
  private readonly options: RelayOptions
  private readonly upstream: UpstreamSocket
  private readonly channels = new Map<string, RelayChannel>()
  private readonly replay: ReplayStore
  private readonly listeners = new Set<SseListener>()
  private readonly warned = new Set<string>()
  private heartbeat: NodeJS.Timeout | undefined
  private lastSocketId: string | undefined
  private droppedSlow = 0
  private eventsRelayed = 0

  constructor(options: RelayOptions) {
    this.options = options
    this.replay = new ReplayStore({
      perChannel: options.replayEvents,
      maxBytes: options.replayBytes,
    })
    this.upstream = new UpstreamSocket(
      options.socketUrl,
      {
        connected: (socketId) => this.upstreamConnected(socketId),
        disconnected: () => this.upstreamDisconnected(),
        subscribed: (channel) => this.upstreamSubscribed(channel),
        subscriptionFailed: (channel, status) => this.upstreamRefused(channel, status),
        event: (channel, event, data) => this.upstreamEvent(channel, event, data),
      },
      options.log,
      options.upstream,
    )
  }

  start(): void {
    this.upstream.start()
    this.heartbeat ??= setInterval(() => this.beat(), this.options.heartbeatMs)
    this.heartbeat.unref()
  }

  stop(): void {
    clearInterval(this.heartbeat)
    this.heartbeat = undefined
    this.upstream.stop()
    for (const listener of [...this.listeners]) listener.end('stopped')
    for (const channel of this.channels.values()) {
      clearTimeout(channel.lingerTimer)
      clearTimeout(channel.retryTimer)
    }
    for (const channel of this.channels.values()) this.replay.retire(channel.replay)
    this.channels.clear()
  }

  stats(): RelayStats {
    return {
      upstreamConnected: this.upstream.socketId !== undefined,
      listeners: this.listeners.size,
      socketStreams: [...this.listeners].filter((l) => l.sinkKind === 'socket').length,
      channels: this.channels.size,
      droppedSlow: this.droppedSlow,
      eventsRelayed: this.eventsRelayed,
      replayBytes: this.replay.bytes,
    }
  }

  /** Whether the channel is subscribed upstream right now (tests, diagnostics). */
  upstreamStateOf(channel: string): UpstreamState | 'unknown' {
    return this.channels.get(channel)?.upstream ?? 'unknown'
  }

  /** Asks the upstream whether this browser may follow a private channel. */
  authorise(credentials: BrowserCredentials, channel: string): Promise<AuthResult> {
    // Signed for the live socket when there is one; otherwise the answer
    // still says whether this browser may listen.
    const socketId = this.upstream.socketId ?? this.lastSocketId ?? '0.0'
    return this.options.authorise(credentials, socketId, channel)
  }

  /** A new browser stream (its channels already authorised). */
  createListener(credentials: BrowserCredentials | undefined): SseListener {
    const jitter = 0.9 + Math.random() * 0.2
    const listener = new SseListener({
      credentials,
      maxQueuedBytes: this.options.clientBufferBytes,
      endsAt: Date.now() + this.options.streamMaxMs * jitter,
      onEnd: (ended, why) => this.detach(ended, why),
    })
    this.listeners.add(listener)
    return listener
  }

  /**
   * Starts following `channels` on a listener. With a Last-Event-ID from
   * this relay's life, it first replays what the browser missed, or asks
   * it to resync a channel whose gap the replay no longer covers.
   */
  attach(
    listener: SseListener,
    channels: Array<{ name: string; signed?: { auth: string; socketId: string } }>,
    lastEventId: string | undefined,
  ): void {
    if (!listener.open) return
    const resume = parseEventId(lastEventId)
    const backlog: Array<{ seq: number; bytes: Uint8Array }> = []
    const resync: string[] = []
    for (const { name, signed } of channels) {
      let channel = this.channels.get(name)
      if (resume) {
        const replayable =
          resume.epoch === this.epoch &&
          channel !== undefined &&
          resume.seq <= this.seq &&
          resume.seq >= Math.max(channel.createdAfterSeq, channel.replay.evictedThrough)
        if (replayable && channel) backlog.push(...channel.replay.after(resume.seq))
        else resync.push(name)
      }
      if (!channel) {
        channel = this.createChannel(name)
        this.channels.set(name, channel)
      }
      clearTimeout(channel.lingerTimer)
      channel.lingerTimer = undefined
      channel.listeners.add(listener)
      listener.channels.add(name)
      if (signed) channel.signed = signed
      this.ensureUpstream(channel)
    }
    for (const name of resync) {
      listener.send(controlFrame('resync', { channel: name, reason: 'unreplayable' }))
    }
    backlog.sort((a, b) => a.seq - b.seq)
    for (const entry of backlog) listener.send(entry.bytes)
    // After the replay: what follows is live.
    listener.send(controlFrame('ready', { channels: channels.map((c) => c.name) }))
  }

  private createChannel(name: string): RelayChannel {
    return {
      name,
      listeners: new Set(),
      replay: this.replay.createLog(),
      createdAfterSeq: this.seq,
      upstream: 'none',
      gap: false,
      failures: 0,
      signed: undefined,
      lingerTimer: undefined,
      retryTimer: undefined,
    }
  }

  private detach(listener: SseListener, why: ListenerEnd): void {
    if (!this.listeners.delete(listener)) return
    if (why === 'dropped-slow') {
      this.droppedSlow++
      this.options.log.warn('dropped a browser stream that did not keep up', {
        channels: [...listener.channels],
      })
    }
    for (const name of listener.channels) this.leave(listener, name)
    listener.channels.clear()
  }

  private leave(listener: SseListener, name: string): void {
    const channel = this.channels.get(name)
    if (!channel) return
    channel.listeners.delete(listener)
    if (channel.listeners.size > 0 || channel.lingerTimer) return
    const release = () => {
      channel.lingerTimer = undefined
      if (channel.listeners.size > 0 || this.channels.get(name) !== channel) return
      clearTimeout(channel.retryTimer)
      if (channel.upstream !== 'none') this.upstream.unsubscribe(name)
      this.channels.delete(name)
      this.replay.retire(channel.replay)
    }
    if (this.options.lingerMs <= 0) release()
    else {
      channel.lingerTimer = setTimeout(release, this.options.lingerMs)
      channel.lingerTimer.unref()
    }
  }

  /** A browser lost a channel it followed (its session ended or access changed). */
  private deny(listener: SseListener, channel: RelayChannel, status: number): void {
    listener.send(controlFrame('denied', { channel: channel.name, status }))
    listener.channels.delete(channel.name)
    this.leave(listener, channel.name)
  }

  private ensureUpstream(channel: RelayChannel): void {
    const socketId = this.upstream.socketId
    if (socketId === undefined || channel.upstream !== 'none') return
    channel.upstream = 'pending'
    if (!isPrivateChannel(channel.name)) {
      this.upstream.subscribe(channel.name)
      return
    }
    if (channel.signed?.socketId === socketId) {
      this.upstream.subscribe(channel.name, channel.signed.auth)
      return
    }
    void this.signForUpstream(channel, socketId)
  }

  /**
   * Signs a private channel for a new upstream socket with the credentials
   * of a browser that follows it. A browser that is refused now (signed
   * out meanwhile) is told so and leaves the channel.
   */
  private async signForUpstream(channel: RelayChannel, socketId: string): Promise<void> {
    for (const listener of [...channel.listeners]) {
      if (!listener.credentials) continue
      const result = await this.options.authorise(listener.credentials, socketId, channel.name)
      const stale =
        this.channels.get(channel.name) !== channel || this.upstream.socketId !== socketId
      if (stale) return
      if (result.kind === 'signed') {
        channel.signed = { auth: result.auth, socketId }
        this.upstream.subscribe(channel.name, result.auth)
        return
      }
      if (result.kind === 'denied') {
        if (channel.listeners.has(listener)) this.deny(listener, channel, result.status)
        continue
      }
      this.options.log.warn('could not sign a channel for the upstream socket; retrying', {
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
        if (this.channels.get(channel.name) === channel) this.ensureUpstream(channel)
      },
      1000 * 2 ** Math.min(channel.failures, 4),
    )
    channel.retryTimer.unref()
  }

  private upstreamConnected(socketId: string): void {
    this.lastSocketId = socketId
    for (const channel of this.channels.values()) {
      channel.upstream = 'none'
      channel.failures = 0
      this.ensureUpstream(channel)
    }
  }

  private upstreamDisconnected(): void {
    for (const channel of this.channels.values()) {
      if (channel.upstream === 'live') channel.gap = true
      channel.upstream = 'none'
    }
  }

  private upstreamSubscribed(name: string): void {
    const channel = this.channels.get(name)
    if (!channel) return
    channel.upstream = 'live'
    channel.failures = 0
    if (channel.gap) {
      channel.gap = false
      // Events published while the line was down are gone: browsers refetch.
      const id = this.nextId()
      this.publish(
        channel,
        id.seq,
        controlFrame('resync', { channel: name, reason: 'upstream' }, id),
      )
    }
  }

  private upstreamRefused(name: string, status: number): void {
    const channel = this.channels.get(name)
    if (!channel) return
    channel.failures++
    channel.signed = undefined
    if (channel.failures >= MAX_SUBSCRIBE_FAILURES || !isPrivateChannel(name)) {
      this.options.log.warn('upstream refused a channel', { channel: name, status })
      channel.upstream = 'none'
      for (const listener of [...channel.listeners]) this.deny(listener, channel, status)
      return
    }
    this.retryLater(channel)
  }

  private upstreamEvent(name: string, event: string, data: string): void {
    const channel = this.channels.get(name)
    if (channel?.upstream !== 'live') return
    const payloadJson = this.checkedPayload(name, event, data)
    if (payloadJson === undefined) return
    const id = this.nextId()
    this.publish(channel, id.seq, eventFrame(id, name, event, payloadJson))
    this.eventsRelayed++
  }

  /** The payload's JSON if it is what the contract says this event carries. */
  private checkedPayload(channel: string, event: string, data: string): string | undefined {
    const schema = broadcastEventSchema(channel, event)
    let payload: unknown
    try {
      payload = JSON.parse(data)
    } catch {
      payload = undefined
    }
    if (!schema || payload === undefined || !schema.safeParse(payload).success) {
      const key = `${channel.replace(/\.\d+$/, '.*')}:${event}`
      if (!this.warned.has(key)) {
        this.warned.add(key)
        this.options.log.warn('dropped an upstream event the contract does not describe', {
          channel,
          event,
        })
      }
      return undefined
    }
    // Upstream JSON is one line in practice; pretty-printed text would still frame safely.
    return data
  }

  private nextId(): LiveEventId {
    this.seq++
    return { epoch: this.epoch, seq: this.seq }
  }

  private publish(channel: RelayChannel, seq: number, bytes: Uint8Array): void {
    this.replay.append(channel.replay, { seq, bytes })
    for (const listener of channel.listeners) listener.send(bytes)
  }

  private beat(): void {
    const now = Date.now()
    for (const listener of this.listeners) {
      if (now >= listener.endsAt) listener.end()
      else listener.send(heartbeatFrame)
    }
  }
}
