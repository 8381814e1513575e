/**
 * The first middleware: the request's id (engine/ops/request-id.ts), and
 * when it is answered, its count and latency by route template (never the
 * raw path: ids would make a series per account) and a debug log line.
 * The request runs under its id: the log adds it to each of its lines.
 */
import type { Context, MiddlewareHandler } from 'hono'
import { matchedRoutes } from 'hono/route'
import type { EngineContext } from '../context.ts'
import { REQUEST_ID_HEADER, requestIdFrom, withRequestId } from '../ops/request-id.ts'
import type { AppEnv } from './env.ts'

/** The label of requests no route took (404s): one series for all of them. */
const UNMATCHED = 'unmatched'

export function requestMiddleware(ctx: EngineContext): MiddlewareHandler<AppEnv> {
  const metrics = ctx.metrics
  const debug = ctx.config.LOG_LEVEL === 'debug'
  return async (c, next) => {
    const started = performance.now()
    const requestId = requestIdFrom(c.req.header(REQUEST_ID_HEADER))
    c.set('requestId', requestId)
    // Every log line written while it is served names it (decision 645).
    await withRequestId(requestId, next)
    // On the answer's own headers: `c.header()` after the answer is built
    // turns @hono/node-server's light response into a full web Response
    // (and its body into a stream), a tenth of an order's CPU (bench/README.md).
    setAnswerHeader(c, REQUEST_ID_HEADER, requestId)
    const seconds = (performance.now() - started) / 1000
    const route = routeTemplate(c)
    const status = String(c.res.status)
    metrics.httpRequests.labels(c.req.method, route, status).inc()
    metrics.httpDuration.labels(c.req.method, route, status).observe(seconds)
    if (debug)
      ctx.log.debug('request', {
        requestId,
        method: c.req.method,
        route,
        status: c.res.status,
        ms: Math.round(seconds * 1000),
      })
  }
}

/** Sets a header on the built answer; an answer with immutable headers is copied, as `c.header()` does. */
export function setAnswerHeader(c: Context<AppEnv>, name: string, value: string): void {
  try {
    c.res.headers.set(name, value)
  } catch {
    c.header(name, value)
  }
}

/** The path template of the route that answered (`/v1/userChallenges/:userChallengeId/orders`). */
function routeTemplate(c: Context<AppEnv>): string {
  const route = matchedRoutes(c)[c.req.routeIndex]
  // Middleware (method ALL) answered: no route matched.
  return route && route.method !== 'ALL' ? route.path : UNMATCHED
}
