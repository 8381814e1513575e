/**
 * Headers on every engine answer (docs/decisions/390): no type sniffing, no
 * framing, no Referer sent from anything an answer opens (issue 31: the
 * pages had it, /v1 did not), and nothing a signed-in user was answered is
 * kept by a cache. An answer that set its own policy (the attachment route's
 * sandbox) keeps it.
 */
import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from './env.ts'

export function securityHeaders(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next()
    const headers = c.res.headers
    headers.set('X-Content-Type-Options', 'nosniff')
    headers.set('X-Frame-Options', 'DENY')
    if (!headers.has('Referrer-Policy')) headers.set('Referrer-Policy', 'no-referrer')
    if (!headers.has('Content-Security-Policy')) {
      headers.set('Content-Security-Policy', "frame-ancestors 'none'")
    }
    const isJson = (headers.get('Content-Type') ?? '').startsWith('application/json')
    // A shared cache or the browser's back button must not show one user's
    // balances or codes to the next person at that computer.
    if (isJson && c.get('user') && !headers.has('Cache-Control')) {
      headers.set('Cache-Control', 'no-store')
    }
  }
}
