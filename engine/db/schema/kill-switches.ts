/**
 * Kill switches (issue 33, decision 581): a risk reviewer stops new orders
 * on an account (a user challenge, every step of it) or halts a symbol
 * firm-wide, with a reason; lifting it keeps the row with who lifted it,
 * when and why. At most one standing switch per account and per symbol.
 */
import { sql } from 'drizzle-orm'
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { users } from './accounts.ts'
import { userChallenges } from './challenge-accounts.ts'
import { at } from './columns.ts'

export const killSwitches = pgTable(
  'kill_switches',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    kind: text({ enum: ['account', 'symbol'] }).notNull(),
    userChallengeId: integer().references(() => userChallenges.id, { onDelete: 'cascade' }),
    symbol: text(),
    reason: text().notNull(),
    appliedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    appliedAt: at().notNull(),
    liftedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    liftedAt: at(),
    liftReason: text(),
  },
  (t) => [
    uniqueIndex('kill_switches_account_standing')
      .on(t.userChallengeId)
      .where(sql`${t.kind} = 'account' and ${t.liftedAt} is null`),
    uniqueIndex('kill_switches_symbol_standing')
      .on(t.symbol)
      .where(sql`${t.kind} = 'symbol' and ${t.liftedAt} is null`),
    index('kill_switches_challenge_idx').on(t.userChallengeId),
  ],
)
