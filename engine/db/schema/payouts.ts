/**
 * Protected money out (docs/decisions/393): each user's payout addresses,
 * usable 24 hours after they were added, and the freeze a new-address mail's
 * link puts on a user's withdrawals.
 */
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { payoutNetworks } from '#contract/payouts.ts'
import { users } from './accounts.ts'
import { at } from './columns.ts'

export const payoutAddresses = pgTable(
  'payout_addresses',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    network: text({ enum: payoutNetworks }).notNull(),
    /** TRON as typed (base58 is case-sensitive), EVM in its EIP-55 form. */
    address: text().notNull(),
    label: text(),
    /** SHA-256 of the freeze link's token mailed when the address was added. */
    freezeTokenHash: text().notNull(),
    createdAt: at().notNull(),
  },
  (t) => [
    uniqueIndex('payout_addresses_user_address_unique').on(t.userId, t.network, t.address),
    uniqueIndex('payout_addresses_freeze_token_unique').on(t.freezeTokenHash),
  ],
)

/** A user whose withdrawals are frozen (from a new-address mail's link) until support lifts it. */
export const withdrawalFreezes = pgTable(
  'withdrawal_freezes',
  {
    userId: integer()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The address whose mail's link froze them (it was removed). */
    network: text().notNull(),
    address: text().notNull(),
    frozenAt: at().notNull(),
  },
  (t) => [index('withdrawal_freezes_frozen_idx').on(t.frozenAt)],
)
