/** /v1/staff/users and /v1/staff/audit: user lookup, role changes (admin) and the audit log (contract/staff.ts). */
import type { Hono } from 'hono'
import { staffEndpoints } from '#contract/staff.ts'
import { auditPage } from '../../audit/audit.ts'
import type { EngineContext } from '../../context.ts'
import { translate } from '../../i18n.ts'
import { staffIdentityOf } from '../../identity/staff-view.ts'
import { pageMeta } from '../../pagination.ts'
import { changeRole } from '../../staff/change-role.ts'
import { staffTexts } from '../../staff/texts.ts'
import { findUsers, userDetail } from '../../staff/user-lookup.ts'
import { freezeTexts, liftWithdrawalFreeze } from '../../staff/withdrawal-freeze.ts'
import type { AppEnv } from '../env.ts'
import { notFound } from '../errors.ts'
import { mount } from '../route.ts'

export function registerStaffUserRoutes(app: Hono<AppEnv>, ctx: EngineContext): void {
  mount(app, ctx, staffEndpoints.users, async ({ query }) => {
    const page = await findUsers(ctx.db, query.q, query)
    return { data: page.data, meta: pageMeta(query, page.total) }
  })

  mount(app, ctx, staffEndpoints.user, async ({ params, c }) => {
    const detail = await userDetail(ctx.db, params.userId, c.get('locale'), ctx.clock.now())
    if (!detail) throw notFound()
    return { data: { ...detail, identity: await staffIdentityOf(ctx, params.userId) } }
  })

  mount(app, ctx, staffEndpoints.changeRole, async ({ user, params, body, c }) => ({
    data: await changeRole(ctx, user.id, params.userId, body.role),
    message: translate(c.get('locale') === 'fa' ? 'fa' : 'en', staffTexts.roleChanged),
    message_type: 'success' as const,
  }))

  mount(app, ctx, staffEndpoints.liftWithdrawalFreeze, async ({ user, params, body, c }) => ({
    data: await liftWithdrawalFreeze(ctx, user.id, params.userId, body.note),
    message: translate(c.get('locale') === 'fa' ? 'fa' : 'en', freezeTexts.lifted),
    message_type: 'success' as const,
  }))

  mount(app, ctx, staffEndpoints.audit, async ({ query, c }) => {
    const page = await auditPage(ctx.db, query, c.get('locale') === 'fa' ? 'fa' : 'en')
    return { data: page.data, meta: pageMeta(query, page.total) }
  })
}
