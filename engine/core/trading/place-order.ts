/**
 * Placing an order: a repeated client id answers the first order; else the
 * placement checks, then a fill at once (market, marketable limit) or a
 * resting order in the book.
 */
import { checkAccount } from './account-check.ts'
import type { AccountState } from './account-state.ts'
import type { ClientOrderIds } from './client-order-ids.ts'
import type { CoreState } from './core-state.ts'
import { type Events, fillOrder } from './execution.ts'
import { indexOrder } from './indexing.ts'
import { syncLow } from './low-watch.ts'
import { checkPlacement, type PlaceOrderRequest } from './order-checks.ts'
import type { Order, Outcome } from './types.ts'

export function placeOrder(
  state: CoreState,
  clientIds: ClientOrderIds,
  account: AccountState,
  request: PlaceOrderRequest,
  now: Date,
): Outcome<{ order: Order; duplicate: boolean }> {
  // Stryker disable next-line ConditionalExpression: no id is never a key of clientOrderIds
  if (request.clientOrderId) {
    const known = account.clientOrderIds.get(request.clientOrderId)
    if (known !== undefined)
      return {
        ok: true,
        value: { order: clientIds.orderById(account, known), duplicate: true },
        events: [],
      }
  }
  const prepared = checkPlacement(account, state, request)
  if ('code' in prepared) return { ok: false, rejection: prepared }
  const order: Order = {
    id: state.ids.next('order'),
    accountId: account.id,
    clientOrderId: request.clientOrderId ?? null,
    symbol: prepared.pair.code,
    type: request.type,
    side: request.side,
    tradeType: request.tradeType,
    price: prepared.price,
    stopPrice: prepared.stopPrice,
    size: prepared.size,
    tp: prepared.tp,
    sl: prepared.sl,
    status: 'NEW',
    reason: null,
    avgPrice: null,
    origin: 'trader',
    leverage: account.leverageFor(prepared.pair),
    createdAt: now,
    updatedAt: now,
  }
  if (order.clientOrderId) clientIds.remember(account, order)
  const events: Events = []
  if (prepared.immediate) {
    syncLow(state, account, events)
    fillOrder(state, account, order, prepared.immediate.price, prepared.immediate.role, now, events)
  } else {
    account.addOrder(order)
    indexOrder(state, account, order)
    events.push({ kind: 'order', order: { ...order } })
  }
  checkAccount(state, account, now, events)
  return { ok: true, value: { order: { ...order }, duplicate: false }, events }
}
