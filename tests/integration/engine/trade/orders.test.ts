/**
 * Each order type fills or triggers on the right tick of the manual feed;
 * TP and SL close the position; the money lands in the ledger.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { api } from '#contract/index.ts'
import { databaseKinds, startTestEngine, type TestClient, type TestEngine } from '../harness.ts'
import {
  openOrders,
  placeOk,
  positions,
  setPrice,
  snapshot,
  traderWithDemo,
  trades,
} from './support.ts'

describe.each(databaseKinds)('orders on the manual feed (%s)', (kind) => {
  let t: TestEngine
  let client: TestClient
  let id: number
  beforeAll(async () => {
    t = await startTestEngine(kind)
  })
  afterAll(async () => {
    await t.close()
  })
  beforeEach(async () => {
    await setPrice(t, 'BTCUSDT', '60000', { bid: '59999.9', ask: '60000.1' })
    ;({ client, id } = await traderWithDemo(t))
  })

  it('a MARKET buy fills at the ask as taker; balance, fee and ledger follow', async () => {
    const order = await placeOk(client, id, { type: 'MARKET', side: 'buy', size: '0.1' })
    expect(order).toMatchObject({ status: 'FILLED', avgPrice: '60000.1', amount: '0.1' })
    const [fill] = await trades(client, id)
    // fee 0.1 × 60 000.1 × 0.05 % = 3.000005
    expect(fill).toMatchObject({
      price: '60000.1',
      quantity: '0.1',
      fee: '3.000005',
      role: 'taker',
      side: 'buy',
    })
    const [position] = await positions(client, id)
    expect(position).toMatchObject({
      side: 'long',
      size: '0.1',
      entryPrice: '60000.1',
      markPrice: '60000',
      leverage: 20,
    })
    const snap = await snapshot(client, id)
    expect(snap.assets).toMatchObject({
      balance: '9996.999995',
      equity: '9996.989995',
      margin: '300',
      daily_balance: '10000',
    })
    const ledger = await client.ok(api.trade.transactionHistory, {
      params: { userChallengeId: id },
    })
    expect(ledger.data.map((r) => [r.type, r.amount])).toEqual([['COMMISSION', '-3.000005']])
  })

  it('a resting LIMIT buy fills at its price as maker when the last price falls to it', async () => {
    const order = await placeOk(client, id, {
      type: 'LIMIT',
      side: 'buy',
      size: '0.1',
      price: '59000',
    })
    expect(order.status).toBe('NEW')
    await setPrice(t, 'BTCUSDT', '59000.1')
    expect(await openOrders(client, id)).toHaveLength(1)
    // Still resting: an open order, not yet history.
    const resting = await client.ok(api.trade.orderHistory, { params: { userChallengeId: id } })
    expect(resting.data.map((o) => o.id)).not.toContain(order.id)
    await setPrice(t, 'BTCUSDT', '59000')
    expect(await openOrders(client, id)).toHaveLength(0)
    const [fill] = await trades(client, id)
    expect(fill).toMatchObject({ price: '59000', role: 'maker', fee: '1.18' })
    const history = await client.ok(api.trade.orderHistory, { params: { userChallengeId: id } })
    expect(history.data[0]).toMatchObject({
      id: order.id,
      status: 'FILLED',
      avgPrice: '59000',
      origin: 'trader',
    })
  })

  it('a STOP_MARKET sell triggers when the last price falls to the stop and fills at the bid', async () => {
    await placeOk(client, id, {
      type: 'STOP_MARKET',
      side: 'sell',
      size: '0.1',
      stop_price: '59500',
    })
    await setPrice(t, 'BTCUSDT', '59500.1')
    expect(await positions(client, id)).toHaveLength(0)
    await setPrice(t, 'BTCUSDT', '59500', { bid: '59499.8', ask: '59500.2' })
    const [position] = await positions(client, id)
    expect(position).toMatchObject({ side: 'short', size: '0.1', entryPrice: '59499.8' })
  })

  it('a STOP_LIMIT buy triggers on the stop, rests, then fills at its limit', async () => {
    const order = await placeOk(client, id, {
      type: 'STOP_LIMIT',
      side: 'buy',
      size: '0.1',
      stop_price: '60500',
      price: '60400',
    })
    await setPrice(t, 'BTCUSDT', '60500', { bid: '60499.9', ask: '60500.1' })
    expect((await openOrders(client, id))[0]).toMatchObject({ id: order.id, status: 'TRIGGERED' })
    await setPrice(t, 'BTCUSDT', '60400')
    expect((await trades(client, id))[0]).toMatchObject({
      price: '60400',
      role: 'maker',
      type: 'STOP_LIMIT',
    })
  })

  it('TP closes a long on the way up; SL closes a short on the way up', async () => {
    await placeOk(client, id, {
      type: 'MARKET',
      side: 'buy',
      size: '0.1',
      tp: '61000',
      sl: '59000',
    })
    expect((await positions(client, id))[0]).toMatchObject({ tp: '61000', sl: '59000' })
    await setPrice(t, 'BTCUSDT', '60999.9')
    expect(await positions(client, id)).toHaveLength(1)
    await setPrice(t, 'BTCUSDT', '61000')
    expect(await positions(client, id)).toHaveLength(0)
    const [close] = await trades(client, id)
    // realized 0.1 × (61 000 − 60 000.1) = 99.99
    expect(close).toMatchObject({
      side: 'sell',
      price: '61000',
      realizedProfit: '99.99',
      origin: 'take_profit',
    })

    await placeOk(client, id, { type: 'MARKET', side: 'sell', size: '0.1', sl: '61500' })
    await setPrice(t, 'BTCUSDT', '61500')
    expect(await positions(client, id)).toHaveLength(0)
    const [stop] = await trades(client, id)
    expect(stop).toMatchObject({ side: 'buy', origin: 'stop_loss' })
    const history = await client.ok(api.trade.orderHistory, { params: { userChallengeId: id } })
    // Newest first: the stop-loss close, the trader's short, the take-profit close, the trader's long.
    expect(history.data.map((o) => [o.origin, o.status])).toEqual([
      ['stop_loss', 'FILLED'],
      ['trader', 'FILLED'],
      ['take_profit', 'FILLED'],
      ['trader', 'FILLED'],
    ])
  })

  it('a position’s TP/SL can be set, changed and removed later', async () => {
    await placeOk(client, id, { type: 'MARKET', side: 'buy', size: '0.1' })
    const [position] = await positions(client, id)
    const params = { userChallengeId: id, positionId: position?.id ?? 0 }
    const set = await client.ok(api.trade.setPositionTpsl, {
      params,
      body: { tp: '62000', sl: null },
    })
    expect(set.data).toMatchObject({ tp: '62000', sl: null })
    await client.ok(api.trade.setPositionTpsl, { params, body: { tp: null, sl: null } })
    await setPrice(t, 'BTCUSDT', '62000')
    expect(await positions(client, id)).toHaveLength(1)
    await client.ok(api.trade.setPositionTpsl, { params, body: { tp: null, sl: '59000' } })
    await setPrice(t, 'BTCUSDT', '59000')
    expect(await positions(client, id)).toHaveLength(0)
  })

  it('cancel, cancel all and close all', async () => {
    const a = await placeOk(client, id, {
      type: 'LIMIT',
      side: 'buy',
      size: '0.01',
      price: '58000',
    })
    await placeOk(client, id, { type: 'LIMIT', side: 'buy', size: '0.01', price: '57000' })
    await placeOk(client, id, { type: 'LIMIT', side: 'buy', size: '0.01', price: '56000' })
    const canceled = await client.ok(api.trade.cancelOrder, {
      params: { userChallengeId: id },
      body: { order_id: a.id },
    })
    expect(canceled.data.status).toBe('CANCELED')
    // Canceled already: 422 under order_id; an id this account never had: 404.
    const again = await client.call(api.trade.cancelOrder, {
      params: { userChallengeId: id },
      body: { order_id: a.id },
    })
    expect(again.status).toBe(422)
    expect(again.body).toMatchObject({ errors: { order_id: ['This order is no longer open.'] } })
    const unknown = await client.call(api.trade.cancelOrder, {
      params: { userChallengeId: id },
      body: { order_id: 987_654_321 },
    })
    expect(unknown.status).toBe(404)
    expect(unknown.body).toMatchObject({ message: 'Order not found.' })
    const all = await client.ok(api.trade.cancelAll, { params: { userChallengeId: id }, body: {} })
    expect(all.data.canceled).toBe(2)
    expect(all.message).toBe('2 orders canceled.')
    await placeOk(client, id, { type: 'MARKET', side: 'buy', size: '0.01' })
    await setPrice(t, 'ETHUSDT', '3000')
    await placeOk(client, id, { symbol: 'ETHUSDT', type: 'MARKET', side: 'sell', size: '0.1' })
    const closed = await client.ok(api.trade.closeAllPositions, {
      params: { userChallengeId: id },
      body: {},
    })
    expect(closed.data.closed).toBe(2)
    expect(closed.message).toBe('2 positions closed.')
    // Close All is the trader's own order.
    expect((await trades(client, id)).slice(0, 2).map((f) => f.origin)).toEqual([
      'trader',
      'trader',
    ])
    expect(await positions(client, id)).toHaveLength(0)
    expect((await snapshot(client, id)).assets.margin).toBe('0')

    // One of each: the singular ("1 positions closed." before).
    await placeOk(client, id, { type: 'LIMIT', side: 'buy', size: '0.01', price: '56000' })
    const one = await client.ok(api.trade.cancelAll, { params: { userChallengeId: id }, body: {} })
    expect(one.message).toBe('1 order canceled.')
    await placeOk(client, id, { type: 'MARKET', side: 'buy', size: '0.01' })
    const single = await client.ok(api.trade.closeAllPositions, {
      params: { userChallengeId: id },
      body: {},
    })
    expect(single.message).toBe('1 position closed.')
  })

  it('changes leverage and shows it in margin and the snapshot', async () => {
    const result = await client.ok(api.trade.adjustLeverage, {
      params: { userChallengeId: id, coinPairCode: 'BTCUSDT' },
      body: { leverage: 10 },
    })
    expect(result.data).toEqual({ leverage: 10, max_notional: '12000000' })
    await placeOk(client, id, { type: 'MARKET', side: 'buy', size: '0.1' })
    expect((await positions(client, id))[0]).toMatchObject({ leverage: 10, margin: '600' })
    const snap = await snapshot(client, id)
    expect(snap.account).toMatchObject({ leverage: 10, max_leverage: 20, can_trade: true })
  })

  it('liquidates at mark when equity reaches the maintenance margin', async () => {
    // 10 000 USDT, 3.2 BTC at 60 000.1 (20x: margin 9 600).
    await placeOk(client, id, { type: 'MARKET', side: 'buy', size: '3.2' })
    const [position] = await positions(client, id)
    const lp = Number(position?.liquidPrice)
    expect(lp).toBeGreaterThan(57000)
    await setPrice(t, 'BTCUSDT', String((Math.ceil(lp * 10) / 10 + 0.1).toFixed(1)))
    expect(await positions(client, id)).toHaveLength(1)
    await setPrice(t, 'BTCUSDT', String((Math.floor(lp * 10) / 10).toFixed(1)))
    expect(await positions(client, id)).toHaveLength(0)
    const ledger = await client.ok(api.trade.transactionHistory, {
      params: { userChallengeId: id },
    })
    expect(ledger.data.map((r) => r.type)).toContain('LIQUIDATION')
  })
})
