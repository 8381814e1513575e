/** /v1/real: real accounts' withdrawable profit and withdrawals (contract/real.ts). */
import { asc, eq } from 'drizzle-orm'
import type { Hono } from 'hono'
import { realEndpoints } from '#contract/real.ts'
import type { EngineContext } from '../../context.ts'
import { withdrawTypes } from '../../db/schema/index.ts'
import { translate } from '../../i18n.ts'
import { blockingText, readinessView } from '../../real/readiness.ts'
import { realAccountState, realAccountsOf } from '../../real/real-accounts.ts'
import { requestRealWithdraw } from '../../real/request-withdraw.ts'
import { realTexts } from '../../real/texts.ts'
import { realWithdrawView, userRealWithdraws } from '../../real/withdraw-views.ts'
import '../../staff/contract-texts.ts'
import { pageMeta } from '../../pagination.ts'
import type { AppEnv } from '../env.ts'
import { mount } from '../route.ts'

export function registerRealRoutes(app: Hono<AppEnv>, ctx: EngineContext): void {
  mount(app, ctx, realEndpoints.withdrawAccounts, async ({ user, c }) => {
    const locale = c.get('locale')
    const rows = await realAccountsOf(ctx, user.id)
    const data = []
    for (const row of rows) {
      const s = await realAccountState(ctx, row)
      data.push({
        user_challenge_id: row.challenge.id,
        title: row.challenge.title,
        initial_balance: row.account.initialBalance,
        balance: s.balance,
        total_profit: s.totalProfit.toString(),
        share_percent: s.sharePercent,
        withdrawable: s.withdrawable.toString(),
        eligible: s.readiness.ready,
        reason: blockingText(s.readiness, locale, ctx.clock.now()),
        eligible_at: s.readiness.readyAt?.toISOString() ?? null,
        readiness: readinessView(s.readiness, locale),
      })
    }
    return { data }
  })

  mount(app, ctx, realEndpoints.withdrawTypes, async ({ c }) => {
    const rows = await ctx.db
      .select()
      .from(withdrawTypes)
      .where(eq(withdrawTypes.active, true))
      .orderBy(asc(withdrawTypes.sortOrder), asc(withdrawTypes.id))
    const fa = c.get('locale') === 'fa'
    return {
      data: rows.map((t) => ({ id: t.id, code: t.code, title: fa ? t.titleFa : t.titleEn })),
    }
  })

  mount(app, ctx, realEndpoints.requestWithdraw, async ({ user, body, c }) => {
    const locale = c.get('locale')
    const row = await requestRealWithdraw(ctx, user.id, body, locale)
    const [type] = await ctx.db.select().from(withdrawTypes).where(eq(withdrawTypes.id, row.typeId))
    const title = type ? (locale === 'fa' ? type.titleFa : type.titleEn) : ''
    return {
      data: realWithdrawView(row, title),
      message: translate(locale, realTexts.requested),
      message_type: 'success' as const,
    }
  })

  mount(app, ctx, realEndpoints.withdraws, async ({ user, query, c }) => {
    const page = await userRealWithdraws(ctx.db, user.id, c.get('locale'), query)
    return { data: page.data, meta: pageMeta(query, page.total) }
  })
}
