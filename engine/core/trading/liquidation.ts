/**
 * Prices at which an account's equity meets a line, one pair moving and the
 * others held at their marks. The liquidation price is trading.md's cross
 * formula; a threshold "equity ≤ X" uses the same linear algebra. These are
 * the keys of the per-pair price indexes, so a tick finds the accounts it
 * crosses without revaluing the others.
 */
import { D, type Decimal } from '#money/decimal.ts'
import type { Bracket } from './types.ts'

/** Scale of crossing prices kept in the indexes (verified exactly when crossed). */
export const CROSSING_SCALE = 12

export interface OtherPositions {
  /** Wallet balance. */
  balance: Decimal
  /** Σ maintenance margin of the account's other positions (TMM1). */
  otherMaintenance: Decimal
  /** Σ unrealized PnL of the account's other positions (UPNL1). */
  otherUnrealized: Decimal
}

/**
 * LP = (WB − TMM1 + UPNL1 + cum − side·|q|·E) / (|q|·MMR − side·|q|),
 * with the bracket whose range holds |q|·LP. null when the account can
 * never be liquidated by this pair (LP ≤ 0: shown as "--").
 */
export function liquidationPrice(
  account: OtherPositions,
  size: Decimal,
  entry: Decimal,
  brackets: Bracket[],
  scale = CROSSING_SCALE,
  rounding: 'half-up' | 'ceil' | 'floor' = 'half-up',
): Decimal | null {
  // Stryker disable next-line ConditionalExpression: a shortcut; with |q| = 0 every denominator is 0, so null anyway
  if (size.isZero()) return null
  const side = size.sign()
  const absQ = size.abs()
  let fallback: Decimal | null = null
  let lower = D(0)
  for (const bracket of brackets) {
    const numerator = account.balance
      .sub(account.otherMaintenance)
      .add(account.otherUnrealized)
      .add(bracket.cum)
      .sub(absQ.mul(entry).mul(side))
    const denominator = absQ.mul(bracket.mmr).sub(absQ.mul(side))
    if (denominator.isZero()) continue
    const price = numerator.div(denominator, scale, rounding)
    const notional = absQ.mul(price)
    fallback ??= price
    if (notional.gt(lower) && notional.lte(bracket.notionalCap))
      return price.isPositive() ? price : null
    lower = bracket.notionalCap
  }
  // Beyond every cap (or at 0): the first bracket's answer.
  return fallback?.isPositive() ? fallback : null
}

/**
 * The mark of this pair at which equity = X: long fires at or below it,
 * short at or above it. null when it can never be reached (≤ 0).
 */
export function thresholdPrice(
  account: { balance: Decimal; otherUnrealized: Decimal },
  size: Decimal,
  entry: Decimal,
  threshold: Decimal,
  rounding: 'ceil' | 'floor',
): Decimal | null {
  if (size.isZero()) return null
  // balance + U1 + q·(m − E) = X  →  m = E + (X − balance − U1) / q
  const price = entry.add(
    threshold.sub(account.balance).sub(account.otherUnrealized).div(size, CROSSING_SCALE, rounding),
  )
  return price.isPositive() ? price : null
}
