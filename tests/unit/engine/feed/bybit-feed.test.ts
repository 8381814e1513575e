/**
 * The Bybit v5 linear feed against a local server replaying messages in
 * Bybit's documented format (tests/fixtures/bybit): REST kline history
 * (newest first there), then tickers (snapshot and delta), publicTrade and
 * kline.1; subscribe and ping answers are ignored; unknown pairs too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BybitFeed } from '../../../../engine/feed/bybit.ts'
import { createLogger } from '../../../../engine/logger.ts'
import { MarketData } from '../../../../engine/market/market-data.ts'
import { pairCatalogue } from '../../../../engine/market/pair-catalogue.ts'
import { feedPairOf } from '../../../../engine/trading/pairs.ts'
import { type StandIn, startStandIn } from '../../../support/exchange-stand-ins.ts'

const PORT = 9410

describe('Bybit v5 linear feed (recorded-format messages, local server)', () => {
  let bybit: StandIn
  beforeAll(async () => {
    bybit = await startStandIn('bybit', PORT)
  })
  afterAll(async () => {
    await bybit.close()
  })

  it('loads history oldest first, subscribes, merges ticker deltas, applies trades and klines', async () => {
    const pairs = pairCatalogue.filter((p) => p.code === 'BTCUSDT' || p.code === 'ETHUSDT')
    const market = new MarketData(pairs.map((p) => p.code))
    const ticks: string[] = []
    market.onTick((symbol, quote) => ticks.push(`${symbol} ${quote.last}`))
    const feed = new BybitFeed({
      market,
      pairs: pairs.map((p) =>
        feedPairOf({
          code: p.code,
          tickSize: p.tickSize,
          stepSize: p.stepSize,
          simStartPrice: p.startPrice,
          simVolatility: String(p.volatility),
        } as never),
      ),
      wsUrl: bybit.wsUrl,
      restUrl: bybit.url,
      log: createLogger('error'),
    })
    await feed.start()
    await feed.connected
    const deadline = Date.now() + 5000
    while (market.quote('BTCUSDT')?.last.toString() !== '97015.2' && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 20))
    feed.stop()

    expect(bybit.requested).toContain(
      '/v5/market/kline?category=linear&symbol=BTCUSDT&interval=1&limit=1000',
    )
    expect(bybit.requested).toContain(
      '/v5/market/kline?category=linear&symbol=ETHUSDT&interval=D&limit=500',
    )
    expect(bybit.received).toContainEqual({
      op: 'subscribe',
      args: [
        'tickers.BTCUSDT',
        'publicTrade.BTCUSDT',
        'kline.1.BTCUSDT',
        'tickers.ETHUSDT',
        'publicTrade.ETHUSDT',
        'kline.1.ETHUSDT',
      ],
    })
    // The delta moved mark and bid; the ask kept its snapshot value. On our 0.1 tick.
    expect(market.ticker('BTCUSDT')).toMatchObject({
      last: '97015.2',
      mark: '97014',
      bid: '97015.1',
      ask: '97013.5',
    })
    expect(market.ticker('ETHUSDT')).toMatchObject({
      last: '3401.62',
      mark: '3401.58',
      bid: '3401.61',
      ask: '3401.62',
    })
    expect(ticks).toContain('BTCUSDT 97013.4')
    expect(ticks.some((t) => t.startsWith('SOLUSDT'))).toBe(false)
    const candles = market.klines('BTCUSDT', '1m', 10)
    expect(candles).toHaveLength(6)
    expect(candles[0]).toMatchObject({ time: 1763772900, open: '96950', close: '96962.3' })
    expect(candles[5]).toMatchObject({ time: 1763773200, open: '97006.1', high: '97024.9' })
  })
})
