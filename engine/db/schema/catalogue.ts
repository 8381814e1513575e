/**
 * What is on sale (rules.md, Catalogue): challenges (account size, price),
 * versioned rule sets with their steps, and add-on features with their
 * effects. All of it is data staff may edit; a purchase pins a snapshot, so
 * an edit never changes an account already sold. Texts shown to traders are
 * kept in both languages.
 */
import { sql } from 'drizzle-orm'
import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { drawdownKinds, featureEffects } from '#contract/challenges.ts'
import { at, money, timestamps } from './columns.ts'

/**
 * A program (issue 32, docs/decisions/565): the shape of an evaluation a
 * firm sells, 0–3 steps then the funded stage, its rules versioned in
 * rule_sets. Challenges (size, price) belong to one. The default program
 * is the one GET /v1/steps answers for (today's two-step rules).
 */
export const programs = pgTable(
  'programs',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** Stable key the seed and staff refer to (e.g. "two-step"). */
    code: text().notNull(),
    titleEn: text().notNull(),
    titleFa: text().notNull(),
    /** On sale: its challenges are offered. */
    active: boolean().notNull().default(true),
    isDefault: boolean().notNull().default(false),
    sortOrder: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('programs_code_unique').on(t.code),
    uniqueIndex('programs_one_default').on(t.isDefault).where(sql`${t.isDefault}`),
  ],
)

export const challenges = pgTable(
  'challenges',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** Stable key the seed and staff refer to (e.g. "size-10000"). */
    code: text().notNull(),
    programId: integer()
      .notNull()
      .references(() => programs.id),
    titleEn: text().notNull(),
    titleFa: text().notNull(),
    /** USDT the Step 1 account opens with. */
    accountSize: money().notNull(),
    price: money().notNull(),
    active: boolean().notNull().default(true),
    sortOrder: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('challenges_code_unique').on(t.code),
    index('challenges_program_idx').on(t.programId),
  ],
)

/**
 * A version of a program's evaluation rules. Editing means adding a
 * version; new purchases take the program's highest one.
 */
export const ruleSets = pgTable(
  'rule_sets',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    programId: integer()
      .notNull()
      .references(() => programs.id),
    /** Numbered per program, from 1. */
    version: integer().notNull(),
    /** Percent of a real account's profit that is the trader's (80). */
    profitShare: money().notNull(),
    /** Leverage cap without the feature (20). */
    maxLeverage: integer().notNull(),
    /** Days between payouts without the feature (14). */
    payoutIntervalDays: integer().notNull(),
    /** Percent of a drawdown limit at which the trader is warned (80). */
    warningPercent: money().notNull(),
    /**
     * Consistency rule: no single trading day's profit above this percent of
     * the step's total profit, checked at the pass; null: no such rule.
     */
    consistencyPercent: money(),
    /** The funded (real) account's limits, percent of the initial balance. */
    fundedMaxDdDaily: money().notNull().default('5'),
    fundedMaxDdTotal: money().notNull().default('10'),
    fundedDdTotalKind: text({ enum: drawdownKinds }).notNull().default('static'),
    createdAt: at().notNull(),
  },
  (t) => [uniqueIndex('rule_sets_program_version_unique').on(t.programId, t.version)],
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
    /** static: the floor is initial − limit; trailing: it follows the highest end-of-day balance. */
    ddTotalKind: text({ enum: drawdownKinds }).notNull().default('static'),
    minProfit: money().notNull(),
    minTradingDays: integer().notNull(),
  },
  (t) => [uniqueIndex('rule_set_steps_unique').on(t.ruleSetId, t.step)],
)

export const features = pgTable(
  'features',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /**
     * Stable key the seed and staff refer to (the effect's code for the
     * seeded ones); several features may share an effect with their own
     * figures (decision 567), an order takes at most one per effect.
     */
    key: text().notNull(),
    /** The effect the engine applies. */
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
  (t) => [uniqueIndex('features_key_unique').on(t.key), index('features_active_idx').on(t.active)],
)
