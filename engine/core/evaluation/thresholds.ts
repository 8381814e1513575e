/**
 * The equity levels an account is watched at (rules.md, Evaluation):
 *
 * - daily floor = daily starting balance − max_dd_daily × initial balance
 * - total floor, static = initial balance × (1 − max_dd_total)
 * - total floor, trailing (docs/decisions/566) = min(highest end-of-day
 *   balance, initial + limit) − limit: it rises with each new end-of-day
 *   high until it reaches the initial balance, then stays; it never falls
 * - a breach is equity ≤ a floor
 *
 * A limit is an amount of USDT the equity may lose: the daily limit is
 * max_dd_daily × initial, measured from the daily starting balance; the
 * total limit is max_dd_total × initial, measured from the initial balance.
 * "80 % of a limit" is the equity at which 80 % of that amount is lost:
 *
 * - daily warning level = daily starting balance − 0.8 × max_dd_daily × initial
 * - total warning level = reference − 0.8 × max_dd_total × initial, the
 *   reference being the initial balance (static) or the trailing one above
 *
 * e.g. initial 10 000, 5 %/10 %, a day started at 10 000: daily warning at
 * 9 600, daily floor 9 500; total warning at 9 200, total floor 9 000.
 */
import { D, Decimal } from '#money/decimal.ts'
import type { PhaseLimits } from './limits.ts'

export type DrawdownRule = 'daily_drawdown' | 'total_drawdown'

export interface EquityThresholds {
  dailyFloor: string
  totalFloor: string
  /** The higher floor: the first an equity falling from above reaches. */
  breachFloor: string
  /** The rule that floor belongs to (total when both are equal). */
  breachRule: DrawdownRule
  dailyWarning: string
  totalWarning: string
  /** The higher warning level: the first one a falling equity reaches. */
  warningLevel: string
}

const PERCENT = D('0.01')

export interface ThresholdInputs {
  initialBalance: string
  /** Balance at the start of the current trading day. */
  dailyBalance: string
  /** The highest end-of-day balance of the step (null or absent: none above the initial). */
  highBalance?: string | null
}

/**
 * The balance a total drawdown is measured from: the initial balance
 * (static), or the highest end-of-day balance capped at initial + limit
 * (trailing), so the floor stops at the initial balance.
 */
export function totalReference(
  kind: PhaseLimits['ddTotalKind'],
  initial: Decimal,
  totalLimit: Decimal,
  highBalance: string | null | undefined,
): Decimal {
  if (kind !== 'trailing' || highBalance == null) return initial
  const high = Decimal.max(initial, D(highBalance))
  return Decimal.min(high, initial.add(totalLimit))
}

/** The money a percent of the initial balance is. */
function share(percent: string, initial: Decimal): Decimal {
  return initial.mul(D(percent).mul(PERCENT))
}

export function equityThresholds(limits: PhaseLimits, inputs: ThresholdInputs): EquityThresholds {
  const initial = D(inputs.initialBalance)
  const dailyStart = D(inputs.dailyBalance)
  const dailyLimit = share(limits.maxDdDaily, initial)
  const totalLimit = share(limits.maxDdTotal, initial)
  const warnAt = D(limits.warningPercent).mul(PERCENT)

  const reference = totalReference(limits.ddTotalKind, initial, totalLimit, inputs.highBalance)

  const dailyFloor = dailyStart.sub(dailyLimit)
  const totalFloor = reference.sub(totalLimit)
  const dailyWarning = dailyStart.sub(dailyLimit.mul(warnAt))
  const totalWarning = reference.sub(totalLimit.mul(warnAt))
  const dailyFirst = dailyFloor.gt(totalFloor)

  return {
    dailyFloor: dailyFloor.toString(),
    totalFloor: totalFloor.toString(),
    breachFloor: (dailyFirst ? dailyFloor : totalFloor).toString(),
    breachRule: dailyFirst ? 'daily_drawdown' : 'total_drawdown',
    dailyWarning: dailyWarning.toString(),
    totalWarning: totalWarning.toString(),
    warningLevel: Decimal.max(dailyWarning, totalWarning).toString(),
  }
}
