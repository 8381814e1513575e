/**
 * Money leaving the platform (rules.md): profit withdrawals of real
 * accounts, referral-credit withdrawals, and how payouts can be made. A
 * request takes its amount out at once (the account balance, or the credit
 * ledger), so it cannot be spent twice; staff pay or reject it, a
 * rejection puts it back.
 */
import { sql } from 'drizzle-orm'
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { withdrawStatuses } from '#contract/real.ts'
import { users } from './accounts.ts'
import { tradingAccounts, userChallenges } from './challenge-accounts.ts'
import { at, money, timestamps } from './columns.ts'

/** How profit is paid out: USDT TRC-20, USDT ERC-20 (seed data). */
export const withdrawTypes = pgTable(
  'withdraw_types',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    code: text().notNull(),
    titleEn: text().notNull(),
    titleFa: text().notNull(),
    active: boolean().notNull().default(true),
    sortOrder: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [uniqueIndex('withdraw_types_code_unique').on(t.code)],
)

export const realWithdraws = pgTable(
  'real_withdraws',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userChallengeId: integer()
      .notNull()
      .references(() => userChallenges.id, { onDelete: 'cascade' }),
    tradingAccountId: integer()
      .notNull()
      .references(() => tradingAccounts.id, { onDelete: 'cascade' }),
    typeId: integer()
      .notNull()
      .references(() => withdrawTypes.id),
    address: text().notNull(),
    /** What the trader receives. */
    amount: money().notNull(),
    /** What left the account balance: amount ÷ share (the firm's part of the same profit too). */
    debited: money().notNull(),
    /** The profit share (percent) the amount was computed with. */
    sharePercent: money().notNull(),
    status: text({ enum: withdrawStatuses }).notNull(),
    description: text().notNull(),
    /** The address's network (null on requests made before the address book). */
    network: text(),
    /** When the address was added to the book: staff see its age at the request. */
    addressAddedAt: at(),
    /** Proof of payment staff entered: the transaction on `network`. */
    txHash: text(),
    note: text(),
    /** Fills staff removed from the eligible profit at review (issue 33), and the profit they held. */
    strippedFillIds: jsonb().$type<number[]>().notNull().default(sql`'[]'::jsonb`),
    strippedProfit: money(),
    strippedReason: text(),
    decidedBy: integer().references(() => users.id),
    decidedAt: at(),
    ...timestamps,
  },
  (t) => [
    index('real_withdraws_user_idx').on(t.userId, t.id),
    index('real_withdraws_status_idx').on(t.status, t.id),
    // One request waiting per account: the last guard behind the per-account lock.
    uniqueIndex('real_withdraws_one_pending')
      .on(t.tradingAccountId)
      .where(sql`${t.status} = 'pending'`),
  ],
)

export const referralWithdraws = pgTable(
  'referral_withdraws',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount: money().notNull(),
    /** Tether, to a wallet address. */
    type: text().notNull().default('USDT'),
    address: text().notNull(),
    /** The address's network (null on requests made before the address book). */
    network: text(),
    /** When the address was added to the book: staff see its age at the request. */
    addressAddedAt: at(),
    /** Proof of payment staff entered: the transaction on `network`. */
    txHash: text(),
    status: text({ enum: withdrawStatuses }).notNull(),
    /** Staff's result note (a transaction id, or why it was rejected). */
    result: text(),
    decidedBy: integer().references(() => users.id),
    decidedAt: at(),
    ...timestamps,
  },
  (t) => [
    index('referral_withdraws_user_idx').on(t.userId, t.id),
    index('referral_withdraws_status_idx').on(t.status, t.id),
  ],
)
