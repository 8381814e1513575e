/**
 * Stale market data halts a pair (decision 440), on the manual feed made
 * live and the engine's test clock: no price for more than
 * FEED_STALE_SECONDS (10) and the pair is halted. Each case below is a
 * stale-price situation: an order refused, a resting limit, a stop loss, a
 * liquidation and a breach left undecided until the first fresh price,
 * which is then processed as usual; a far tick (bad print) held until a
 * second tick confirms it, or dropped.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { api } from '#contract/index.ts'
import type { BroadcastEvent } from '../../../../engine/events.ts'
import { advance, buyChallenge, eventually, price } from '../evaluation/support.ts'
import { signedInClient } from '../fixtures.ts'
import { databaseKinds, startTestEngine, type TestEngine } from '../harness.ts'
import {
  openOrders,
  place,
  placeOk,
  positions,
  setPrice,
  traderWithDemo,
  trades,
} from './support.ts'

async function live(t: TestEngine, on: boolean) {
  const result = await t.client().request('POST', '/test/market/live', { body: { live: on } })
  if (result.status !== 200) throw new Error(`live answered ${result.status}`)
  return result.body as { data: { halted: string[] } }
}

/** Prices of both pairs, then the manual feed live, then both stale (11 s on the clock). */
async function staleBoth(t: TestEngine) {
  await price(t, '60000')
  await price(t, '3000', 'ETHUSDT')
  await live(t, true)
  await advance(t, 11)
}

