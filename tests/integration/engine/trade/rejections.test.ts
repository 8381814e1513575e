/**
 * Every rejection answers a clear message under its field, and changes
 * nothing; foreign accounts are 404; a repeated client order id answers
 * the first order.
 */

import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api } from '#contract/index.ts'
import { tradingAccounts, userChallenges } from '../../../../engine/db/schema/index.ts'
import { signedInClient } from '../fixtures.ts'
import { databaseKinds, startTestEngine, type TestClient, type TestEngine } from '../harness.ts'
import {
  type OrderBody,
  openOrders,
  place,
  placeOk,
  positions,
  setPrice,
  snapshot,
  traderWithDemo,
} from './support.ts'

describe.each(databaseKinds)('order rejections (%s)', (kind) => {
  let t: TestEngine
  let client: TestClient
  let id: number
  beforeAll(async () => {
    t = await startTestEngine(kind)
    await setPrice(t, 'BTCUSDT', '60000')
    ;({ client, id } = await traderWithDemo(t))
  })
  afterAll(async () => {
    await t.close()
  })

  async function state() {
    const history = await client.ok(api.trade.orderHistory, { params: { userChallengeId: id } })
    return {
      history: history.meta.total,
      snap: (await snapshot(client, id)).assets,
      positions: await positions(client, id),
    }
  }

  const cases: Array<[string, OrderBody, string, string]> = [
    [
      'size off the step',
      { type: 'MARKET', side: 'buy', size: '0.0005' },
      'size',
      'Size must be a multiple of 0.001.',
    ],
    [
      'below min notional',
      { type: 'LIMIT', side: 'buy', size: '0.001', price: '4000' },
      'size',
      'Order value must be at least 5 USDT.',
    ],
    [
      'price off tick',
      { type: 'LIMIT', side: 'buy', size: '0.01', price: '59000.05' },
      'price',
      'Price must be a multiple of the tick size 0.1.',
    ],
    [
      'a buy stop that would trigger at once',
      { type: 'STOP_MARKET', side: 'buy', size: '0.01', stop_price: '59000' },
      'stop_price',
      'A buy stop must be above the last price (60000); this one would trigger at once.',
    ],
    [
      'a sell stop that would trigger at once',
      { type: 'STOP_MARKET', side: 'sell', size: '0.01', stop_price: '61000' },
      'stop_price',
      'A sell stop must be below the last price (60000); this one would trigger at once.',
    ],
    [
      'buy above mark × 1.15',
      { type: 'LIMIT', side: 'buy', size: '0.01', price: '69000.1' },
      'price',
      'Buy price may be at most 15% above the mark price (at most 69000).',
    ],
    [
      'sell below mark × 0.85',
      { type: 'LIMIT', side: 'sell', size: '0.01', price: '50999.9' },
      'price',
      'Sell price may be at most 15% below the mark price (at least 51000).',
    ],
    [
      'not enough free margin',
      { type: 'MARKET', side: 'buy', size: '4' },
      'size',
      'Not enough free margin: this order needs 12120.00 USDT and 10000.00 USDT is free.',
    ],
    [
      'a limit without price',
      { type: 'LIMIT', side: 'buy', size: '0.01' },
      'price',
      'Price is required for a LIMIT order.',
    ],
    [
      'a close with nothing to close',
      { type: 'MARKET', side: 'sell', size: '0.01', trade_type: 'close' },
      'trade_type',
      'There is no long position in BTCUSDT to close.',
    ],
    [
      'TP below a long',
      { type: 'MARKET', side: 'buy', size: '0.01', tp: '59000' },
      'tp',
      'Take profit of a long must be above 60000.',
    ],
  ]

  it.each(cases)('refuses %s and changes nothing', async (_name, body, field, message) => {
    const before = await state()
    const result = await place(client, id, body)
    expect(result.status).toBe(422)
    expect(result.body).toEqual({ message, errors: { [field]: [message] } })
    expect(await state()).toEqual(before)
  })

  it('refuses a notional above the bracket cap at the leverage', async () => {
    // at 20x BTC allows up to 12 000 000; the demo's free margin stops far earlier, so check the leverage path
    const result = await client.call(api.trade.adjustLeverage, {
      params: { userChallengeId: id, coinPairCode: 'BTCUSDT' },
      body: { leverage: 50 },
    })
    expect(result.status).toBe(422)
    expect(result.body).toMatchObject({ message: 'Leverage can be at most 20x on this account.' })
  })

  it('answers in Persian to a Persian trader', async () => {
    const fa = await traderWithDemo(t, 'fa')
    const result = await place(fa.client, fa.id, { type: 'MARKET', side: 'buy', size: '0.0005' })
    expect(result.status).toBe(422)
    expect((result.body as { message: string }).message).toBe('مقدار باید مضربی از 0.001 باشد.')
  })

  it('a repeated client order id returns the first order and places nothing', async () => {
    const first = await placeOk(client, id, {
      type: 'LIMIT',
      side: 'buy',
      size: '0.01',
      price: '55000',
      client_order_id: 'abc-1',
    })
    const again = await placeOk(client, id, {
      type: 'LIMIT',
      side: 'buy',
      size: '0.02',
      price: '54000',
      client_order_id: 'abc-1',
    })
    expect(again).toEqual(first)
    expect(
      (await openOrders(client, id)).filter((o) => o.client_order_id === 'abc-1'),
    ).toHaveLength(1)
  })

  it('another user’s account answers 404, for reads and writes', async () => {
    const stranger = await signedInClient(t)
    const read = await stranger.client.call(api.trade.positions, {
      params: { userChallengeId: id },
    })
    expect(read.status).toBe(404)
    const write = await place(stranger.client, id, { type: 'MARKET', side: 'buy', size: '0.01' })
    expect(write.status).toBe(404)
    expect(await positions(client, id)).toHaveLength(0)
  })

  it('a failed account refuses trading once the shell hears of it', async () => {
    const failed = await traderWithDemo(t)
    await placeOk(failed.client, failed.id, {
      type: 'LIMIT',
      side: 'buy',
      size: '0.01',
      price: '50000',
    })
    const db = t.engine.ctx.db
    const [row] = await db
      .update(tradingAccounts)
      .set({ status: 'failed' })
      .where(eq(tradingAccounts.userChallengeId, failed.id))
      .returning()
    await db
      .update(userChallenges)
      .set({ status: 'failed' })
      .where(eq(userChallenges.id, failed.id))
    await t.engine.ctx.trading.accountChanged(row?.id ?? 0)
    const refused = await place(failed.client, failed.id, {
      type: 'MARKET',
      side: 'buy',
      size: '0.01',
    })
    expect(refused.status).toBe(422)
    expect(refused.body).toMatchObject({ message: 'This account has failed; trading is closed.' })
    expect((await snapshot(failed.client, failed.id)).account).toMatchObject({
      status: 'failed',
      can_trade: false,
    })
  })

  it('cancel of an order this account never had is 404 (a finished one is 422: orders.test.ts)', async () => {
    const result = await client.call(api.trade.cancelOrder, {
      params: { userChallengeId: id },
      body: { order_id: 999999 },
    })
    expect(result.status).toBe(404)
    expect(result.body).toMatchObject({ message: 'Order not found.' })
  })
})
