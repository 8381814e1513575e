/** Feed freshness (readiness): a live feed by each pair's price age, the others while they run. */
import { describe, expect, it } from 'vitest'
import { feedFreshness, lastPriceAges } from '../../../../engine/feed/freshness.ts'

const market = (times: Record<string, number>) => ({
  codes: () => Object.keys(times),
  lastTickTime: (code: string) => times[code] ?? 0,
})
const NOW = 1_790_000_000_000

describe('feed freshness', () => {
  it('a live feed is fresh while every pair priced within FEED_STALE_SECONDS', () => {
    const live = { name: 'binance' as const, running: true, live: true }
    expect(feedFreshness(live, market({ BTCUSDT: NOW - 10_000, ETHUSDT: NOW }), NOW, 10)).toEqual({
      fresh: true,
      stale: [],
    })
    expect(
      feedFreshness(live, market({ BTCUSDT: NOW - 10_001, ETHUSDT: NOW, SOLUSDT: 0 }), NOW, 10),
    ).toEqual({ fresh: false, stale: ['BTCUSDT', 'SOLUSDT'] })
  })

  it('the simulated and manual feeds are fresh while running, whatever the age', () => {
    const old = market({ BTCUSDT: NOW - 3_600_000 })
    expect(feedFreshness({ name: 'manual', running: true, live: false }, old, NOW, 10).fresh).toBe(
      true,
    )
    expect(feedFreshness({ name: 'simulated', running: false, live: false }, old, NOW, 10)).toEqual(
      { fresh: false, stale: ['simulated feed stopped'] },
    )
  })

  it('ages are seconds since the last price, unpriced pairs left out', () => {
    expect(lastPriceAges(market({ BTCUSDT: NOW - 2500, ETHUSDT: 0 }), NOW)).toEqual([
      ['BTCUSDT', 2.5],
    ])
  })
})
