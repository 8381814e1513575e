/**
 * The price of one pair at which an account's equity would reach a floor,
 * every other position held at its mark (docs/decisions/455).
 *
 * Equity (rules.md, Evaluation) = balance + Σ unrealized PnL at mark, with
 * a position's PnL = (mark − entry) × signed size (long +, short −). Fees
 * already paid are in the balance; nothing else enters. With the pair's
 * own position of signed size q and entry E, and U the other positions'
 * PnL at their marks, equity reaches the floor F at
 *
 *   B + U + q × (p − E) = F   ⇒   p = E + (F − B − U) / q
 *
 * The floors themselves are the evaluation's (engine/core/evaluation/
 * thresholds.ts, sent by the engine); this file only solves for the price.
 * The answer is put on the pair's tick on the side where the rule already
 * holds: a long's breach price rounds down (equity ≤ floor at and below
 * it), a short's up. No price (null) when the equation has none above 0.
 */
import { D, type Decimal } from './decimal.ts'

export interface BreachPosition {
  symbol: string
  side: 'long' | 'short'
  /** Absolute size in base units. */
  size: string
  entryPrice: string
}

export interface BreachInputs {
  balance: string
  positions: readonly BreachPosition[]
  /** The live mark of a symbol, when known (else the position's entry: no PnL). */
  markOf: (symbol: string) => string | undefined
}

/** Exact scale of the division before the result is put on the tick. */
const SCALE = 18

function signed(p: BreachPosition): Decimal {
  return p.side === 'short' ? D(p.size).neg() : D(p.size)
}

/** The exact price (before the tick), or null when there is none above 0. */
export function exactBreachPrice(
  inputs: BreachInputs,
  symbol: string,
  floor: string,
): Decimal | null {
  const own = inputs.positions.find((p) => p.symbol === symbol)
  if (!own) return null
  const q = signed(own)
  if (q.isZero()) return null
  let others = D(0)
  for (const p of inputs.positions) {
    if (p.symbol === symbol) continue
    const mark = inputs.markOf(p.symbol) ?? p.entryPrice
    others = others.add(D(mark).sub(p.entryPrice).mul(signed(p)))
  }
  const room = D(floor).sub(inputs.balance).sub(others)
  const price = D(own.entryPrice).add(room.div(q, SCALE, q.isPositive() ? 'floor' : 'ceil'))
  return price.isPositive() ? price : null
}

/** The breach price on the pair's tick (long: down, short: up); null when none. */
export function breachPrice(
  inputs: BreachInputs,
  symbol: string,
  floor: string,
  tickSize: string,
): string | null {
  const exact = exactBreachPrice(inputs, symbol, floor)
  if (!exact) return null
  const own = inputs.positions.find((p) => p.symbol === symbol)
  // Stryker disable next-line OptionalChaining: exact is not null only when the pair's own position exists
  const onTick = exact.roundToStep(D(tickSize), own?.side === 'short' ? 'ceil' : 'floor')
  return onTick.isPositive() ? onTick.toString() : null
}

/** Equity − floor: the room left before a floor is reached (negative when past it). */
export function roomToFloor(equity: string, floor: string): string {
  return D(equity).sub(floor).toString()
}
