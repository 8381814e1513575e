/**
 * The tab's one live connection: a single EventSource to /api/events that
 * carries every channel the mounted screens follow (browsers allow few
 * connections per host, so never one per channel). Subscriptions are
 * counted; when the set of channels changes the stream is reopened with
 * the last event id, so channels that stay lose nothing.
 */

import { backoffMs, jittered } from '#contract/reconnecting-socket.ts'
import {
  type DeniedMessage,
  LIVE_EVENTS_PATH,
  type LiveEventMessage,
  type ReadyMessage,
  type ResyncMessage,
} from './live-protocol'
import { parse, run } from './safe-calls'

export type LiveStatus = 'idle' | 'connecting' | 'open' | 'reconnecting'

export interface LiveSubscription {
  channel: string
  onEvent(event: string, payload: unknown): void
  /** Events of the channel may have been lost: refetch what it keeps fresh. */
  onResync(): void
  /** The browser may not follow the channel (401 signed out, 403 not theirs). */
  onDenied(status: number): void
  /** The channel is live on this tab from now on (after each time it is added). */
  onLive?(): void
}

/** The part of EventSource this module uses (the browser's, or undici's in tests). */
export interface EventSourceLike {
  readonly readyState: number
  addEventListener(type: string, listener: (event: MessageEvent) => void): void
  close(): void
}

export interface LiveConnectionOptions {
  /** Where the stream is served; absolute in tests. */
  url?: string
  createEventSource?: (url: string) => EventSourceLike
  /** Batches subscription changes made together (one reopen, not many). */
  settleMs?: number
  /** Reconnect delays after the server refused the stream (503, network). */
  initialBackoffMs?: number
  maxBackoffMs?: number
}

const CLOSED = 2

export class LiveConnection {
  private readonly url: string
  private readonly createEventSource: (url: string) => EventSourceLike
  private readonly settleMs: number
  private readonly initialBackoffMs: number
  private readonly maxBackoffMs: number
  private readonly subscriptions = new Map<string, Set<LiveSubscription>>()
  /** Refused channels are not asked for again until every subscriber has left. */
  private readonly denied = new Set<string>()
  private readonly statusListeners = new Set<(status: LiveStatus) => void>()
  private source: EventSourceLike | undefined
  /** Channels the open stream carries. */
  private streamChannels = new Set<string>()
  /** Channels the latest reopen added: their replayed past predates the subscriber. */
  private freshChannels = new Set<string>()
  /** Fresh channels whose replay was skipped: something happened around the subscription. */
  private skippedReplay = new Set<string>()
  private confirmedChannels: string[] = []
  /** Subscribers that joined a channel the stream already carried: told `onLive` at the next `ready`. */
  private awaitingLive = new Set<LiveSubscription>()
  private lastEventId: string | undefined
  private settleTimer: ReturnType<typeof setTimeout> | undefined
  private retryTimer: ReturnType<typeof setTimeout> | undefined
  private failures = 0
  private currentStatus: LiveStatus = 'idle'

  constructor(options: LiveConnectionOptions = {}) {
    this.url = options.url ?? LIVE_EVENTS_PATH
    this.createEventSource =
      options.createEventSource ??
      ((url) => new EventSource(url, { withCredentials: true }) as EventSourceLike)
    this.settleMs = options.settleMs ?? 25
    this.initialBackoffMs = options.initialBackoffMs ?? 1000
    this.maxBackoffMs = options.maxBackoffMs ?? 30_000
  }

  get status(): LiveStatus {
    return this.currentStatus
  }

  /** Channels the open stream has confirmed (its latest `ready`). */
  get channels(): string[] {
    return this.confirmedChannels
  }

  onStatus(listener: (status: LiveStatus) => void): () => void {
    this.statusListeners.add(listener)
    return () => this.statusListeners.delete(listener)
  }

  subscribe(subscription: LiveSubscription): () => void {
    let set = this.subscriptions.get(subscription.channel)
    if (!set) {
      set = new Set()
      this.subscriptions.set(subscription.channel, set)
    }
    set.add(subscription)
    this.joinLive(subscription)
    this.scheduleReopen()
    return () => {
      const current = this.subscriptions.get(subscription.channel)
      if (!current?.delete(subscription)) return
      this.awaitingLive.delete(subscription)
      if (current.size === 0) {
        this.subscriptions.delete(subscription.channel)
        this.denied.delete(subscription.channel)
      }
      this.scheduleReopen()
    }
  }

  /** Closes the stream for good (tests; a page never needs to). */
  close(): void {
    clearTimeout(this.settleTimer)
    clearTimeout(this.retryTimer)
    this.subscriptions.clear()
    this.awaitingLive.clear()
    this.source?.close()
    this.source = undefined
    this.streamChannels = new Set()
    this.setStatus('idle')
  }

  /**
   * A subscriber's data was fetched before it subscribed: it needs `onLive`
   * to close that gap even when the channel was already live for others.
   */
  private joinLive(subscription: LiveSubscription): void {
    const live =
      this.source !== undefined &&
      this.streamChannels.has(subscription.channel) &&
      this.confirmedChannels.includes(subscription.channel)
    if (!live) {
      this.awaitingLive.add(subscription)
      return
    }
    queueMicrotask(() => {
      if (this.subscriptions.get(subscription.channel)?.has(subscription)) {
        run(() => subscription.onLive?.())
      }
    })
  }

  private wantedChannels(): string[] {
    return [...this.subscriptions.keys()].filter((c) => !this.denied.has(c)).sort()
  }

