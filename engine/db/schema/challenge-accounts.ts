/**
 * What a trader owns and trades on. A user challenge is one purchase (or
 * the demo, or a real account's wrapper); each of its phases (Step 1,
 * Step 2, Real; or Demo) is a trading account with its own balance, judged
 * by the rules pinned in the user challenge. /v1/trade/{userChallengeId}
 * trades on the user challenge's active trading account.
 */
import { sql } from 'drizzle-orm'
import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import type { RulesSnapshot } from '../../core/rules.ts'
import { users } from './accounts.ts'
import { at, money, timestamps } from './columns.ts'

export const userChallenges = pgTable(
  'user_challenges',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text({ enum: ['challenge', 'demo', 'real'] }).notNull(),
    title: text().notNull(),
    /** The catalogue challenge bought (null for the demo). */
    challengeId: integer(),
    /** The payment that activated it (null for the demo and free orders). */
    paymentId: integer(),
    rules: jsonb().$type<RulesSnapshot>().notNull(),
    status: text({
      enum: ['active', 'passed', 'failed', 'expired', 'funded', 'refunded'],
    }).notNull(),
    initialBalance: money().notNull(),
    /** The demo's end; challenge steps keep their own in trading_accounts. */
    expiresAt: at(),
    endedAt: at(),
    ...timestamps,
  },
  (t) => [
    index('user_challenges_user_idx').on(t.userId, t.type),
    // One demo per user, ever (rules.md).
    uniqueIndex('user_challenges_one_demo').on(t.userId).where(sql`${t.type} = 'demo'`),
  ],
)

export const tradingAccounts = pgTable(
  'trading_accounts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userChallengeId: integer()
      .notNull()
      .references(() => userChallenges.id, { onDelete: 'cascade' }),
    phase: text({ enum: ['step1', 'step2', 'step3', 'real', 'demo'] }).notNull(),
    status: text({
      enum: ['pending', 'active', 'passed', 'failed', 'expired', 'refunded'],
    }).notNull(),
    initialBalance: money().notNull(),
    /** initial + Σ ledger; kept in step with the ledger in the same transaction. */
    balance: money().notNull(),
    /** Balance at the last day boundary, and when that day began. */
    dailyBalance: money().notNull(),
    dayStartedAt: at().notNull(),
    maxLeverage: integer().notNull(),
    startedAt: at(),
    endedAt: at(),
    /** End of the step's allowed days (null: no limit). */
    expiresAt: at(),
    /**
     * The rule, time, equity and floor of a breach; since programs, the
     * rule's limit (percent) and kind in the program's words (decision 566).
     */
    breach: jsonb().$type<{
      rule: string
      at: string
      equity: string
      floor: string | null
      limit?: string
      kind?: 'static' | 'trailing'
    }>(),
    firstFillAt: at(),
    tradingDays: integer().notNull().default(0),
    /** UTC date (YYYY-MM-DD) of the last fill, to count trading days. */
    lastTradingDay: text(),
    /**
     * The lowest equity the trading core computed since the step started,
     * and since the current trading day started (null: none computed yet),
     * docs/decisions/410. Written with the trading batch.
     */
    lowestEquity: money(),
    dayLowestEquity: money(),
    /**
     * The highest end-of-day balance (the balance at a day boundary) since
     * the step started; null: none above the initial balance yet. A trailing
     * total drawdown's floor follows it (docs/decisions/566).
     */
    highBalance: money(),
    ...timestamps,
  },
  (t) => [
    index('trading_accounts_challenge_idx').on(t.userChallengeId),
    index('trading_accounts_active_idx').on(t.status),
  ],
)
