/**
 * Buying a challenge: payment providers, coupons, payments (the order with
 * its invoice and pinned rules), and activations (the fact that a payment
 * opened a challenge: at most one per payment, and what the referral
 * programme consumes).
 */
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { paymentFlags, paymentStatuses, providerEventOutcomes } from '#contract/payments.ts'
import type { RulesSnapshot } from '../../core/rules.ts'
import { users } from './accounts.ts'
import { challenges } from './catalogue.ts'
import { userChallenges } from './challenge-accounts.ts'
import { at, money, timestamps } from './columns.ts'

export const paymentProviders = pgTable(
  'payment_providers',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** Which integration handles it: "sandbox" (built in). */
    code: text().notNull(),
    nameEn: text().notNull(),
    nameFa: text().notNull(),
    descriptionEn: text().notNull(),
    descriptionFa: text().notNull(),
    active: boolean().notNull().default(true),
    sortOrder: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [uniqueIndex('payment_providers_code_unique').on(t.code)],
)

export const coupons = pgTable(
  'coupons',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** Upper case; buyers' input is matched case-insensitively. */
    code: text().notNull(),
    kind: text({ enum: ['percent', 'fixed'] }).notNull(),
    /** Percent (10 = 10 %) or USDT. */
    value: money().notNull(),
    /** Valid from (inclusive) and until (exclusive); null: open. */
    startsAt: at(),
    endsAt: at(),
    /** Uses in all and per buyer; null: unlimited. A use is a pending or paid payment. */
    usageLimit: integer(),
    perUserLimit: integer(),
    active: boolean().notNull().default(true),
    ...timestamps,
  },
  (t) => [uniqueIndex('coupons_code_unique').on(t.code)],
)

/**
 * The challenges a coupon is limited to (issue 25). A coupon without rows
 * here applies to every challenge.
 */
export const couponChallenges = pgTable(
  'coupon_challenges',
  {
    couponId: integer()
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    challengeId: integer()
      .notNull()
      .references(() => challenges.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.couponId, t.challengeId] }),
    index('coupon_challenges_challenge_idx').on(t.challengeId),
  ],
)

/** A feature as bought: its price and texts at the time of purchase. */
export interface PurchasedFeature {
  id: number
  code: string
  pricePercent: string
  price: string
  title: { en: string; fa: string }
  description: { en: string; fa: string }
}

export const payments = pgTable(
  'payments',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    challengeId: integer()
      .notNull()
      .references(() => challenges.id),
    /** null when the order was free (activated without a provider). */
    providerId: integer().references(() => paymentProviders.id),
    couponId: integer().references(() => coupons.id),
    /** Title the user challenge gets, in the buyer's language. */
    title: text().notNull(),
    accountSize: money().notNull(),
    features: jsonb().$type<PurchasedFeature[]>().notNull(),
    /** The rules the challenge will be judged by, pinned when the order was placed. */
    rules: jsonb().$type<RulesSnapshot>().notNull(),
    price: money().notNull(),
    featuresPrice: money().notNull(),
    discount: money().notNull(),
    credit: money().notNull(),
    finalPrice: money().notNull(),
    status: text({ enum: paymentStatuses }).notNull(),
    /** The provider's id of the transaction, from its confirmation. */
    providerReference: text(),
    /** The provider's checkout (Stripe session cs_…, NOWPayments invoice id): what reconciliation asks about. */
    checkoutReference: text(),
    /** Why staff must look at it (paymentFlags); null when nothing is wrong. */
    flag: text({ enum: paymentFlags }),
    /** What the provider reported receiving, when it is not the invoice (partially paid, mismatch). */
    receivedAmount: money(),
    receivedCurrency: text(),
    /**
     * The refund's transaction reference: the provider's refund id (Stripe
     * re_…) or, where staff refund by hand (NOWPayments), the reference
     * they entered. null until refunded.
     */
    refundReference: text(),
    /** Language of the buyer (for the hosted page). */
    locale: text({ enum: ['en', 'fa'] }).notNull(),
    paidAt: at(),
    /** When it was canceled or failed. */
    closedAt: at(),
    ...timestamps,
  },
  (t) => [
    index('payments_user_idx').on(t.userId, t.status),
    index('payments_coupon_idx').on(t.couponId, t.status),
    index('payments_status_idx').on(t.status, t.createdAt),
  ],
)

/**
 * Every event a provider sent (webhook) or answered (reconciliation), kept
 * for exactly-once handling and for the operator's history. The unique
 * (provider, event id) recognises a repeated delivery; the outcome says
 * what the engine did with it (providerEventOutcomes).
 */
export const paymentProviderEvents = pgTable(
  'payment_provider_events',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    provider: text().notNull(),
    /** The provider's event id (Stripe evt_…), or one derived from the payload when it has none. */
    eventId: text().notNull(),
    type: text().notNull(),
    /** null when the event names no payment of ours. */
    paymentId: integer().references(() => payments.id, { onDelete: 'cascade' }),
    /** SHA-256 (hex) of the raw body. */
    payloadHash: text().notNull(),
    /** Amount and currency the provider reported, when it reported one. */
    amount: money(),
    currency: text(),
    outcome: text({ enum: providerEventOutcomes }).notNull(),
    /** webhook or reconciliation. */
    source: text({ enum: ['webhook', 'reconciliation'] }).notNull(),
    receivedAt: at().notNull(),
  },
  (t) => [
    uniqueIndex('payment_provider_events_unique').on(t.provider, t.eventId),
    index('payment_provider_events_payment_idx').on(t.paymentId, t.receivedAt),
  ],
)

/**
 * One row per activated payment, written in the activation's transaction.
 * The unique payment id is the last guard against a double activation;
 * the referral programme reads rows whose `referralProcessedAt` is null.
 */
export const challengeActivations = pgTable(
  'challenge_activations',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    paymentId: integer()
      .notNull()
      .references(() => payments.id),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userChallengeId: integer()
      .notNull()
      .references(() => userChallenges.id, { onDelete: 'cascade' }),
    /** The challenge's list price (no features): the referral reward's base. */
    challengePrice: money().notNull(),
    /** What the buyer paid through the provider (after discount and credit). */
    amountPaid: money().notNull(),
    activatedAt: at().notNull(),
    /** Set by the referral programme once it has handled this activation. */
    referralProcessedAt: at(),
  },
  (t) => [
    uniqueIndex('challenge_activations_payment_unique').on(t.paymentId),
    index('challenge_activations_referral_idx').on(t.referralProcessedAt),
  ],
)
