/**
 * What the upstream client needs to know about the browser it acts for, and
 * how it hands cookies back. The Start request makes one per request
 * (browser-exchange.server.ts); the cache uses an anonymous one.
 */
import type { CookieJar } from './cookie-jar'

export type Language = 'en' | 'fa'

export interface BrowserExchange {
  /** The browser's cookies as the upstream should see them now. */
  readonly jar: CookieJar
  readonly language: Language
  /** The browser's address, sent as X-Forwarded-For. */
  readonly clientIp: string | undefined
  /** The browser's User-Agent: the upstream names the session's device by it (Profile → Security). */
  readonly userAgent?: string | undefined
  /** The web's own origin, sent as Origin/Referer (Sanctum's stateful check). */
  readonly origin: string | undefined
  /** The browser request's id (X-Request-Id), sent upstream and logged with it. */
  readonly requestId?: string | undefined
  /** Aborts reads when the browser went away. */
  readonly signal: AbortSignal | undefined
  /** Passes the upstream's Set-Cookie lines on to the browser. */
  passCookies(lines: string[]): void
}
