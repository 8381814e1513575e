/**
 * Answers that say what happened (issue 23): a price a type does not use is
 * refused, not dropped; a position's TP or SL is set alone; a symbol is
 * read in any case and an unknown one is "Unknown symbol." wherever it is
 * named (decision 471); a stop rejected when it triggers stays in the
 * order history as REJECTED with its reason (decision 473).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api } from '#contract/index.ts'
import { openChallenge, rulesWith } from '../evaluation/support.ts'
import { signedInClient } from '../fixtures.ts'
import { databaseKinds, startTestEngine, type TestClient, type TestEngine } from '../harness.ts'
import { openOrders, place, placeOk, positions, setPrice, traderWithDemo } from './support.ts'

describe.each(databaseKinds)('trade answers that say what happened (%s)', (kind) => {
  let t: TestEngine
  let client: TestClient
  let id: number
  let fa: TestClient
  let faId: number
  beforeAll(async () => {
    t = await startTestEngine(kind)
    await setPrice(t, 'BTCUSDT', '60000', { mark: '60000', bid: '60000', ask: '60000' })
    ;({ client, id } = await traderWithDemo(t))
    ;({ client: fa, id: faId } = await traderWithDemo(t, 'fa'))
  })
  afterAll(async () => {
    await t.close()
  })

  const history = async (c: TestClient, account: number) =>
    (await c.ok(api.trade.orderHistory, { params: { userChallengeId: account } })).data

  it('refuses a price sent with a MARKET order (and a stop price with a LIMIT), placing nothing', async () => {
    const market = await place(client, id, {
      type: 'MARKET',
      side: 'buy',
      size: '0.01',
      price: '59000',
    })
    expect(market.status).toBe(422)
    expect(market.body).toEqual({
      message: 'A MARKET order takes no price; leave it out.',
      errors: { price: ['A MARKET order takes no price; leave it out.'] },
    })
    const stopMarket = await place(client, id, {
      type: 'STOP_MARKET',
      side: 'buy',
      size: '0.01',
      stop_price: '61000',
      price: '61000',
    })
    expect(stopMarket.body).toMatchObject({
      errors: { price: ['A STOP_MARKET order takes no price; leave it out.'] },
    })
    const limit = await place(client, id, {
      type: 'LIMIT',
      side: 'buy',
      size: '0.01',
      price: '59000',
      stop_price: '58000',
    })
    expect(limit.body).toMatchObject({
      errors: { stop_price: ['A LIMIT order takes no stop price; leave it out.'] },
    })
    const persian = await place(fa, faId, {
      type: 'MARKET',
      side: 'buy',
      size: '0.01',
      price: '59000',
    })
    expect(persian.body).toMatchObject({
      errors: { price: ['سفارش MARKET قیمت ندارد؛ آن را نفرستید.'] },
    })
    expect(await history(client, id)).toEqual([])
    expect(await openOrders(client, id)).toEqual([])
    expect(await positions(client, id)).toEqual([])
    // Without the price it fills at market.
    const filled = await placeOk(client, id, { type: 'MARKET', side: 'buy', size: '0.01' })
    expect(filled).toMatchObject({ status: 'FILLED', limitPrice: null, avgPrice: '60000' })
  })

  it('sets a take-profit or a stop-loss alone, keeping the other; one of them is needed', async () => {
    const [position] = await positions(client, id)
    if (!position) throw new Error('no position')
    const tpsl = (body: Record<string, unknown>, c = client, account = id) =>
      c.call(api.trade.setPositionTpsl, {
        params: { userChallengeId: account, positionId: position.id },
        body,
      })
    expect((await tpsl({ tp: '70000', sl: '50000' })).status).toBe(200)
    const tpOnly = await tpsl({ tp: '71000' })
    expect(tpOnly.status).toBe(200)
    expect(tpOnly.body).toMatchObject({ data: { tp: '71000', sl: '50000' } })
    const slOnly = await tpsl({ sl: '51000' })
    expect(slOnly.body).toMatchObject({ data: { tp: '71000', sl: '51000' } })
    const removeTp = await tpsl({ tp: null })
    expect(removeTp.body).toMatchObject({ data: { tp: null, sl: '51000' } })
    expect((await positions(client, id))[0]).toMatchObject({ tp: null, sl: '51000' })
    const neither = await tpsl({})
    expect(neither.status).toBe(422)
    expect(neither.body).toEqual({
      message: 'Send tp, sl or both.',
      errors: { tp: ['Send tp, sl or both.'] },
    })
    // The one sent is still judged: a long's stop-loss above the last price is refused.
    const wrong = await tpsl({ sl: '65000' })
    expect(wrong.body).toMatchObject({
      errors: { sl: ['Stop loss of a long must be below the last price (60000).'] },
    })
    expect((await positions(client, id))[0]).toMatchObject({ tp: null, sl: '51000' })
  })

  it('reads a symbol in any case; an unknown one is "Unknown symbol." in body, query and path', async () => {
    const lower = await placeOk(client, id, {
      symbol: 'btcusdt',
      type: 'LIMIT',
      side: 'buy',
      size: '0.01',
      price: '55000',
    })
    expect(lower.symbol).toBe('BTCUSDT')
    const filtered = await client.ok(api.trade.openOrders, {
      params: { userChallengeId: id },
      query: { symbol: 'BtcUsdt' },
    })
    expect(filtered.data.map((o) => o.id)).toEqual([lower.id])
    const unknownField = { message: 'Unknown symbol.', errors: { symbol: ['Unknown symbol.'] } }
    for (const symbol of ['NOPEUSDT', 'nopeusdt', 'BTC-USDT']) {
      const order = await place(client, id, { symbol, type: 'MARKET', side: 'buy', size: '0.01' })
      expect([order.status, order.body], symbol).toEqual([422, unknownField])
      for (const list of [
        api.trade.openOrders,
        api.trade.positions,
        api.trade.orderHistory,
        api.trade.tradeHistory,
        api.trade.transactionHistory,
      ]) {
        const read = await client.call(list, {
          params: { userChallengeId: id },
          query: { symbol },
        })
        expect([read.status, read.body], `${list.path} ${symbol}`).toEqual([422, unknownField])
      }
      for (const write of [api.trade.cancelAll, api.trade.closeAllPositions]) {
        const result = await client.call(write, {
          params: { userChallengeId: id },
          body: { symbol },
        })
        expect([result.status, result.body], `${write.path} ${symbol}`).toEqual([422, unknownField])
      }
      const snapshot = await client.call(api.trade.snapshot, {
        params: { userChallengeId: id, coinPairCode: symbol },
      })
      expect([snapshot.status, snapshot.body], symbol).toEqual([
        404,
        { message: 'Unknown symbol.' },
      ])
      const leverage = await client.call(api.trade.adjustLeverage, {
        params: { userChallengeId: id, coinPairCode: symbol },
        body: { leverage: 5 },
      })
      expect([leverage.status, leverage.body], symbol).toEqual([
        404,
        { message: 'Unknown symbol.' },
      ])
    }
    // Nothing was canceled or closed by the refused calls.
    expect((await openOrders(client, id)).map((o) => o.id)).toEqual([lower.id])
    expect(await positions(client, id)).toHaveLength(1)
    const snapshot = await client.call(api.trade.snapshot, {
      params: { userChallengeId: id, coinPairCode: 'btcusdt' },
    })
    expect(snapshot.status).toBe(200)
    expect(snapshot.body).toMatchObject({ data: { pair: { code: 'BTCUSDT' } } })
    const persian = await fa.call(api.trade.openOrders, {
      params: { userChallengeId: faId },
      query: { symbol: 'NOPEUSDT' },
    })
    expect(persian.body).toMatchObject({ errors: { symbol: ['این نماد وجود ندارد.'] } })
  })

  it('counts in both languages: one order, one position; Persian keeps the noun singular', async () => {
    await placeOk(fa, faId, { type: 'LIMIT', side: 'buy', size: '0.01', price: '55000' })
    const canceled = await fa.ok(api.trade.cancelAll, {
      params: { userChallengeId: faId },
      body: {},
    })
    expect(canceled.message).toBe('1 سفارش لغو شد.')
    for (const price of ['55000', '54000'])
      await placeOk(fa, faId, { type: 'LIMIT', side: 'buy', size: '0.01', price })
    const two = await fa.ok(api.trade.cancelAll, { params: { userChallengeId: faId }, body: {} })
    expect(two.message).toBe('2 سفارش لغو شد.')
    await placeOk(fa, faId, { type: 'MARKET', side: 'buy', size: '0.01' })
    const closed = await fa.ok(api.trade.closeAllPositions, {
      params: { userChallengeId: faId },
      body: {},
    })
    expect(closed.message).toBe('1 موقعیت بسته شد.')
    await placeOk(client, id, { type: 'LIMIT', side: 'buy', size: '0.01', price: '54000' })
    const english = await client.ok(api.trade.cancelAll, {
      params: { userChallengeId: id },
      body: {},
    })
    // The order left from the symbol case above, and this one.
    expect(english.message).toBe('2 orders canceled.')
  })

  it('records a stop rejected when it triggers (past the bracket cap) as REJECTED with its reason', async () => {
    const { user, client: trader } = await signedInClient(t)
    const account = await openChallenge(t, user.id, {
      ...rulesWith([
        { step: 1, days: 30, maxDdDaily: '5', maxDdTotal: '10', minProfit: '8', minTradingDays: 2 },
      ]),
      maxLeverage: 125,
    })
    await trader.ok(api.trade.adjustLeverage, {
      params: { userChallengeId: account, coinPairCode: 'BTCUSDT' },
      body: { leverage: 125 },
    })
    // At 125x the cap is 50 000: placed, 0.8 × 61 000 = 48 800 fits.
    const stop = await placeOk(trader, account, {
      type: 'STOP_MARKET',
      side: 'buy',
      size: '0.8',
      stop_price: '61000',
    })
    expect(stop.status).toBe('NEW')
    // Triggered, it would fill at the ask: 0.8 × 62 600 = 50 080 > 50 000.
    await setPrice(t, 'BTCUSDT', '61000', { mark: '61000', bid: '61000', ask: '62600' })
    const [rejected] = await history(trader, account)
    expect(rejected).toMatchObject({
      id: stop.id,
      status: 'REJECTED',
      reason: 'Position value would exceed the bracket cap',
      avgPrice: null,
    })
    expect(await openOrders(trader, account)).toEqual([])
    expect(await positions(trader, account)).toEqual([])
    await setPrice(t, 'BTCUSDT', '60000', { mark: '60000', bid: '60000', ask: '60000' })
  })
})
