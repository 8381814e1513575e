/**
 * Trading-API test helpers: a trader with a demo account and an API key
 * made through /v1/user/apiKeys, and a client that signs as the docs say
 * (HMAC-SHA256 of the query string concatenated with the body).
 */
import { createHmac } from 'node:crypto'
import { api } from '#contract/index.ts'
import type { Engine } from '../../../../engine/boot.ts'
import { type CallResult, TestClient, type TestEngine } from '../harness.ts'
import { traderWithDemo } from '../trade/support.ts'

export interface KeyOptions {
  permissions?: Array<'read' | 'trade'>
  ip_allow?: string[]
  webhook?: boolean
  /** Accounts beside the trader's demo (the demo is included unless `accounts` is given). */
  accounts?: number[]
  label?: string
}

export async function traderWithKey(t: TestEngine, options: KeyOptions = {}) {
  const trader = await traderWithDemo(t)
  const created = await trader.client.ok(api.apiKeys.create, {
    body: {
      label: options.label ?? 'My bot',
      accounts: options.accounts ?? [trader.id],
      permissions: options.permissions ?? ['read', 'trade'],
      ip_allow: options.ip_allow ?? [],
      webhook: options.webhook ?? false,
    },
  })
  const { key, secret, webhook_url } = created.data
  return {
    ...trader,
    key,
    secret,
    webhookUrl: webhook_url,
    signed: new SignedClient(t.engine, key.api_key, secret),
  }
}

export interface SignedCall {
  /** Query parameters of the endpoint (GET filters), before the signing ones. */
  query?: Record<string, string | number>
  /** A form body (Binance's way) … */
  form?: Record<string, string | number>
  /** … or a JSON one … */
  json?: unknown
  /** … or this text as it is, sent as JSON. */
  raw?: string
  /** The clock's now unless given. */
  timestamp?: number
  recvWindow?: number
  /** Changes the signature before it is sent (a wrong one). */
  signature?: (right: string) => string
  /** Sign with another secret. */
  secret?: string
  /** Send another key, or none (null). */
  key?: string | null
  ip?: string
  language?: 'en' | 'fa'
}

export function sign(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(payload).digest('hex')
}

/** Signs for one engine (another engine on the same database takes the same key). */
export class SignedClient {
  private readonly engine: Engine
  readonly key: string
  readonly secret: string

  constructor(engine: Engine, key: string, secret: string) {
    this.engine = engine
    this.key = key
    this.secret = secret
  }

  /** The request as sent: its path with the signed query, and the body. */
  prepare(path: string, call: SignedCall = {}) {
    const query = new URLSearchParams()
    for (const [name, value] of Object.entries(call.query ?? {})) query.set(name, String(value))
    query.set('timestamp', String(call.timestamp ?? this.engine.ctx.clock.now().getTime()))
    if (call.recvWindow !== undefined) query.set('recvWindow', String(call.recvWindow))
    let body: string | undefined
    let contentType: string | undefined
    if (call.form) {
      body = new URLSearchParams(
        Object.entries(call.form).map(([k, v]) => [k, String(v)]),
      ).toString()
      contentType = 'application/x-www-form-urlencoded'
    } else if (call.raw !== undefined) {
      body = call.raw
      contentType = 'application/json'
    } else if (call.json !== undefined) {
      body = JSON.stringify(call.json)
      contentType = 'application/json'
    }
    const right = sign(call.secret ?? this.secret, query.toString() + (body ?? ''))
    const signature = call.signature ? call.signature(right) : right
    return { url: `${path}?${query}&signature=${signature}`, body, contentType }
  }

  async call(method: 'GET' | 'POST', path: string, call: SignedCall = {}): Promise<CallResult> {
    return this.send(method, this.prepare(path, call), call)
  }

  /** Sends a prepared request (again: a replay). */
  async send(
    method: 'GET' | 'POST',
    prepared: { url: string; body: string | undefined; contentType: string | undefined },
    call: Pick<SignedCall, 'key' | 'ip' | 'language'> = {},
  ): Promise<CallResult> {
    const headers: Record<string, string> = {}
    const key = call.key === undefined ? this.key : call.key
    if (key !== null) headers['x-mbx-apikey'] = key
    if (prepared.contentType) headers['content-type'] = prepared.contentType
    return new TestClient(this.engine, {
      ip: call.ip ?? '203.0.113.7',
      language: call.language ?? 'en',
    }).request(method, prepared.url, {
      headers,
      ...(prepared.body === undefined ? {} : { body: prepared.body }),
    })
  }
}
