/** /v1/staff/risk: the desk and the kill switches (risk, admin), and the trader's view of the switches. */
import type { Hono } from 'hono'
import { killSwitchEndpoints } from '#contract/kill-switches.ts'
import { riskDeskEndpoints } from '#contract/risk-desk.ts'
import type { EngineContext } from '../../context.ts'
import { type Locale, translate } from '../../i18n.ts'
import { riskDesk } from '../../risk/desk.ts'
import { killSwitchTexts as texts } from '../../risk/kill-switch-texts.ts'
import {
  closePositions,
  haltSymbol,
  resumeAccount,
  resumeSymbol,
  standingSwitches,
  stopAccount,
  tradingStopsOf,
} from '../../risk/kill-switches.ts'
import { tradeAccountFor } from '../../trading/trade-account.ts'
import type { AppEnv } from '../env.ts'
import { mount } from '../route.ts'

const said = (locale: string, text: string, params: Record<string, string | number> = {}) => ({
  message: translate((locale === 'fa' ? 'fa' : 'en') as Locale, text, params),
  message_type: 'success' as const,
})

export function registerKillSwitchRoutes(app: Hono<AppEnv>, ctx: EngineContext): void {
  mount(app, ctx, riskDeskEndpoints.desk, async () => ({ data: await riskDesk(ctx) }))

  const e = killSwitchEndpoints
  mount(app, ctx, e.list, async () => ({ data: await standingSwitches(ctx) }))

  mount(app, ctx, e.stopAccount, async ({ user, params, body, c }) => ({
    data: await stopAccount(ctx, user.id, params.userChallengeId, body.reason),
    ...said(c.get('locale'), texts.stopped),
  }))

  mount(app, ctx, e.resumeAccount, async ({ user, params, body, c }) => ({
    data: await resumeAccount(ctx, user.id, params.userChallengeId, body.reason),
    ...said(c.get('locale'), texts.resumed),
  }))

  mount(app, ctx, e.closePositions, async ({ user, params, body, c }) => {
    const closed = await closePositions(ctx, user.id, params.userChallengeId, body.reason)
    return { data: { closed }, ...said(c.get('locale'), texts.closed, { count: closed }) }
  })

  mount(app, ctx, e.haltSymbol, async ({ user, params, body, c }) => ({
    data: await haltSymbol(ctx, user.id, params.symbol, body.reason),
    ...said(c.get('locale'), texts.halted, { symbol: params.symbol }),
  }))

  mount(app, ctx, e.resumeSymbol, async ({ user, params, body, c }) => ({
    data: await resumeSymbol(ctx, user.id, params.symbol, body.reason),
    ...said(c.get('locale'), texts.symbolResumed, { symbol: params.symbol }),
  }))

  mount(app, ctx, e.tradingStops, async ({ user, params }) => {
    await tradeAccountFor(ctx, user.id, params.userChallengeId)
    return { data: tradingStopsOf(ctx, params.userChallengeId) }
  })
}
