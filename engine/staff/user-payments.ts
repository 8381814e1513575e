/**
 * A user's payments and tickets on the staff user page (issue 25): what
 * was paid, with which coupon and provider, and whether a refund can
 * succeed (a paid payment whose challenge is not funded, decision 243),
 * with what goes back: the provider's amount outside the platform and the
 * credit spent, back into the credit balance.
 */
import { desc, eq } from 'drizzle-orm'
import type { StaffUserPayment, StaffUserTicket } from '#contract/staff.ts'
import { D } from '#money/decimal.ts'
import type { DbOrTx } from '../db/client.ts'
import {
  challengeActivations,
  challenges,
  coupons,
  paymentProviders,
  payments,
  tickets,
  userChallenges,
} from '../db/schema/index.ts'
import type { Locale } from '../i18n.ts'
import { refundWay } from '../payments/integration.ts'
import { knownIntegration } from '../payments/providers.ts'
import { shownTitle } from '../user-challenges/present.ts'

export async function userPayments(
  db: DbOrTx,
  userId: number,
  locale: string,
): Promise<StaffUserPayment[]> {
  const rows = await db
    .select({
      payment: payments,
      coupon: coupons.code,
      providerCode: paymentProviders.code,
      providerEn: paymentProviders.nameEn,
      providerFa: paymentProviders.nameFa,
      challengeId: userChallenges.id,
      challengeStatus: userChallenges.status,
      product: { titleEn: challenges.titleEn, titleFa: challenges.titleFa },
    })
    .from(payments)
    .leftJoin(challenges, eq(challenges.id, payments.challengeId))
    .leftJoin(coupons, eq(coupons.id, payments.couponId))
    .leftJoin(paymentProviders, eq(paymentProviders.id, payments.providerId))
    .leftJoin(challengeActivations, eq(challengeActivations.paymentId, payments.id))
    .leftJoin(userChallenges, eq(userChallenges.id, challengeActivations.userChallengeId))
    .where(eq(payments.userId, userId))
    .orderBy(desc(payments.id))
    .limit(100)
  return rows.map(
    ({
      payment: p,
      coupon,
      providerCode,
      providerEn,
      providerFa,
      challengeId,
      challengeStatus,
      product,
    }) => ({
      id: p.id,
      // The product's title in the reader's language (the stored one is the buyer's).
      title: shownTitle(p.title, product?.titleEn ? product : null, locale as Locale),
      price: D(p.price).add(p.featuresPrice).toString(),
      discount: D(p.discount).toString(),
      credit: D(p.credit).toString(),
      final_price: D(p.finalPrice).toString(),
      coupon,
      provider: (locale === 'fa' ? providerFa : providerEn) ?? null,
      provider_reference: p.providerReference,
      status: p.status,
      user_challenge_id: challengeId,
      refundable: p.status === 'paid' && challengeStatus !== 'funded',
      refund_way: D(p.finalPrice).isPositive()
        ? refundWay(providerCode ? knownIntegration(providerCode) : undefined)
        : 'none',
      refund_reference: p.refundReference,
      created_at: p.createdAt.toISOString(),
      paid_at: p.paidAt?.toISOString() ?? null,
    }),
  )
}

export async function userTickets(db: DbOrTx, userId: number): Promise<StaffUserTicket[]> {
  const rows = await db
    .select({
      id: tickets.id,
      subject: tickets.subject,
      status: tickets.status,
      updatedAt: tickets.updatedAt,
    })
    .from(tickets)
    .where(eq(tickets.userId, userId))
    .orderBy(desc(tickets.updatedAt), desc(tickets.id))
    .limit(100)
  return rows.map((t) => ({
    id: t.id,
    subject: t.subject,
    status: t.status,
    updated_at: t.updatedAt.toISOString(),
  }))
}
