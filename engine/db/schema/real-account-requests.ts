/**
 * A trader's request for the real account after the last step passed
 * (rules.md, Evaluation). One per user challenge; staff approve (the real
 * account opens at the initial balance as a new user challenge of type
 * `real`) or reject it, with a note.
 */
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { users } from './accounts.ts'
import { userChallenges } from './challenge-accounts.ts'
import { at } from './columns.ts'

export const realAccountRequestStatuses = ['pending', 'approved', 'rejected'] as const

export const realAccountRequests = pgTable(
  'real_account_requests',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userChallengeId: integer()
      .notNull()
      .references(() => userChallenges.id, { onDelete: 'cascade' }),
    status: text({ enum: realAccountRequestStatuses }).notNull(),
    note: text(),
    decidedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    decidedAt: at(),
    /** The real account's user challenge, once approved. */
    realUserChallengeId: integer().references(() => userChallenges.id, { onDelete: 'set null' }),
    createdAt: at().notNull(),
  },
  (t) => [
    // Once only, whatever the browser repeats.
    uniqueIndex('real_account_requests_one_per_challenge').on(t.userChallengeId),
    index('real_account_requests_status_idx').on(t.status, t.id),
  ],
)
