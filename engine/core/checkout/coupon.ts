/**
 * Whether a coupon can be used now by this buyer. A use is a payment that
 * holds the coupon: paid, or pending for another buyer (a canceled or failed
 * payment gives its use back; the buyer's own pending one is superseded by
 * the new order), so two buyers racing for the last use cannot both get it.
 */
import type { CouponKind } from '#money/invoice.ts'

export interface CouponRecord {
  kind: CouponKind
  value: string
  active: boolean
  /** Valid from (inclusive); null: from its creation. */
  startsAt: Date | null
  /** Valid until (exclusive); null: no end. */
  endsAt: Date | null
  /** Uses allowed in all; null: unlimited. */
  usageLimit: number | null
  /** Uses allowed per buyer; null: unlimited. */
  perUserLimit: number | null
  /** The challenges it is limited to; absent or empty: every challenge. */
  challengeIds?: readonly number[]
}

export interface CouponUses {
  total: number
  byBuyer: number
}

export type CouponProblem =
  | 'unknown'
  | 'not_started'
  | 'expired'
  | 'used_up'
  | 'used_by_buyer'
  | 'other_challenge'

/** `challengeId`: the challenge being bought (a limited coupon applies to its challenges only). */
export function couponProblem(
  coupon: CouponRecord | undefined,
  uses: CouponUses,
  now: Date,
  challengeId?: number,
): CouponProblem | null {
  if (!coupon?.active) return 'unknown'
  const only = coupon.challengeIds ?? []
  if (only.length > 0 && (challengeId === undefined || !only.includes(challengeId)))
    return 'other_challenge'
  if (coupon.startsAt && now.getTime() < coupon.startsAt.getTime()) return 'not_started'
  if (coupon.endsAt && now.getTime() >= coupon.endsAt.getTime()) return 'expired'
  if (coupon.usageLimit !== null && uses.total >= coupon.usageLimit) return 'used_up'
  if (coupon.perUserLimit !== null && uses.byBuyer >= coupon.perUserLimit) return 'used_by_buyer'
  return null
}

/** Codes are matched without regard to case or surrounding spaces. */
export function normalizeCouponCode(code: string): string {
  return code.trim().toUpperCase()
}
