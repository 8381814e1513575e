/**
 * The engines API_BASE_URL names (docs/decisions/447). On Postgres one of
 * them is active and the others stand by, answering 503 with
 * `x-engine-role: standby` (or `starting` while the new active loads). A
 * call goes to the engine that answered last; when that one refuses the
 * connection or stands by, the next is tried, and while none is active
 * (a takeover under way) the call waits for one, up to TAKEOVER_WAIT_MS.
 * Only what cannot have reached an active engine is sent again: a refused
 * connection, a standby's 503; any read (GET) after any network failure.
 * A change whose connection broke mid-way is not repeated here (it may have
 * been done): the caller sees the failure and retries with its client
 * order id.
 */
import type { Readable } from 'node:stream'
import type { Dispatcher, Pool } from 'undici'
import type { Logger } from '../log.server'

/** How long a call waits for an active engine during a takeover (the takeover goal). */
const TAKEOVER_WAIT_MS = 10_000
const RETRY_PAUSE_MS = 200

/** Failures where the request never reached the engine's application. */
const NOT_SENT = new Set(['ECONNREFUSED', 'UND_ERR_CONNECT_TIMEOUT', 'EHOSTUNREACH', 'ENETUNREACH'])
/** Failures of a connection that broke: a read is repeated, a change is not. */
const BROKEN = new Set(['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET', 'UND_ERR_CLOSED'])

export interface EngineTarget {
  url: string
  basePath: string
  pool: Pool
}

export interface EngineRequest {
  path: string
  method: Dispatcher.HttpMethod
  headers: Record<string, string>
  body: () => string | Readable | undefined
  signal?: AbortSignal | undefined
}

export class Engines {
  private readonly targets: EngineTarget[]
  private readonly log: Logger
  private current = 0

  constructor(targets: EngineTarget[], log: Logger) {
    if (targets.length === 0) throw new Error('no engine URL')
    this.targets = targets
    this.log = log
  }

  /** The engine calls go to now. */
  get active(): EngineTarget {
    return this.targets[this.current] as EngineTarget
  }

  async request(request: EngineRequest, read: boolean): Promise<Dispatcher.ResponseData> {
    const single = this.targets.length === 1
    const deadline = Date.now() + TAKEOVER_WAIT_MS
    for (let tried = 0; ; tried++) {
      const index = (this.current + tried) % this.targets.length
      const target = this.targets[index] as EngineTarget
      let response: Dispatcher.ResponseData
      try {
        response = await target.pool.request({
          path: target.basePath + request.path,
          method: request.method,
          headers: request.headers,
          body: request.body(),
          signal: request.signal,
        })
      } catch (error) {
        const code = (error as { code?: string }).code ?? ''
        const again = NOT_SENT.has(code) || (read && BROKEN.has(code))
        if (single || !again || request.signal?.aborted || Date.now() > deadline) throw error
        await this.pause(tried)
        continue
      }
      const role = response.headers['x-engine-role']
      if (!single && response.statusCode === 503 && (role === 'standby' || role === 'starting')) {
        if (Date.now() > deadline || request.signal?.aborted) return response
        await response.body.dump()
        await this.pause(tried)
        continue
      }
      if (index !== this.current) {
        this.current = index
        this.log.warn('engine calls moved to another engine', { engine: target.url })
      }
      return response
    }
  }

  /** The status of GET `path` on the active engine (0: none answered in time). */
  async probe(path: string, timeoutMs: number, requestId?: string): Promise<number> {
    let last = 0
    for (let tried = 0; tried < this.targets.length; tried++) {
      const index = (this.current + tried) % this.targets.length
      const target = this.targets[index] as EngineTarget
      try {
        const response = await target.pool.request({
          path: target.basePath + path,
          method: 'GET',
          headers: requestId ? { 'x-request-id': requestId } : {},
          signal: AbortSignal.timeout(timeoutMs),
        })
        const text = await response.body.text()
        last = response.statusCode
        const role = roleOf(text)
        if (
          this.targets.length === 1 ||
          (last === 200 && (role === undefined || role === 'active'))
        ) {
          if (last === 200) this.current = index
          return last
        }
        if (last === 200) last = 503
      } catch {
        // not answering: the next one
      }
    }
    return last
  }

  async close(): Promise<void> {
    await Promise.all(this.targets.map((t) => t.pool.close()))
  }

  /** After a full round of engines, a pause: a takeover takes seconds. */
  private async pause(tried: number): Promise<void> {
    if ((tried + 1) % this.targets.length !== 0) return
    await new Promise((resolve) => setTimeout(resolve, RETRY_PAUSE_MS))
  }
}

function roleOf(text: string): string | undefined {
  try {
    return (JSON.parse(text) as { role?: string }).role
  } catch {
    return undefined
  }
}
