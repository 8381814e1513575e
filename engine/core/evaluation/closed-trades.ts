/**
 * Closed trades of an account (pure, decision 606): every fill that closed
 * size of a position, with its net result (round-trips.ts, decision 411),
 * the side of the position it closed, when that position was opened (the
 * fill that took the pair from flat, or the flip that turned it) and how
 * long it was held. One position per pair (netted), as the trading core
 * keeps them.
 */
import { D, type Decimal } from '#money/decimal.ts'
import { netResults, type RoundTripFill } from './round-trips.ts'

export interface TimedFill extends RoundTripFill {
  at: Date
}

export interface ClosedTrade {
  symbol: string
  /** The position it closed: a sell closes a long, a buy a short. */
  side: 'long' | 'short'
  result: Decimal
  openedAt: Date
  closedAt: Date
  /** closedAt − openedAt, in milliseconds. */
  heldMs: number
}

/** The closed trades in time order (fills sorted by time, ties in their given order). */
export function closedTrades(fills: TimedFill[]): ClosedTrade[] {
  // Array.prototype.sort is stable: fills of one instant keep their given order.
  const byTime = [...fills].sort((a, b) => a.at.getTime() - b.at.getTime())
  const results = netResults(byTime)
  const held = new Map<string, { size: Decimal; openedAt: Date }>()
  const trades: ClosedTrade[] = []
  byTime.forEach((fill, i) => {
    const position = held.get(fill.symbol) ?? { size: D(0), openedAt: fill.at }
    const signed = fill.side === 'buy' ? D(fill.quantity) : D(fill.quantity).neg()
    const result = results[i]
    if (result) {
      trades.push({
        symbol: fill.symbol,
        side: position.size.isPositive() ? 'long' : 'short',
        result,
        openedAt: position.openedAt,
        closedAt: fill.at,
        heldMs: fill.at.getTime() - position.openedAt.getTime(),
      })
    }
    const after = position.size.add(signed)
    // Opened from flat, or flipped to the other side: a new position starts now.
    const opens =
      position.size.isZero() ||
      (!after.isZero() && after.isPositive() !== position.size.isPositive())
    held.set(fill.symbol, { size: after, openedAt: opens ? fill.at : position.openedAt })
  })
  return trades
}
