/**
 * One browser's event stream: the channels it follows, whose credentials
 * authorised them, and where its frames go (event-sinks.server.ts). A
 * browser that stops reading lets its queue grow; past the bound it is
 * dropped at once (its memory freed, nobody else waiting on it). It will
 * reconnect with Last-Event-ID and catch up from the replay buffer.
 */
import type { BrowserCredentials } from './browser-credentials.server'
import type { EventSink } from './event-sinks.server'

export type ListenerEnd = 'closed-by-browser' | 'dropped-slow' | 'ended' | 'stopped'

export class SseListener {
  readonly credentials: BrowserCredentials | undefined
  /** Channels this stream follows. */
  readonly channels = new Set<string>()
  /** When the stream is ended so the browser reconnects and is authorised again. */
  readonly endsAt: number
  private sink: EventSink | undefined
  private readonly maxQueuedBytes: number
  private readonly onEnd: (listener: SseListener, why: ListenerEnd) => void
  private finished = false

  constructor(options: {
    credentials: BrowserCredentials | undefined
    maxQueuedBytes: number
    endsAt: number
    onEnd: (listener: SseListener, why: ListenerEnd) => void
  }) {
    this.credentials = options.credentials
    this.maxQueuedBytes = options.maxQueuedBytes
    this.endsAt = options.endsAt
    this.onEnd = options.onEnd
  }

  /** Where frames go; frames sent before are lost (the handler attaches it first). */
  attachSink(sink: EventSink): void {
    this.sink = sink
  }

  /** How frames reach the browser (see event-sinks.server.ts). */
  get sinkKind(): EventSink['kind'] | undefined {
    return this.sink?.kind
  }

  get open(): boolean {
    return !this.finished
  }

  /** Queues a frame; false (and the stream dropped) when the browser is too far behind. */
  send(bytes: Uint8Array): boolean {
    const sink = this.sink
    if (this.finished || !sink) return false
    if (sink.queuedBytes() + bytes.byteLength > this.maxQueuedBytes) {
      this.finish('dropped-slow')
      sink.destroy()
      return false
    }
    sink.write(bytes)
    return true
  }

  /** Ends the stream after what is queued (the browser reconnects by itself). */
  end(why: 'ended' | 'stopped' = 'ended'): void {
    if (this.finished) return
    this.finish(why)
    this.sink?.end()
  }

  /** The browser went away. */
  closed(): void {
    this.finish('closed-by-browser')
  }

  private finish(why: ListenerEnd): void {
    if (this.finished) return
    this.finished = true
    this.onEnd(this, why)
  }
}
