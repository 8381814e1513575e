/**
 * Tests only (NODE_ENV=test): make the next requests to a path fail as a
 * bug would (an unhandled error, a 500 and its log line), so a browser
 * test can follow one failure's request id through both services' logs.
 *
 *   POST /test/faults { method: 'GET', path: '/v1/notifications', times: 3 }
 *   DELETE /test/faults
 */
import type { Hono } from 'hono'
import type { EngineContext } from '../../context.ts'
import type { AppEnv } from '../env.ts'

export function registerFaultTestRoutes(app: Hono<AppEnv>, ctx: EngineContext): void {
  if (ctx.config.NODE_ENV !== 'test') return
  const faults = new Map<string, number>()
  app.use(async (c, next) => {
    const key = `${c.req.method} ${c.req.path}`
    const left = faults.get(key)
    if (left === undefined) return next()
    if (left <= 1) faults.delete(key)
    else faults.set(key, left - 1)
    throw new Error(`injected fault: ${key}`)
  })
  app.post('/test/faults', async (c) => {
    const body = (await c.req.json()) as { method?: string; path?: string; times?: number }
    if (!body.method || !body.path) return c.json({ message: 'method and path are required' }, 422)
    faults.set(`${body.method.toUpperCase()} ${body.path}`, Math.max(1, body.times ?? 1))
    return c.json({ faults: Object.fromEntries(faults) })
  })
  app.delete('/test/faults', (c) => {
    faults.clear()
    return c.json({ faults: {} })
  })
}
