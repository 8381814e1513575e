/**
 * An engine in-process for HTTP tests: a fresh database, the test clock,
 * the manual market feed, and clients that keep cookies and send the XSRF
 * header like a browser behind the web would.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { z } from 'zod'
import { buildPath, type Endpoint } from '#contract/endpoint.ts'
import { bootEngine, type Engine } from '../../../engine/boot.ts'
import { parseEngineConfig } from '../../../engine/config.ts'
import { type DatabaseKind, openTestDatabase } from '../../support/databases.ts'
import { recordStatus } from '../../support/observed-statuses.ts'

export { databaseKinds } from '../../support/databases.ts'

export interface TestEngine {
  engine: Engine
  kind: DatabaseKind
  /** A new browser-like client with its own cookie jar. */
  client(options?: { language?: 'en' | 'fa'; ip?: string }): TestClient
  close(): Promise<void>
}

export async function startTestEngine(
  kind: DatabaseKind,
  env: Record<string, string> = {},
): Promise<TestEngine> {
  const database = await openTestDatabase(kind)
  // Files (avatars, attachments) go to a directory of the test's own, removed at close.
  const dataDir = env.DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'proptrade-engine-test-'))
  const config = parseEngineConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'error',
    MARKET_FEED: 'manual',
    DATA_DIR: dataDir,
    ...env,
  })
  const engine = await bootEngine(config, { database })
  return {
    engine,
    kind,
    client: (options) => new TestClient(engine, options),
    async close() {
      await engine.close()
      await database.close()
      if (!env.DATA_DIR) rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

export interface CallOptions {
  params?: Record<string, string | number>
  query?: Record<string, string | number | undefined>
  body?: unknown
  /** Send FormData as multipart instead of JSON. */
  form?: FormData
  headers?: Record<string, string>
  /** Leave out the X-XSRF-TOKEN header (to test the 419). */
  withoutXsrf?: boolean
}

export interface CallResult<T = unknown> {
  status: number
  body: T
  headers: Headers
}

let clientsMade = 0

/**
 * Each client its own address (198.18.0.0/15, the range kept for tests), as
 * each trader has their own machine: one address shared by every user would
 * link them all as one person (issue 33's sign-up signal) and hold payouts.
 */
function ownAddress(): string {
  const n = clientsMade++
  return `198.${18 + ((n >> 16) & 1)}.${(n >> 8) & 255}.${n & 255}`
}

export class TestClient {
  readonly cookies = new Map<string, string>()
  private readonly engine: Engine
  private readonly language: string
  private readonly ip: string

  constructor(engine: Engine, options: { language?: 'en' | 'fa'; ip?: string } = {}) {
    this.engine = engine
    this.language = options.language ?? 'en'
    this.ip = options.ip ?? ownAddress()
  }

  /** Raw request to any path of the engine. */
  async request(method: string, path: string, options: CallOptions = {}): Promise<CallResult> {
    const headers: Record<string, string> = {
      accept: 'application/json',
      'accept-language': this.language,
      'x-forwarded-for': this.ip,
      ...options.headers,
    }
    if (this.cookies.size > 0) {
      headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
    }
    const xsrf = this.cookies.get('XSRF-TOKEN')
    if (xsrf && !options.withoutXsrf) headers['x-xsrf-token'] = decodeURIComponent(xsrf)
    let body: BodyInit | undefined
    if (options.form) body = options.form
    else if (options.body !== undefined) {
      // A form body (the trading API's) names its own type.
      headers['content-type'] ??= 'application/json'
      body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body)
    }
    const query = new URLSearchParams()
    for (const [k, v] of Object.entries(options.query ?? {}))
      if (v !== undefined) query.set(k, String(v))
    const url = `http://engine.test${path}${query.size > 0 ? `?${query}` : ''}`
    const response = await this.engine.app.request(url, { method, headers, body })
    recordStatus(method, path, response.status)
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';')
      const eq = pair?.indexOf('=') ?? -1
      if (!pair || eq < 0) continue
      const name = pair.slice(0, eq).trim()
      const value = pair.slice(eq + 1).trim()
      if (/max-age=0/i.test(cookie) || value === '') this.cookies.delete(name)
      else this.cookies.set(name, value)
    }
    const text = await response.text()
    let parsed: unknown = text
    try {
      parsed = text ? JSON.parse(text) : undefined
    } catch {
      // not JSON: leave the text
    }
    return { status: response.status, body: parsed, headers: response.headers }
  }

  /** Calls a contract endpoint. */
  call<E extends Endpoint>(endpoint: E, options: CallOptions = {}): Promise<CallResult> {
    return this.request(endpoint.method, buildPath(endpoint.path, options.params), options)
  }

  /** Calls an endpoint, expects 200, and parses the answer with its response schema. */
  async ok<E extends Endpoint>(
    endpoint: E,
    options: CallOptions = {},
  ): Promise<z.output<E['response']>> {
    const result = await this.call(endpoint, options)
    if (result.status !== 200) {
      throw new Error(
        `${endpoint.method} ${endpoint.path} answered ${result.status}: ${JSON.stringify(result.body)}`,
      )
    }
    return endpoint.response.parse(result.body) as z.output<E['response']>
  }

  /** GET /sanctum/csrf-cookie: a session and its XSRF token. */
  async startSession(): Promise<void> {
    const result = await this.request('GET', '/sanctum/csrf-cookie')
    if (result.status !== 204) throw new Error(`csrf-cookie answered ${result.status}`)
  }
}
