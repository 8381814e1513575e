/**
 * What happens to an account when an order fills or is canceled, and the
 * market orders that close its positions. Each function appends the events
 * it caused, in order. A trigger's firing is in triggers.ts, the check
 * after a change in account-check.ts.
 */
import { D, Decimal } from '#money/decimal.ts'
import type { AccountState } from './account-state.ts'
import type { CoreState } from './core-state.ts'
import { indexTpsl, unindexOrder, unindexTpsl } from './indexing.ts'
import { applyFill, feeOf, sideSign } from './position-math.ts'
import type {
  LedgerType,
  Order,
  OrderOrigin,
  OrderStatus,
  Position,
  Side,
  TradingEvent,
} from './types.ts'

export type Events = TradingEvent[]

export function orderEvent(events: Events, order: Order): void {
  events.push({ kind: 'order', order: { ...order } })
}

function positionEvent(events: Events, position: Position, closed: boolean): void {
  events.push({
    kind: 'position',
    accountId: position.accountId,
    symbol: position.symbol,
    position: { ...position },
    closed,
  })
}

export function finishOrder(
  state: CoreState,
  account: AccountState,
  order: Order,
  status: OrderStatus,
  reason: string | null,
  now: Date,
  events: Events,
): void {
  unindexOrder(state, account, order.id)
  account.removeOrder(order)
  order.status = status
  order.reason = reason
  order.updatedAt = now
  orderEvent(events, order)
}

/** A market order the engine itself places to close a position (TP/SL, close-all, liquidation). */
export function closingOrder(
  state: CoreState,
  account: AccountState,
  position: Position,
  reason: string | null,
  origin: OrderOrigin,
  now: Date,
): Order {
  return {
    id: state.ids.next('order'),
    accountId: account.id,
    clientOrderId: null,
    symbol: position.symbol,
    type: 'MARKET',
    side: position.size.isPositive() ? 'sell' : 'buy',
    tradeType: 'close',
    price: null,
    stopPrice: null,
    size: position.size.abs(),
    tp: null,
    sl: null,
    // Stryker disable next-line StringLiteral: fillOrder always sets the final status (FILLED or EXPIRED)
    status: 'NEW',
    reason,
    avgPrice: null,
    origin,
    leverage: account.leverageFor(state.pair(position.symbol)),
    createdAt: now,
    updatedAt: now,
  }
}

export function marketPrice(state: CoreState, symbol: string, side: Side): Decimal {
  const quote = state.quote(symbol)
  // Stryker disable next-line ConditionalExpression,StringLiteral: a guard; every caller holds a quote
  if (!quote) throw new Error(`no quote for ${symbol}`)
  return side === 'buy' ? quote.ask : quote.bid
}

/**
 * Fills an order whole at `price`: position increase / reduce / flip,
 * fee, ledger rows, balance, the position's TP/SL from the order. A close
 * order is clipped to the position; with nothing left to close it expires.
 */
export function fillOrder(
  state: CoreState,
  account: AccountState,
  order: Order,
  price: Decimal,
  role: 'maker' | 'taker',
  now: Date,
  events: Events,
  pnlType: LedgerType = 'REALIZED_PNL',
): boolean {
  const pair = state.pair(order.symbol)
  const position = account.positions.get(order.symbol)
  const held = position?.size ?? D(0)
  let quantity = order.size
  if (order.tradeType === 'close') {
    if (held.sign() !== -sideSign(order.side)) {
      finishOrder(state, account, order, 'EXPIRED', 'Nothing left to close', now, events)
      // Stryker disable next-line BooleanLiteral: only closePositions reads it, and it closes held positions only
      return false
    }
    quantity = Decimal.min(quantity, held.abs())
  }
  const outcome = applyFill(held, position?.entryPrice ?? D(0), order.side, quantity, price)
  const fee = feeOf(quantity, price, role === 'maker' ? pair.makerFee : pair.takerFee)

  order.size = quantity
  order.avgPrice = price
  finishOrder(state, account, order, 'FILLED', order.reason, now, events)
  const fillId = state.ids.next('fill')
  events.push({
    kind: 'fill',
    fill: {
      id: fillId,
      orderId: order.id,
      accountId: account.id,
      symbol: order.symbol,
      type: order.type,
      side: order.side,
      price,
      quantity,
      fee,
      realizedPnl: outcome.realized,
      role,
      origin: order.origin,
      time: now,
    },
  })
  const ledger = (type: LedgerType, amount: Decimal) =>
    events.push({
      kind: 'ledger',
      row: {
        id: state.ids.next('ledger'),
        accountId: account.id,
        type,
        amount,
        symbol: order.symbol,
        fillId,
        time: now,
      },
    })
  if (!outcome.realized.isZero()) ledger(pnlType, outcome.realized)
  if (!fee.isZero()) ledger('COMMISSION', fee.neg())
  account.balance = account.balance.add(outcome.realized).sub(fee)
  events.push({ kind: 'balance', accountId: account.id, balance: account.balance })

  if (position && (outcome.size.isZero() || outcome.opened)) {
    unindexTpsl(state, account, position.id)
    account.positions.delete(order.symbol)
    position.size = D(0)
    position.updatedAt = now
    positionEvent(events, position, true)
  }
  if (!outcome.size.isZero()) {
    let next = account.positions.get(order.symbol)
    if (next) {
      next.size = outcome.size
      next.entryPrice = outcome.entry
      next.updatedAt = now
    } else {
      next = {
        id: state.ids.next('position'),
        accountId: account.id,
        symbol: order.symbol,
        size: outcome.size,
        entryPrice: outcome.entry,
        tp: null,
        sl: null,
        openedAt: now,
        updatedAt: now,
      }
      account.positions.set(order.symbol, next)
    }
    // Stryker disable next-line ConditionalExpression: close orders never carry TP/SL (refused at placement)
    if (order.tradeType === 'open') {
      if (order.tp) next.tp = order.tp
      if (order.sl) next.sl = order.sl
    }
    indexTpsl(state, account, next)
    positionEvent(events, next, false)
  }
  state.trackHoldings(account)
  return true
}

export function cancelOpenOrders(
  state: CoreState,
  account: AccountState,
  symbol: string | undefined,
  reason: string | null,
  now: Date,
  events: Events,
): number {
  const orders = [...account.orders.values()].filter((o) => !symbol || o.symbol === symbol)
  // Stryker disable next-line MethodExpression,ArrowFunction,ArithmeticOperator: orders are kept in id order already
  orders.sort((a, b) => a.id - b.id)
  for (const order of orders) finishOrder(state, account, order, 'CANCELED', reason, now, events)
  return orders.length
}

/** Closes positions with market orders at bid/ask (or at mark for a liquidation). */
export function closePositions(
  state: CoreState,
  account: AccountState,
  symbol: string | undefined,
  reason: string | null,
  origin: OrderOrigin,
  now: Date,
  events: Events,
): number {
  const atMark = origin === 'liquidation'
  const positions = [...account.positions.values()].filter((p) => !symbol || p.symbol === symbol)
  positions.sort((a, b) => a.symbol.localeCompare(b.symbol))
  let closed = 0
  for (const position of positions) {
    const quote = state.quote(position.symbol)
    if (!quote) continue
    const order = closingOrder(state, account, position, reason, origin, now)
    const price = atMark ? quote.mark : marketPrice(state, position.symbol, order.side)
    if (
      fillOrder(
        state,
        account,
        order,
        price,
        'taker',
        now,
        events,
        atMark ? 'LIQUIDATION' : 'REALIZED_PNL',
      )
    )
      closed++
  }
  return closed
}
