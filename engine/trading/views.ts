/** Wire shapes (contract/trade.ts) of the core's and the database's records. */
import type {
  Assets as AssetsWire,
  Order as OrderWire,
  Position as PositionWire,
  Trade,
  Transaction,
} from '#contract/trade.ts'
import { D, type Decimal } from '#money/decimal.ts'
import type { TradingCore } from '../core/trading/trading-core.ts'
import type { Assets, Fill, Order, Position } from '../core/trading/types.ts'
import type { fills, ledgerEntries, orders } from '../db/schema/index.ts'

/** Money on the wire: 8 decimals at most, no trailing zeros. */
export function money(value: Decimal): string {
  return value.round(8, 'half-even').toString()
}

const text = (d: Decimal | null) => (d === null ? null : d.toString())

export function orderView(o: Order): OrderWire {
  return {
    id: o.id,
    client_order_id: o.clientOrderId,
    time: o.createdAt.toISOString(),
    updated_at: o.updatedAt.toISOString(),
    symbol: o.symbol,
    type: o.type,
    side: o.side,
    trade_type: o.tradeType,
    limitPrice: text(o.price),
    triggerPrice: text(o.stopPrice),
    amount: o.size.toString(),
    tp: text(o.tp),
    sl: text(o.sl),
    status: o.status,
    reason: o.reason,
    avgPrice: text(o.avgPrice),
    origin: o.origin,
  }
}

export function orderRowView(r: typeof orders.$inferSelect): OrderWire {
  return {
    id: r.id,
    client_order_id: r.clientOrderId,
    time: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
    symbol: r.symbol,
    type: r.type,
    side: r.side,
    trade_type: r.tradeType,
    limitPrice: norm(r.price),
    triggerPrice: norm(r.stopPrice),
    amount: D(r.size).toString(),
    tp: norm(r.tp),
    sl: norm(r.sl),
    status: r.status,
    reason: r.reason,
    avgPrice: norm(r.avgPrice),
    origin: r.origin,
  }
}

function norm(value: string | null): string | null {
  return value === null ? null : D(value).toString()
}

export function positionView(core: TradingCore, p: Position): PositionWire {
  const quote = core.state.quote(p.symbol)
  const mark = quote?.mark ?? p.entryPrice
  const account = core.account(p.accountId)
  const pair = core.state.pair(p.symbol)
  const leverage = account.leverageFor(pair)
  const liquid = core.liquidationPriceOf(p.accountId, p.symbol)
  return {
    id: p.id,
    symbol: p.symbol,
    side: p.size.isNegative() ? 'short' : 'long',
    size: p.size.abs().toString(),
    entryPrice: p.entryPrice.toString(),
    markPrice: mark.toString(),
    liquidPrice: liquid ? liquid.toString() : null,
    pnl: money(mark.sub(p.entryPrice).mul(p.size)),
    margin: money(p.size.abs().mul(mark).div(leverage, 8, 'ceil')),
    leverage,
    tp: text(p.tp),
    sl: text(p.sl),
    opened_at: p.openedAt.toISOString(),
  }
}

export function fillView(f: Fill): Trade {
  return {
    id: f.id,
    order_id: f.orderId,
    time: f.time.toISOString(),
    symbol: f.symbol,
    type: f.type,
    side: f.side,
    price: f.price.toString(),
    quantity: f.quantity.toString(),
    fee: money(f.fee),
    realizedProfit: money(f.realizedPnl),
    role: f.role,
    origin: f.origin,
  }
}

export function fillRowView(r: typeof fills.$inferSelect): Trade {
  return {
    id: r.id,
    order_id: r.orderId,
    time: r.createdAt.toISOString(),
    symbol: r.symbol,
    type: r.type,
    side: r.side,
    price: D(r.price).toString(),
    quantity: D(r.quantity).toString(),
    fee: money(D(r.fee)),
    realizedProfit: money(D(r.realizedPnl)),
    role: r.role,
    origin: r.origin,
  }
}

export function transactionView(r: typeof ledgerEntries.$inferSelect): Transaction {
  return {
    id: r.id,
    time: r.createdAt.toISOString(),
    type: r.type,
    amount: money(D(r.amount)),
    asset: 'USDT',
    symbol: r.symbol,
  }
}

export function assetsView(assets: Assets, dailyBalance: Decimal): AssetsWire {
  return {
    balance: money(assets.balance),
    equity: money(assets.equity),
    unrealized_pnl: money(assets.unrealizedPnl),
    margin: money(assets.margin),
    free_margin: money(assets.freeMargin),
    daily_balance: money(dailyBalance),
    currency: 'USDT',
  }
}
