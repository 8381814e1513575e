/**
 * Where the account fails on the chart's pair (decision 455): the price at
 * which equity reaches the daily floor and the total floor, other positions
 * held at their live mark. The floors are the engine's (the snapshot's
 * `evaluation`); the price is the shared formula (money/breach-price.ts).
 */
import { breachPrice } from '#money/breach-price.ts'
import { D } from '#money/decimal.ts'
import type { AccountInputs, MarkOf } from './account-figures'

export interface Floors {
  daily_floor: string
  total_floor: string
}

export interface BreachPrices {
  /** Equity reaches the daily floor at this price ("Daily limit"). */
  daily: string | null
  /** Equity reaches the total floor at this price ("Max loss"). */
  total: string | null
}

export function breachPrices(
  inputs: AccountInputs,
  floors: Floors,
  symbol: string,
  tickSize: string,
  markOf: MarkOf,
): BreachPrices {
  const at = { balance: inputs.balance, positions: inputs.positions, markOf }
  return {
    daily: breachPrice(at, symbol, floors.daily_floor, tickSize),
    total: breachPrice(at, symbol, floors.total_floor, tickSize),
  }
}

/** The breach price a move against the position reaches first (a long's higher, a short's lower). */
export function firstBreach(side: 'long' | 'short', prices: BreachPrices): string | null {
  const both = [prices.daily, prices.total].filter((p): p is string => p !== null)
  if (both.length === 0) return null
  return both.reduce((a, b) => {
    const higher = D(a).gt(b) ? a : b
    const lower = D(a).gt(b) ? b : a
    return side === 'long' ? higher : lower
  })
}

/** Whether a stop loss lies beyond the breach price: the account fails before it triggers. */
export function stopBeyondBreach(
  side: 'long' | 'short',
  stop: string,
  prices: BreachPrices,
): string | null {
  const first = firstBreach(side, prices)
  if (!first) return null
  const beyond = side === 'long' ? D(stop).lte(first) : D(stop).gte(first)
  return beyond ? first : null
}
