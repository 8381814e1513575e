/**
 * What a real account may withdraw (rules.md, Real accounts and profit
 * withdrawal), pure: withdrawable = max(0, balance − initial) × share, in
 * whole cents, only with no open position, no request waiting, at least
 * the payout interval after the first fill and after the last paid
 * withdrawal. A request of `amount` debits amount ÷ share from the balance
 * (never more than the profit).
 */
import { D, Decimal } from '#money/decimal.ts'

/** Cents: what a trader can ask for. */
export const AMOUNT_SCALE = 2
/** What leaves the balance keeps this many decimals (rounded up, capped at the profit). */
export const DEBIT_SCALE = 8

export type IneligibleReason =
  | 'not_active'
  | 'no_profit'
  | 'open_positions'
  | 'no_trades'
  | 'too_early'
  | 'pending_request'

export interface RealAccountFigures {
  active: boolean
  initialBalance: Decimal
  balance: Decimal
  /** Percent: 80 means 80 %. */
  sharePercent: Decimal
  openPositions: number
  firstFillAt: Date | null
  /** When the last paid withdrawal was paid (null: none yet). */
  lastPaidAt: Date | null
  pendingRequest: boolean
  intervalDays: number
  now: Date
}

export interface Withdrawable {
  totalProfit: Decimal
  withdrawable: Decimal
  eligible: boolean
  reason: IneligibleReason | null
  /** When the interval rule lets a request through (null: not a matter of time). */
  eligibleAt: Date | null
}

const DAY = 86_400_000

export function profitOf(initial: Decimal, balance: Decimal): Decimal {
  return Decimal.max(D(0), balance.sub(initial))
}

export function realWithdrawable(f: RealAccountFigures): Withdrawable {
  const totalProfit = profitOf(f.initialBalance, f.balance)
  const share = totalProfit.mul(f.sharePercent).div(100, AMOUNT_SCALE, 'down')
  const waitFrom = [f.firstFillAt, f.lastPaidAt].filter((d): d is Date => d !== null)
  const eligibleAt =
    waitFrom.length > 0
      ? new Date(Math.max(...waitFrom.map((d) => d.getTime())) + f.intervalDays * DAY)
      : null
  const reason: IneligibleReason | null = !f.active
    ? 'not_active'
    : f.pendingRequest
      ? 'pending_request'
      : f.openPositions > 0
        ? 'open_positions'
        : f.firstFillAt === null
          ? 'no_trades'
          : eligibleAt !== null && eligibleAt.getTime() > f.now.getTime()
            ? 'too_early'
            : share.isPositive()
              ? null
              : 'no_profit'
  return {
    totalProfit,
    withdrawable: share,
    eligible: reason === null,
    reason,
    eligibleAt,
  }
}

/** What leaves the balance for `amount`: amount ÷ share, rounded up, at most the profit. */
export function debitFor(amount: Decimal, sharePercent: Decimal, totalProfit: Decimal): Decimal {
  const debit = amount.mul(100).div(sharePercent, DEBIT_SCALE, 'up')
  return Decimal.min(debit, totalProfit)
}
