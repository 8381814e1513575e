/**
 * The web node's realtime relay: one upstream Pusher socket, fanned out to
 * every browser's Server-Sent Events stream. Per channel it keeps the
 * browsers that follow it and a replay log of its last events; the upstream
 * subscription follows from there (upstream-subscriptions.server.ts): made
 * when the first browser arrives, dropped shortly after the last leaves.
 * See docs/decisions/160-realtime-relay.md.
 */
import { type LiveEventId, parseEventId } from '~/lib/live/live-protocol'
import { webMetrics } from '../ops/web-metrics.server'
import type { BrowserCredentials } from './browser-credentials.server'
import type { AuthResult, ChannelAuthoriser } from './channel-authoriser.server'
import { createPayloadCheck, type PayloadCheck } from './payload-check.server'
import { newRelayChannel, type RelayChannel, type UpstreamState } from './relay-channel.server'
import { ReplayStore } from './replay-store.server'
import { controlFrame, eventFrame, heartbeatFrame } from './sse-frames.server'
import { type ListenerEnd, SseListener } from './sse-listener.server'
import type { UpstreamLog, UpstreamOptions } from './upstream-socket.server'
import { UpstreamSubscriptions } from './upstream-subscriptions.server'

export interface RelayOptions {
  /** ws(s)://…/app/{key} of the upstream's Pusher socket; several: one per engine, the active answers. */
  socketUrl: string | string[]
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

/** The user-channel event after which the relay authorises that user's streams again. */
const SESSION_ENDED = 'session_ended'

export type ChannelRequest = { name: string; signed?: { auth: string; socketId: string } }

export class Relay {
  /** Names this process's sequence: ids from another node or life mean "resync". */
  readonly epoch = Math.floor(Math.random() * 36 ** 8).toString(36)
  private seq = 0
  private readonly options: RelayOptions
  private readonly channels = new Map<string, RelayChannel>()
  private readonly listeners = new Set<SseListener>()
  private readonly replay: ReplayStore
  private readonly upstream: UpstreamSubscriptions
  private readonly checkPayload: PayloadCheck
  private heartbeat: NodeJS.Timeout | undefined
  private droppedSlow = 0
  private eventsRelayed = 0
  private readonly metrics = webMetrics()

  constructor(options: RelayOptions) {
    this.options = options
    this.replay = new ReplayStore({
      perChannel: options.replayEvents,
      maxBytes: options.replayBytes,
    })
    this.checkPayload = createPayloadCheck(options.log)
    this.upstream = new UpstreamSubscriptions({
      socketUrl: options.socketUrl,
      channels: this.channels,
      authorise: options.authorise,
      log: options.log,
      upstream: options.upstream,
      events: {
        deny: (listener, channel, status) => this.deny(listener, channel, status),
        gapClosed: (channel, reason) => {
          // Events published while the line was down (or before the upstream
          // confirmed the subscription) are gone: browsers refetch.
          const id = this.nextId()
          const frame = controlFrame('resync', { channel: channel.name, reason }, id)
          this.publish(channel, id.seq, frame)
        },
        event: (channel, event, data, arrivedAt) =>
          this.relayEvent(channel, event, data, arrivedAt),
      },
    })
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
      this.replay.retire(channel.replay)
    }
    this.channels.clear()
  }

  stats(): RelayStats {
    return {
      upstreamConnected: this.upstream.isConnected,
      listeners: this.listeners.size,
      channels: this.channels.size,
      socketStreams: [...this.listeners].filter((l) => l.sinkKind === 'socket').length,
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
    return this.options.authorise(credentials, this.upstream.signingSocketId, channel)
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
    this.metrics.sseStreamsOpen.inc()
    return listener
  }

  /**
   * Starts following `channels` on a listener. With a Last-Event-ID from
   * this relay's life, it first replays what the browser missed, or asks
   * it to resync a channel whose gap the replay no longer covers.
   */
  attach(listener: SseListener, channels: ChannelRequest[], lastEventId: string | undefined) {
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
        channel = newRelayChannel(name, this.replay.createLog(), this.seq)
        this.channels.set(name, channel)
      }
      clearTimeout(channel.lingerTimer)
      channel.lingerTimer = undefined
      channel.listeners.add(listener)
      listener.channels.add(name)
      if (signed) channel.signed = signed
      this.upstream.ensure(channel)
      if (channel.upstream !== 'live') channel.joinedBeforeLive = true
    }
    for (const name of resync) {
      listener.send(controlFrame('resync', { channel: name, reason: 'unreplayable' }))
    }
    backlog.sort((a, b) => a.seq - b.seq)
    for (const entry of backlog) listener.send(entry.bytes)
    // After the replay: what follows is live. `ready` carries the relay's
    // position, so a tab that reopens before any event arrives (to add a
    // channel) resumes from here instead of losing what came in between.
    const position = { epoch: this.epoch, seq: this.seq }
    listener.send(controlFrame('ready', { channels: channels.map((c) => c.name) }, position))
  }

  private detach(listener: SseListener, why: ListenerEnd): void {
    if (!this.listeners.delete(listener)) return
    this.metrics.sseStreamsOpen.dec()
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
      this.upstream.release(channel)
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

  private relayEvent(channel: RelayChannel, event: string, data: string, arrivedAt: number): void {
    const payloadJson = this.checkPayload(channel.name, event, data)
    if (payloadJson === undefined) return
    if (event === SESSION_ENDED) {
      // A session of this user ended: every stream on the channel ends, so
      // each browser reconnects (Last-Event-ID: nothing lost) and is
      // authorised again; the signed-out one is refused (decision 392).
      for (const listener of [...channel.listeners]) listener.end()
      return
    }
    const id = this.nextId()
    this.publish(channel, id.seq, eventFrame(id, channel.name, event, payloadJson))
    this.eventsRelayed++
    if (channel.listeners.size > 0) {
      this.metrics.relayEventsDelivered.inc(channel.listeners.size)
      this.metrics.relayLag.observe((performance.now() - arrivedAt) / 1000)
    }
  }

  private nextId(): LiveEventId {
    this.seq++
    return { epoch: this.epoch, seq: this.seq }
  }

  /** One encoded frame, kept for replay and written to every browser of the channel. */
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
