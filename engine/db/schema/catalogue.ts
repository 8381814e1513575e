/**
 * What is on sale (rules.md, Catalogue): challenges (account size, price),
 * versioned rule sets with their steps, and add-on features with their
 * effects. All of it is data staff may edit; a purchase pins a snapshot, so
 * an edit never changes an account already sold. Texts shown to traders are
 * kept in both languages.
 */
import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { featureEffects } from '#contract/challenges.ts'
import { at, money, timestamps } from './columns.ts'

export const challenges = pgTable(
  'challenges',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** Stable key the seed and staff refer to (e.g. "size-10000"). */
    code: text().notNull(),
    titleEn: text().notNull(),
    titleFa: text().notNull(),
    /** USDT the Step 1 account opens with. */
    accountSize: money().notNull(),
    price: money().notNull(),
    active: boolean().notNull().default(true),
    sortOrder: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [uniqueIndex('challenges_code_unique').on(t.code)],
)

/**
 * A version of the evaluation rules. Editing means adding a version; new
 * purchases take the highest one.
 */
export const ruleSets = pgTable(
  'rule_sets',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    version: integer().notNull(),
    /** Percent of a real account's profit that is the trader's (80). */
    profitShare: money().notNull(),
    /** Leverage cap without the feature (20). */
    maxLeverage: integer().notNull(),
    /** Days between payouts without the feature (14). */
    payoutIntervalDays: integer().notNull(),
    /** Percent of a drawdown limit at which the trader is warned (80). */
    warningPercent: money().notNull(),
    createdAt: at().notNull(),
  },
  (t) => [uniqueIndex('rule_sets_version_unique').on(t.version)],
)

/** Percentages are in percent: 5 means 5 %. */
export const ruleSetSteps = pgTable(
  'rule_set_steps',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    ruleSetId: integer()
      .notNull()
      .references(() => ruleSets.id, { onDelete: 'cascade' }),
    step: integer().notNull(),
    /** 0: no time limit. */
    days: integer().notNull(),
    maxDdDaily: money().notNull(),
    maxDdTotal: money().notNull(),
    minProfit: money().notNull(),
    minTradingDays: integer().notNull(),
  },
  (t) => [uniqueIndex('rule_set_steps_unique').on(t.ruleSetId, t.step)],
)

export const features = pgTable(
  'features',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** The effect the engine applies; one feature per effect. */
    code: text({ enum: featureEffects }).notNull(),
    titleEn: text().notNull(),
    titleFa: text().notNull(),
    descriptionEn: text().notNull(),
    descriptionFa: text().notNull(),
    /** Price as a percent of the challenge price. */
    pricePercent: money().notNull(),
    /** The effect's figure: 90 (profit share), 50 (leverage), 7 (payout days), 0. */
    effectValue: money().notNull(),
    active: boolean().notNull().default(true),
    sortOrder: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('features_code_unique').on(t.code),
    index('features_active_idx').on(t.active),
  ],
)
