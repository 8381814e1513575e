/** The pairs as seeded (trading.md), their tickers and candles. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api } from '#contract/index.ts'
import { databaseKinds, startTestEngine, type TestEngine } from '../harness.ts'
import { setPrice } from './support.ts'

describe.each(databaseKinds)('coin pairs (%s)', (kind) => {
  let t: TestEngine
  beforeAll(async () => {
    t = await startTestEngine(kind)
  })
  afterAll(async () => {
    await t.close()
  })

  it('lists the ten pairs of trading.md with fees, offset, protection and brackets', async () => {
    const list = await t.client().ok(api.coinPairs.list)
    expect(list.data.map((p) => p.code)).toEqual([
      'BTCUSDT',
      'ETHUSDT',
      'SOLUSDT',
      'BNBUSDT',
      'XRPUSDT',
      'DOGEUSDT',
      'ADAUSDT',
      'AVAXUSDT',
      'LINKUSDT',
      'LTCUSDT',
    ])
    const btc = list.data[0]
    expect(btc).toMatchObject({
      tick_size: '0.1',
      step_size: '0.001',
      min_notional: '5',
      maker_fee: '0.0002',
      taker_fee: '0.0005',
      price_offset_percent: '5',
      price_protection_percent: '15',
    })
    expect(btc?.brackets).toEqual([
      { notional_cap: '50000', max_leverage: 125, mmr: '0.004', cum: '0' },
      { notional_cap: '600000', max_leverage: 100, mmr: '0.005', cum: '50' },
      { notional_cap: '3000000', max_leverage: 75, mmr: '0.0065', cum: '950' },
      { notional_cap: '12000000', max_leverage: 50, mmr: '0.01', cum: '11450' },
    ])
  })

  it('shows a pair’s ticker from the feed and its candles', async () => {
    await setPrice(t, 'ETHUSDT', '3000', { bid: '2999.99', ask: '3000.01', mark: '3000.02' })
    await setPrice(t, 'ETHUSDT', '3030')
    await setPrice(t, 'ETHUSDT', '2990.5')
    const show = await t.client().ok(api.coinPairs.show, { params: { coinPairCode: 'ETHUSDT' } })
    expect(show.data.ticker).toMatchObject({
      last: '2990.5',
      mark: '2990.5',
      low_24h: '2990.5',
      high_24h: '3030',
      change_24h: '-0.32',
    })
    const klines = await t
      .client()
      .ok(api.coinPairs.klines, { params: { coinPairCode: 'ETHUSDT' }, query: { interval: '1m' } })
    expect(klines.data.at(-1)).toMatchObject({
      open: '3000',
      high: '3030',
      low: '2990.5',
      close: '2990.5',
    })
  })

  it('answers 404 for an unknown pair and 422 for a bad interval', async () => {
    expect(
      (await t.client().call(api.coinPairs.show, { params: { coinPairCode: 'NOPEUSDT' } })).status,
    ).toBe(404)
    const bad = await t.client().call(api.coinPairs.klines, {
      params: { coinPairCode: 'BTCUSDT' },
      query: { interval: '2m' },
    })
    expect(bad.status).toBe(422)
  })
})
