/**
 * What a real account may withdraw (rules.md, Real accounts and profit
 * withdrawal), pure: withdrawable = max(0, balance − initial) × share, in
 * whole cents. Whether it may be asked for now (no open position, no
 * request waiting, the payout interval, …) is payout-readiness.ts's, the
 * one place that decides it. A request of `amount` debits amount ÷ share
 * from the balance (never more than the profit).
 */
import { D, Decimal } from '#money/decimal.ts'

/** Cents: what a trader can ask for. */
export const AMOUNT_SCALE = 2
/** What leaves the balance keeps this many decimals (rounded up, capped at the profit). */
export const DEBIT_SCALE = 8

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
}

export function profitOf(initial: Decimal, balance: Decimal): Decimal {
  return Decimal.max(D(0), balance.sub(initial))
}

export function realWithdrawable(f: RealAccountFigures): Withdrawable {
  const totalProfit = profitOf(f.initialBalance, f.balance)
  const withdrawable = totalProfit.mul(f.sharePercent).div(100, AMOUNT_SCALE, 'down')
  return { totalProfit, withdrawable }
}

/** What leaves the balance for `amount`: amount ÷ share, rounded up, at most the profit. */
export function debitFor(amount: Decimal, sharePercent: Decimal, totalProfit: Decimal): Decimal {
  const debit = amount.mul(100).div(sharePercent, DEBIT_SCALE, 'up')
  return Decimal.min(debit, totalProfit)
}
