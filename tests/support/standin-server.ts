/**
 * The HTTP skeleton every provider stand-in shares (payments, Sumsub): a
 * loopback server whose requests go to the stand-in's `handle` (an error
 * answered by its `fail`), started on a given port (Playwright: the one the
 * engine was configured with) or a free one, and stopped.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { closeServer, listenInRange } from './ports.ts'

export abstract class StandinServer {
  origin = ''
  private readonly server: Server

  constructor() {
    this.server = createServer((req, res) => {
      void this.handle(req, res).catch((error: unknown) => this.fail(res, error))
    })
  }

  protected abstract handle(req: IncomingMessage, res: ServerResponse): Promise<unknown>

  /** Answers a request whose handling threw. */
  protected abstract fail(res: ServerResponse, error: unknown): void

  /** Listens on `port` when given, else on a free one. */
  async start(port?: number): Promise<void> {
    if (port === undefined) {
      this.origin = `http://127.0.0.1:${await listenInRange(this.server)}`
      return
    }
    await new Promise<void>((resolve, reject) => {
      this.server.once('error', reject)
      this.server.listen(port, '127.0.0.1', () => resolve())
    })
    this.origin = `http://127.0.0.1:${port}`
  }

  stop(): Promise<void> {
    return closeServer(this.server)
  }
}
