/**
 * Mounts a trading-API endpoint (access `apiKey`, decisions 610-612): the
 * request is checked as Binance checks a SIGNED one, in this order, each
 * refusal with its `code` and nothing changed:
 *
 *   the key (X-MBX-APIKEY: key_missing, key_invalid, key_revoked) →
 *   the signature over query + body (signature_missing, signature_invalid) →
 *   the timing (timestamp_missing, recv_window_invalid, timestamp_ahead,
 *   timestamp_expired) → the address (address_not_allowed) → the
 *   permission (permission_missing) → the account (account_not_allowed) →
 *   the gate: the key still live on any engine, and its weight and order
 *   windows (too_many_requests, too_many_orders: 429 with Retry-After) →
 *   the endpoint's own inputs (422 with field errors) → the handler.
 */
import type { Context, Hono } from 'hono'
import type { z } from 'zod'
import type { Endpoint } from '#contract/endpoint.ts'
import { API_KEY_HEADER } from '#contract/trading-api.ts'
import { apiRefusal, passGate } from '../api-keys/refusals.ts'
import type { KeyRecord } from '../api-keys/registry.ts'
import { apiKeyTexts } from '../api-keys/texts.ts'
import type { EngineContext } from '../context.ts'
import { type SignedRefusal, signedParts, signedRefusal } from '../core/api/signed-request.ts'
import { DomainError } from '../errors.ts'
import { apiClientAddress } from './client-address.ts'
import type { AppEnv } from './env.ts'
import { HttpError } from './errors.ts'
import { parseWith } from './validate.ts'

type Out<S> = S extends z.ZodType ? z.output<S> : undefined

export interface SignedInput<E extends Endpoint> {
  params: Out<E['params']>
  query: Out<E['query']>
  body: Out<E['body']>
  key: KeyRecord
  /** The client's address as the allow-list saw it. */
  ip: string | null
  c: Context<AppEnv>
}

export type SignedHandler<E extends Endpoint> = (
  input: SignedInput<E>,
) => Promise<z.input<E['response']>> | z.input<E['response']>

/** Parameters of the scheme, not of the endpoint. */
const SIGNING = new Set(['timestamp', 'recvWindow', 'signature'])

const SIGNING_TEXTS: Record<SignedRefusal, string> = {
  timestamp_missing: apiKeyTexts.timestampMissing,
  recv_window_invalid: apiKeyTexts.recvWindowInvalid,
  timestamp_ahead: apiKeyTexts.timestampAhead,
  timestamp_expired: apiKeyTexts.timestampExpired,
  signature_missing: apiKeyTexts.signatureMissing,
  signature_invalid: apiKeyTexts.signatureInvalid,
}

function isForm(c: Context<AppEnv>): boolean {
  return (c.req.header('content-type') ?? '').startsWith('application/x-www-form-urlencoded')
}

/** The key, the signature and the timing; answers the key. */
async function authenticate(
  ctx: EngineContext,
  c: Context<AppEnv>,
  rawQuery: string,
  rawBody: string,
): Promise<KeyRecord> {
  const given = c.req.header(API_KEY_HEADER)
  if (!given) throw apiRefusal('unauthenticated', 'key_missing', apiKeyTexts.keyMissing)
  const found = await ctx.apiKeys.find(given.trim())
  if (found.kind === 'unknown')
    throw apiRefusal('unauthenticated', 'key_invalid', apiKeyTexts.keyInvalid)
  if (found.kind === 'revoked')
    throw apiRefusal('unauthenticated', 'key_revoked', apiKeyTexts.keyRevoked)
  const now = ctx.clock.now()
  const refusal = signedRefusal(
    found.key.secret,
    signedParts(rawQuery, rawBody, isForm(c)),
    now.getTime(),
  )
  if (refusal === 'recv_window_invalid') {
    throw new DomainError('invalid', apiKeyTexts.recvWindowInvalid, {
      errors: { recvWindow: [apiKeyTexts.recvWindowInvalid] },
      code: refusal,
    })
  }
  if (refusal)
    throw apiRefusal('unauthenticated', refusal, SIGNING_TEXTS[refusal], {
      params: { server: now.getTime() },
    })
  return found.key
}

