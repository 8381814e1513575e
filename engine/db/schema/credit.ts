/**
 * A user's credit (referral earnings), as a ledger: every change is a row,
 * the balance is their sum. A row counts once `available_at` has passed
 * (referral rewards wait out the 14-day refund window).
 */
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core'
import { users } from './accounts.ts'
import { at, money } from './columns.ts'

export const creditEntries = pgTable(
  'credit_entries',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Signed: rewards and refunds add, spending and withdrawals take. */
    amount: money().notNull(),
    kind: text({
      enum: [
        'referral_reward',
        'referral_clawback',
        'checkout_spend',
        'checkout_refund',
        'withdrawal',
        'withdrawal_return',
      ],
    }).notNull(),
    availableAt: at().notNull(),
    /** What it belongs to: a payment, a referral withdrawal, … */
    referenceType: text(),
    referenceId: integer(),
    createdAt: at().notNull(),
  },
  (t) => [
    index('credit_entries_user_idx').on(t.userId, t.availableAt),
    index('credit_entries_reference_idx').on(t.referenceType, t.referenceId),
  ],
)
