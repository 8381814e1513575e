/** POST /test/users/role: make staff in browser tests (NODE_ENV=test only). */
import type { Hono } from 'hono'
import { devEndpoints } from '#contract/dev.ts'
import type { EngineContext } from '../../context.ts'
import { grantRole } from '../../staff/grant-role.ts'
import type { AppEnv } from '../env.ts'
import { fieldError } from '../errors.ts'
import { mount } from '../route.ts'

export function registerStaffTestRoutes(app: Hono<AppEnv>, ctx: EngineContext): void {
  if (ctx.config.NODE_ENV !== 'test') return
  mount(app, ctx, devEndpoints.setRole, async ({ body }) => {
    const row = await grantRole(ctx.db, body.email, body.role, ctx.clock.now())
    if (!row) throw fieldError('email', 'No user has this e-mail.')
    return { data: row }
  })
}