describe.each(databaseKinds)('stale market data halts a pair (%s)', (kind) => {
  let t: TestEngine
  beforeAll(async () => {
    t = await startTestEngine(kind)
  })
  afterAll(async () => {
    await t.close()
  })
  afterEach(async () => {
    await live(t, false)
    await price(t, '60000')
    await price(t, '3000', 'ETHUSDT')
  })

  it('refuses orders while stale (en and fa), tells browsers, and resumes on a fresh price', async () => {
    const { client, id } = await traderWithDemo(t)
    const { client: fa, id: faId } = await traderWithDemo(t, 'fa')
    await price(t, '60000')
    await placeOk(client, id, { type: 'MARKET', side: 'buy', size: '0.01' })
    const seen: BroadcastEvent[] = []
    const stop = t.engine.ctx.events.subscribe((e) => {
      if (e.event === 'halt') seen.push(e)
    })
    await price(t, '60000')
    await live(t, true)
    await advance(t, 9)
    // 9 s old: still fresh (the clock runs on between calls: the 10 s edge is the core's test).
    expect((await place(client, id, { type: 'MARKET', side: 'buy', size: '0.01' })).status).toBe(
      200,
    )
    await advance(t, 2)
    const refused = await place(client, id, { type: 'MARKET', side: 'buy', size: '0.01' })
    expect(refused.status).toBe(422)
    expect(refused.body).toMatchObject({
      message: 'Market data delayed, trading on BTCUSDT is paused.',
      errors: { symbol: ['Market data delayed, trading on BTCUSDT is paused.'] },
    })
    const limit = await place(fa, faId, {
      type: 'LIMIT',
      side: 'buy',
      size: '0.01',
      price: '50000',
    })
    expect(limit.status).toBe(422)
    expect(limit.body).toMatchObject({
      message: 'داده‌های بازار با تأخیر می‌رسد؛ معامله روی BTCUSDT متوقف است.',
    })
    const close = await client.call(api.trade.closeAllPositions, {
      params: { userChallengeId: id },
      body: { symbol: 'BTCUSDT' },
    })
    expect(close.status).toBe(422)
    // The pair's answer says so too (first paint of the terminal).
    const pair = await client.ok(api.coinPairs.show, { params: { coinPairCode: 'BTCUSDT' } })
    expect(pair.data.halted).toBe(true)
    // A fresh price: trading resumes.
    await setPrice(t, 'BTCUSDT', '60100')
    expect((await place(client, id, { type: 'MARKET', side: 'buy', size: '0.01' })).status).toBe(
      200,
    )
    stop()
    expect(
      seen
        .filter((e) => e.channel === 'market.BTCUSDT')
        .map((e) => (e.payload as { halted: boolean }).halted),
    ).toEqual([true, false])
    expect((await positions(client, id))[0]?.size).toBe('0.03')
  })

  it('a resting limit is not filled while stale; the first fresh price crossing it fills it', async () => {
    const { client, id } = await traderWithDemo(t)
    await price(t, '60000')
    await placeOk(client, id, { type: 'LIMIT', side: 'buy', size: '0.1', price: '59000' })
    await live(t, true)
    await advance(t, 11)
    expect(t.engine.ctx.market.isHalted('BTCUSDT')).toBe(true)
    await advance(t, 60)
    expect(await openOrders(client, id)).toHaveLength(1)
    // The first fresh price is 58 900: the limit fills at its price, as maker.
    await setPrice(t, 'BTCUSDT', '58900')
    expect(await openOrders(client, id)).toHaveLength(0)
    expect((await trades(client, id))[0]).toMatchObject({ price: '59000', role: 'maker' })
  })

  it('a stop loss waits for the first fresh price, then closes the position', async () => {
    const { client, id } = await traderWithDemo(t)
    await price(t, '60000')
    await placeOk(client, id, { type: 'MARKET', side: 'buy', size: '0.1', sl: '59000' })
    await live(t, true)
    await advance(t, 11)
    expect(await positions(client, id)).toHaveLength(1)
    await price(t, '58000')
    expect(await positions(client, id)).toEqual([])
    const closing = (await trades(client, id)).find((f) => f.side === 'sell')
    expect(closing?.price).toBe('58000')
  })

  it('no liquidation while a held pair is stale; the first fresh price of it liquidates', async () => {
    const { client, id } = await traderWithDemo(t)
    await price(t, '60000')
    await price(t, '3000', 'ETHUSDT')
    await placeOk(client, id, { type: 'MARKET', side: 'buy', size: '1' })
    await placeOk(client, id, { symbol: 'ETHUSDT', type: 'MARKET', side: 'buy', size: '20' })
    await staleBoth(t)
    // ETH's first fresh price falls 500 (−10 000): equity below maintenance at BTC's stale mark.
    await price(t, '2500', 'ETHUSDT')
    expect(t.engine.ctx.market.isHalted('ETHUSDT')).toBe(false)
    expect(t.engine.ctx.market.isHalted('BTCUSDT')).toBe(true)
    expect(await positions(client, id)).toHaveLength(2)
    await price(t, '60000')
    expect(await positions(client, id)).toEqual([])
    const reasons = (await client.ok(api.trade.orderHistory, { params: { userChallengeId: id } }))
      .data
    expect(reasons.some((o) => o.reason === 'Liquidation')).toBe(true)
  })

  it('no breach decided on a stale price: decided on the pair’s first fresh price', async () => {
    const { client } = await signedInClient(t)
    // 10K challenge: daily floor 9 500 (5 %).
    const id = await buyChallenge(t, client)
    await price(t, '60000')
    await price(t, '3000', 'ETHUSDT')
    await placeOk(client, id, { type: 'MARKET', side: 'buy', size: '1' })
    await placeOk(client, id, { symbol: 'ETHUSDT', type: 'MARKET', side: 'buy', size: '10' })
    await staleBoth(t)
    // Equity 10 000 − 30 − 15 − 600 = 9 355 ≤ 9 500 if BTC's stale mark were trusted.
    await price(t, '2940', 'ETHUSDT')
    await t.engine.ctx.trading.idle()
    const during = await client.ok(api.userChallenges.show, { params: { userChallengeId: id } })
    expect(during.data.status).toBe('active')
    await price(t, '60000')
    const failed = await eventually(
      () => client.ok(api.userChallenges.show, { params: { userChallengeId: id } }),
      (d) => d.data.status === 'failed',
    )
    expect(failed.data.steps[0]?.breach).toMatchObject({ rule: 'daily_drawdown', equity: '9355' })
  })

  it('a far tick is held until a second tick confirms it, or dropped when the next is back', async () => {
    const { client, id } = await traderWithDemo(t)
    await price(t, '60000')
    await placeOk(client, id, { type: 'LIMIT', side: 'sell', size: '0.1', price: '63000' })
    await placeOk(client, id, { type: 'LIMIT', side: 'buy', size: '0.1', price: '50000' })
    await live(t, true)
    // 60 000 → 30 000 within a second: held, the buy at 50 000 does not fill.
    await price(t, '30000')
    expect(t.engine.ctx.market.quote('BTCUSDT')?.last.toString()).toBe('60000')
    await price(t, '60010')
    expect(await openOrders(client, id)).toHaveLength(2)
    // 60 010 → 66 000: held alone; 66 010 confirms it: the sell at 63 000 fills.
    await price(t, '66000')
    expect(await openOrders(client, id)).toHaveLength(2)
    expect(t.engine.ctx.market.quote('BTCUSDT')?.last.toString()).toBe('60010')
    await price(t, '66010')
    const open = await openOrders(client, id)
    expect(open.map((o) => o.limitPrice)).toEqual(['50000'])
    expect((await trades(client, id))[0]).toMatchObject({ price: '63000', side: 'sell' })
  })
})
