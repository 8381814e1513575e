/**
 * What a trader does to an account, whoever asks: the terminal's /v1 routes
 * (a browser session) and the trading API's /api/v1 routes (a signed key,
 * decision 610) both call these, so an order is checked by the same shell
 * and rules either way (price band, risk limits, halts, an account that may
 * not trade), and answers the same wire shapes. A refusal is the 422 the
 * terminal shows, naming the field; nothing changes.
 */
import { and, eq } from 'drizzle-orm'
import type { Order as OrderWire } from '#contract/trade.ts'
import { D } from '#money/decimal.ts'
import type { EngineContext } from '../context.ts'
import { reject as rejectFor } from '../core/trading/rejections.ts'
import type { Outcome } from '../core/trading/trading-core.ts'
import { orders } from '../db/schema/index.ts'
import { notFound } from '../errors.ts'
import type { Locale } from '../i18n.ts'
import { rejectionError } from './messages.ts'
import {
  requireListedSymbol,
  type TradeAccount,
  tradeAccountFor,
  tradingRefusal,
} from './trade-account.ts'
import { TradingUnavailable } from './trading-shell.ts'
import { money, orderView } from './views.ts'

/** The user's account, loaded and allowed to trade (else the refusal the terminal shows). */
export async function tradableAccount(
  ctx: EngineContext,
  userId: number,
  userChallengeId: number,
  locale: Locale,
): Promise<TradeAccount> {
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

export function settled<T>(outcome: Outcome<T>, locale: Locale): T {
  if (!outcome.ok) throw rejectionError(outcome.rejection, locale)
  return outcome.value
}

export interface OrderInput {
  symbol: string
  type: 'LIMIT' | 'MARKET' | 'STOP_MARKET' | 'STOP_LIMIT'
  side: 'buy' | 'sell'
  trade_type: 'open' | 'close'
  size: string
  price?: string | undefined
  stop_price?: string | undefined
  tp?: string | undefined
  sl?: string | undefined
  client_order_id?: string | undefined
}

/**
 * Places an order; a client order id the account used before answers that
 * first order instead (`fresh` false) and places nothing.
 */
export async function placeOrder(
  ctx: EngineContext,
  { account }: TradeAccount,
  input: OrderInput,
  locale: Locale,
): Promise<{ order: OrderWire; fresh: boolean }> {
  if (input.client_order_id) {
    const earlier = await ctx.trading.earlierClientOrder(account.id, input.client_order_id)
    if (earlier) return { order: orderView(earlier), fresh: false }
  }
  const placed = settled(
    await ctx.trading.place(account.id, {
      symbol: input.symbol,
      type: input.type,
      side: input.side,
      tradeType: input.trade_type,
      size: D(input.size),
      price: input.price ? D(input.price) : undefined,
      stopPrice: input.stop_price ? D(input.stop_price) : undefined,
      tp: input.tp ? D(input.tp) : undefined,
      sl: input.sl ? D(input.sl) : undefined,
      clientOrderId: input.client_order_id,
    }),
    locale,
  )
  return { order: orderView(placed.order), fresh: !placed.duplicate }
}

/** Cancels an open order: one of this account's that is finished is a 422, an id it never had a 404. */
export async function cancelOrder(
  ctx: EngineContext,
  { account }: TradeAccount,
  orderId: number,
  locale: Locale,
): Promise<OrderWire> {
  const outcome = await ctx.trading.cancel(account.id, orderId)
  if (!outcome.ok && outcome.rejection.code === 'order_not_open') {
    await ctx.trading.whenWritten(account.id)
    const [known] = await ctx.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.tradingAccountId, account.id)))
    if (!known) settled({ ok: false, rejection: rejectFor('order_not_found', 'order_id') }, locale)
  }
  return orderView(settled(outcome, locale))
}

/** Cancels every open order (of one pair when given); answers how many. */
export async function cancelAllOrders(
  ctx: EngineContext,
  { account }: TradeAccount,
  symbol: string | undefined,
  locale: Locale,
): Promise<number> {
  requireListedSymbol(ctx, symbol)
  return settled(await ctx.trading.cancelAll(account.id, symbol), locale)
}

/** Closes every position at market (of one pair when given); answers how many. */
export async function closeAllPositions(
  ctx: EngineContext,
  { account }: TradeAccount,
  symbol: string | undefined,
  locale: Locale,
): Promise<number> {
  requireListedSymbol(ctx, symbol)
  return settled(await ctx.trading.closeAll(account.id, symbol), locale)
}

/** Sets a pair's leverage (an unknown pair is a 404); answers it and the notional it allows. */
export async function changeLeverage(
  ctx: EngineContext,
  { account }: TradeAccount,
  symbol: string,
  leverage: number,
  locale: Locale,
): Promise<{ leverage: number; max_notional: string }> {
  if (!ctx.trading.pairRows.has(symbol)) throw notFound('Unknown symbol.')
  const result = settled(await ctx.trading.setLeverage(account.id, symbol, leverage), locale)
  return { leverage: result.leverage, max_notional: money(result.maxNotional) }
}
