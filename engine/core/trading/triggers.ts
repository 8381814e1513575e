/**
 * A trigger the last price reached (a stop, a resting limit, a TP or an
 * SL) and what it does to the account. Appends the events it caused.
 */
import { D, type Decimal } from '#money/decimal.ts'
import type { AccountState } from './account-state.ts'
import type { CoreState } from './core-state.ts'
import {
  closingOrder,
  type Events,
  fillOrder,
  finishOrder,
  marketPrice,
  orderEvent,
} from './execution.ts'
import { indexOrder } from './indexing.ts'
import { maxNotionalAt } from './pair.ts'
import { sideSign } from './position-math.ts'
import type { Order } from './types.ts'

/** A trigger the last price reached: a stop, a resting limit, a TP or an SL. */
export function fireTrigger(
  state: CoreState,
  account: AccountState,
  ref: { kind: 'order' | 'tp' | 'sl'; id: number; symbol: string },
  now: Date,
  events: Events,
): void {
  if (ref.kind !== 'order') {
    const refs = account.tpslEntries.get(ref.id)
    // Stryker disable next-line ConditionalExpression: the entry is popped; a later remove of it is a no-op
    if (refs) delete refs[ref.kind]
    const position = account.positions.get(ref.symbol)
    if (!position || position.id !== ref.id || !position[ref.kind]) return
    const order = closingOrder(
      state,
      account,
      position,
      ref.kind === 'tp' ? 'Take profit' : 'Stop loss',
      ref.kind === 'tp' ? 'take_profit' : 'stop_loss',
      now,
    )
    fillOrder(
      state,
      account,
      order,
      marketPrice(state, order.symbol, order.side),
      'taker',
      now,
      events,
    )
    return
  }
  // Stryker disable next-line CallExpression: the entry is popped; finishing or re-indexing the order replaces it
  account.orderEntries.delete(ref.id)
  const order = account.orders.get(ref.id)
  // Stryker disable next-line ConditionalExpression: order entries are removed when an order finishes
  if (!order) return
  const quote = state.quote(order.symbol)
  // Stryker disable next-line ConditionalExpression: a guard; a tick sets the quote before firing
  if (!quote) return
  if (order.status === 'NEW' && order.type !== 'LIMIT') {
    order.status = 'TRIGGERED'
    order.updatedAt = now
    orderEvent(events, order)
    if (
      order.tradeType === 'open' &&
      exceedsCap(state, account, order, marketPrice(state, order.symbol, order.side))
    ) {
      finishOrder(
        state,
        account,
        order,
        'REJECTED',
        'Position value would exceed the bracket cap',
        now,
        events,
      )
      return
    }
    // Stryker disable next-line ConditionalExpression,StringLiteral: a STOP_MARKET's price is null anyway
    const price = order.type === 'STOP_MARKET' ? null : order.price
    const marketable =
      !price || (order.side === 'buy' ? price.gte(quote.ask) : price.lte(quote.bid))
    if (marketable) {
      fillOrder(
        state,
        account,
        order,
        marketPrice(state, order.symbol, order.side),
        'taker',
        now,
        events,
      )
    } else {
      indexOrder(state, account, order)
    }
    return
  }
  // Stryker disable next-line ConditionalExpression: only priced orders rest (a triggered STOP_MARKET fills at once)
  if (!order.price) return
  fillOrder(state, account, order, order.price, 'maker', now, events)
}

function exceedsCap(
  state: CoreState,
  account: AccountState,
  order: Order,
  price: Decimal,
): boolean {
  const pair = state.pair(order.symbol)
  const held = account.positions.get(order.symbol)?.size ?? D(0)
  const after = held.add(order.size.mul(sideSign(order.side))).abs()
  if (after.lte(held.abs())) return false
  return after.mul(price).gt(maxNotionalAt(pair, account.leverageFor(pair)))
}