/** What the key may do here: from this address, with this permission, on this account. */
function authorise(
  key: KeyRecord,
  endpoint: Endpoint,
  ip: string | null,
  accountId: number | undefined,
): void {
  if (!key.allows(ip))
    throw apiRefusal('forbidden', 'address_not_allowed', apiKeyTexts.addressNotAllowed, {
      params: { ip: ip ?? '?' },
    })
  const permission = endpoint.permission ?? 'read'
  if (!key.permissions.has(permission))
    throw apiRefusal('forbidden', 'permission_missing', apiKeyTexts.permissionMissing, {
      params: {
        permission:
          permission === 'trade' ? apiKeyTexts.permissionTrade : apiKeyTexts.permissionRead,
      },
    })
  if (accountId !== undefined && !key.accounts.includes(accountId))
    throw apiRefusal('forbidden', 'account_not_allowed', apiKeyTexts.accountNotAllowed, {
      params: { account: accountId },
    })
}

/** The endpoint's own parameters: the query, or the body (JSON, or a form), without the scheme's. */
function endpointInputs(c: Context<AppEnv>, rawBody: string) {
  const query: Record<string, string> = {}
  for (const [name, value] of Object.entries(c.req.query()))
    if (!SIGNING.has(name)) query[name] = value
  let body: unknown = {}
  if (isForm(c)) {
    const form: Record<string, string> = {}
    for (const [name, value] of new URLSearchParams(rawBody))
      if (!SIGNING.has(name)) form[name] = value
    body = form
  } else if (rawBody.trim() !== '') {
    try {
      body = JSON.parse(rawBody)
    } catch {
      throw new HttpError(400, 'The request body is not valid JSON.')
    }
  }
  return { query, body }
}

export function mountSigned<E extends Endpoint>(
  app: Hono<AppEnv>,
  ctx: EngineContext,
  endpoint: E,
  handler: SignedHandler<E>,
): void {
  if (endpoint.access !== 'apiKey') throw new Error(`${endpoint.path} is not a signed endpoint`)
  const method = endpoint.method.toLowerCase() as 'get' | 'post'
  app[method](endpoint.path.replace(/\{(\w+)\}/g, ':$1'), async (c) => {
    const locale = c.get('locale')
    const url = c.req.url
    const mark = url.indexOf('?')
    const rawQuery = mark < 0 ? '' : url.slice(mark + 1)
    const rawBody = endpoint.method === 'GET' ? '' : await c.req.text()
    const key = await authenticate(ctx, c, rawQuery, rawBody)
    const ip = apiClientAddress(c, ctx)
    const params = endpoint.params ? parseWith(endpoint.params, c.req.param(), locale) : undefined
    const accountId = (params as { accountId?: number } | undefined)?.accountId
    authorise(key, endpoint, ip, accountId)
    const usage = await passGate(ctx, key, {
      weight: endpoint.weight,
      orders: endpoint.placesOrder ? 1 : 0,
      ip,
    })
    for (const [name, value] of Object.entries(usage)) c.header(name, value)
    const inputs = endpointInputs(c, rawBody)
    const query = endpoint.query ? parseWith(endpoint.query, inputs.query, locale) : undefined
    const body = endpoint.body ? parseWith(endpoint.body, inputs.body, locale) : undefined
    const result = await handler({ params, query, body, key, ip, c } as SignedInput<E>)
    if (ctx.config.NODE_ENV === 'test') {
      const checked = endpoint.response.safeParse(result)
      if (!checked.success) {
        ctx.log.error('response breaks the contract', {
          path: endpoint.path,
          issues: checked.error.issues,
        })
        throw new Error(`Response of ${endpoint.method} ${endpoint.path} breaks the contract`)
      }
    }
    return c.json(result as object)
  })
}
