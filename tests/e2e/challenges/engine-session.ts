/**
 * A trader's own session at the test stack's engine (as the trade screen
 * would act): buying with a 100 % coupon and placing market orders, so
 * browser tests of the challenge screens can drive an account quickly.
 */
import { engineOrigin, engineRequest } from '../support/engine'

export class EngineSession {
  private cookies: string[] = []
  private xsrf = ''

  static async signIn(email: string, password: string): Promise<EngineSession> {
    const csrf = await fetch(`${engineOrigin}/sanctum/csrf-cookie`)
    const session = new EngineSession()
    session.take(csrf)
    await session.call('POST', '/v1/auth/login', { email, password, remember: true })
    return session
  }

  private take(response: Response) {
    for (const cookie of response.headers.getSetCookie()) {
      const pair = cookie.split(';')[0] ?? ''
      const name = pair.split('=')[0]
      this.cookies = [...this.cookies.filter((c) => !c.startsWith(`${name}=`)), pair]
      if (name === 'XSRF-TOKEN') this.xsrf = decodeURIComponent(pair.slice('XSRF-TOKEN='.length))
    }
  }

  async call<T = unknown>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${engineOrigin}${path}`, {
      method,
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        cookie: this.cookies.join('; '),
        'x-xsrf-token': this.xsrf,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    this.take(response)
    if (!response.ok)
      throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`)
    return (await response.json()) as T
  }

  /** A challenge of this size (the 10K by default), free with a 100 % coupon; its user challenge id. */
  async buyFree(size = 10_000): Promise<number> {
    const challenges = await this.call<{ data: Array<{ id: number; account_size: string }> }>(
      'GET',
      '/v1/challenges',
    )
    const product = challenges.data.find((c) => Number(c.account_size) === size)
    const coupon = (await engineRequest('POST', '/test/coupons', {
      kind: 'percent',
      value: '100',
    })) as { data: { code: string } }
    const bought = await this.call<{ data: { user_challenge_id: number | null } }>(
      'POST',
      '/v1/payments/request',
      { challenge_id: product?.id, features: [], coupon: coupon.data.code, accept_rules: true },
    )
    if (!bought.data.user_challenge_id) throw new Error('the free order was not activated')
    return bought.data.user_challenge_id
  }

  market(id: number, side: 'buy' | 'sell', size: string, tradeType: 'open' | 'close' = 'open') {
    return this.call('POST', `/v1/trade/${id}/orders/place`, {
      symbol: 'BTCUSDT',
      type: 'MARKET',
      side,
      size,
      trade_type: tradeType,
    })
  }

  detail(id: number) {
    return this.call<{ data: { status: string; steps: Array<{ phase: string; status: string }> } }>(
      'GET',
      `/v1/userChallenges/${id}`,
    )
  }
}

/** Waits until the engine's answer satisfies `done` (evaluation runs after the commit). */
export async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 10_000
  for (;;) {
    const value = await read()
    if (done(value) || Date.now() > deadline) return value
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}
