/** /v1/staff/realWithdraws: support pays or rejects profit withdrawals (contract/staff.ts). */
import { eq } from 'drizzle-orm'
import type { Hono } from 'hono'
import { staffEndpoints } from '#contract/staff.ts'
import type { EngineContext } from '../../context.ts'
import { realWithdraws } from '../../db/schema/index.ts'
import { translate } from '../../i18n.ts'
import { pageMeta } from '../../pagination.ts'
import { decideRealWithdraw } from '../../real/decide-withdraw.ts'
import { realTexts } from '../../real/texts.ts'
import { staffRealWithdraws } from '../../real/withdraw-views.ts'
import type { AppEnv } from '../env.ts'
import { notFound } from '../errors.ts'
import { mount } from '../route.ts'

export function registerStaffRealRoutes(app: Hono<AppEnv>, ctx: EngineContext): void {
  const endpoints = staffEndpoints

  mount(app, ctx, endpoints.realWithdraws, async ({ query, c }) => {
    const page = await staffRealWithdraws(
      ctx.db,
      eq(realWithdraws.status, query.status),
      c.get('locale'),
      query,
    )
    return { data: page.data, meta: pageMeta(query, page.total) }
  })

  const decided = async (id: number, locale: string) => {
    const { data } = await staffRealWithdraws(ctx.db, eq(realWithdraws.id, id), locale)
    const [one] = data
    if (!one) throw notFound()
    return one
  }

  mount(app, ctx, endpoints.payRealWithdraw, async ({ user, params, body, c }) => {
    const locale = c.get('locale')
    await decideRealWithdraw(ctx, params.withdrawId, user.id, 'paid', body.note, body)
    return {
      data: await decided(params.withdrawId, locale),
      message: translate(locale, realTexts.paid),
      message_type: 'success' as const,
    }
  })

  mount(app, ctx, endpoints.rejectRealWithdraw, async ({ user, params, body, c }) => {
    const locale = c.get('locale')
    await decideRealWithdraw(ctx, params.withdrawId, user.id, 'rejected', body.note)
    return {
      data: await decided(params.withdrawId, locale),
      message: translate(locale, realTexts.rejected),
      message_type: 'success' as const,
    }
  })
}
