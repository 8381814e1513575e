/**
 * An ended step's orders, trades and transactions stay listed: the history
 * endpoints take `step` (a step's id); without it they follow the account
 * traded (Step 2 once Step 1 passed). A step of another challenge, or of
 * another user's, is a 404.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api } from '#contract/index.ts'
import { signedInClient } from '../fixtures.ts'
import { databaseKinds, startTestEngine, type TestEngine } from '../harness.ts'
import { placeOk } from '../trade/support.ts'
import { detail, eventually, openChallenge, price, rulesWith } from './support.ts'

const twoSteps = rulesWith([
  { step: 1, days: 0, maxDdDaily: '5', maxDdTotal: '10', minProfit: '1', minTradingDays: 1 },
  { step: 2, days: 0, maxDdDaily: '5', maxDdTotal: '10', minProfit: '1', minTradingDays: 1 },
])

describe.each(databaseKinds)('history by step (%s)', (kind) => {
  let t: TestEngine
  beforeAll(async () => {
    t = await startTestEngine(kind)
  })
  afterAll(async () => {
    await t.close()
  })

  it('lists a passed step’s orders, trades and transactions by its id', async () => {
    const { client, user } = await signedInClient(t)
    const id = await openChallenge(t, user.id, twoSteps)
    const step1 = (await detail(client, id)).steps[0]?.id ?? 0
    await price(t, '60000')
    await placeOk(client, id, { type: 'MARKET', side: 'buy', size: '1' })
    await price(t, '61000')
    await placeOk(client, id, { type: 'MARKET', side: 'sell', size: '1', trade_type: 'close' })
    const passed = await eventually(
      () => detail(client, id),
      (d) => d.steps.length === 2,
    )
    const step2 = passed.steps[1]?.id ?? 0
    expect(passed.steps.map((s) => [s.id, s.status])).toEqual([
      [step1, 'passed'],
      [step2, 'active'],
    ])
    const params = { userChallengeId: id }

    // Without a step: the account traded now, Step 2, which has none yet.
    const current = await client.ok(api.trade.tradeHistory, { params, query: {} })
    expect(current.data).toEqual([])

    const trades = await client.ok(api.trade.tradeHistory, { params, query: { step: step1 } })
    expect(trades.data.map((f) => [f.side, f.price, f.fee, f.realizedProfit])).toEqual([
      ['sell', '61000', '30.5', '1000'],
      ['buy', '60000', '30', '0'],
    ])
    expect(trades.meta).toMatchObject({ total: 2, current_page: 1 })
    const orders = await client.ok(api.trade.orderHistory, { params, query: { step: step1 } })
    expect(orders.data.map((o) => [o.side, o.status])).toEqual([
      ['sell', 'FILLED'],
      ['buy', 'FILLED'],
    ])
    const ledger = await client.ok(api.trade.transactionHistory, {
      params,
      query: { step: step1 },
    })
    expect(ledger.data.map((r) => [r.type, r.amount])).toEqual([
      ['COMMISSION', '-30.5'],
      ['REALIZED_PNL', '1000'],
      ['COMMISSION', '-30'],
    ])
    const byStep2 = await client.ok(api.trade.orderHistory, { params, query: { step: step2 } })
    expect(byStep2.data).toEqual([])
  })

  it('answers a step of another challenge, or of another user, with 404', async () => {
    const { client, user } = await signedInClient(t)
    const mine = await openChallenge(t, user.id, twoSteps)
    const other = await openChallenge(t, user.id, twoSteps)
    const otherStep = (await detail(client, other)).steps[0]?.id ?? 0
    const wrong = await client.call(api.trade.tradeHistory, {
      params: { userChallengeId: mine },
      query: { step: otherStep },
    })
    expect(wrong.status).toBe(404)
    const { client: stranger } = await signedInClient(t)
    const foreign = await stranger.call(api.trade.orderHistory, {
      params: { userChallengeId: other },
      query: { step: otherStep },
    })
    expect(foreign.status).toBe(404)
    const bad = await client.request('GET', `/v1/trade/${mine}/tradeHistory?step=abc`)
    expect(bad.status).toBe(422)
  })
})
