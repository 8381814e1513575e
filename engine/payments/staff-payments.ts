/**
 * The staff console's payments list (contract/staff-payments.ts): newest
 * first, filtered by status (or flagged), provider and buyer, each with the
 * provider events received for it, oldest first.
 */
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, or, type SQL } from 'drizzle-orm'
import type { z } from 'zod'
import type { StaffPayment, staffPaymentsQuery } from '#contract/staff-payments.ts'
import type { Db } from '../db/client.ts'
import {
  challenges,
  paymentProviderEvents,
  paymentProviders,
  payments,
  users,
} from '../db/schema/index.ts'
import type { Locale } from '../i18n.ts'
import { type PageRequest, pageOffset } from '../pagination.ts'
import { shownTitle } from '../user-challenges/present.ts'

type Query = z.output<typeof staffPaymentsQuery>

function conditions(query: Query): SQL | undefined {
  const where: Array<SQL | undefined> = []
  if (query.status === 'flagged') where.push(isNotNull(payments.flag))
  else if (query.status) where.push(eq(payments.status, query.status))
  if (query.provider) where.push(eq(paymentProviders.code, query.provider))
  if (query.user) {
    // Escaped: a % or _ typed by staff is matched literally.
    const pattern = `%${query.user.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`
    where.push(or(ilike(users.email, pattern), ilike(users.name, pattern)))
  }
  return and(...where)
}

export async function staffPaymentPage(
  db: Db,
  query: Query & PageRequest,
  locale: Locale,
): Promise<{ data: StaffPayment[]; total: number }> {
  const where = conditions(query)
  const base = db
    .select({
      payment: payments,
      user: { id: users.id, email: users.email, name: users.name },
      provider: paymentProviders,
      product: { titleEn: challenges.titleEn, titleFa: challenges.titleFa },
    })
    .from(payments)
    .innerJoin(users, eq(users.id, payments.userId))
    .leftJoin(paymentProviders, eq(paymentProviders.id, payments.providerId))
    .leftJoin(challenges, eq(challenges.id, payments.challengeId))
    .where(where)
  const [rows, [total]] = await Promise.all([
    base
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(query.per_page)
      .offset(pageOffset(query)),
    db
      .select({ n: count() })
      .from(payments)
      .innerJoin(users, eq(users.id, payments.userId))
      .leftJoin(paymentProviders, eq(paymentProviders.id, payments.providerId))
      .where(where),
  ])
  const ids = rows.map((r) => r.payment.id)
  const events = ids.length
    ? await db
        .select()
        .from(paymentProviderEvents)
        .where(inArray(paymentProviderEvents.paymentId, ids))
        .orderBy(asc(paymentProviderEvents.receivedAt), asc(paymentProviderEvents.id))
    : []
  // What the provider said it received: the flagged amount, else the event that activated it.
  const received = (
    paymentId: number,
    payment: { receivedAmount: string | null; receivedCurrency: string | null },
  ) => {
    if (payment.receivedAmount !== null)
      return { amount: payment.receivedAmount, currency: payment.receivedCurrency }
    const paid = events.find((e) => e.paymentId === paymentId && e.outcome === 'activated')
    return { amount: paid?.amount ?? null, currency: paid?.currency ?? null }
  }
  const data = rows.map(({ payment, user, provider, product }) => ({
    id: payment.id,
    user,
    // The product's title in the reader's language (the stored one is the buyer's).
    title: shownTitle(payment.title, product?.titleEn ? product : null, locale),
    provider: provider
      ? { code: provider.code, name: locale === 'fa' ? provider.nameFa : provider.nameEn }
      : null,
    checkout_reference: payment.checkoutReference,
    provider_reference: payment.providerReference,
    refund_reference: payment.refundReference,
    status: payment.status,
    flag: payment.flag,
    final_price: payment.finalPrice,
    received_amount: received(payment.id, payment).amount,
    received_currency: received(payment.id, payment).currency,
    created_at: payment.createdAt.toISOString(),
    paid_at: payment.paidAt?.toISOString() ?? null,
    events: events
      .filter((e) => e.paymentId === payment.id)
      .map((e) => ({
        id: e.id,
        event_id: e.eventId,
        type: e.type,
        outcome: e.outcome,
        source: e.source,
        amount: e.amount,
        currency: e.currency,
        received_at: e.receivedAt.toISOString(),
      })),
  }))
  return { data, total: total?.n ?? 0 }
}
