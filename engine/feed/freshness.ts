/**
 * Whether the market data can be trusted to trade on (readiness, /ready;
 * docs/decisions/401 and 440). The one rule lives in the feed guard
 * (engine/core/market/feed-guard.ts `fresh`): a live source is fresh for a
 * pair while its last message is at most FEED_STALE_SECONDS old, the
 * simulated and manual feeds while they run; a pair no source prices
 * freshly is halted. This reads the guard, so /ready, the halts and the
 * staff console never disagree.
 */
import type { MarketData } from '../market/market-data.ts'
import type { GuardedFeed } from './guarded-feed.ts'

export interface FeedFreshness {
  fresh: boolean
  /** Pairs halted on stale prices, or why the whole feed is not fresh. */
  stale: string[]
}

export function feedFreshness(
  feed: Pick<GuardedFeed, 'name' | 'running' | 'health'>,
): FeedFreshness {
  if (!feed.running) return { fresh: false, stale: [`${feed.name} feed stopped`] }
  const stale = feed
    .health()
    .filter((pair) => pair.halted)
    .map((pair) => pair.symbol)
  return { fresh: stale.length === 0, stale }
}

/** Seconds since each pair's last price (metrics); a pair never priced is absent. */
export function lastPriceAges(
  market: Pick<MarketData, 'codes' | 'lastTickTime'>,
  nowMs: number,
): Array<[string, number]> {
  const ages: Array<[string, number]> = []
  for (const code of market.codes()) {
    const time = market.lastTickTime(code)
    if (time > 0) ages.push([code, Math.max(0, (nowMs - time) / 1000)])
  }
  return ages
}
