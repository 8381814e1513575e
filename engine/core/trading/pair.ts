/** Per-pair math: brackets, leverage caps, display precision. */
import { D, type Decimal } from '#money/decimal.ts'
import type { Bracket, PairSpec } from './types.ts'

export const DEFAULT_LEVERAGE = 20

/** The bracket a position notional falls in (the last one beyond every cap). */
export function bracketFor(pair: PairSpec, notional: Decimal): Bracket {
  for (const bracket of pair.brackets) if (notional.lte(bracket.notionalCap)) return bracket
  const last = pair.brackets.at(-1)
  if (!last) throw new Error(`pair ${pair.code} has no leverage brackets`)
  return last
}

/** Largest position notional allowed at a leverage: the cap of the widest bracket that allows it. */
export function maxNotionalAt(pair: PairSpec, leverage: number): Decimal {
  let cap = D(0)
  for (const bracket of pair.brackets)
    if (bracket.maxLeverage >= leverage) cap = bracket.notionalCap
  return cap
}

/** Highest leverage any position of this pair may use. */
export function pairMaxLeverage(pair: PairSpec): number {
  return Math.max(...pair.brackets.map((b) => b.maxLeverage))
}

/** Maintenance margin of a position notional: notional × MMR − cum. */
export function maintenanceOf(pair: PairSpec, notional: Decimal): Decimal {
  const bracket = bracketFor(pair, notional)
  return notional.mul(bracket.mmr).sub(bracket.cum)
}

/** Digits after the point of a step or tick ("0.001" → 3). */
export function decimalsOf(step: Decimal): number {
  const text = step.toString()
  const dot = text.indexOf('.')
  // Stryker disable next-line EqualityOperator: a decimal's text never starts with its point
  return dot < 0 ? 0 : text.length - dot - 1
}

/** Digits shown for derived prices (liquidation): the tick's, at least 2. */
export function pricePrecision(pair: PairSpec): number {
  return Math.max(2, decimalsOf(pair.tickSize))
}

/** cum of each bracket from its predecessor: cumᵢ = cumᵢ₋₁ + capᵢ₋₁ × (mmrᵢ − mmrᵢ₋₁). */
export function bracketsWithCum(
  rows: Array<{ notionalCap: string; maxLeverage: number; mmr: string }>,
): Bracket[] {
  const out: Bracket[] = []
  for (const row of rows) {
    const previous = out.at(-1)
    const mmr = D(row.mmr)
    const cum = previous ? previous.cum.add(previous.notionalCap.mul(mmr.sub(previous.mmr))) : D(0)
    out.push({ notionalCap: D(row.notionalCap), maxLeverage: row.maxLeverage, mmr, cum })
  }
  return out
}
