/** Putting orders, TP/SL and risk crossings into the per-pair indexes, and taking them out. */
import { D } from '#money/decimal.ts'
import { type AccountState, figuresOf, type IndexRef, type TriggerRef } from './account-state.ts'
import type { CoreState } from './core-state.ts'
import { liquidationPrice, thresholdPrice } from './liquidation.ts'
import { maintenanceOf } from './pair.ts'
import { unrealizedPnl } from './position-math.ts'
import type { Direction } from './price-index.ts'
import type { Order, Position } from './types.ts'

/**
 * Stops fire on the last price crossing their stop (buy up, sell down);
 * resting limits fill when the last price reaches them (buy down, sell up).
 */
export function indexOrder(state: CoreState, account: AccountState, order: Order): void {
  const untriggeredStop =
    // Stryker disable next-line ConditionalExpression,StringLiteral: a LIMIT has no stop price, a stop type always one
    order.status === 'NEW' && order.stopPrice !== null && order.type !== 'LIMIT'
  let direction: Direction
  let key: typeof order.size
  if (untriggeredStop && order.stopPrice) {
    // Stryker disable next-line StringLiteral: PriceIndex takes anything but 'up' as 'down'
    direction = order.side === 'buy' ? 'up' : 'down'
    key = order.stopPrice
    // Stryker disable next-line ConditionalExpression: only a triggered STOP_MARKET has no price, and it never rests
  } else if (order.price) {
    // Stryker disable next-line StringLiteral: PriceIndex takes anything but 'up' as 'down'
    direction = order.side === 'buy' ? 'down' : 'up'
    key = order.price
  } else {
    return
  }
  const value: TriggerRef = {
    kind: 'order',
    accountId: account.id,
    id: order.id,
    symbol: order.symbol,
  }
  const entry = state.book(order.symbol).add(direction, key, state.nextSeq(), value)
  account.orderEntries.set(order.id, { symbol: order.symbol, direction, entry })
}

export function unindexOrder(state: CoreState, account: AccountState, orderId: number): void {
  const ref = account.orderEntries.get(orderId)
  if (!ref) return
  state.book(ref.symbol).remove(ref.direction, ref.entry)
  account.orderEntries.delete(orderId)
}

/** A long's TP fires on the way up and its SL on the way down; a short's the other way. */
export function indexTpsl(state: CoreState, account: AccountState, position: Position): void {
  unindexTpsl(state, account, position.id)
  const long = position.size.isPositive()
  const refs: { tp?: IndexRef<TriggerRef>; sl?: IndexRef<TriggerRef> } = {}
  const book = state.book(position.symbol)
  for (const kind of ['tp', 'sl'] as const) {
    const price = position[kind]
    if (!price) continue
    // Stryker disable next-line StringLiteral: PriceIndex takes anything but 'up' as 'down'
    const direction: Direction = (kind === 'tp') === long ? 'up' : 'down'
    const value: TriggerRef = {
      kind,
      accountId: account.id,
      id: position.id,
      symbol: position.symbol,
    }
    refs[kind] = {
      symbol: position.symbol,
      direction,
      entry: book.add(direction, price, state.nextSeq(), value),
    }
  }
  if (refs.tp || refs.sl) account.tpslEntries.set(position.id, refs)
}

export function unindexTpsl(state: CoreState, account: AccountState, positionId: number): void {
  const refs = account.tpslEntries.get(positionId)
  if (!refs) return
  for (const ref of [refs.tp, refs.sl])
    if (ref) state.book(ref.symbol).remove(ref.direction, ref.entry)
  account.tpslEntries.delete(positionId)
}

/**
 * Recomputes where, per held pair, the account's equity would meet its
 * maintenance margin (liquidation) and each threshold, the other pairs
 * held at their marks. Crossed thresholds get a recovery entry instead, so
 * they re-arm when equity climbs back above. Keys are rounded outward: an
 * entry may fire a hair early, never late; the check that follows is exact.
 */
export function reindexRisk(state: CoreState, account: AccountState): void {
  for (const ref of account.riskEntries)
    state.riskIndex(ref.symbol).remove(ref.direction, ref.entry)
  account.riskEntries = []
  // Stryker disable next-line ConditionalExpression: a shortcut; with no position the loop adds nothing
  if (account.positions.size === 0) return
  const all = figuresOf(account, state)
  for (const position of account.positions.values()) {
    const quote = state.quote(position.symbol)
    if (!quote) continue
    const pair = state.pair(position.symbol)
    const notional = position.size.abs().mul(quote.mark)
    const ownUnrealized = unrealizedPnl(position.size, position.entryPrice, quote.mark)
    const others = {
      balance: account.balance,
      otherUnrealized: all.unrealizedPnl.sub(ownUnrealized),
      otherMaintenance: all.maintenance.sub(maintenanceOf(pair, notional)),
    }
    const long = position.size.isPositive()
    const index = state.riskIndex(position.symbol)
    const add = (direction: Direction, key: typeof notional | null) => {
      if (!key) return
      const entry = index.add(direction, key, state.nextSeq(), account.id)
      account.riskEntries.push({ symbol: position.symbol, direction, entry })
    }
    add(
      // Stryker disable next-line StringLiteral: PriceIndex takes anything but 'up' as 'down'
      long ? 'down' : 'up',
      liquidationPrice(
        others,
        position.size,
        position.entryPrice,
        pair.brackets,
        undefined,
        long ? 'ceil' : 'floor',
      ),
    )
    for (const [name, threshold] of account.thresholds) {
      const crossed = account.crossed.has(name)
      // Crossing: long falls to it, short rises to it. Recovery: the opposite.
      const fallsTo = long !== crossed
      const key = thresholdPrice(
        others,
        position.size,
        position.entryPrice,
        threshold,
        fallsTo ? 'ceil' : 'floor',
      )
      // Stryker disable next-line StringLiteral: PriceIndex takes anything but 'up' as 'down'
      add(fallsTo ? 'down' : 'up', key ?? (fallsTo ? null : D(0)))
    }
  }
}
