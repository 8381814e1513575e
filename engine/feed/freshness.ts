/**
 * Whether the market data can be trusted to trade on (readiness, /ready).
 * A live feed (binance) is fresh while every pair's last price is at most
 * FEED_STALE_SECONDS old; the simulated and manual feeds make their prices
 * here, so they are fresh while they run. Small on purpose: a stale-feed
 * guard (issue 13) can extend it and share it.
 */
import type { MarketData } from '../market/market-data.ts'
import type { MarketFeed } from './feed.ts'

export interface FeedFreshness {
  fresh: boolean
  /** Pairs whose price is too old (or missing), or why the whole feed is not fresh. */
  stale: string[]
}

export function feedFreshness(
  feed: Pick<MarketFeed, 'name' | 'running' | 'live'>,
  market: Pick<MarketData, 'codes' | 'lastTickTime'>,
  nowMs: number,
  staleSeconds: number,
): FeedFreshness {
  if (!feed.running) return { fresh: false, stale: [`${feed.name} feed stopped`] }
  if (!feed.live) return { fresh: true, stale: [] }
  const stale = market.codes().filter((code) => {
    const time = market.lastTickTime(code)
    return time === 0 || nowMs - time > staleSeconds * 1000
  })
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
