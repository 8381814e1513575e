/** /v1/staff/referralWithdraws: support pays (network, transaction hash) or rejects (contract/staff.ts). */
import { eq } from 'drizzle-orm'
import type { Hono } from 'hono'
import { staffEndpoints } from '#contract/staff.ts'
import type { EngineContext } from '../../context.ts'
import { referralWithdraws } from '../../db/schema/index.ts'
import { translate } from '../../i18n.ts'
import { pageMeta } from '../../pagination.ts'
import { referralTexts } from '../../referrals/texts.ts'
import { staffReferralWithdraws } from '../../referrals/views.ts'
import { decideReferralWithdraw } from '../../referrals/withdraw.ts'
import type { AppEnv } from '../env.ts'
import { notFound } from '../errors.ts'
import { mount } from '../route.ts'

export function registerStaffReferralRoutes(app: Hono<AppEnv>, ctx: EngineContext): void {
  const endpoints = staffEndpoints

  mount(app, ctx, endpoints.referralWithdraws, async ({ query }) => {
    const page = await staffReferralWithdraws(
      ctx.db,
      eq(referralWithdraws.status, query.status),
      query,
    )
    return { data: page.data, meta: pageMeta(query, page.total) }
  })

  const decided = async (id: number) => {
    const [one] = (await staffReferralWithdraws(ctx.db, eq(referralWithdraws.id, id))).data
    if (!one) throw notFound()
    return one
  }

  mount(app, ctx, endpoints.payReferralWithdraw, async ({ user, params, body, c }) => {
    await decideReferralWithdraw(ctx, params.withdrawId, user.id, 'paid', body.note, body)
    return {
      data: await decided(params.withdrawId),
      message: translate(c.get('locale'), referralTexts.paid),
      message_type: 'success' as const,
    }
  })

  mount(app, ctx, endpoints.rejectReferralWithdraw, async ({ user, params, body, c }) => {
    await decideReferralWithdraw(ctx, params.withdrawId, user.id, 'rejected', body.note)
    return {
      data: await decided(params.withdrawId),
      message: translate(c.get('locale'), referralTexts.rejected),
      message_type: 'success' as const,
    }
  })
}
