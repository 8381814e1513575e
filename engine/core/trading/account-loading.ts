/**
 * An account into and out of the core: its positions, open orders and
 * thresholds indexed (and checked at once) on load; every index entry and
 * remembered client id forgotten on unload.
 */
import { checkAccount } from './account-check.ts'
import { AccountState } from './account-state.ts'
import type { ClientOrderIds } from './client-order-ids.ts'
import type { CoreState } from './core-state.ts'
import type { Events } from './execution.ts'
import { indexOrder, indexTpsl, unindexOrder, unindexTpsl } from './indexing.ts'
import { unarmLow } from './low-watch.ts'
import type { AccountSnapshot, TradingEvent } from './types.ts'

/** Loads an account (its open positions and orders) and checks it at once. */
export function loadAccount(
  state: CoreState,
  clientIds: ClientOrderIds,
  snapshot: AccountSnapshot,
  now: Date,
): TradingEvent[] {
  const account = new AccountState(snapshot)
  for (const [code, leverage] of Object.entries(snapshot.leverages))
    account.leverages.set(code, leverage)
  for (const [name, value] of Object.entries(snapshot.thresholds))
    account.thresholds.set(name, value)
  state.accounts.set(account.id, account)
  for (const position of snapshot.positions) {
    account.positions.set(position.symbol, { ...position })
  }
  for (const position of account.positions.values()) indexTpsl(state, account, position)
  for (const order of [...snapshot.openOrders].sort((a, b) => a.id - b.id)) {
    const copy = { ...order }
    account.addOrder(copy)
    if (copy.clientOrderId) clientIds.remember(account, copy)
    indexOrder(state, account, copy)
  }
  state.trackHoldings(account)
  account.stepLow = snapshot.lows?.step ?? null
  account.day = snapshot.lows?.day ? { ...snapshot.lows.day } : null
  const events: Events = []
  checkAccount(state, account, now, events)
  return events
}

/** Takes an account out: its orders, TP/SL and risk entries, holdings and client ids. */
export function unloadAccount(state: CoreState, clientIds: ClientOrderIds, id: number): void {
  const account = state.accounts.get(id)
  if (!account) return
  for (const orderId of [...account.orderEntries.keys()]) unindexOrder(state, account, orderId)
  for (const positionId of [...account.tpslEntries.keys()]) unindexTpsl(state, account, positionId)
  for (const ref of account.riskEntries)
    state.riskIndex(ref.symbol).remove(ref.direction, ref.entry)
  account.riskEntries = []
  unarmLow(state, account)
  state.forgetHoldings(id)
  clientIds.forget(account)
  state.accounts.delete(id)
}
