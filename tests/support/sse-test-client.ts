/**
 * A Server-Sent Events reader over plain HTTP (node:http), for tests: it
 * records each event as a browser's EventSource would parse it, and can
 * stop reading altogether (pause) to play a browser that does not keep up.
 */
import http from 'node:http'

export interface SseEvent {
  id: string | undefined
  event: string
  data: string
  receivedAt: number
}

export class SseTestClient {
  readonly events: SseEvent[] = []
  status = 0
  headers: http.IncomingHttpHeaders = {}
  /** The connection ended (server closed, or dropped). */
  ended = false
  comments = 0
  private response: http.IncomingMessage | undefined
  private readonly request: http.ClientRequest
  private buffer = ''
  private lastId: string | undefined
  private body = ''
  private waiters: Array<() => void> = []

  private constructor(url: string, headers: Record<string, string>) {
    this.request = http.get(url, { headers: { accept: 'text/event-stream', ...headers } })
    this.request.on('response', (response) => {
      this.response = response
      this.status = response.statusCode ?? 0
      this.headers = response.headers
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => this.take(chunk))
      response.on('end', () => this.finish())
      response.on('close', () => this.finish())
      response.on('error', () => this.finish())
      this.wake()
    })
    this.request.on('error', () => this.finish())
  }

  /** Opens a stream and waits for the response head. */
  static async open(url: string, headers: Record<string, string> = {}): Promise<SseTestClient> {
    const client = new SseTestClient(url, headers)
    await client.until(() => client.status !== 0 || client.ended, 5000, 'a response')
    return client
  }

  /** The body of a non-stream answer (422, 503). */
  async text(): Promise<string> {
    await this.until(() => this.ended, 5000, 'the end of the answer')
    return this.body
  }

  /** Events of the default type, parsed: { channel, event, payload }. */
  messages(): Array<{ id: string | undefined; channel: string; event: string; payload: unknown }> {
    return this.events
      .filter((e) => e.event === 'message')
      .map((e) => ({
        id: e.id,
        ...(JSON.parse(e.data) as { channel: string; event: string; payload: unknown }),
      }))
  }

  named(name: string): unknown[] {
    return this.events.filter((e) => e.event === name).map((e) => JSON.parse(e.data))
  }

  get lastEventId(): string | undefined {
    return this.lastId
  }

  /** Waits until `ready` holds (checked after each chunk). */
  async until(ready: () => boolean, timeoutMs = 5000, what = 'the condition'): Promise<void> {
    const deadline = Date.now() + timeoutMs
    while (!ready()) {
      const left = deadline - Date.now()
      if (left <= 0) {
        throw new Error(
          `timed out after ${timeoutMs} ms waiting for ${what}; events: ${JSON.stringify(this.events.slice(-5))}`,
        )
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(left, 100))
        this.waiters.push(() => {
          clearTimeout(timer)
          resolve()
        })
      })
    }
  }

  /** Stops reading: the socket's buffers fill and the server must cope. */
  pause(): void {
    this.response?.pause()
    this.response?.socket.pause()
  }

  resume(): void {
    this.response?.socket.resume()
    this.response?.resume()
  }

  close(): void {
    this.request.destroy()
    this.finish()
  }

  private take(chunk: string): void {
    if (
      this.status !== 200 ||
      !String(this.headers['content-type']).startsWith('text/event-stream')
    ) {
      this.body += chunk
      return
    }
    this.buffer += chunk
    for (;;) {
      const end = this.buffer.search(/\r\n\r\n|\n\n|\r\r/)
      if (end < 0) break
      const block = this.buffer.slice(0, end)
      this.buffer = this.buffer.slice(end).replace(/^(\r\n\r\n|\n\n|\r\r)/, '')
      this.parseBlock(block)
    }
    this.wake()
  }

  private parseBlock(block: string): void {
    let event = 'message'
    const data: string[] = []
    let sawField = false
    for (const line of block.split(/\r\n|\n|\r/)) {
      if (line.startsWith(':')) {
        this.comments++
        continue
      }
      const colon = line.indexOf(':')
      const field = colon < 0 ? line : line.slice(0, colon)
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '')
      sawField = true
      if (field === 'event') event = value
      else if (field === 'data') data.push(value)
      else if (field === 'id') this.lastId = value
    }
    if (!sawField || data.length === 0) return
    this.events.push({
      id: this.lastId,
      event,
      data: data.join('\n'),
      receivedAt: performance.now(),
    })
  }

  private finish(): void {
    if (this.ended) return
    this.ended = true
    this.wake()
  }

  private wake(): void {
    const waiters = this.waiters
    this.waiters = []
    for (const wake of waiters) wake()
  }
}
