/**
 * The terminal's writes (contract/trade.ts): place, cancel, cancel all,
 * close all, leverage, position TP/SL. Refused on an account that may not
 * trade (expired, failed, not active); a rejection is a 422 naming the
 * field, and nothing changes.
 */
import { and, eq } from 'drizzle-orm'
import type { Hono } from 'hono'
import { tradeEndpoints } from '#contract/trade.ts'
import { D } from '#money/decimal.ts'
import type { EngineContext } from '../../context.ts'
import { reject as rejectFor } from '../../core/trading/rejections.ts'
import type { Outcome } from '../../core/trading/trading-core.ts'
import { orders } from '../../db/schema/index.ts'
import { translate } from '../../i18n.ts'
import { rejectionError } from '../../trading/messages.ts'
import {
  requireListedSymbol,
  type TradeAccount,
  tradeAccountFor,
  tradingRefusal,
} from '../../trading/trade-account.ts'
import { TradingUnavailable } from '../../trading/trading-shell.ts'
import { money, orderView, positionView } from '../../trading/views.ts'
import type { AppEnv } from '../env.ts'
import { notFound } from '../errors.ts'
import { mount } from '../route.ts'

export function registerTradeOrderRoutes(app: Hono<AppEnv>, ctx: EngineContext): void {
  /** The caller's account, loaded and allowed to trade. */
  const tradable = async (
    userId: number,
    userChallengeId: number,
    locale: 'en' | 'fa',
  ): Promise<TradeAccount> => {
    const trade = await tradeAccountFor(ctx, userId, userChallengeId)
    const refusal = tradingRefusal(ctx, trade)
    if (refusal) throw rejectionError(refusal, locale)
    try {
      await ctx.trading.ensureLoaded(trade.account.id)
    } catch (error) {
      if (error instanceof TradingUnavailable) throw notFound()
      throw error
    }
    return trade
  }

  function settled<T>(outcome: Outcome<T>, locale: 'en' | 'fa'): T {
    if (!outcome.ok) throw rejectionError(outcome.rejection, locale)
    return outcome.value
  }

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
    const { account } = await tradable(user.id, params.userChallengeId, locale)
    if (body.client_order_id) {
      const earlier = await ctx.trading.earlierClientOrder(account.id, body.client_order_id)
      if (earlier) return { data: orderView(earlier) }
    }
    const placed = settled(
      await ctx.trading.place(account.id, {
        symbol: body.symbol,
        type: body.type,
        side: body.side,
        tradeType: body.trade_type,
        size: D(body.size),
        price: body.price ? D(body.price) : undefined,
        stopPrice: body.stop_price ? D(body.stop_price) : undefined,
        tp: body.tp ? D(body.tp) : undefined,
        sl: body.sl ? D(body.sl) : undefined,
        clientOrderId: body.client_order_id,
      }),
      locale,
    )
    const order = orderView(placed.order)
    if (placed.duplicate) return { data: order }
    return {
      data: order,
      ...say(locale, order.status === 'FILLED' ? 'Order filled.' : 'Order placed.'),
    }
  })

  mount(app, ctx, tradeEndpoints.cancelOrder, async ({ params, body, user, c }) => {
    const locale = c.get('locale')
    const { account } = await tradable(user.id, params.userChallengeId, locale)
    const outcome = await ctx.trading.cancel(account.id, body.order_id)
    if (!outcome.ok && outcome.rejection.code === 'order_not_open') {
      // Not open: a finished order of this account stays 422; an id it never had is 404.
      await ctx.trading.whenWritten(account.id)
      const [known] = await ctx.db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.id, body.order_id), eq(orders.tradingAccountId, account.id)))
      if (!known)
        settled({ ok: false, rejection: rejectFor('order_not_found', 'order_id') }, locale)
    }
    const order = settled(outcome, locale)
    return { data: orderView(order), ...say(locale, 'Order canceled.') }
  })

  mount(app, ctx, tradeEndpoints.cancelAll, async ({ params, body, user, c }) => {
    const locale = c.get('locale')
    requireListedSymbol(ctx, body.symbol)
    const { account } = await tradable(user.id, params.userChallengeId, locale)
    const canceled = settled(await ctx.trading.cancelAll(account.id, body.symbol), locale)
    const text = plural(canceled, '{count} order canceled.', '{count} orders canceled.')
    return { data: { canceled }, ...say(locale, text, { count: canceled }) }
  })

  mount(app, ctx, tradeEndpoints.closeAllPositions, async ({ params, body, user, c }) => {
    const locale = c.get('locale')
    requireListedSymbol(ctx, body.symbol)
    const { account } = await tradable(user.id, params.userChallengeId, locale)
    const closed = settled(await ctx.trading.closeAll(account.id, body.symbol), locale)
    const text = plural(closed, '{count} position closed.', '{count} positions closed.')
    return { data: { closed }, ...say(locale, text, { count: closed }) }
  })

  mount(app, ctx, tradeEndpoints.setPositionTpsl, async ({ params, body, user, c }) => {
    const locale = c.get('locale')
    const { account } = await tradable(user.id, params.userChallengeId, locale)
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
      data: positionView(ctx.trading.core, position),
      ...say(locale, 'Take profit and stop loss saved.'),
    }
  })

  mount(app, ctx, tradeEndpoints.adjustLeverage, async ({ params, body, user, c }) => {
    const locale = c.get('locale')
    const { account } = await tradable(user.id, params.userChallengeId, locale)
    if (!ctx.trading.pairRows.has(params.coinPairCode)) throw notFound('Unknown symbol.')
    const result = settled(
      await ctx.trading.setLeverage(account.id, params.coinPairCode, body.leverage),
      locale,
    )
    return {
      data: { leverage: result.leverage, max_notional: money(result.maxNotional) },
      ...say(locale, 'Leverage changed to {leverage}x.', { leverage: result.leverage }),
    }
  })
}

/** The English text for a count (the key; Persian keeps the noun singular after a number). */
function plural(count: number, one: string, other: string): string {
  return new Intl.PluralRules('en').select(count) === 'one' ? one : other
}
