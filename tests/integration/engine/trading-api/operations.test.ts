/**
 * Every trading operation of the signed API (decision 611) end to end:
 * accounts and assets, place, look up, cancel, cancel all, close all,
 * leverage, and the order, trade and transaction histories; each answer
 * the same as the terminal's own read of the same account, and the
 * terminal's rules (the price band) refusing through the API as they do
 * in the terminal, nothing placed.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { api } from '#contract/index.ts'
import { databaseKinds, startTestEngine, type TestEngine } from '../harness.ts'
import {
  type OrderBody,
  openOrders,
  place as placeInTerminal,
  positions,
  setPrice,
} from '../trade/support.ts'
import { traderWithKey } from './support.ts'

type Data<T = Record<string, unknown>> = { data: T }

describe.each(databaseKinds)('the signed API’s operations (%s)', (kind) => {
  let t: TestEngine
  beforeAll(async () => {
    t = await startTestEngine(kind)
  })
  afterAll(async () => {
    await t.close()
  })
  beforeEach(async () => {
    await setPrice(t, 'BTCUSDT', '60000', { bid: '59999.9', ask: '60000.1' })
    await setPrice(t, 'ETHUSDT', '3000', { bid: '2999.9', ask: '3000.1' })
  })

  it('accounts, place, look up, cancel, cancel all, close all, leverage and the histories', async () => {
    const { signed, id, client } = await traderWithKey(t)
    const base = `/api/v1/accounts/${id}`

    const accounts = await signed.call('GET', '/api/v1/accounts')
    expect(accounts.status).toBe(200)
    expect((accounts.body as Data<unknown[]>).data).toEqual([
      expect.objectContaining({
        id,
        type: 'demo',
        can_trade: true,
        assets: expect.objectContaining({ balance: '10000', currency: 'USDT' }),
      }),
    ])

    // Leverage first: the position opened after it carries it.
    const leverage = await signed.call('POST', `${base}/leverage`, {
      form: { symbol: 'BTCUSDT', leverage: 5 },
    })
    expect(leverage.status).toBe(200)
    expect((leverage.body as Data).data).toMatchObject({ symbol: 'BTCUSDT', leverage: 5 })

    const bought = await signed.call('POST', `${base}/orders`, {
      form: {
        symbol: 'BTCUSDT',
        type: 'MARKET',
        side: 'buy',
        size: '0.01',
        client_order_id: 'm-1',
      },
    })
    expect((bought.body as Data).data).toMatchObject({ status: 'FILLED', avgPrice: '60000.1' })
    for (const [symbol, price, cid] of [
      ['BTCUSDT', '59000', 'r-1'],
      ['BTCUSDT', '58000', 'r-2'],
      ['ETHUSDT', '2900', 'r-3'],
    ] as const) {
      const rest = await signed.call('POST', `${base}/orders`, {
        json: { symbol, type: 'LIMIT', side: 'buy', size: '0.01', price, client_order_id: cid },
      })
      expect((rest.body as Data).data).toMatchObject({ status: 'NEW', client_order_id: cid })
    }

    // Reads: the same as the terminal's.
    const [position] = await positions(client, id)
    expect(position).toMatchObject({ side: 'long', size: '0.01', leverage: 5 })
    const apiPositions = await signed.call('GET', `${base}/positions`)
    expect((apiPositions.body as Data<unknown[]>).data).toEqual([position])
    const open = await signed.call('GET', `${base}/openOrders`)
    expect((open.body as Data<unknown[]>).data).toEqual(await openOrders(client, id))
    const byClientId = await signed.call('GET', `${base}/order`, {
      query: { client_order_id: 'r-2' },
    })
    expect((byClientId.body as Data).data).toMatchObject({ limitPrice: '58000', status: 'NEW' })

    // Cancel one by its client order id; then the BTC rest by cancel all of one pair.
    const canceled = await signed.call('POST', `${base}/orders/cancel`, {
      form: { client_order_id: 'r-1' },
    })
    expect((canceled.body as Data).data).toMatchObject({
      client_order_id: 'r-1',
      status: 'CANCELED',
    })
    const btcOnly = await signed.call('POST', `${base}/orders/cancelAll`, {
      form: { symbol: 'BTCUSDT' },
    })
    expect((btcOnly.body as Data).data).toEqual({ canceled: 1 })
    const left = await signed.call('GET', `${base}/openOrders`)
    expect((left.body as Data<Array<{ client_order_id: string }>>).data).toEqual([
      expect.objectContaining({ client_order_id: 'r-3', symbol: 'ETHUSDT' }),
    ])
    const all = await signed.call('POST', `${base}/orders/cancelAll`, { form: {} })
    expect((all.body as Data).data).toEqual({ canceled: 1 })

    // Close all: sold at the bid, the position gone.
    const closed = await signed.call('POST', `${base}/positions/closeAll`, { form: {} })
    expect((closed.body as Data).data).toEqual({ closed: 1 })
    expect(await positions(client, id)).toEqual([])

    // The histories, as the terminal reads them.
    for (const [path, terminal] of [
      ['orders', api.trade.orderHistory],
      ['trades', api.trade.tradeHistory],
      ['transactions', api.trade.transactionHistory],
    ] as const) {
      const fromApi = await signed.call('GET', `${base}/${path}`)
      expect(fromApi.status).toBe(200)
      const fromTerminal = await client.ok(terminal, { params: { userChallengeId: id } })
      expect((fromApi.body as Data<unknown[]>).data).toEqual(fromTerminal.data)
    }
    const trades = await signed.call('GET', `${base}/trades`)
    // The buy at the ask and the close at the bid: 0.01 × (59 999.9 − 60 000.1) realized.
    expect(
      (
        trades.body as Data<Array<{ side: string; price: string; realizedProfit: string }>>
      ).data.map((f) => [f.side, f.price, f.realizedProfit]),
    ).toEqual([
      ['sell', '59999.9', '-0.002'],
      ['buy', '60000.1', '0'],
    ])
    const history = await signed.call('GET', `${base}/orders`)
    expect(
      (history.body as Data<Array<{ client_order_id: string | null; status: string }>>).data
        .filter((o) => o.client_order_id?.startsWith('r-'))
        .map((o) => [o.client_order_id, o.status])
        .sort(),
    ).toEqual([
      ['r-1', 'CANCELED'],
      ['r-2', 'CANCELED'],
      ['r-3', 'CANCELED'],
    ])
  })

  it('the terminal’s rules hold through the API: the price band and free margin refuse the same way', async () => {
    const { signed, id, client } = await traderWithKey(t)
    for (const refused of [
      // Buying 50 % above the mark: outside the price band.
      { symbol: 'BTCUSDT', type: 'LIMIT', side: 'buy', size: '0.01', price: '90000' },
      // 100 BTC on a 10 000 USDT demo: more margin than is free.
      { symbol: 'BTCUSDT', type: 'MARKET', side: 'buy', size: '100' },
    ] satisfies OrderBody[]) {
      const terminal = await placeInTerminal(client, id, refused)
      expect(terminal.status).toBe(422)
      const fromApi = await signed.call('POST', `/api/v1/accounts/${id}/orders`, {
        form: refused as Record<string, string>,
      })
      expect(fromApi.status).toBe(422)
      expect((fromApi.body as { message: string }).message).toBe(
        (terminal.body as { message: string }).message,
      )
    }
    expect(await openOrders(client, id)).toEqual([])
    expect(await positions(client, id)).toEqual([])
  })
})
