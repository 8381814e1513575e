/**
 * `/api/events` answered by the server entry itself, before Start's router
 * and paraglide's middleware, which build a router and clone the request
 * for every connection: a stream costs ~1 ms of web CPU instead of ~1.5 and
 * a reconnect burst (a web node restart brings every browser back at once)
 * ~25 % less memory (decision 161).
 */
import { LIVE_EVENTS_PATH } from '~/lib/live/live-protocol'
import { appConfig } from '../../../app.config.ts'
import { handleEventsRequest } from './events-request.server'
import { getRelay } from './relay-instance.server'

export function isEventsRequest(request: Request): boolean {
  if (request.method !== 'GET') return false
  // No URL parsing: this runs for every request the node serves.
  const url = request.url
  const path = url.indexOf('/', url.indexOf('//') + 2)
  if (path < 0 || !url.startsWith(LIVE_EVENTS_PATH, path)) return false
  const next = url[path + LIVE_EVENTS_PATH.length]
  return next === undefined || next === '?'
}

/** The browser's address as Start's getRequestIP tells it (TRUST_PROXY: X-Forwarded-For first). */
function clientIpOf(request: Request, trustProxy: boolean): string | undefined {
  if (trustProxy) {
    const forwarded = request.headers.get('x-forwarded-for')?.split(',', 1)[0]?.trim()
    if (forwarded) return forwarded
  }
  return (request as Request & { ip?: string }).ip || undefined
}

export function answerEventsRequest(request: Request): Promise<Response> {
  return handleEventsRequest(request, getRelay(), {
    clientIp: clientIpOf(request, appConfig().TRUST_PROXY),
  })
}
