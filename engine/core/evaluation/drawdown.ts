/**
 * A step's drawdown figures (docs/decisions/410), from the lowest equities
 * the trading core computed (never from the sampled chart):
 *
 * - day drawdown = the day's starting balance − the day's lowest equity;
 * - total drawdown = initial balance − the lowest equity since the start
 *   (it can only grow: a "worst fall seen");
 * - max drawdown % = total drawdown ÷ initial × 100 (2 decimals, half-even).
 *
 * Each is 0 when equity never went below its base. A low not known (null)
 * counts as no fall.
 */
import { D, type Decimal } from '#money/decimal.ts'

export interface DrawdownFigures {
  total: string
  daily: string
  maxPercent: string
}

const fall = (base: Decimal, low: Decimal | null) => (low?.lt(base) ? base.sub(low) : D(0))

/** The lowest of readings that may be unknown. */
export function lowest(...values: Array<Decimal | string | null | undefined>): Decimal | null {
  let low: Decimal | null = null
  for (const value of values) {
    if (value === null || value === undefined) continue
    const d = D(value)
    if (low === null || d.lt(low)) low = d
  }
  return low
}

export function drawdowns(input: {
  initialBalance: string
  dayStartBalance: string
  stepLow: Decimal | null
  dayLow: Decimal | null
}): DrawdownFigures {
  const initial = D(input.initialBalance)
  const total = fall(initial, input.stepLow)
  return {
    total: total.toString(),
    daily: fall(D(input.dayStartBalance), input.dayLow).toString(),
    maxPercent: initial.isZero() ? '0' : total.mul(100).div(initial, 2).toString(),
  }
}
