/**
 * Operators' routes (docs/decisions/400, 401): /metrics for Prometheus
 * (bearer METRICS_TOKEN; refused in production without one) and /ready.
 * /health (system.ts) stays liveness only.
 */
import { timingSafeEqual } from 'node:crypto'
import type { Hono } from 'hono'
import type { EngineContext } from '../../context.ts'
import { processRegistry } from '../../ops/process-metrics.ts'
import { checkReadiness } from '../../ops/readiness.ts'
import type { AppEnv } from '../env.ts'

export function registerOpsRoutes(app: Hono<AppEnv>, ctx: EngineContext): void {
  app.get('/ready', async (c) => {
    const readiness = await checkReadiness(ctx)
    return c.json(
      { status: readiness.ready ? 'ready' : 'not_ready', checks: readiness.checks },
      readiness.ready ? 200 : 503,
    )
  })

  app.get('/metrics', async (c) => {
    const registry = ctx.metrics.registry
    if (!registry) return c.json({ message: 'Metrics are off (METRICS_ENABLED=false).' }, 404)
    const refusal = metricsRefusal(ctx.config, c.req.header('authorization'))
    if (refusal) return c.json({ message: refusal.message }, refusal.status, refusal.headers)
    const text = `${await processRegistry().metrics()}\n${await registry.metrics()}`
    return c.body(text, 200, { 'content-type': registry.contentType })
  })
}

export interface MetricsRefusal {
  status: 401 | 403
  message: string
  headers?: Record<string, string>
}

/** Why a scrape is refused, or undefined when it may read the metrics. */
export function metricsRefusal(
  config: { NODE_ENV: string; METRICS_TOKEN?: string | undefined },
  authorization: string | undefined,
): MetricsRefusal | undefined {
  const token = config.METRICS_TOKEN
  if (!token) {
    if (config.NODE_ENV !== 'production') return undefined
    return { status: 403, message: 'Set METRICS_TOKEN to serve /metrics in production.' }
  }
  const given = authorization?.startsWith('Bearer ') ? authorization.slice(7) : ''
  const a = Buffer.from(given)
  const b = Buffer.from(token)
  if (a.length === b.length && timingSafeEqual(a, b)) return undefined
  return {
    status: 401,
    message: 'A bearer token is required.',
    headers: { 'www-authenticate': 'Bearer realm="metrics"' },
  }
}
