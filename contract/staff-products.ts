/**
 * What admins create and edit in the catalogue (issue 25, decision 430):
 * challenges (code, titles in both languages, account size, price, on
 * sale), features (titles, descriptions, price percent, on sale) and the
 * evaluation rules every new purchase pins (one versioned set for all
 * challenges: saving adds a version; sold accounts keep theirs).
 */
import { z } from 'zod'
import { drawdownKinds } from './challenges.ts'
import { decimal, id, positiveDecimal } from './common.ts'

export const title = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required`, abort: true })
    .max(80, { error: `${label} is too long` })

export const description = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required`, abort: true })
    .max(600, { error: `${label} is too long` })

const money = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required`, abort: true })
    .pipe(positiveDecimal)

/** A percent in (0, 100]. */
export const percent = (label: string) =>
  money(label).refine((v) => Number(v) <= 100, { error: 'Must be at most 100' })

export const wholeNumber = (min: number, max: number) =>
  z
    .number({ error: 'Must be a whole number' })
    .int({ error: 'Must be a whole number' })
    .min(min, { error: `Must be at least ${min}` })
    .max(max, { error: `Must be at most ${max}` })

export const challengeCode = z
  .string({ error: 'Code is required' })
  .trim()
  .min(1, { error: 'Code is required', abort: true })
  .max(40, { error: 'Code is too long' })
  .regex(/^[a-z0-9-]+$/, { error: 'Code may use small letters, digits and -' })

export const challengeCreateBody = z.object({
  code: challengeCode,
  title_en: title('English title'),
  title_fa: title('Persian title'),
  account_size: money('Account size'),
  price: money('Price'),
  active: z.boolean({ error: 'Active must be true or false' }).default(true),
  /** The program it is sold in; absent: the default program. */
  program_id: id.optional(),
})
export type ChallengeCreateBody = z.input<typeof challengeCreateBody>

export const challengeUpdateBody = z
  .object({
    title_en: title('English title'),
    title_fa: title('Persian title'),
    account_size: money('Account size'),
    price: money('Price'),
    active: z.boolean({ error: 'Active must be true or false' }),
  })
  .partial()
export type ChallengeUpdateBody = z.input<typeof challengeUpdateBody>

export const featureUpdateBody = z
  .object({
    title_en: title('English title'),
    title_fa: title('Persian title'),
    description_en: description('English description'),
    description_fa: description('Persian description'),
    price_percent: money('Price percent'),
    active: z.boolean({ error: 'Active must be true or false' }),
  })
  .partial()
export type FeatureUpdateBody = z.input<typeof featureUpdateBody>

// --- the evaluation rules ---

export const stepRules = z.object({
  step: z.number().int().min(1),
  /** Days the step lasts; 0: no time limit. */
  days: z.number().int().min(0),
  max_dd_daily: decimal,
  max_dd_total: decimal,
  max_dd_total_kind: z.enum(drawdownKinds),
  min_profit: decimal,
  min_trading_days: z.number().int().min(0),
})

export const staffRules = z.object({
  version: z.number().int().min(1),
  max_leverage: z.number().int().min(1),
  profit_share: decimal,
  payout_interval_days: z.number().int().min(1),
  warning_percent: decimal,
  /** Percent; null: no consistency rule. */
  consistency_percent: decimal.nullable(),
  funded: z.object({
    max_dd_daily: decimal,
    max_dd_total: decimal,
    max_dd_total_kind: z.enum(drawdownKinds),
  }),
  steps: z.array(stepRules),
})
export type StaffRules = z.infer<typeof staffRules>

export const stepRulesBody = z
  .object({
    days: wholeNumber(0, 365),
    max_dd_daily: percent('Daily drawdown'),
    max_dd_total: percent('Total drawdown'),
    max_dd_total_kind: z
      .enum(drawdownKinds, { error: 'Drawdown kind must be static or trailing' })
      .default('static'),
    min_profit: percent('Profit target'),
    min_trading_days: wholeNumber(0, 365),
  })
  .refine((s) => s.days === 0 || s.min_trading_days <= s.days, {
    error: 'Minimum trading days cannot exceed the duration',
    path: ['min_trading_days'],
  })
  .refine((s) => Number(s.max_dd_daily) <= Number(s.max_dd_total), {
    error: 'Daily drawdown cannot exceed the total drawdown',
    path: ['max_dd_daily'],
  })

/** The rules new purchases take; saving adds a version (the steps in order, step 1 first). */
export const rulesBody = z.object({
  max_leverage: wholeNumber(1, 125),
  profit_share: percent('Profit share'),
  payout_interval_days: wholeNumber(1, 365),
  warning_percent: percent('Warning percent'),
  steps: z
    .array(stepRulesBody, { error: 'Steps are required' })
    // The evaluation has two steps before the real account (Step 1, Step 2).
    .length(2, { error: 'Two steps are required' }),
})
export type RulesBody = z.input<typeof rulesBody>
