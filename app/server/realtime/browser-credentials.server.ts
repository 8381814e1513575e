/**
 * What the relay needs to act for a browser upstream, now (authorising its
 * channels) and later (signing them again after the upstream socket
 * reconnects): its cookies (the browser's session is the upstream
 * session), language, address and the web's origin.
 */
import type { Language } from '../upstream/exchange'

export interface BrowserCredentials {
  cookie: string
  language: Language
  clientIp: string | undefined
  origin: string
}

/**
 * The browser's credentials; undefined when it sent no cookies (a visitor).
 * `clientIp` comes from Start's getRequestIP (TRUST_PROXY) when there is a
 * Start request; else the connection's address as srvx reports it.
 */
export function credentialsOf(
  request: Request,
  language: Language,
  clientIp?: string,
): BrowserCredentials | undefined {
  const cookie = request.headers.get('cookie')
  if (!cookie) return undefined
  return {
    cookie,
    language,
    clientIp: clientIp ?? (request as Request & { ip?: string }).ip,
    origin: new URL(request.url).origin,
  }
}
