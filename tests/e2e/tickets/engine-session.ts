/**
 * A user's own session with the engine, for setting up what a test needs
 * (a demo account) and for acting as support staff (a reply), exactly as a
 * browser of that user would: csrf-cookie, login, then calls with the
 * session cookie and the XSRF header.
 */
import { engineOrigin, engineRequest } from '../support/engine'

export class EngineSession {
  private cookies = new Map<string, string>()

  private take(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const pair = line.split(';')[0] ?? ''
      const at = pair.indexOf('=')
      if (at > 0) this.cookies.set(pair.slice(0, at), pair.slice(at + 1))
    }
  }

  private headers(): Record<string, string> {
    return {
      accept: 'application/json',
      cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      'x-xsrf-token': decodeURIComponent(this.cookies.get('XSRF-TOKEN') ?? ''),
    }
  }

  static async signIn(email: string, password: string): Promise<EngineSession> {
    const session = new EngineSession()
    session.take(await fetch(`${engineOrigin}/sanctum/csrf-cookie`))
    await session.call('POST', '/v1/auth/login', { email, password })
    return session
  }

  /** A JSON (or, given a FormData, multipart) call; throws on anything but 2xx. */
  async call<T = unknown>(method: string, path: string, body?: unknown): Promise<T> {
    const multipart = body instanceof FormData
    const response = await fetch(`${engineOrigin}${path}`, {
      method,
      headers: {
        ...this.headers(),
        ...(body === undefined || multipart ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : multipart ? body : JSON.stringify(body),
    })
    this.take(response)
    if (!response.ok) {
      throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`)
    }
    return (await response.json()) as T
  }
}

/** The user's demo account (what a ticket is about), opened through the engine's API. */
export async function openDemo(
  session: EngineSession,
  title = 'Demo for support',
): Promise<number> {
  const answer = await session.call<{ data: { id: number } }>(
    'POST',
    '/v1/userChallenges/createDemo',
    { title },
  )
  return answer.data.id
}

/** A support user (POST /test/users/role), signed in to the engine. */
export async function supportSession(email: string, password: string): Promise<EngineSession> {
  await engineRequest('POST', '/test/users/role', { email, role: 'support' })
  return EngineSession.signIn(email, password)
}

/** Support answers a ticket: the trader's thread and bell should show it live. */
export async function staffReply(
  support: EngineSession,
  ticketId: number,
  content: string,
): Promise<void> {
  const form = new FormData()
  form.append('content', content)
  await support.call('POST', `/v1/staff/tickets/${ticketId}/reply`, form)
}
