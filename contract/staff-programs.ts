/**
 * Programs admins shape (issue 32, decision 567): 0–3 evaluation steps and
 * the funded stage. Creating one saves its version 1; saving its rules adds
 * a version (bought accounts keep the one they pinned); taking it off sale
 * stops the sale of every challenge in it.
 */
import { z } from 'zod'
import { drawdownKinds, featureEffects } from './challenges.ts'
import { decimal, id } from './common.ts'
import {
  challengeCode,
  description,
  percent,
  staffRules,
  stepRulesBody,
  title,
  wholeNumber,
} from './staff-products.ts'

const fundedBody = z
  .object({
    max_dd_daily: percent('Daily drawdown'),
    max_dd_total: percent('Total drawdown'),
    max_dd_total_kind: z
      .enum(drawdownKinds, { error: 'Drawdown kind must be static or trailing' })
      .default('static'),
  })
  .refine((s) => Number(s.max_dd_daily) <= Number(s.max_dd_total), {
    error: 'Daily drawdown cannot exceed the total drawdown',
    path: ['max_dd_daily'],
  })

/** A program's rules; saving adds a version (the steps in order, step 1 first; none: instant funding). */
export const programRulesBody = z.object({
  max_leverage: wholeNumber(1, 125),
  profit_share: percent('Profit share'),
  payout_interval_days: wholeNumber(1, 365),
  warning_percent: percent('Warning percent').default('80'),
  /** No single trading day's profit above this percent of the step's profit; null: no rule. */
  consistency_percent: percent('Consistency').nullable().default(null),
  funded: fundedBody,
  steps: z
    .array(stepRulesBody, { error: 'Steps are required' })
    .max(3, { error: 'At most three steps' }),
})
export type ProgramRulesBody = z.input<typeof programRulesBody>

export const programCreateBody = z.object({
  code: challengeCode,
  title_en: title('English title'),
  title_fa: title('Persian title'),
  active: z.boolean({ error: 'Active must be true or false' }).default(true),
  rules: programRulesBody,
})
export type ProgramCreateBody = z.input<typeof programCreateBody>

/** Titles, order, and on sale (false: taken off sale; its challenges are no longer sold). */
export const programUpdateBody = z
  .object({
    title_en: title('English title'),
    title_fa: title('Persian title'),
    active: z.boolean({ error: 'Active must be true or false' }),
    sort_order: wholeNumber(0, 1000),
  })
  .partial()
export type ProgramUpdateBody = z.input<typeof programUpdateBody>

export const staffProgram = z.object({
  id,
  code: z.string(),
  title_en: z.string(),
  title_fa: z.string(),
  active: z.boolean(),
  /** The program GET /v1/steps answers for. */
  is_default: z.boolean(),
  sort_order: z.number().int(),
  /** The current rules (their version is what new purchases pin). */
  rules: staffRules,
  /** Challenges (sizes) in it, on sale or not. */
  challenges: z.number().int().min(0),
})
export type StaffProgram = z.infer<typeof staffProgram>

export const featureCreateBody = z.object({
  code: z.enum(featureEffects, { error: 'Effect is not known' }),
  title_en: title('English title'),
  title_fa: title('Persian title'),
  description_en: description('English description'),
  description_fa: description('Persian description'),
  price_percent: percent('Price percent'),
  /**
   * The effect's figure: the profit share percent (profit_share_90), the
   * leverage cap (leverage_1_50), the payout interval in days
   * (biweekly_payouts); 0 for no_time_limit.
   */
  effect_value: z
    .string({ error: 'Effect figure is required' })
    .trim()
    .min(1, { error: 'Effect figure is required', abort: true })
    .pipe(decimal),
  active: z.boolean({ error: 'Active must be true or false' }).default(true),
})
export type FeatureCreateBody = z.input<typeof featureCreateBody>
