/**
 * Whether a real account's profit can be paid out now, condition by
 * condition (issue 31): one function, read by the readiness panel and by
 * the withdrawal request's refusal, so the two cannot disagree. Pure: the
 * shell gathers the facts (engine/real/readiness.ts), each check reads them.
 *
 * The checks are a list (docs/decisions/560): a condition added later (an
 * identity review, a risk flag) is one more fact and one more check, and
 * both the panel and the refusal have it at once.
 */
import { D, type Decimal } from '#money/decimal.ts'
import { type RealAccountFigures, realWithdrawable } from './real-withdrawable.ts'

/** The smallest payout, in USDT: a cent, the amount's own precision (rules.md sets no other). */
export const PAYOUT_MINIMUM = D('0.01')

export interface PayoutFacts extends RealAccountFigures {
  /** When each of the user's payout addresses on a network profit is paid on becomes usable. */
  addressesUsableAt: Date[]
  /** Withdrawals frozen by the new-address mail's link (docs/decisions/393). */
  frozen: boolean
  /**
   * The identity check (docs/decisions/590): cleared (GREEN, no flag) or
   * not; null when verification is off (no keys), so the panel does not show it.
   */
  identityCleared: boolean | null
  /** An open risk flag names the account or its user (issue 33, decision 585). */
  underReview: boolean
}

/** Why a condition is shown: a key the shell turns into the trader's words. */
export type PayoutConditionId =
  | 'account_active'
  | 'identity_verified'
  | 'not_frozen'
  | 'under_review'
  | 'wait'
  | 'no_open_positions'
  | 'no_pending_request'
  | 'payout_address'
  | 'minimum'

export interface PayoutCondition {
  id: PayoutConditionId
  met: boolean
  /** When an unmet condition will hold by itself (only time is missing); null otherwise. */
  metAt: Date | null
  /** What the trader's sentence names: a number of days, an amount, which wait. */
  params: Record<string, string | number>
}

/** One condition; null when it has nothing to tell the trader (it holds and is not worked toward). */
export type PayoutCheck = (facts: PayoutFacts) => PayoutCondition | null

export interface PayoutReadiness {
  totalProfit: Decimal
  /** The trader's share of the profit, in cents: what a request may ask for once ready. */
  amount: Decimal
  conditions: PayoutCondition[]
  ready: boolean
  /** When every condition will hold if only time is missing; null when ready or when one needs an action. */
  readyAt: Date | null
  /** The first unmet condition: what a refused request says. */
  blocking: PayoutCondition | null
}

const DAY = 86_400_000

const condition = (
  id: PayoutConditionId,
  met: boolean,
  metAt: Date | null = null,
  params: Record<string, string | number> = {},
): PayoutCondition => ({ id, met, metAt: met ? null : metAt, params })

export const accountActive: PayoutCheck = (f) => condition('account_active', f.active)

/**
 * A GREEN identity review with no flag where Sumsub is configured (decision
 * 590): it needs the trader's action, so it has no date.
 */
export const identityVerified: PayoutCheck = (f) =>
  f.identityCleared === null ? null : condition('identity_verified', f.identityCleared)

/** Shown only while frozen: an unfrozen account is not a step a trader takes. */
export const notFrozen: PayoutCheck = (f) => (f.frozen ? condition('not_frozen', false) : null)

/** Shown only while a risk flag holds the account: the trader learns no more than that. */
export const notUnderReview: PayoutCheck = (f) =>
  f.underReview ? condition('under_review', false) : null

/** The interval after the first fill, or after the last paid withdrawal when there is one. */
export const waitSince: PayoutCheck = (f) => {
  const days = f.intervalDays
  // No trade yet: the wait has not started, so there is no date to give.
  if (f.firstFillAt === null) return condition('wait', false, null, { days, from: 'first_trade' })
  const afterPayout = f.lastPaidAt !== null && f.lastPaidAt > f.firstFillAt
  const since = afterPayout && f.lastPaidAt ? f.lastPaidAt : f.firstFillAt
  const at = new Date(since.getTime() + days * DAY)
  return condition('wait', at.getTime() <= f.now.getTime(), at, {
    days,
    from: afterPayout ? 'last_payout' : 'first_trade',
  })
}

export const noOpenPositions: PayoutCheck = (f) =>
  condition('no_open_positions', f.openPositions === 0)

export const noPendingRequest: PayoutCheck = (f) =>
  condition('no_pending_request', !f.pendingRequest)

/** One address past its cooling-off time; else when the soonest one will be. */
export const payoutAddress: PayoutCheck = (f) => {
  const times = f.addressesUsableAt.map((d) => d.getTime())
  const usable = times.some((t) => t <= f.now.getTime())
  const soonest = times.length > 0 ? new Date(Math.min(...times)) : null
  return condition('payout_address', usable, soonest)
}

export const minimumAmount: PayoutCheck = (f) => {
  const { withdrawable } = realWithdrawable(f)
  return condition('minimum', withdrawable.gte(PAYOUT_MINIMUM), null, {
    min: PAYOUT_MINIMUM.toString(),
  })
}

/** In the order a trader meets them; the first unmet one is what a refusal says. */
export const PAYOUT_CHECKS: readonly PayoutCheck[] = [
  accountActive,
  identityVerified,
  notFrozen,
  notUnderReview,
  waitSince,
  noOpenPositions,
  noPendingRequest,
  payoutAddress,
  minimumAmount,
]

export function payoutReadiness(
  facts: PayoutFacts,
  checks: readonly PayoutCheck[] = PAYOUT_CHECKS,
): PayoutReadiness {
  const figures = realWithdrawable(facts)
  const conditions = checks
    .map((check) => check(facts))
    .filter((c): c is PayoutCondition => c !== null)
  const unmet = conditions.filter((c) => !c.met)
  const onlyTime = unmet.length > 0 && unmet.every((c) => c.metAt !== null)
  return {
    totalProfit: figures.totalProfit,
    amount: figures.withdrawable,
    conditions,
    ready: unmet.length === 0,
    readyAt: onlyTime ? new Date(Math.max(...unmet.map((c) => c.metAt?.getTime() ?? 0))) : null,
    blocking: unmet[0] ?? null,
  }
}
