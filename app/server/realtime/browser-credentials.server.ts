/**
 * What the relay needs to act for a browser upstream: its cookies (the
 * browser's session is the upstream session), the XSRF token its cookie
 * holds, its address and language.
 */
export interface BrowserCredentials {
  cookie: string
  xsrfToken: string | undefined
  forwardedFor: string | undefined
  acceptLanguage: string | undefined
  userAgent: string | undefined
}

const XSRF_COOKIE = 'XSRF-TOKEN'

export function cookieValue(cookieHeader: string, name: string): string | undefined {
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=')
    if (eq < 0) continue
    if (part.slice(0, eq).trim() !== name) continue
    const raw = part.slice(eq + 1).trim()
    try {
      return decodeURIComponent(raw)
    } catch {
      return raw
    }
  }
  return undefined
}

/** The browser's credentials; undefined when it sent no cookies (a visitor). */
export function credentialsOf(request: Request): BrowserCredentials | undefined {
  const cookie = request.headers.get('cookie')
  if (!cookie) return undefined
  const address = (request as Request & { ip?: string }).ip
  const forwarded = request.headers.get('x-forwarded-for') ?? undefined
  return {
    cookie,
    xsrfToken: cookieValue(cookie, XSRF_COOKIE),
    forwardedFor: forwarded ?? address,
    acceptLanguage: request.headers.get('accept-language') ?? undefined,
    userAgent: request.headers.get('user-agent') ?? undefined,
  }
}
