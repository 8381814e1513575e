/** A browser as the upstream client sees it, recording the cookies handed back to it. */
import { CookieJar } from '~/server/upstream/cookie-jar'
import type { BrowserExchange, Language } from '~/server/upstream/exchange'

export interface TestExchange extends BrowserExchange {
  /** Every Set-Cookie line passed on to the browser. */
  passed: string[]
}

export function testExchange(
  options: {
    language?: Language
    cookies?: string
    ip?: string
    origin?: string
    signal?: AbortSignal
  } = {},
): TestExchange {
  const passed: string[] = []
  return {
    jar: new CookieJar(options.cookies),
    language: options.language ?? 'en',
    clientIp: options.ip ?? '198.51.100.23',
    origin: options.origin ?? 'https://web.example',
    signal: options.signal,
    passed,
    passCookies: (lines) => passed.push(...lines),
  }
}
