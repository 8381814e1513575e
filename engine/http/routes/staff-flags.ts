/** /v1/staff/riskFlags, riskThresholds and the payout review window (contract/staff-flags.ts). */
import { eq } from 'drizzle-orm'
import type { Hono } from 'hono'
import { staffFlagEndpoints as endpoints } from '#contract/staff-flags.ts'
import type { EngineContext } from '../../context.ts'
import { riskFlags } from '../../db/schema/index.ts'
import { translate } from '../../i18n.ts'
import { pageMeta } from '../../pagination.ts'
import { flagViews } from '../../risk/flag-views.ts'
import { decideFlag } from '../../risk/flags.ts'
import { reviewWindow } from '../../risk/review-window.ts'
import { saveThresholds } from '../../risk/settings.ts'
import { stripTrades } from '../../risk/strip-trades.ts'
import { riskTexts } from '../../risk/texts.ts'
import type { AppEnv } from '../env.ts'
import { notFound } from '../errors.ts'
import { mount } from '../route.ts'

export function registerStaffFlagRoutes(app: Hono<AppEnv>, ctx: EngineContext): void {
  const one = async (id: number) => {
    const [flag] = (await flagViews(ctx.db, eq(riskFlags.id, id))).data
    if (!flag) throw notFound()
    return flag
  }

  mount(app, ctx, endpoints.flags, async ({ query }) => {
    const page = await flagViews(ctx.db, eq(riskFlags.status, query.status), query)
    return { data: page.data, meta: pageMeta(query, page.total) }
  })

  mount(app, ctx, endpoints.flag, async ({ params }) => ({ data: await one(params.flagId) }))

  mount(app, ctx, endpoints.dismissFlag, async ({ user, params, body, c }) => {
    await decideFlag(ctx, params.flagId, user.id, 'dismissed', body.reason)
    return {
      data: await one(params.flagId),
      message: translate(c.get('locale'), riskTexts.dismissed),
      message_type: 'success' as const,
    }
  })

  mount(app, ctx, endpoints.confirmFlag, async ({ user, params, body, c }) => {
    await decideFlag(ctx, params.flagId, user.id, 'confirmed', body.reason)
    return {
      data: await one(params.flagId),
      message: translate(c.get('locale'), riskTexts.confirmed),
      message_type: 'success' as const,
    }
  })

  mount(app, ctx, endpoints.thresholds, async () => ({ data: ctx.risk.thresholds }))

  mount(app, ctx, endpoints.saveThresholds, async ({ user, body, c }) => ({
    data: await saveThresholds(ctx, user.id, body),
    message: translate(c.get('locale'), riskTexts.thresholdsSaved),
    message_type: 'success' as const,
  }))

  mount(app, ctx, endpoints.reviewWindow, async ({ params, c }) => ({
    data: await reviewWindow(ctx, params.withdrawId, c.get('locale')),
  }))

  mount(app, ctx, endpoints.stripTrades, async ({ user, params, body, c }) => {
    const locale = c.get('locale')
    await stripTrades(ctx, params.withdrawId, user.id, body.fill_ids, body.reason, locale)
    return {
      data: await reviewWindow(ctx, params.withdrawId, locale),
      message: translate(locale, riskTexts.stripped),
      message_type: 'success' as const,
    }
  })
}
