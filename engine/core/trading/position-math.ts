/**
 * One-way positions (trading.md): a fill of side s, size f, price p on a
 * position of signed size q and entry E increases, reduces or flips it.
 */
import { D, Decimal } from '#money/decimal.ts'
import type { Side } from './types.ts'

/** Money is kept to 8 decimals (USDT's precision); ledger rows are rounded so. */
export const MONEY_SCALE = 8
/** Average entry prices keep 10 decimals. */
export const ENTRY_SCALE = 10

export function sideSign(side: Side): 1 | -1 {
  return side === 'buy' ? 1 : -1
}

export interface FillOutcome {
  /** Signed size after the fill. */
  size: Decimal
  /** Entry after the fill (0 when flat). */
  entry: Decimal
  /** PnL realized by the reducing part, rounded to MONEY_SCALE. */
  realized: Decimal
  /** How much of the fill reduced the old position. */
  reduced: Decimal
  /** Whether the position changed direction (or opened from flat). */
  opened: boolean
}

export function applyFill(
  size: Decimal,
  entry: Decimal,
  side: Side,
  quantity: Decimal,
  price: Decimal,
): FillOutcome {
  const s = sideSign(side)
  const q = size
  const direction = q.sign()
  // Stryker disable next-line ConditionalExpression: from flat the reduce path ends in the flip branch, which opens alike
  if (direction === 0 || direction === s) {
    // increase (or open): E′ = (|q|·E + f·p) / (|q| + f)
    const absQ = q.abs()
    const newEntry =
      direction === 0
        ? price
        : absQ.mul(entry).add(quantity.mul(price)).div(absQ.add(quantity), ENTRY_SCALE)
    return {
      size: q.add(quantity.mul(s)),
      entry: newEntry,
      realized: D(0),
      reduced: D(0),
      opened: direction === 0,
    }
  }
  const absQ = q.abs()
  const reduced = Decimal.min(absQ, quantity)
  // reduce: realized += f·(p − E)·sign(q)
  // Stryker disable next-line StringLiteral: '' falls back to Decimal's default rounding, half-even
  const realized = reduced.mul(price.sub(entry)).mul(direction).round(MONEY_SCALE, 'half-even')
  const rest = quantity.sub(reduced)
  if (rest.isZero()) {
    const newSize = q.add(quantity.mul(s))
    return {
      size: newSize,
      entry: newSize.isZero() ? D(0) : entry,
      realized,
      reduced,
      opened: false,
    }
  }
  // flip: realize on |q|, the rest opens at p
  return { size: rest.mul(s), entry: price, realized, reduced, opened: true }
}

/** unrealized PnL = (mark − E) × q */
export function unrealizedPnl(size: Decimal, entry: Decimal, mark: Decimal): Decimal {
  return mark.sub(entry).mul(size)
}

/** fee = notional × rate, rounded to MONEY_SCALE. */
export function feeOf(quantity: Decimal, price: Decimal, rate: Decimal): Decimal {
  // Stryker disable next-line StringLiteral: '' falls back to Decimal's default rounding, half-even
  return quantity.mul(price).mul(rate).round(MONEY_SCALE, 'half-even')
}
