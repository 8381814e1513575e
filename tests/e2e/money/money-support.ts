/**
 * What the money journeys need of the engine besides the browser: a
 * signed-in API session (to place an order as the buyer would through
 * the checkout screen), and staff made through the test-only role endpoint.
 */
import { engineOrigin, engineRequest } from '../support/engine'

export interface EngineSession {
  call(method: string, path: string, body?: unknown): Promise<unknown>
}

/** Signs in at the engine (csrf-cookie, then login) and keeps the cookies. */
export async function engineSession(email: string, password: string): Promise<EngineSession> {
  const jar = new Map<string, string>()
  const keep = (response: Response) => {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';')
      const at = pair.indexOf('=')
      jar.set(pair.slice(0, at), pair.slice(at + 1))
    }
  }
  const call = async (method: string, path: string, body?: unknown) => {
    const xsrf = jar.get('XSRF-TOKEN')
    const response = await fetch(`${engineOrigin}${path}`, {
      method,
      headers: {
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
        ...(xsrf ? { 'x-xsrf-token': decodeURIComponent(xsrf) } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    keep(response)
    if (!response.ok)
      throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`)
    return response.json()
  }
  keep(await fetch(`${engineOrigin}/sanctum/csrf-cookie`))
  await call('POST', '/v1/auth/login', { email, password })
  return { call }
}

/**
 * An order for the challenge of `size` USDT at the sandbox provider, as the
 * checkout screen places it: answers the provider's hosted-page URL.
 */
export async function sandboxOrder(session: EngineSession, size: string): Promise<string> {
  const challenges = (await session.call('GET', '/v1/challenges')) as {
    data: Array<{ id: number; account_size: string }>
  }
  const providers = (await session.call('GET', '/v1/payments/providers')) as {
    data: Array<{ id: number; code: string }>
  }
  const challenge = challenges.data.find((c) => Number(c.account_size) === Number(size))
  const sandbox = providers.data.find((p) => p.code === 'sandbox')
  if (!challenge || !sandbox) throw new Error(`no ${size} challenge or no sandbox provider`)
  const order = (await session.call('POST', '/v1/payments/request', {
    challenge_id: challenge.id,
    features: [],
    provider_id: sandbox.id,
    accept_rules: true,
  })) as { data: { redirect_url: string | null } }
  if (!order.data.redirect_url) throw new Error('the order was not sent to the provider')
  return order.data.redirect_url
}

export async function makeStaff(email: string, role: 'support' | 'admin' = 'support') {
  await engineRequest('POST', '/test/users/role', { email, role })
}

/** The engine's clock (the test clock other tests may have moved): advances it by one second. */
export async function engineNow(): Promise<Date> {
  const answer = (await engineRequest('POST', '/test/clock/advance', { seconds: 1 })) as {
    data: { now: string }
  }
  return new Date(answer.data.now)
}

/** A date as the money tables show it in English. */
export const shownDate = (date: Date) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' }).format(date)
