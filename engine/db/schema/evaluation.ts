/**
 * What the live evaluation keeps beside the trading records
 * (docs/decisions/280): the warnings sent (once per trading day per limit:
 * the primary key is the guard) and balance/equity samples for the step
 * chart (on fills, at day boundaries, hourly while active, at the end),
 * and each trading day's lowest equity (docs/decisions/410).
 */
import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import { tradingAccounts } from './challenge-accounts.ts'
import { at, money } from './columns.ts'

const account = () =>
  integer()
    .notNull()
    .references(() => tradingAccounts.id, { onDelete: 'cascade' })

export const evaluationWarnings = pgTable(
  'evaluation_warnings',
  {
    tradingAccountId: account(),
    rule: text({ enum: ['daily_drawdown', 'total_drawdown'] }).notNull(),
    /** The trading day (YYYY-MM-DD of the day's start) it was sent for. */
    dayKey: text().notNull(),
    equity: money().notNull(),
    level: money().notNull(),
    createdAt: at().notNull(),
  },
  (t) => [primaryKey({ columns: [t.tradingAccountId, t.rule, t.dayKey] })],
)

export const accountSamples = pgTable(
  'account_samples',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    tradingAccountId: account(),
    at: at().notNull(),
    balance: money().notNull(),
    equity: money().notNull(),
  },
  (t) => [index('account_samples_account_idx').on(t.tradingAccountId, t.at)],
)

/**
 * Per trading day of an account: its starting balance and the lowest
 * equity the trading core computed in it (docs/decisions/410), written
 * with the trading batch; the step report's drawdown reads these.
 */
export const accountDays = pgTable(
  'account_days',
  {
    tradingAccountId: account(),
    /** The trading day (YYYY-MM-DD of the day's start). */
    dayKey: text().notNull(),
    startBalance: money().notNull(),
    lowestEquity: money().notNull(),
  },
  (t) => [primaryKey({ columns: [t.tradingAccountId, t.dayKey] })],
)
