import { z } from 'zod'
import { currency, decimal, id, list, resource } from './common.ts'
import { endpoint } from './endpoint.ts'

/**
 * How a total drawdown's floor is measured (docs/decisions/566): static,
 * initial − limit; trailing, the highest end-of-day balance − limit, until
 * that reaches the initial balance, where it stays.
 */
export const drawdownKinds = ['static', 'trailing'] as const
export type DrawdownKind = (typeof drawdownKinds)[number]

/** Percentages are decimal strings in percent: "5" means 5 %. */
export const challengeStep = z.object({
  step: z.number().int().min(1),
  /** Days allowed; 0 means no time limit. */
  days: z.number().int().min(0),
  max_dd_daily: decimal,
  max_dd_total: decimal,
  /** How the total drawdown's floor is measured (static from the initial balance, or trailing). */
  max_dd_total_kind: z.enum(drawdownKinds),
  min_profit: decimal,
  min_trading_day: z.number().int().min(0),
})
export type ChallengeStep = z.infer<typeof challengeStep>

/**
 * A program as traders compare it (issue 32): 0–3 evaluation steps, then
 * the funded account's terms. No steps: instant funding.
 */
export const program = z.object({
  id,
  code: z.string(),
  title: z.string(),
  /** The rule-set version a purchase now pins. */
  rules_version: z.number().int().min(1),
  steps: z.array(challengeStep).max(3),
  /** True when the purchase opens the funded account at once (no steps). */
  instant_funding: z.boolean(),
  /** Account-wide leverage cap without features. */
  max_leverage: z.number().int().min(1),
  /** Percent of the funded account's profit that is the trader's, without features. */
  profit_share: decimal,
  payout_interval_days: z.number().int().min(1),
  /** No single trading day's profit above this percent of a step's total profit; null: no such rule. */
  consistency_percent: decimal.nullable(),
  /** The funded account's drawdown limits. */
  funded: z.object({
    max_dd_daily: decimal,
    max_dd_total: decimal,
    max_dd_total_kind: z.enum(drawdownKinds),
  }),
})
export type Program = z.infer<typeof program>

export const challenge = z.object({
  id,
  title: z.string(),
  /** The account size in USDT. */
  account_size: decimal,
  price: decimal,
  currency,
  /** The program's steps (0: instant funding). */
  steps_count: z.number().int().min(0).max(3),
  program_id: id,
  /** The program the challenge is sold in, with its current rules. */
  program,
})
export type Challenge = z.infer<typeof challenge>

export const featureEffects = [
  'profit_share_90',
  'no_time_limit',
  'biweekly_payouts',
  'leverage_1_50',
] as const

export const feature = z.object({
  id,
  code: z.enum(featureEffects),
  title: z.string(),
  description: z.string(),
  /** Price as a percent of the challenge price. */
  price_percent: decimal,
})
export type Feature = z.infer<typeof feature>

export const stepsCatalogue = z.object({
  /** The default program's rule-set version new purchases of it are pinned to. */
  rules_version: z.number().int().min(1),
  steps: z.array(challengeStep),
  features: z.array(feature),
  /** Profit share of a real account, percent. */
  profit_share: decimal,
  rules_url: z.string(),
})

export const challengeEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/v1/challenges',
    summary: 'Challenges on sale: account size, price, and the program with its steps',
    access: 'public',
    response: list(challenge),
  }),
  steps: endpoint({
    method: 'GET',
    path: '/v1/steps',
    summary: 'The default program’s steps, and the add-on features',
    access: 'public',
    response: resource(stepsCatalogue),
  }),
} as const
