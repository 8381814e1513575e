/**
 * The 24 h volume is the listed market trades' sizes (issue 31: under the
 * manual feed the terminal listed recent trades beside a Volume of 0).
 */
import { describe, expect, it } from 'vitest'
import { D } from '#money/decimal.ts'
import { ManualClock } from '../../../../engine/clock.ts'
import { ManualFeed } from '../../../../engine/feed/manual.ts'
import { MarketData } from '../../../../engine/market/market-data.ts'

const HOUR = 3_600_000

describe('24 h volume from the market trades', () => {
  it('adds up the trades the terminal lists, and forgets those older than a day', () => {
    const clock = new ManualClock('2026-03-01T10:00:00Z')
    const market = new MarketData(['BTCUSDT', 'ETHUSDT'])
    const feed = new ManualFeed(market, clock)
    feed.setPrice('BTCUSDT', { last: D('60000') })
    expect(market.ticker('BTCUSDT').volume_24h).toBe('0')

    feed.addTrade('BTCUSDT', { price: D('60000.5'), size: D('0.25'), side: 'buy' })
    feed.addTrade('BTCUSDT', { price: D('59999.5'), size: D('1.005'), side: 'sell' })
    clock.advance(2 * HOUR)
    feed.addTrade('BTCUSDT', { price: D('60010'), size: D('0.1'), side: 'buy' })
    // The trades listed and the volume are the same trades: 0.25 + 1.005 + 0.1.
    const listed = market.books.trades('BTCUSDT', 100)
    expect(listed.map((t) => t.size)).toEqual(['0.1', '1.005', '0.25'])
    expect(market.ticker('BTCUSDT').volume_24h).toBe('1.355')
    // A trade sets no price: the last price stays the one the feed set.
    expect(market.ticker('BTCUSDT').last).toBe('60000')
    // The other pair's trades are its own.
    expect(market.ticker('ETHUSDT').volume_24h).toBe('0')

    // A day after the first two, only the third is within 24 h of the last quote.
    clock.advance(23 * HOUR)
    feed.setPrice('BTCUSDT', { last: D('60020') })
    expect(market.ticker('BTCUSDT').volume_24h).toBe('0.1')
    market.stop()
  })

  it('puts each trade size in the minute candle once, a price tick adding none', () => {
    const clock = new ManualClock('2026-03-01T10:00:00Z')
    const market = new MarketData(['BTCUSDT'])
    const feed = new ManualFeed(market, clock)
    feed.setPrice('BTCUSDT', { last: D('60000') })
    feed.addTrade('BTCUSDT', { price: D('60001'), size: D('0.3'), side: 'buy' })
    feed.setPrice('BTCUSDT', { last: D('60002') })
    const [candle] = market.klines('BTCUSDT', '1m', 1)
    expect(candle).toMatchObject({ volume: '0.3', high: '60002', low: '60000' })
    market.stop()
  })
})
