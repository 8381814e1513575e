import { z } from 'zod'
import { currency, decimal, id, list, resource } from './common.ts'
import { endpoint } from './endpoint.ts'

export const challenge = z.object({
  id,
  title: z.string(),
  /** The account size in USDT. */
  account_size: decimal,
  price: decimal,
  currency,
  steps_count: z.number().int().min(1),
})
export type Challenge = z.infer<typeof challenge>

/** Percentages are decimal strings in percent: "5" means 5 %. */
export const challengeStep = z.object({
  step: z.number().int().min(1),
  /** Days allowed; 0 means no time limit. */
  days: z.number().int().min(0),
  max_dd_daily: decimal,
  max_dd_total: decimal,
  min_profit: decimal,
  min_trading_day: z.number().int().min(0),
})
export type ChallengeStep = z.infer<typeof challengeStep>

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
  /** The rule-set version new purchases are pinned to. */
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
    summary: 'Challenges on sale: account size and price',
    access: 'public',
    response: list(challenge),
  }),
  steps: endpoint({
    method: 'GET',
    path: '/v1/steps',
    summary: 'The steps every challenge has, and the add-on features',
    access: 'public',
    response: resource(stepsCatalogue),
  }),
} as const
