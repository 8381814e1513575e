/** Health, the OpenAPI document, and the session cookie (Sanctum's csrf-cookie). */
import type { Hono } from 'hono'
import { buildOpenApi } from '#contract/openapi.ts'
import { createSession } from '../../accounts/sessions.ts'
import type { EngineContext } from '../../context.ts'
import type { AppEnv } from '../env.ts'
import { useSession } from '../session.ts'

export function registerSystemRoutes(app: Hono<AppEnv>, ctx: EngineContext): void {
  app.get('/health', async (c) => {
    // An engine that serves its API is the active one (a standby answers from failover/standby-app.ts).
    return c.json({ status: 'ok', role: 'active', time: ctx.clock.now().toISOString() })
  })

  let openapi: string | undefined
  app.get('/v1/openapi.json', (c) => {
    openapi ??= JSON.stringify(buildOpenApi())
    return c.body(openapi, 200, { 'content-type': 'application/json' })
  })

  app.get('/sanctum/csrf-cookie', async (c) => {
    let session = c.get('session')
    if (!session) {
      session = await createSession(ctx, {
        ip: clientIp(c.req.raw, c.req.header('x-forwarded-for')),
        userAgent: c.req.header('user-agent') ?? null,
      })
    }
    useSession(c, session)
    return c.body(null, 204)
  })
}

/** The first address of X-Forwarded-For (set by the web), else unknown. */
export function clientIp(_request: Request, forwardedFor: string | undefined): string | null {
  const first = forwardedFor?.split(',')[0]?.trim()
  return first ? first : null
}
