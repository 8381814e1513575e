/**
 * The web's one way to the upstream /v1 API: a keep-alive undici pool that
 * acts for a browser. Every call carries the browser's cookies, the
 * X-XSRF-TOKEN from its XSRF-TOKEN cookie, Accept-Language and its address;
 * every Set-Cookie goes back to the browser, so the browser's session is the
 * upstream session. Answers are parsed with the endpoint's response schema;
 * failures become an HttpError with status, message, message_type and field
 * errors.
 */
import { Readable } from 'node:stream'
import type { ReadableStream as NodeReadableStream } from 'node:stream/web'
import { Pool } from 'undici'
import { authEndpoints } from '#contract/auth.ts'
import { buildPath, type Endpoint, type ResponseOf } from '#contract/endpoint.ts'
import { HttpError } from '~/lib/http-error'
import type { Logger } from '../log.server'
import { webMetrics } from '../ops/web-metrics.server'
import { type Answer, errorFromAnswer, errorFromFailure, successFromAnswer } from './answers.server'
import type { EndpointData } from './endpoint-input'
import type { BrowserExchange } from './exchange'
import { Engines } from './failover.server'

export interface UpstreamClientOptions {
  /**
   * API base, e.g. http://127.0.0.1:8000 or https://api.example.com/api; a
   * list names engines of which one is active (failover.server.ts).
   */
  baseUrl: string | string[]
  /** 0: no timeout (spec §7). */
  timeoutMs: number
  /** Keep-alive connections to the upstream. */
  connections?: number
  log: Logger
}

export interface CallOptions {
  /**
   * GET /sanctum/csrf-cookie first even when the browser has an XSRF-TOKEN:
   * sign-in, sign-up and OAuth sign-in start from a fresh session.
   */
  startSession?: boolean
}

const XSRF_COOKIE = 'XSRF-TOKEN'

export class UpstreamClient {
  private readonly engines: Engines
  private readonly timeoutMs: number
  private readonly log: Logger

  constructor(options: UpstreamClientOptions) {
    const urls = Array.isArray(options.baseUrl) ? options.baseUrl : [options.baseUrl]
    this.timeoutMs = options.timeoutMs
    this.log = options.log
    this.engines = new Engines(
      urls.map((u) => {
        const url = new URL(u)
        return {
          url: u,
          basePath: url.pathname.replace(/\/+$/, ''),
          pool: new Pool(url.origin, {
            connections: options.connections ?? 128,
            keepAliveTimeout: 30_000,
            // 0 turns undici's own 300 s limits off; API_TIMEOUT_MS decides.
            headersTimeout: options.timeoutMs,
            bodyTimeout: options.timeoutMs,
          }),
        }
      }),
      options.log,
    )
  }

  async call<E extends Endpoint>(
    endpoint: E,
    data: EndpointData<E>,
    exchange: BrowserExchange,
    options: CallOptions = {},
  ): Promise<ResponseOf<E>> {
    const changes = endpoint.method !== 'GET'
    if (options.startSession || (changes && !exchange.jar.get(XSRF_COOKIE))) {
      await this.startSession(exchange)
    }
    let answer = await this.send(endpoint, data, exchange)
    if (answer.status === 419 && changes) {
      // The session behind the token expired: start a new one and try once more.
      await this.startSession(exchange)
      answer = await this.send(endpoint, data, exchange)
    }
    if (answer.status >= 200 && answer.status < 300) {
      return successFromAnswer(endpoint, answer, exchange.language, this.log)
    }
    // The upstream logged its own failure under the same request id.
    if (answer.status >= 500)
      this.log.error('upstream answered a server error', {
        method: endpoint.method,
        path: endpoint.path,
        status: answer.status,
      })
    throw errorFromAnswer(answer, exchange.language)
  }

  /** GET /sanctum/csrf-cookie: a session and its XSRF-TOKEN, for the browser too. */
  async startSession(exchange: BrowserExchange): Promise<void> {
    const endpoint = authEndpoints.csrfCookie
    const answer = await this.send(
      endpoint,
      { params: undefined, query: undefined, body: undefined },
      exchange,
    )
    if (answer.status < 200 || answer.status >= 300) {
      throw errorFromAnswer(answer, exchange.language)
    }
  }

  /** The status of GET `path` outside /v1 (the upstream's /health), 0 when it did not answer in time. */
  async probe(path: string, timeoutMs: number, requestId?: string): Promise<number> {
    return this.engines.probe(path, timeoutMs, requestId)
  }

