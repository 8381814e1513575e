/**
 * Where a browser's event stream is written. Two ways, same behaviour:
 *
 * - socket: on Node (srvx gives the route its ServerResponse) the response
 *   head is sent at once without chunked encoding ("Connection: close") and
 *   every frame is one write on the socket. This is the production path: a
 *   write per browser per event is the whole cost of a fan-out, which keeps
 *   latency and memory per browser low (docs/decisions/161).
 * - stream: anywhere else (another runtime, HTTP/2), frames are queued on
 *   the Response's ReadableStream and the server drains it.
 *
 * Either way the Response's body is what the server waits on: closing it
 * ends the stream gracefully; destroy() cuts a browser off at once.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'

export interface EventSink {
  readonly kind: 'socket' | 'stream'
  /** The Response body (for the socket sink it carries no bytes, only the end). */
  readonly body: ReadableStream<Uint8Array>
  write(bytes: Uint8Array): void
  /** Bytes accepted but not yet taken by the browser's connection. */
  queuedBytes(): number
  /** Ends after what is queued; the browser reconnects by itself. */
  end(): void
  /** Cuts the browser off now, dropping what is queued. */
  destroy(): void
}

export const SSE_HEADERS: Record<string, string> = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache, no-transform',
  // nginx and friends: do not buffer the stream.
  'x-accel-buffering': 'no',
  // As every answer of the web (docs/decisions/390).
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
}

interface NodeRuntime {
  req: IncomingMessage
  res: ServerResponse
}

/** srvx hands the route its Node request and response; HTTP/1 only. */
export function nodeRuntimeOf(request: Request): NodeRuntime | undefined {
  const node = (request as Request & { runtime?: { node?: Partial<NodeRuntime> } }).runtime?.node
  if (!node?.req || !node.res || node.req.httpVersionMajor !== 1 || node.res.headersSent) {
    return undefined
  }
  return node as NodeRuntime
}

export function streamSink(onClose: () => void): EventSink {
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined
  let done = false
  const body = new ReadableStream<Uint8Array>(
    {
      start: (c) => {
        controller = c
      },
      cancel: () => {
        done = true
        onClose()
      },
    },
    // desiredSize is then minus the bytes waiting for the browser.
    { highWaterMark: 0, size: (chunk) => chunk.byteLength },
  )
  return {
    kind: 'stream',
    body,
    write(bytes) {
      if (!done) controller?.enqueue(bytes)
    },
    queuedBytes: () => Math.max(0, -(controller?.desiredSize ?? 0)),
    end() {
      if (done) return
      done = true
      controller?.close()
    },
    destroy() {
      if (done) return
      done = true
      // Erroring discards the queue and makes the server destroy the socket.
      controller?.error(new Error('event stream dropped: the browser does not keep up'))
    },
  }
}

export function socketSink(node: NodeRuntime, headers: Headers, onClose: () => void): EventSink {
  const { res } = node
  const socket = res.socket
  if (!socket) throw new Error('the response has no socket')
  // No chunked encoding: the body runs until the connection closes, so
  // frames go to the socket as they are.
  res.useChunkedEncodingByDefault = false
  res.shouldKeepAlive = false
  const head: Record<string, string | string[]> = {}
  for (const [name, value] of headers) {
    const previous = head[name]
    head[name] = previous === undefined ? value : [...[previous].flat(), value]
  }
  res.writeHead(200, head)
  res.flushHeaders()

  let done = false
  let endBody: (() => void) | undefined
  const body = new ReadableStream<Uint8Array>({
    start: (c) => {
      endBody = () => c.close()
    },
    cancel: () => finish(),
  })
  const finish = () => {
    if (done) return
    done = true
    onClose()
  }
  // A browser that left while it was being authorised: nothing to stream.
  if (socket.destroyed) queueMicrotask(finish)
  else socket.once('close', finish)
  return {
    kind: 'socket',
    body,
    write(bytes) {
      if (!done && !socket.destroyed) socket.write(bytes)
    },
    queuedBytes: () => socket.writableLength,
    end() {
      if (done) return
      done = true
      endBody?.()
    },
    destroy() {
      done = true
      socket.destroy()
    },
  }
}
