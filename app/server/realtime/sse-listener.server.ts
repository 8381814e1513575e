/**
 * One browser's event stream. Frames are queued on a ReadableStream that
 * the HTTP server drains as fast as the browser's socket takes them; a
 * browser that stops reading lets its queue grow, and past the bound it is
 * dropped at once (its memory freed, nobody else waiting on it). It will
 * reconnect with Last-Event-ID and catch up from the replay buffer.
 */
import type { BrowserCredentials } from './browser-credentials.server'

export type ListenerEnd = 'closed-by-browser' | 'dropped-slow' | 'ended' | 'stopped'

let nextListenerId = 1

export class SseListener {
  readonly id = nextListenerId++
  readonly stream: ReadableStream<Uint8Array>
  readonly credentials: BrowserCredentials | undefined
  /** Channels this stream follows. */
  readonly channels = new Set<string>()
  /** When the stream is ended so the browser reconnects and is authorised again. */
  readonly endsAt: number
  private controller: ReadableStreamDefaultController<Uint8Array> | undefined
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
    this.stream = new ReadableStream<Uint8Array>(
      {
        start: (controller) => {
          this.controller = controller
        },
        cancel: () => this.finish('closed-by-browser'),
      },
      // desiredSize is then minus the bytes waiting for the browser.
      { highWaterMark: 0, size: (chunk) => chunk.byteLength },
    )
  }

  get open(): boolean {
    return !this.finished
  }

  /** Bytes queued and not yet taken by the browser's socket. */
  get queuedBytes(): number {
    return Math.max(0, -(this.controller?.desiredSize ?? 0))
  }

  /** Queues a frame; false (and the stream dropped) when the browser is too far behind. */
  send(bytes: Uint8Array): boolean {
    const controller = this.controller
    if (this.finished || !controller) return false
    if (this.queuedBytes + bytes.byteLength > this.maxQueuedBytes) {
      this.finish('dropped-slow')
      // Erroring discards the queue and makes the server destroy the socket.
      controller.error(new Error('event stream dropped: the browser does not keep up'))
      return false
    }
    controller.enqueue(bytes)
    return true
  }

  /** Ends the stream after what is queued (the browser reconnects by itself). */
  end(why: 'ended' | 'stopped' = 'ended'): void {
    if (this.finished) return
    this.finish(why)
    this.controller?.close()
  }

  /** The browser went away (request aborted). */
  abandon(): void {
    this.finish('closed-by-browser')
  }

  private finish(why: ListenerEnd): void {
    if (this.finished) return
    this.finished = true
    this.onEnd(this, why)
  }
}