  /**
   * A GET whose answer is passed on as it arrives (CSV downloads): the
   * caller names the headers and reads, or dumps, the body.
   */
  stream(path: string, headers: Record<string, string>, signal?: AbortSignal) {
    return this.engines.request(
      { path, method: 'GET', headers, body: () => undefined, signal },
      true,
    )
  }

  async close(): Promise<void> {
    await this.engines.close()
  }

  private async send(
    endpoint: Endpoint,
    data: EndpointData,
    exchange: BrowserExchange,
  ): Promise<Answer> {
    const path =
      buildPath(endpoint.path, data.params as Record<string, string | number> | undefined) +
      queryString(data.query)
    const headers: Record<string, string> = {
      accept: 'application/json',
      'accept-language': exchange.language,
      // Laravel answers JSON (not a redirect) to requests marked as XHR.
      'x-requested-with': 'XMLHttpRequest',
    }
    const cookie = exchange.jar.header()
    if (cookie) headers.cookie = cookie
    const xsrf = exchange.jar.get(XSRF_COOKIE)
    if (xsrf) headers['x-xsrf-token'] = safeDecode(xsrf)
    if (exchange.clientIp) headers['x-forwarded-for'] = exchange.clientIp
    if (exchange.requestId) headers['x-request-id'] = exchange.requestId
    if (exchange.userAgent) headers['user-agent'] = exchange.userAgent
    if (exchange.origin) {
      headers.origin = exchange.origin
      headers.referer = `${exchange.origin}/`
    }

    // A body per attempt: a stream cannot be sent twice (failover retries).
    let body: () => string | Readable | undefined = () => undefined
    const form = data.form
    if (form) {
      // undici's dispatcher takes no FormData: encode it as fetch would, streamed.
      body = () => {
        const encoded = new Response(form)
        headers['content-type'] = encoded.headers.get('content-type') ?? 'multipart/form-data'
        return encoded.body ? Readable.fromWeb(encoded.body as NodeReadableStream) : undefined
      }
    } else if (endpoint.method !== 'GET' && endpoint.body !== undefined) {
      headers['content-type'] = 'application/json'
      const json = JSON.stringify(data.body ?? {})
      body = () => json
    }

    const signals: AbortSignal[] = []
    if (this.timeoutMs > 0) signals.push(AbortSignal.timeout(this.timeoutMs))
    // A read the browser no longer waits for can stop; a change must finish.
    if (endpoint.method === 'GET' && exchange.signal) signals.push(exchange.signal)

    const started = performance.now()
    let status = 0
    try {
      const response = await this.engines.request(
        {
          path,
          method: endpoint.method,
          headers,
          body,
          signal: signals.length > 0 ? AbortSignal.any(signals) : undefined,
        },
        endpoint.method === 'GET',
      )
      const text = await response.body.text()
      status = response.statusCode
      const setCookies = toList(response.headers['set-cookie']).map(hostOnly)
      if (setCookies.length > 0) {
        exchange.jar.apply(setCookies, new Date())
        exchange.passCookies(setCookies)
      }
      return {
        status: response.statusCode,
        text,
        contentType: String(response.headers['content-type'] ?? ''),
        retryAfter: toList(response.headers['retry-after'])[0],
        method: endpoint.method,
        path: endpoint.path,
      }
    } catch (error) {
      if (error instanceof HttpError) throw error
      // The browser left mid-read: the upstream is fine and nobody reads an answer.
      // Its abort's reason is a socket error (ECONNRESET); say what happened.
      if (endpoint.method === 'GET' && exchange.signal?.aborted) {
        throw new DOMException('The browser left.', 'AbortError')
      }
      throw errorFromFailure(error, endpoint, exchange.language, this.log)
    } finally {
      webMetrics()
        .upstreamDuration.labels(endpoint.method, endpoint.path, String(status))
        .observe((performance.now() - started) / 1000)
    }
  }
}

function toList(value: string | string[] | undefined): string[] {
  if (value === undefined) return []
  return Array.isArray(value) ? value : [value]
}

/**
 * The browser only ever talks to the web, so an upstream cookie scoped to
 * the upstream's domain would be refused: cookies become host-only.
 */
export function hostOnly(setCookie: string): string {
  return setCookie
    .split(';')
    .filter((part) => !/^\s*domain\s*=/i.test(part))
    .join(';')
}

function queryString(query: unknown): string {
  if (typeof query !== 'object' || query === null) return ''
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue
    if (Array.isArray(value)) for (const item of value) search.append(`${key}[]`, String(item))
    else search.set(key, String(value))
  }
  return search.size > 0 ? `?${search}` : ''
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}
