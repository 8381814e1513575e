/** /v1/referrals: code, link, balances, friends and withdrawals (contract/referrals.ts). */
import type { Hono } from 'hono'
import { referralEndpoints } from '#contract/referrals.ts'
import type { EngineContext } from '../../context.ts'
import { translate } from '../../i18n.ts'
import { referralTexts } from '../../referrals/texts.ts'
import {
  referralInfoOf,
  referralWithdrawView,
  referredFriends,
  userReferralWithdraws,
} from '../../referrals/views.ts'
import { requestReferralWithdraw } from '../../referrals/withdraw.ts'
import '../../staff/contract-texts.ts'
import { pageMeta } from '../../pagination.ts'
import type { AppEnv } from '../env.ts'
import { mount } from '../route.ts'

export function registerReferralRoutes(app: Hono<AppEnv>, ctx: EngineContext): void {
  mount(app, ctx, referralEndpoints.info, async ({ user }) => ({
    data: await referralInfoOf(ctx.db, ctx.config, user, ctx.clock.now()),
  }))

  mount(app, ctx, referralEndpoints.list, async ({ user, query }) => {
    const page = await referredFriends(ctx.db, user.id, ctx.clock.now(), query)
    return { data: page.data, meta: pageMeta(query, page.total) }
  })

  mount(app, ctx, referralEndpoints.withdraws, async ({ user, query }) => {
    const page = await userReferralWithdraws(ctx.db, user.id, query)
    return { data: page.data, meta: pageMeta(query, page.total) }
  })

  mount(app, ctx, referralEndpoints.requestWithdraw, async ({ user, body, c }) => {
    const row = await requestReferralWithdraw(ctx, user.id, body, c.get('locale'))
    return {
      data: referralWithdrawView(row),
      message: translate(c.get('locale'), referralTexts.requested),
      message_type: 'success' as const,
    }
  })
}
