/**
 * The market data's health for staff (docs/decisions/440): per pair the
 * source in use, each source's last message age, whether trading on it is
 * halted and whether a far tick waits for confirmation.
 */
import { z } from 'zod'
import { list } from './common.ts'
import { endpoint } from './endpoint.ts'

export const feedSourceHealth = z.object({
  source: z.string(),
  /** Seconds since its last message for the pair; null: none yet. */
  age_seconds: z.number().min(0).nullable(),
  fresh: z.boolean(),
})

export const pairFeedHealth = z.object({
  code: z.string(),
  /** The source prices come from (the last one while halted); null before any. */
  source: z.string().nullable(),
  halted: z.boolean(),
  /** A tick far from the last price waits for a second tick or source. */
  held: z.boolean(),
  sources: z.array(feedSourceHealth),
})
export type PairFeedHealth = z.infer<typeof pairFeedHealth>

export const staffMarketEndpoints = {
  feeds: endpoint({
    method: 'GET',
    path: '/v1/staff/marketFeeds',
    summary: 'Market data health per pair: source in use, last message age, halted',
    access: 'staff',
    response: list(pairFeedHealth),
  }),
} as const
