/** An HTTP endpoint that records what is POSTed to it (an SMS gateway, for instance). */
import { createServer, type Server } from 'node:http'
import { closeServer, listenInRange } from './ports.ts'

export interface ReceivedRequest {
  path: string
  headers: Record<string, string | string[] | undefined>
  body: string
}

export class WebhookSink {
  readonly received: ReceivedRequest[] = []
  /** Statuses to answer, in order; 200 once they run out. */
  statuses: number[] = []
  private readonly server: Server
  origin = ''

  constructor() {
    this.server = createServer((req, res) => {
      let body = ''
      req.setEncoding('utf8')
      req.on('data', (chunk: string) => {
        body += chunk
      })
      req.on('end', () => {
        this.received.push({ path: req.url ?? '/', headers: req.headers, body })
        const status = this.statuses.shift() ?? 200
        res.writeHead(status, { 'content-type': 'application/json' })
        res.end(JSON.stringify(status < 300 ? { ok: true } : { error: 'try later' }))
      })
    })
  }

  async start(): Promise<void> {
    this.origin = `http://127.0.0.1:${await listenInRange(this.server)}`
  }

  stop(): Promise<void> {
    return closeServer(this.server)
  }

  async waitFor(count: number, timeoutMs = 10_000): Promise<ReceivedRequest[]> {
    const deadline = Date.now() + timeoutMs
    while (this.received.length < count) {
      if (Date.now() > deadline)
        throw new Error(`expected ${count} requests, got ${this.received.length}`)
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
    return this.received
  }
}
