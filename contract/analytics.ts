/**
 * Trading analytics of a challenge (issue 35 §3, decision 606): of one of
 * its steps (`step`), or of the whole account (every step) without it.
 * Results are net (fees in); weekday and hour are of the position's
 * opening, in UTC; durations in milliseconds.
 */
import { z } from 'zod'
import { decimal, idParam, resource } from './common.ts'
import { endpoint } from './endpoint.ts'

const bucket = z.object({
  key: z.string(),
  trades: z.number().int().min(0),
  wins: z.number().int().min(0),
  result: decimal,
})

const dayProfit = z.object({ date: z.iso.date(), profit: decimal })

export const tradeAnalytics = z.object({
  trades: z.number().int().min(0),
  by_symbol: z.array(bucket),
  /** 0 = Sunday … 6 = Saturday. */
  by_weekday: z.array(bucket),
  by_hour: z.array(bucket),
  /** long, short */
  by_side: z.array(bucket),
  /** The holding-time buckets, in order: under_5m, 5m_1h, 1h_4h, 4h_1d, over_1d. */
  by_holding: z.array(bucket),
  best_day: dayProfit.nullable(),
  worst_day: dayProfit.nullable(),
  average_hold_win_ms: z.number().int().min(0).nullable(),
  average_hold_loss_ms: z.number().int().min(0).nullable(),
  largest_win: decimal.nullable(),
  largest_loss: decimal.nullable(),
  longest_win_streak: z.number().int().min(0),
  longest_loss_streak: z.number().int().min(0),
  /** The best day's share of the profit, percent (decision 568's figure); null without profit. */
  consistency_percent: decimal.nullable(),
})
export type TradeAnalytics = z.infer<typeof tradeAnalytics>

export const analyticsEndpoints = {
  show: endpoint({
    method: 'GET',
    path: '/v1/userChallenges/{userChallengeId}/analytics',
    summary: 'Trading analytics of one step, or of every step of the account',
    access: 'user',
    params: z.object({ userChallengeId: idParam }),
    query: z.object({
      step: z.coerce
        .number({ error: 'step must be a step id' })
        .int({ error: 'step must be a step id' })
        .min(1, { error: 'step must be a step id' })
        .optional(),
    }),
    response: resource(tradeAnalytics),
  }),
}
