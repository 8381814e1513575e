/**
 * Trading from a test: a user's own API session with the engine (cookies
 * and XSRF, as a browser's), a demo account, orders, and the engine's
 * figures to compare the screen with.
 */
// Extensions spelled out: bench/trade-tick-latency.ts loads this under plain Node.
import { engineOrigin, engineRequest, setPrice } from './engine.ts'

/** The password of accounts/PASSWORD (kept here so this file loads outside Playwright). */
const PASSWORD = 'correct horse 42'
let made = 0
const freshEmail = (label: string) =>
  `${label}-${Date.now()}-${++made}-${Math.floor(Math.random() * 1e4)}@example.test`

export class EngineSession {
  private readonly cookies = new Map<string, string>()
  /** The engine reached: the suite's stack unless a test starts another. */
  private readonly origin: string

  constructor(origin = engineOrigin) {
    this.origin = origin
  }

  private remember(response: Response): void {
    for (const c of response.headers.getSetCookie()) {
      const [pair = ''] = c.split(';')
      const at = pair.indexOf('=')
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1))
    }
  }

  async call<T = unknown>(method: string, path: string, body?: unknown): Promise<T> {
    if (!this.cookies.has('XSRF-TOKEN'))
      this.remember(await fetch(`${this.origin}/sanctum/csrf-cookie`))
    const response = await fetch(`${this.origin}${path}`, {
      method,
      headers: {
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        'x-xsrf-token': decodeURIComponent(this.cookies.get('XSRF-TOKEN') ?? ''),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    this.remember(response)
    if (!response.ok)
      throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`)
    return (await response.json()) as T
  }
}

/**
 * A new user signed in to the engine; the browser signs in separately with
 * the same e-mail. The trade tour is marked seen unless a test is about it.
 */
export async function traderSession(
  label = 'trader',
  { tourSeen = true, origin = engineOrigin } = {},
) {
  const email = freshEmail(label)
  const session = new EngineSession(origin)
  await session.call('POST', '/v1/auth/register', {
    email,
    password: PASSWORD,
    password_confirmation: PASSWORD,
  })
  if (tourSeen) await session.call('POST', '/v1/tours/seen', { tour: 'trade' })
  return { session, email, password: PASSWORD }
}

/** Buys a 10K challenge with a 100 % coupon; answers the activated account's id. */
export async function buyFree(session: EngineSession): Promise<number> {
  const challenges = await session.call<{ data: Array<{ id: number; account_size: string }> }>(
    'GET',
    '/v1/challenges',
  )
  const tenK = challenges.data.find((c) => Number(c.account_size) === 10_000)
  const coupon = (await engineRequest('POST', '/test/coupons', {
    kind: 'percent',
    value: '100',
  })) as { data: { code: string } }
  const bought = await session.call<{ data: { user_challenge_id: number | null } }>(
    'POST',
    '/v1/payments/request',
    { challenge_id: tenK?.id, features: [], coupon: coupon.data.code, accept_rules: true },
  )
  if (!bought.data.user_challenge_id) throw new Error('the free order was not activated')
  return bought.data.user_challenge_id
}

export async function createDemo(session: EngineSession): Promise<number> {
  const answer = await session.call<{ data: { id: number } }>(
    'POST',
    '/v1/userChallenges/createDemo',
    {
      title: 'Demo',
    },
  )
  return answer.data.id
}

/** Sets last, mark, bid and ask of a pair to one price (the spread does not matter here). */
export async function quote(symbol: string, price: string) {
  await setPrice(symbol, price, { mark: price, bid: price, ask: price })
}

export interface PlaceOrder {
  symbol: string
  type: 'LIMIT' | 'MARKET' | 'STOP_MARKET' | 'STOP_LIMIT'
  side: 'buy' | 'sell'
  size: string
  price?: string
  stop_price?: string
  tp?: string
  sl?: string
  trade_type?: 'open' | 'close'
}

export async function place(session: EngineSession, id: number, order: PlaceOrder) {
  const answer = await session.call<{ data: { id: number; status: string } }>(
    'POST',
    `/v1/trade/${id}/orders/place`,
    order,
  )
  return answer.data
}

export type EngineAssets = Record<
  'balance' | 'equity' | 'unrealized_pnl' | 'margin' | 'free_margin' | 'daily_balance',
  string
>

export async function engineAssets(session: EngineSession, id: number, symbol: string) {
  const answer = await session.call<{ data: { assets: EngineAssets } }>(
    'GET',
    `/v1/trade/${id}/${symbol}`,
  )
  return answer.data.assets
}

export async function positionsOf(session: EngineSession, id: number) {
  const answer = await session.call<{ data: Array<{ id: number; symbol: string }> }>(
    'GET',
    `/v1/trade/${id}/positions`,
  )
  return answer.data
}
