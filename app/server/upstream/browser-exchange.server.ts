/**
 * The browser behind the current Start request, as the upstream client
 * needs it. One cookie jar per request: every server function and loader
 * of a request sees the cookies the earlier upstream calls set.
 */
import { appendResponseHeader, getRequest, getRequestIP } from '@tanstack/react-start/server'
import { getLocale } from '~/paraglide/runtime'
import { appConfig } from '../../../app.config.ts'
import { currentRequestId } from '../ops/request-context.server'
import { CookieJar } from './cookie-jar'
import type { BrowserExchange } from './exchange'

const jars = new WeakMap<Request, CookieJar>()

export function browserExchange(): BrowserExchange {
  const request = getRequest()
  let jar = jars.get(request)
  if (!jar) {
    jar = new CookieJar(request.headers.get('cookie') ?? undefined)
    jars.set(request, jar)
  }
  return {
    jar,
    language: getLocale(),
    clientIp: getRequestIP({ xForwardedFor: appConfig().TRUST_PROXY }),
    userAgent: request.headers.get('user-agent') ?? undefined,
    origin: new URL(request.url).origin,
    requestId: currentRequestId(),
    signal: request.signal,
    passCookies: (lines) => appendResponseHeader('set-cookie', lines),
  }
}
