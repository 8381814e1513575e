/**
 * What the server entry does around every request: runs it under its id
 * (request-context.server.ts), answers with X-Request-Id, and counts it
 * by a coarse route (the page paths hold ids: one series for all pages).
 */
import { isEventsRequest } from '../realtime/events-entry.server'
import { opsPathOf } from './ops-entry.server'
import { REQUEST_ID_HEADER, requestIdOf, withRequestId } from './request-context.server'
import { webMetrics } from './web-metrics.server'

const SERVER_FN_PREFIX = '/_serverFn/'

export function routeOf(request: Request): string {
  if (isEventsRequest(request)) return '/api/events'
  const ops = opsPathOf(request)
  if (ops) return ops
  const url = request.url
  const path = url.indexOf('/', url.indexOf('//') + 2)
  return path >= 0 && url.startsWith(SERVER_FN_PREFIX, path) ? 'server_fn' : 'page'
}

export async function servedWithRequestId(
  request: Request,
  serve: (requestId: string) => Promise<Response>,
): Promise<Response> {
  const started = performance.now()
  const requestId = requestIdOf(request)
  let status = 500
  try {
    const response = await withRequestId(requestId, () => serve(requestId))
    status = response.status
    try {
      response.headers.set(REQUEST_ID_HEADER, requestId)
    } catch {
      // An answer with immutable headers (a fetched one passed through) keeps its own.
    }
    return response
  } finally {
    const metrics = webMetrics()
    const route = routeOf(request)
    const code = String(status)
    metrics.httpRequests.labels(request.method, route, code).inc()
    metrics.httpDuration
      .labels(request.method, route, code)
      .observe((performance.now() - started) / 1000)
  }
}
