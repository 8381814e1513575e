/**
 * The terminal's writes (contract/trade.ts): place, cancel, cancel all,
 * close all, leverage, position TP/SL. Refused on an account that may not
 * trade (expired, failed, not active); a rejection is a 422 naming the
 * field, and nothing changes. The work itself is engine/trading/
 * terminal-actions.ts, which the trading API (routes/trading-api.ts) calls too.
 */
import type { Hono } from 'hono'
import { tradeEndpoints } from '#contract/trade.ts'
import { D } from '#money/decimal.ts'
import type { EngineContext } from '../../context.ts'
import { translate } from '../../i18n.ts'
import {
  cancelAllOrders,
  cancelOrder,
  changeLeverage,
  closeAllPositions,
  placeOrder,
  settled,
  tradableAccount,
} from '../../trading/terminal-actions.ts'
import { requireListedSymbol } from '../../trading/trade-account.ts'
import type { AppEnv } from '../env.ts'
import { mount } from '../route.ts'

export function registerTradeOrderRoutes(app: Hono<AppEnv>, ctx: EngineContext): void {
  const say = (
    locale: 'en' | 'fa',
    text: string,
    params: Record<string, string | number> = {},
  ) => ({
    message: translate(locale, text, params),
    message_type: 'success' as const,
  })

  mount(app, ctx, tradeEndpoints.placeOrder, async ({ params, body, user, c }) => {
    const locale = c.get('locale')
    const trade = await tradableAccount(ctx, user.id, params.userChallengeId, locale)
    const { order, fresh } = await placeOrder(ctx, trade, body, locale)
    if (!fresh) return { data: order }
    return {
      data: order,
      ...say(locale, order.status === 'FILLED' ? 'Order filled.' : 'Order placed.'),
    }
  })

  mount(app, ctx, tradeEndpoints.cancelOrder, async ({ params, body, user, c }) => {
    const locale = c.get('locale')
    const trade = await tradableAccount(ctx, user.id, params.userChallengeId, locale)
    const order = await cancelOrder(ctx, trade, body.order_id, locale)
    return { data: order, ...say(locale, 'Order canceled.') }
  })

  mount(app, ctx, tradeEndpoints.cancelAll, async ({ params, body, user, c }) => {
    const locale = c.get('locale')
    requireListedSymbol(ctx, body.symbol)
    const trade = await tradableAccount(ctx, user.id, params.userChallengeId, locale)
    const canceled = await cancelAllOrders(ctx, trade, body.symbol, locale)
    const text = plural(canceled, '{count} order canceled.', '{count} orders canceled.')
    return { data: { canceled }, ...say(locale, text, { count: canceled }) }
  })

  mount(app, ctx, tradeEndpoints.closeAllPositions, async ({ params, body, user, c }) => {
    const locale = c.get('locale')
    requireListedSymbol(ctx, body.symbol)
    const trade = await tradableAccount(ctx, user.id, params.userChallengeId, locale)
    const closed = await closeAllPositions(ctx, trade, body.symbol, locale)
    const text = plural(closed, '{count} position closed.', '{count} positions closed.')
    return { data: { closed }, ...say(locale, text, { count: closed }) }
  })

  mount(app, ctx, tradeEndpoints.setPositionTpsl, async ({ params, body, user, c }) => {
    const locale = c.get('locale')
    const { account } = await tradableAccount(ctx, user.id, params.userChallengeId, locale)
    const position = settled(
      await ctx.trading.setPositionTpsl(
        account.id,
        params.positionId,
        // null removes, left out keeps.
        body.tp == null ? body.tp : D(body.tp),
        body.sl == null ? body.sl : D(body.sl),
      ),
      locale,
    )
    return {
      data: ctx.trading.held.positionView(position),
      ...say(locale, 'Take profit and stop loss saved.'),
    }
  })

  mount(app, ctx, tradeEndpoints.adjustLeverage, async ({ params, body, user, c }) => {
    const locale = c.get('locale')
    const trade = await tradableAccount(ctx, user.id, params.userChallengeId, locale)
    const result = await changeLeverage(ctx, trade, params.coinPairCode, body.leverage, locale)
    return {
      data: result,
      ...say(locale, 'Leverage changed to {leverage}x.', { leverage: result.leverage }),
    }
  })
}

/** The English text for a count (the key; Persian keeps the noun singular after a number). */
function plural(count: number, one: string, other: string): string {
  return new Intl.PluralRules('en').select(count) === 'one' ? one : other
}
