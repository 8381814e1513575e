/**
 * A payment as its buyer sees it on the result pages (issue 24, 25): the
 * order (challenge, features, coupon, provider, figures), where it stands,
 * why it waits for staff when the provider reported another amount
 * (issue 16), and the challenge it opened.
 */
import { and, eq } from 'drizzle-orm'
import type { PaymentView } from '#contract/payments.ts'
import { D } from '#money/decimal.ts'
import type { DbOrTx } from '../db/client.ts'
import { challengeActivations, coupons, paymentProviders, payments } from '../db/schema/index.ts'
import type { Locale } from '../i18n.ts'

/** The buyer's own payment; undefined for another's or none. */
export async function buyerPaymentView(
  db: DbOrTx,
  userId: number,
  paymentId: number,
  locale: Locale,
): Promise<PaymentView | undefined> {
  const [row] = await db
    .select({
      payment: payments,
      userChallengeId: challengeActivations.userChallengeId,
      coupon: coupons.code,
      provider: paymentProviders,
    })
    .from(payments)
    .leftJoin(challengeActivations, eq(challengeActivations.paymentId, payments.id))
    .leftJoin(coupons, eq(coupons.id, payments.couponId))
    .leftJoin(paymentProviders, eq(paymentProviders.id, payments.providerId))
    .where(and(eq(payments.id, paymentId), eq(payments.userId, userId)))
    .limit(1)
  if (!row) return undefined
  const { payment, provider } = row
  const fa = locale === 'fa'
  // A flag the buyer cannot act on (a refund that failed at the provider) is staff's alone.
  const flag = payment.flag === 'refund_failed' ? null : payment.flag
  return {
    id: payment.id,
    status: payment.status,
    challenge_id: payment.challengeId,
    title: payment.title,
    features: payment.features.map((f) => ({ id: f.id, title: fa ? f.title.fa : f.title.en })),
    coupon: row.coupon,
    provider: provider ? { id: provider.id, name: fa ? provider.nameFa : provider.nameEn } : null,
    // Invoice figures to the cent, as the checkout showed them.
    order_price: D(payment.price).add(payment.featuresPrice).toFixed(2),
    discount: D(payment.discount).toFixed(2),
    credit: D(payment.credit).toFixed(2),
    final_price: D(payment.finalPrice).toFixed(2),
    flag,
    received_amount: flag && payment.receivedAmount ? D(payment.receivedAmount).toString() : null,
    received_currency: flag ? payment.receivedCurrency : null,
    user_challenge_id: row.userChallengeId,
    created_at: payment.createdAt.toISOString(),
    paid_at: payment.paidAt?.toISOString() ?? null,
  }
}