  private scheduleReopen(): void {
    clearTimeout(this.settleTimer)
    this.settleTimer = setTimeout(() => this.reopenIfChanged(), this.settleMs)
  }

  private reopenIfChanged(): void {
    const wanted = this.wantedChannels()
    // Nothing left to follow (all refused or unsubscribed): close the stream.
    if (wanted.length === 0) {
      if (this.source || this.currentStatus !== 'idle') this.open([])
      return
    }
    const same =
      this.source !== undefined &&
      wanted.length === this.streamChannels.size &&
      wanted.every((c) => this.streamChannels.has(c))
    if (!same) this.open(wanted)
  }

  private open(channels: string[]): void {
    clearTimeout(this.retryTimer)
    this.source?.close()
    this.source = undefined
    const previous = this.streamChannels
    this.streamChannels = new Set(channels)
    if (channels.length === 0) {
      this.setStatus('idle')
      return
    }
    this.freshChannels = new Set(channels.filter((c) => !previous.has(c)))
    this.skippedReplay = new Set()
    this.confirmedChannels = []
    const query = new URLSearchParams()
    for (const channel of channels) query.append('channel', channel)
    if (this.lastEventId) query.set('last_event_id', this.lastEventId)
    const separator = this.url.includes('?') ? '&' : '?'
    const source = this.createEventSource(`${this.url}${separator}${query}`)
    this.source = source
    this.setStatus(this.currentStatus === 'open' ? 'reconnecting' : 'connecting')

    const mine = (handler: (event: MessageEvent) => void) => (event: MessageEvent) => {
      if (this.source === source) handler(event)
    }
    source.addEventListener(
      'message',
      mine((event) => this.receive(event)),
    )
    source.addEventListener(
      'ready',
      mine((event) => this.receiveReady(event)),
    )
    source.addEventListener(
      'denied',
      mine((event) => this.receiveDenied(event)),
    )
    source.addEventListener(
      'resync',
      mine((event) => this.receiveResync(event)),
    )
    source.addEventListener(
      'error',
      mine(() => {
        if (source.readyState === CLOSED) this.retryLater()
        else this.setStatus('reconnecting') // the browser retries by itself, with Last-Event-ID
      }),
    )
  }

  private retryLater(): void {
    this.source = undefined
    this.streamChannels = new Set()
    this.setStatus('reconnecting')
    // The reconnect loop's schedule (contract/reconnecting-socket.ts), ± 20 %.
    const delay = backoffMs(this.failures, {
      initialBackoffMs: this.initialBackoffMs,
      maxBackoffMs: this.maxBackoffMs,
    })
    this.failures++
    clearTimeout(this.retryTimer)
    this.retryTimer = setTimeout(() => this.reopenIfChanged(), jittered(delay, 0.2))
  }

  /**
   * Before `ready`, a stream replays what the tab missed. For a channel it
   * just added that past predates the subscriber, whose screen fetched
   * around the time it subscribed: skip it, and have the screen refetch
   * (resync) when something was skipped, since the fetch may have missed it.
   */
  private isReplayForNewcomer(channel: string): boolean {
    if (!this.freshChannels.has(channel)) return false
    this.skippedReplay.add(channel)
    return true
  }

  private receiveReady(event: MessageEvent): void {
    if (event.lastEventId) this.lastEventId = event.lastEventId
    const message = parse<ReadyMessage>(event.data)
    this.failures = 0
    this.confirmedChannels = message?.channels ?? []
    const fresh = this.freshChannels
    // From here on every channel is live; the browser's own reconnects resume them all.
    this.freshChannels = new Set()
    for (const channel of fresh) {
      for (const subscription of this.subscriptions.get(channel) ?? []) {
        this.awaitingLive.delete(subscription)
        if (this.skippedReplay.has(channel)) run(() => subscription.onResync())
        run(() => subscription.onLive?.())
      }
    }
    for (const subscription of [...this.awaitingLive]) {
      if (!this.confirmedChannels.includes(subscription.channel)) continue
      this.awaitingLive.delete(subscription)
      run(() => subscription.onLive?.())
    }
    this.skippedReplay = new Set()
    this.setStatus('open')
  }

  private receive(event: MessageEvent): void {
    if (event.lastEventId) this.lastEventId = event.lastEventId
    const message = parse<LiveEventMessage>(event.data)
    if (!message || this.isReplayForNewcomer(message.channel)) return
    for (const subscription of this.subscriptions.get(message.channel) ?? []) {
      run(() => subscription.onEvent(message.event, message.payload))
    }
  }

  private receiveResync(event: MessageEvent): void {
    if (event.lastEventId) this.lastEventId = event.lastEventId
    const message = parse<ResyncMessage>(event.data)
    if (!message || this.isReplayForNewcomer(message.channel)) return
    for (const subscription of this.subscriptions.get(message.channel) ?? []) {
      run(() => subscription.onResync())
    }
  }

  private receiveDenied(event: MessageEvent): void {
    const message = parse<DeniedMessage>(event.data)
    if (!message) return
    this.denied.add(message.channel)
    this.streamChannels.delete(message.channel)
    for (const subscription of this.subscriptions.get(message.channel) ?? []) {
      this.awaitingLive.delete(subscription)
      run(() => subscription.onDenied(message.status))
    }
    this.scheduleReopen()
  }

  private setStatus(status: LiveStatus): void {
    if (status === this.currentStatus) return
    this.currentStatus = status
    for (const listener of this.statusListeners) run(() => listener(status))
  }
}

let shared: LiveConnection | undefined

/** The tab's live connection. */
export function liveConnection(): LiveConnection {
  shared ??= new LiveConnection()
  return shared
}
