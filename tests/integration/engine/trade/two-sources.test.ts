/**
 * MARKET_FEED=binance,bybit against local stand-ins replaying recorded
 * messages (decision 440): Binance is used while fresh; a far Binance tick
 * waits until Bybit confirms it; when Binance goes quiet for more than
 * FEED_STALE_SECONDS and Bybit is fresh, Bybit's prices are used with no
 * halt. Never the internet.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api } from '#contract/index.ts'
import type { OffsetClock } from '../../../../engine/clock.ts'
import type { BroadcastEvent } from '../../../../engine/events.ts'
import { type StandIn, startStandIn } from '../../../support/exchange-stand-ins.ts'
import { waitFor } from '../../../support/wait-for.ts'
import { signedInClient } from '../fixtures.ts'
import { databaseKinds, startTestEngine, type TestEngine } from '../harness.ts'
import { openOrders, placeOk, traderWithDemo, trades } from './support.ts'

const binanceTrade = (price: string) => ({
  stream: 'btcusdt@aggTrade',
  data: {
    e: 'aggTrade',
    E: Date.now(),
    s: 'BTCUSDT',
    p: price,
    q: '0.010',
    T: Date.now(),
    m: false,
  },
})
const bybitTrade = (price: string) => ({
  topic: 'publicTrade.BTCUSDT',
  type: 'snapshot',
  ts: Date.now(),
  data: [{ T: Date.now(), s: 'BTCUSDT', S: 'Buy', v: '0.020', p: price, L: 'PlusTick', BT: false }],
})
const bybitBook = (bid: string, ask: string) => ({
  topic: 'tickers.BTCUSDT',
  type: 'delta',
  ts: Date.now(),
  data: { symbol: 'BTCUSDT', bid1Price: bid, ask1Price: ask, markPrice: bid },
  cs: 1,
})

describe.each(databaseKinds)('two live sources (%s)', (kind) => {
  let t: TestEngine
  let binance: StandIn
  let bybit: StandIn
  const halts: BroadcastEvent[] = []
  const last = () => t.engine.ctx.market.quote('BTCUSDT')?.last.toString()
  const btcHealth = () => t.engine.ctx.feed.health().find((p) => p.symbol === 'BTCUSDT')

  beforeAll(async () => {
    binance = await startStandIn('binance', 9411)
    bybit = await startStandIn('bybit', 9412)
    t = await startTestEngine(kind, {
      MARKET_FEED: 'binance,bybit',
      BINANCE_WS_URL: binance.wsUrl,
      BINANCE_REST_URL: binance.url,
      BYBIT_WS_URL: bybit.wsUrl,
      BYBIT_REST_URL: bybit.url,
    })
    t.engine.ctx.events.subscribe((e) => {
      if (e.channel === 'market.BTCUSDT' && e.event === 'halt') halts.push(e)
    })
    await waitFor(() => last() === '97020.1' && btcHealth()?.ages[1]?.ageMs != null)
  })
  afterAll(async () => {
    await t.close()
    await binance.close()
    await bybit.close()
  })

  it('uses Binance first; a far Binance tick is held until Bybit confirms it', async () => {
    expect(btcHealth()).toMatchObject({ source: 'binance', halted: false })
    const { client, id } = await traderWithDemo(t)
    await placeOk(client, id, { type: 'LIMIT', side: 'sell', size: '0.01', price: '105000' })
    // +10 % within a second on Binance alone: held, the sell does not fill.
    binance.send(binanceTrade('106800.00'))
    await waitFor(() => btcHealth()?.held === true)
    expect(last()).toBe('97020.1')
    expect(await openOrders(client, id)).toHaveLength(1)
    // Bybit trades there too: the held tick is confirmed and fills the sell.
    bybit.send(bybitTrade('106750.00'))
    await waitFor(() => last() === '106800')
    await t.engine.ctx.trading.idle()
    expect(await openOrders(client, id)).toEqual([])
    expect((await trades(client, id))[0]).toMatchObject({ price: '105000', side: 'sell' })
  })

  it('Binance stale, Bybit fresh: Bybit takes over without a halt', async () => {
    const clock = t.engine.ctx.clock as OffsetClock
    halts.length = 0
    binance.send(binanceTrade('106805.00'))
    await waitFor(() => last() === '106805')
    clock.advance(5000)
    bybit.send(bybitBook('106700.00', '106700.20'))
    bybit.send(bybitTrade('106700.10'))
    await waitFor(() => (btcHealth()?.ages[1]?.ageMs ?? 99_999) < 1000)
    clock.advance(6000)
    t.engine.ctx.feed.check()
    expect(btcHealth()).toMatchObject({ source: 'bybit', halted: false })
    expect(btcHealth()?.ages.map((a) => a.fresh)).toEqual([false, true])
    // Bybit's next prices are the ones traded on.
    bybit.send(bybitBook('106710.00', '106710.20'))
    await waitFor(() => t.engine.ctx.market.quote('BTCUSDT')?.ask.toString() === '106710.2')
    const { client, id } = await traderWithDemo(t)
    const order = await placeOk(client, id, { type: 'MARKET', side: 'buy', size: '0.01' })
    expect(order).toMatchObject({ status: 'FILLED', avgPrice: '106710.2' })
    expect(halts).toEqual([])
    const feeds = await (await staffClient(t)).ok(api.staffMarket.feeds)
    expect(feeds.data.find((f) => f.code === 'BTCUSDT')).toMatchObject({
      source: 'bybit',
      halted: false,
      sources: [
        { source: 'binance', fresh: false },
        { source: 'bybit', fresh: true },
      ],
    })
  })
})

async function staffClient(t: TestEngine) {
  return (await signedInClient(t, { role: 'support' })).client
}
