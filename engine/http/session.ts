/**
 * Session and CSRF middleware. The session cookie is HttpOnly and
 * SameSite=Lax; XSRF-TOKEN is readable by the page, which echoes it in
 * X-XSRF-TOKEN on every request that changes something (419 otherwise).
 */
import { timingSafeEqual } from 'node:crypto'
import type { Context, MiddlewareHandler } from 'hono'
import { getCookie, setCookie } from 'hono/cookie'
import type { SessionRow } from '../accounts/sessions.ts'
import { touchSession } from '../accounts/sessions.ts'
import type { EngineContext } from '../context.ts'
import type { AppEnv } from './env.ts'
import { csrfMismatch } from './errors.ts'
import { SessionLookups } from './session-lookups.ts'

export const SESSION_COOKIE = 'proptrade_session'
export const XSRF_COOKIE = 'XSRF-TOKEN'
export const XSRF_HEADER = 'X-XSRF-TOKEN'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Paths that prove themselves another way (signatures), are test-only, or
 * play another site (the development OAuth provider).
 */
const CSRF_EXEMPT = [
  // The trading API: each request is signed with a key instead (decision 610).
  /^\/api\//,
  /^\/v1\/payments\/callback\//,
  /^\/v1\/identity\/callback\//,
  /^\/test\//,
  /^\/sandbox\//,
  /^\/dev\/oauth\//,
]

export function sessionMiddleware(ctx: EngineContext): MiddlewareHandler<AppEnv> {
  const lookups = new SessionLookups(ctx)
  return async (c, next) => {
    c.set('sendSessionCookie', false)
    const id = getCookie(c, SESSION_COOKIE)
    if (id) {
      const row = await lookups.find(id)
      if (row) {
        c.set('session', row.session)
        c.set('user', row.user ?? undefined)
        if (await touchSession(ctx, row.session)) c.set('sendSessionCookie', true)
      }
    }

    if (!SAFE_METHODS.has(c.req.method) && !CSRF_EXEMPT.some((p) => p.test(c.req.path))) {
      const session = c.get('session')
      const header = c.req.header(XSRF_HEADER)
      if (!session || !header || !sameToken(header, session.csrfToken)) throw csrfMismatch()
    }

    await next()

    const session = c.get('session')
    if (session && c.get('sendSessionCookie')) writeSessionCookies(c, ctx, session)
  }
}

function sameToken(a: string, b: string): boolean {
  // The header may arrive URL-encoded, as browsers read cookies.
  const left = Buffer.from(safeDecode(a))
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}

/** Replaces the request's session (new, rotated or ended) and resends the cookies. */
export function useSession(c: Context<AppEnv>, session: SessionRow | undefined): void {
  c.set('session', session)
  c.set('sendSessionCookie', true)
}

function writeSessionCookies(c: Context<AppEnv>, ctx: EngineContext, session: SessionRow): void {
  const maxAge = Math.max(
    0,
    Math.floor((session.expiresAt.getTime() - ctx.clock.now().getTime()) / 1000),
  )
  const secure = ctx.config.SESSION_SECURE_COOKIE
  setCookie(c, SESSION_COOKIE, session.id, {
    httpOnly: true,
    sameSite: 'Lax',
    secure,
    path: '/',
    maxAge,
  })
  setCookie(c, XSRF_COOKIE, session.csrfToken, {
    httpOnly: false,
    sameSite: 'Lax',
    secure,
    path: '/',
    maxAge,
  })
}
