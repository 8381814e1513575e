/**
 * The request body size limit. A body that states its length is judged by
 * its Content-Length header alone, without touching the body: reading
 * `c.req.raw.body` (as hono's `bodyLimit` does first) makes
 * @hono/node-server build a full web Request and read the body through a
 * web stream, about a tenth of an order's CPU (bench/README.md, issue 19).
 * A chunked body (no length) is counted as it arrives by hono's `bodyLimit`.
 */
import type { MiddlewareHandler } from 'hono'
import { bodyLimit as streamedBodyLimit } from 'hono/body-limit'
import type { AppEnv } from './env.ts'

export function bodyLimit(options: {
  maxSize: number
  onError: () => never
}): MiddlewareHandler<AppEnv> {
  const streamed = streamedBodyLimit(options)
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next()
    const length = c.req.header('content-length')
    if (length !== undefined && c.req.header('transfer-encoding') === undefined) {
      if (Number.parseInt(length || '0', 10) > options.maxSize) options.onError()
      return next()
    }
    return streamed(c, next)
  }
}
