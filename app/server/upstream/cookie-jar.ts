/**
 * The browser's cookies as the upstream sees them during one request: what
 * the browser sent, updated by every Set-Cookie the upstream answered since,
 * so a second upstream call in the same request (sign-in after
 * /sanctum/csrf-cookie) carries the session the first one started.
 */
export class CookieJar {
  private readonly values: Map<string, string>

  constructor(cookieHeader: string | undefined) {
    this.values = parseCookieHeader(cookieHeader)
  }

  get(name: string): string | undefined {
    return this.values.get(name)
  }

  /** The Cookie header to send, or undefined when there is nothing to send. */
  header(): string | undefined {
    if (this.values.size === 0) return undefined
    return [...this.values].map(([name, value]) => `${name}=${value}`).join('; ')
  }

  /** Applies Set-Cookie lines: a value sets, an expired or empty one deletes. */
  apply(setCookies: readonly string[], now: Date): void {
    for (const line of setCookies) {
      const cookie = parseSetCookie(line)
      if (!cookie) continue
      if (cookie.expired(now)) this.values.delete(cookie.name)
      else this.values.set(cookie.name, cookie.value)
    }
  }
}

export function parseCookieHeader(header: string | undefined): Map<string, string> {
  const values = new Map<string, string>()
  if (!header) return values
  for (const part of header.split(';')) {
    const eq = part.indexOf('=')
    if (eq <= 0) continue
    const name = part.slice(0, eq).trim()
    if (name) values.set(name, part.slice(eq + 1).trim())
  }
  return values
}

export interface SetCookie {
  name: string
  value: string
  expired(now: Date): boolean
}

export function parseSetCookie(line: string): SetCookie | undefined {
  const [pair, ...attributes] = line.split(';')
  if (!pair) return undefined
  const eq = pair.indexOf('=')
  if (eq <= 0) return undefined
  const name = pair.slice(0, eq).trim()
  const value = pair.slice(eq + 1).trim()
  let maxAge: number | undefined
  let expires: number | undefined
  for (const attribute of attributes) {
    const [key = '', raw = ''] = attribute.split('=', 2).map((s) => s.trim())
    if (key.toLowerCase() === 'max-age') maxAge = Number(raw)
    if (key.toLowerCase() === 'expires') expires = Date.parse(raw)
  }
  return {
    name,
    value,
    expired: (now) => {
      if (value === '') return true
      // Max-Age wins over Expires (RFC 6265 §5.3).
      if (maxAge !== undefined && !Number.isNaN(maxAge)) return maxAge <= 0
      return expires !== undefined && !Number.isNaN(expires) && expires <= now.getTime()
    },
  }
}
