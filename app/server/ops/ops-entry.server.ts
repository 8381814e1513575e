/**
 * The web node's operator routes, answered by the server entry before
 * Start's router (docs/decisions/400, 401): /metrics for Prometheus
 * (bearer METRICS_TOKEN; refused in production without one), /ready (the
 * upstream answers and the relay's socket to it is connected) and /health
 * (liveness: the process answers).
 */
import { timingSafeEqual } from 'node:crypto'
import { type AppConfig, appConfig } from '../../../app.config.ts'
import type { Relay } from '../realtime/relay.server'
import { getRelay } from '../realtime/relay-instance.server'
import type { UpstreamClient } from '../upstream/client.server'
import { upstream } from '../upstream/upstream.server'
import { currentRequestId } from './request-context.server'
import { webMetrics } from './web-metrics.server'

/** An upstream that has not answered /health by then counts as down. */
const UPSTREAM_TIMEOUT_MS = 2000

const OPS_PATHS = new Set(['/metrics', '/ready', '/health'])

/** The operator path this request asks for, if any (GET only). */
export function opsPathOf(request: Request): string | undefined {
  if (request.method !== 'GET') return undefined
  const url = request.url
  const start = url.indexOf('/', url.indexOf('//') + 2)
  if (start < 0) return undefined
  const end = url.indexOf('?', start)
  const path = end < 0 ? url.slice(start) : url.slice(start, end)
  return OPS_PATHS.has(path) ? path : undefined
}

export async function answerOpsRequest(request: Request, path: string): Promise<Response> {
  if (path === '/health') return Response.json({ status: 'ok', time: new Date().toISOString() })
  if (path === '/ready') {
    const readiness = await webReadiness(upstream(), getRelay())
    return Response.json(
      { status: readiness.ready ? 'ready' : 'not_ready', checks: readiness.checks },
      { status: readiness.ready ? 200 : 503 },
    )
  }
  return answerMetrics(request, appConfig())
}

export interface WebReadiness {
  ready: boolean
  checks: { upstream: string; broadcast: string }
}

export async function webReadiness(client: UpstreamClient, relay: Relay): Promise<WebReadiness> {
  const status = await client.probe('/health', UPSTREAM_TIMEOUT_MS, currentRequestId())
  const checks = {
    upstream: status === 200 ? 'ok' : status === 0 ? 'unreachable' : `answered ${status}`,
    broadcast: relay.stats().upstreamConnected ? 'ok' : 'disconnected',
  }
  return { ready: checks.upstream === 'ok' && checks.broadcast === 'ok', checks }
}

export async function answerMetrics(
  request: Request,
  config: Pick<AppConfig, 'NODE_ENV' | 'METRICS_TOKEN'>,
): Promise<Response> {
  const registry = webMetrics().registry
  if (!registry)
    return Response.json({ message: 'Metrics are off (METRICS_ENABLED=false).' }, { status: 404 })
  const token = config.METRICS_TOKEN
  if (!token && config.NODE_ENV === 'production')
    return Response.json(
      { message: 'Set METRICS_TOKEN to serve /metrics in production.' },
      { status: 403 },
    )
  if (token && !sameToken(request.headers.get('authorization'), token))
    return Response.json(
      { message: 'A bearer token is required.' },
      { status: 401, headers: { 'www-authenticate': 'Bearer realm="metrics"' } },
    )
  return new Response(await registry.metrics(), {
    headers: { 'content-type': registry.contentType },
  })
}

function sameToken(authorization: string | null, token: string): boolean {
  const given = Buffer.from(authorization?.startsWith('Bearer ') ? authorization.slice(7) : '')
  const expected = Buffer.from(token)
  return given.length === expected.length && timingSafeEqual(given, expected)
}
