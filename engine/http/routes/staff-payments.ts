/** /v1/staff/payments: the payments list with provider events (contract/staff-payments.ts). */
import type { Hono } from 'hono'
import { staffPaymentEndpoints } from '#contract/staff-payments.ts'
import type { EngineContext } from '../../context.ts'
import { pageMeta } from '../../pagination.ts'
import { staffPaymentPage } from '../../payments/staff-payments.ts'
import type { AppEnv } from '../env.ts'
import { mount } from '../route.ts'

export function registerStaffPaymentRoutes(app: Hono<AppEnv>, ctx: EngineContext): void {
  mount(app, ctx, staffPaymentEndpoints.list, async ({ query, c }) => {
    const page = await staffPaymentPage(ctx.db, query, c.get('locale'))
    return { data: page.data, meta: pageMeta(query, page.total) }
  })
}
