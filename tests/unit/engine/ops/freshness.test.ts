/**
 * Feed freshness (readiness) reads the feed guard: a live source by each
 * pair's price age on the clock, the others while they run.
 */
import { describe, expect, it } from 'vitest'
import { D } from '#money/decimal.ts'
import { ManualClock } from '../../../../engine/clock.ts'
import { feedFreshness, lastPriceAges } from '../../../../engine/feed/freshness.ts'
import { GuardedFeed } from '../../../../engine/feed/guarded-feed.ts'
import { ManualFeed } from '../../../../engine/feed/manual.ts'
import { createLogger } from '../../../../engine/logger.ts'
import { MarketData } from '../../../../engine/market/market-data.ts'

const market = (times: Record<string, number>) => ({
  codes: () => Object.keys(times),
  lastTickTime: (code: string) => times[code] ?? 0,
})
const NOW = 1_790_000_000_000

async function manualFeed(live: boolean) {
  const clock = new ManualClock(new Date(NOW))
  const data = new MarketData(['BTCUSDT', 'ETHUSDT', 'SOLUSDT'])
  const guarded = new GuardedFeed({
    market: data,
    clock,
    log: createLogger('error'),
    sources: [{ name: 'manual', live }],
    staleSeconds: 10,
    maxJumpPercent: D(5),
  })
  const feed = new ManualFeed(guarded.sink('manual'), clock)
  feed.live = live
  guarded.add(feed)
  await guarded.start()
  return { clock, data, guarded, feed }
}

describe('feed freshness', () => {
  it('a live feed is fresh while every pair priced within FEED_STALE_SECONDS', async () => {
    const { clock, guarded, feed } = await manualFeed(true)
    expect(feedFreshness(guarded)).toEqual({
      fresh: false,
      stale: ['BTCUSDT', 'ETHUSDT', 'SOLUSDT'],
    })
    feed.setPrice('BTCUSDT', { last: D(100) })
    clock.advance(5000)
    feed.setPrice('ETHUSDT', { last: D(10) })
    feed.setPrice('SOLUSDT', { last: D(1) })
    clock.advance(5000)
    expect(feedFreshness(guarded)).toEqual({ fresh: true, stale: [] })
    clock.advance(1)
    guarded.check()
    expect(feedFreshness(guarded)).toEqual({ fresh: false, stale: ['BTCUSDT'] })
    guarded.stop()
  })

  it('the simulated and manual feeds are fresh while running, whatever the age', async () => {
    const { clock, guarded } = await manualFeed(false)
    clock.advance(3_600_000)
    guarded.check()
    expect(feedFreshness(guarded)).toEqual({ fresh: true, stale: [] })
    guarded.stop()
    expect(feedFreshness(guarded)).toEqual({ fresh: false, stale: ['manual feed stopped'] })
  })

  it('ages are seconds since the last price, unpriced pairs left out', () => {
    expect(lastPriceAges(market({ BTCUSDT: NOW - 2500, ETHUSDT: 0 }), NOW)).toEqual([
      ['BTCUSDT', 2.5],
    ])
  })
})
