/** Trade-test helpers: a signed-in trader with a demo account, prices on the manual feed, orders. */
import { api } from '#contract/index.ts'
import { signedInClient } from '../fixtures.ts'
import type { TestClient, TestEngine } from '../harness.ts'

export async function traderWithDemo(t: TestEngine, language: 'en' | 'fa' = 'en') {
  const { user, client } = await signedInClient(t, {}, { language })
  const demo = await client.ok(api.userChallenges.createDemo, { body: { title: 'My demo' } })
  return { user, client, id: demo.data.id }
}

export async function setPrice(
  t: TestEngine,
  symbol: string,
  last: string,
  extra: { mark?: string; bid?: string; ask?: string } = {},
) {
  const result = await t
    .client()
    .request('POST', '/test/market/price', { body: { symbol, last, ...extra } })
  if (result.status !== 200)
    throw new Error(`setPrice answered ${result.status}: ${JSON.stringify(result.body)}`)
}

export type OrderBody = {
  symbol?: string
  type: 'LIMIT' | 'MARKET' | 'STOP_MARKET' | 'STOP_LIMIT'
  side: 'buy' | 'sell'
  trade_type?: 'open' | 'close'
  size: string
  price?: string
  stop_price?: string
  tp?: string
  sl?: string
  client_order_id?: string
}

export function place(client: TestClient, id: number, body: OrderBody) {
  return client.call(api.trade.placeOrder, {
    params: { userChallengeId: id },
    body: { symbol: 'BTCUSDT', ...body },
  })
}

export async function placeOk(client: TestClient, id: number, body: OrderBody) {
  return (
    await client.ok(api.trade.placeOrder, {
      params: { userChallengeId: id },
      body: { symbol: 'BTCUSDT', ...body },
    })
  ).data
}

export async function positions(client: TestClient, id: number) {
  return (await client.ok(api.trade.positions, { params: { userChallengeId: id } })).data
}

export async function openOrders(client: TestClient, id: number) {
  return (await client.ok(api.trade.openOrders, { params: { userChallengeId: id } })).data
}

export async function snapshot(client: TestClient, id: number, symbol = 'BTCUSDT') {
  return (
    await client.ok(api.trade.snapshot, { params: { userChallengeId: id, coinPairCode: symbol } })
  ).data
}

export async function trades(client: TestClient, id: number) {
  return (await client.ok(api.trade.tradeHistory, { params: { userChallengeId: id } })).data
}
