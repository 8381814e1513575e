/** The simulated market: reproducible for a seed, on the tick grid, with a spread and full charts. */
import { describe, expect, it } from 'vitest'
import { D } from '#money/decimal.ts'
import { ManualClock } from '../../../../engine/clock.ts'
import { SimulatedFeed } from '../../../../engine/feed/simulated.ts'
import { MarketData } from '../../../../engine/market/market-data.ts'
import { pairCatalogue } from '../../../../engine/market/pair-catalogue.ts'

const pairs = pairCatalogue.map((p) => ({
  code: p.code,
  tickSize: D(p.tickSize),
  stepSize: D(p.stepSize),
  startPrice: D(p.startPrice),
  volatility: p.volatility,
}))

async function run(seed: number, steps: number) {
  const clock = new ManualClock('2026-03-01T12:00:00Z')
  const market = new MarketData(pairs.map((p) => p.code))
  const feed = new SimulatedFeed({ market, pairs, seed, clock, intervalMs: 250 })
  await feed.start()
  feed.stop()
  const seen: string[] = []
  market.onTick((symbol, q) => seen.push(`${symbol} ${q.last} ${q.bid} ${q.ask} ${q.mark}`))
  const walkers = (feed as unknown as { walkers: Parameters<SimulatedFeed['step']>[0][] }).walkers
  for (let i = 0; i < steps; i++) {
    clock.advance(250)
    for (const w of walkers) feed.step(w, clock.now().getTime())
  }
  return { market, seen }
}

describe('simulated feed', () => {
  it('gives the same market for the same seed, another for another', async () => {
    const a = await run(7, 200)
    const b = await run(7, 200)
    const c = await run(8, 200)
    expect(a.seen).toEqual(b.seen)
    expect(a.seen).not.toEqual(c.seen)
    expect(a.market.klines('BTCUSDT', '1h', 1500)).toEqual(b.market.klines('BTCUSDT', '1h', 1500))
  })

  it('keeps prices on the tick grid with bid < ask and moves like the pair', async () => {
    const { market, seen } = await run(42, 400)
    for (const pair of pairs) {
      const q = market.quote(pair.code)
      if (!q) throw new Error('no quote')
      expect(q.bid.lt(q.ask)).toBe(true)
      for (const p of [q.last, q.bid, q.ask, q.mark])
        expect(p.isMultipleOf(pair.tickSize)).toBe(true)
      // 100 s of a ~50–100 % a year walk stays within a few percent of the start
      const drift = q.last.sub(pair.startPrice).abs().div(pair.startPrice, 6).toNumber()
      expect(drift).toBeLessThan(0.05)
    }
    expect(
      new Set(seen.filter((s) => s.startsWith('BTCUSDT')).map((s) => s.split(' ')[1])).size,
    ).toBeGreaterThan(20)
  })

  it('back-fills candles so every chart opens full', async () => {
    const { market } = await run(42, 1)
    expect(market.klines('BTCUSDT', '1m', 500)).toHaveLength(500)
    expect(market.klines('BTCUSDT', '1h', 500)).toHaveLength(500)
    expect(market.klines('BTCUSDT', '1d', 150)).toHaveLength(150)
    const hours = market.klines('ETHUSDT', '1h', 48)
    for (let i = 1; i < hours.length; i++)
      expect((hours[i]?.time ?? 0) - (hours[i - 1]?.time ?? 0)).toBe(3600)
    const last = market.klines('BTCUSDT', '1m', 1)[0]
    expect(D(last?.high ?? '0').gte(D(last?.low ?? '0'))).toBe(true)
    expect(market.ticker('BTCUSDT').volume_24h).not.toBe('0')
  })

  it('keeps a book at its own bid and ask and trades at its own last price', async () => {
    const a = await run(42, 40)
    const b = await run(42, 40)
    expect(a.market.books.depth('BTCUSDT')).toEqual(b.market.books.depth('BTCUSDT'))
    expect(a.market.books.trades('ETHUSDT', 100)).toEqual(b.market.books.trades('ETHUSDT', 100))
    for (const pair of pairs) {
      const q = a.market.quote(pair.code)
      const book = a.market.books.depth(pair.code)
      if (!q) throw new Error('no quote')
      expect(book.bids).toHaveLength(20)
      expect(book.asks).toHaveLength(20)
      expect(book.bids[0]?.[0]).toBe(q.bid.toString())
      expect(book.asks[0]?.[0]).toBe(q.ask.toString())
      for (const [side, levels] of [
        [-1, book.bids],
        [1, book.asks],
      ] as const) {
        for (let i = 0; i < levels.length; i++) {
          const [price, size] = levels[i] ?? ['0', '0']
          expect(D(price).isMultipleOf(pair.tickSize)).toBe(true)
          expect(D(size).isPositive() && D(size).isMultipleOf(pair.stepSize)).toBe(true)
          if (i > 0) expect(D(price).cmp(levels[i - 1]?.[0] ?? '0')).toBe(side)
        }
      }
      // The newest trade is the last price; a buy lifts the ask, a sell hits the bid.
      const [newest] = a.market.books.trades(pair.code, 1)
      expect(newest?.price).toBe(q.last.toString())
      expect(newest?.side).toBe(q.last.eq(q.ask) ? 'buy' : 'sell')
    }
    // One trade a step (40 steps and the one at start), ids in order.
    const ids = a.market.books.trades('BTCUSDT', 100).map((t) => t.id)
    expect(ids).toHaveLength(41)
    expect(ids).toEqual([...ids].sort((x, y) => y - x))
  })
})
