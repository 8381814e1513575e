/**
 * What a trader reads of an account from the engine's memory, whoever asks:
 * the terminal's /v1 routes and the trading API's (decision 610) answer
 * the same shapes from the same state.
 */
import { and, eq } from 'drizzle-orm'
import type { Assets, Order as OrderWire, Position as PositionWire } from '#contract/trade.ts'
import type { EngineContext } from '../context.ts'
import { orders } from '../db/schema/index.ts'
import { type TradeAccount, tradeAccountFor } from './trade-account.ts'
import { assetsView, orderRowView, orderView } from './views.ts'

/** The user's account (any status), its trading state loaded. */
export async function loadedAccount(
  ctx: EngineContext,
  userId: number,
  userChallengeId: number,
): Promise<TradeAccount> {
  const trade = await tradeAccountFor(ctx, userId, userChallengeId)
  await ctx.trading.ensureLoaded(trade.account.id)
  return trade
}

/** Resting and untriggered orders, newest first. */
export function openOrdersOf(
  ctx: EngineContext,
  accountId: number,
  symbol: string | undefined,
): OrderWire[] {
  return ctx.trading.held
    .openOrders(accountId)
    .filter((o) => !symbol || o.symbol === symbol)
    .sort((a, b) => b.id - a.id)
    .map(orderView)
}

/** Open positions by symbol. */
export function positionsOf(
  ctx: EngineContext,
  accountId: number,
  symbol: string | undefined,
): PositionWire[] {
  return ctx.trading.held
    .positions(accountId)
    .filter((p) => !symbol || p.symbol === symbol)
    .sort((a, b) => a.symbol.localeCompare(b.symbol))
}

/** Balance, equity and margin at the marks now, with the day's starting balance. */
export function assetsOf(ctx: EngineContext, accountId: number): Assets {
  const held = ctx.trading.held.account(accountId)
  if (!held) throw new RangeError(`account ${accountId} is not loaded`)
  return assetsView(held.assets, held.dailyBalance)
}

/** One order of the account by its id or client order id: open ones from memory, others once written. */
export async function orderOf(
  ctx: EngineContext,
  accountId: number,
  lookup: { order_id?: number | undefined; client_order_id?: string | undefined },
): Promise<OrderWire | null> {
  const matches = (o: { id: number; clientOrderId: string | null }) =>
    lookup.order_id !== undefined
      ? o.id === lookup.order_id
      : o.clientOrderId === lookup.client_order_id
  for (const open of ctx.trading.held.openOrders(accountId))
    if (matches(open)) return orderView(open)
  await ctx.trading.whenWritten(accountId)
  const [row] = await ctx.db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.tradingAccountId, accountId),
        lookup.order_id !== undefined
          ? eq(orders.id, lookup.order_id)
          : eq(orders.clientOrderId, lookup.client_order_id ?? ''),
      ),
    )
    .limit(1)
  return row ? orderRowView(row) : null
}
