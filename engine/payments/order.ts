/**
 * Prices an order from the catalogue: the challenge, its features and the
 * coupon, each checked (422 with the field's text when not on sale, unknown,
 * expired or used up). Shared by checkCoupon and payments/request.
 */
import { and, count, eq, inArray, ne, or, sql } from 'drizzle-orm'
import { type CouponTerms, couponDiscount, orderPrice } from '#money/invoice.ts'
import { couponProblem, normalizeCouponCode } from '../core/checkout/coupon.ts'
import type { DbOrTx } from '../db/client.ts'
import {
  challenges,
  couponChallenges,
  coupons,
  features,
  payments,
  programs,
} from '../db/schema/index.ts'
import { fieldError } from '../errors.ts'
import { type Locale, translate } from '../i18n.ts'
import { texts } from './texts.ts'

export type CouponRow = typeof coupons.$inferSelect

export interface OrderInput {
  userId: number
  challengeId: number
  featureIds: number[]
  coupon: string | null | undefined
  now: Date
  locale: Locale
  /** Lock the coupon row (payments/request) so its last use cannot be taken twice. */
  lockCoupon?: boolean
}

export interface PricedOrder {
  challenge: typeof challenges.$inferSelect
  features: Array<typeof features.$inferSelect>
  coupon: CouponRow | null
  /** Price plus features. */
  orderPrice: string
  discount: string
}

const COUPON_TEXT = {
  unknown: texts.couponUnknown,
  not_started: texts.couponNotStarted,
  expired: texts.couponExpired,
  used_up: texts.couponUsedUp,
  used_by_buyer: texts.couponUsedByBuyer,
  other_challenge: texts.couponOtherChallenge,
} as const

export async function priceOrder(tx: DbOrTx, input: OrderInput): Promise<PricedOrder> {
  const fail = (field: string, text: string) => fieldError(field, translate(input.locale, text))

  // On sale: the challenge and its program (a program taken off sale sells none of its sizes).
  const [found] = await tx
    .select({ challenge: challenges })
    .from(challenges)
    .innerJoin(programs, eq(programs.id, challenges.programId))
    .where(
      and(
        eq(challenges.id, input.challengeId),
        eq(challenges.active, true),
        eq(programs.active, true),
      ),
    )
  const challenge = found?.challenge
  if (!challenge) throw fail('challenge_id', texts.challengeNotOnSale)

  const wanted = [...new Set(input.featureIds)]
  const chosen =
    wanted.length === 0
      ? []
      : await tx
          .select()
          .from(features)
          .where(and(inArray(features.id, wanted), eq(features.active, true)))
  if (chosen.length !== wanted.length) throw fail('features', texts.featureNotOnSale)
  // Two features of one effect (a 85 % and a 90 % profit share) cannot both apply.
  if (new Set(chosen.map((f) => f.code)).size !== chosen.length)
    throw fail('features', texts.oneFeaturePerEffect)
  chosen.sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id)

  const price = orderPrice(
    challenge.price,
    chosen.map((f) => f.pricePercent),
  )

  let coupon: CouponRow | null = null
  let discount = '0.00'
  if (input.coupon) {
    coupon = await findUsableCoupon(tx, input, fail)
    const terms: CouponTerms = { kind: coupon.kind, value: coupon.value }
    discount = couponDiscount(terms, price)
  }
  return { challenge, features: chosen, coupon, orderPrice: price, discount }
}

async function findUsableCoupon(
  tx: DbOrTx,
  input: OrderInput,
  fail: (field: string, text: string) => Error,
): Promise<CouponRow> {
  const code = normalizeCouponCode(input.coupon ?? '')
  const query = tx.select().from(coupons).where(eq(coupons.code, code))
  const [coupon] = input.lockCoupon ? await query.for('update') : await query
  const uses = coupon ? await couponUses(tx, coupon.id, input.userId) : { total: 0, byBuyer: 0 }
  const challengeIds = coupon
    ? (
        await tx
          .select({ id: couponChallenges.challengeId })
          .from(couponChallenges)
          .where(eq(couponChallenges.couponId, coupon.id))
      ).map((r) => r.id)
    : []
  const problem = couponProblem(
    coupon ? { ...coupon, challengeIds } : undefined,
    uses,
    input.now,
    input.challengeId,
  )
  if (problem || !coupon) throw fail('coupon', COUPON_TEXT[problem ?? 'unknown'])
  return coupon
}

/**
 * Payments holding the coupon, in all and this buyer's: paid ones, and
 * pending ones of other buyers. The buyer's own pending payment does not
 * count: placing the order supersedes it (request-payment.ts), so coming
 * back from the provider page the code still checks out.
 */
async function couponUses(tx: DbOrTx, couponId: number, userId: number) {
  const [row] = await tx
    .select({
      total: count(),
      byBuyer: sql<number>`(count(*) filter (where ${payments.userId} = ${userId}))::int`,
    })
    .from(payments)
    .where(
      and(
        eq(payments.couponId, couponId),
        or(
          eq(payments.status, 'paid'),
          and(eq(payments.status, 'pending'), ne(payments.userId, userId)),
        ),
      ),
    )
  return { total: row?.total ?? 0, byBuyer: row?.byBuyer ?? 0 }
}
