/**
 * Trading analytics over HTTP (decision 606) on PGlite and Postgres: a
 * step's and the whole account's, from trades placed through the terminal
 * at prices set by hand (fees as the seeded BTCUSDT's taker fee makes them).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api } from '#contract/index.ts'
import { signedInClient } from '../fixtures.ts'
import { databaseKinds, startTestEngine, type TestEngine } from '../harness.ts'
import { placeOk } from '../trade/support.ts'
import { detail, openChallenge, price, rulesWith } from './support.ts'

const twoSteps = rulesWith([
  { step: 1, days: 0, maxDdDaily: '5', maxDdTotal: '10', minProfit: '50', minTradingDays: 1 },
  { step: 2, days: 0, maxDdDaily: '5', maxDdTotal: '10', minProfit: '50', minTradingDays: 1 },
])

describe.each(databaseKinds)('trading analytics (%s)', (kind) => {
  let t: TestEngine
  beforeAll(async () => {
    t = await startTestEngine(kind)
  })
  afterAll(async () => {
    await t.close()
  })

  it('reads a step’s trades: a long win and a short loss', async () => {
    const { client, user } = await signedInClient(t)
    const id = await openChallenge(t, user.id, twoSteps)
    const stepId = (await detail(client, id)).steps[0]?.id ?? 0
    await price(t, '60000')
    await placeOk(client, id, { type: 'MARKET', side: 'buy', size: '1' })
    await price(t, '60400')
    await placeOk(client, id, { type: 'MARKET', side: 'sell', size: '1', trade_type: 'close' })
    await placeOk(client, id, { type: 'MARKET', side: 'sell', size: '1' })
    await price(t, '60450')
    await placeOk(client, id, { type: 'MARKET', side: 'buy', size: '1', trade_type: 'close' })
    await t.engine.ctx.trading.idle()

    const trades = (await client.ok(api.trade.tradeHistory, { params: { userChallengeId: id } }))
      .data
    const fee = (i: number) => Number(trades[i]?.fee ?? 'NaN')
    // Newest first: [3] buy 60000, [2] sell 60400 (+400), [1] sell 60400, [0] buy 60450 (−50).
    const win = 400 - fee(2) - fee(3)
    const loss = -50 - fee(0) - fee(1)

    const step = await client.ok(api.analytics.show, {
      params: { userChallengeId: id },
      query: { step: stepId },
    })
    const a = step.data
    expect(a.trades).toBe(2)
    expect(a.by_side).toEqual([
      { key: 'long', trades: 1, wins: 1, result: String(win) },
      { key: 'short', trades: 1, wins: 0, result: String(loss) },
    ])
    expect(a.by_symbol).toEqual([
      { key: 'BTCUSDT', trades: 2, wins: 1, result: String(win + loss) },
    ])
    expect(a.largest_win).toBe(String(win))
    expect(a.largest_loss).toBe(String(loss))
    expect([a.longest_win_streak, a.longest_loss_streak]).toEqual([1, 1])
    // One day: its profit is the step's, so it holds 100 % of it.
    expect(a.best_day?.profit).toBe(String(win + loss))
    expect(a.consistency_percent).toBe('100')
    expect(a.by_holding[0]).toMatchObject({ key: 'under_5m', trades: 2 })

    // The whole account (one step so far) says the same.
    const all = await client.ok(api.analytics.show, { params: { userChallengeId: id } })
    expect(all.data).toEqual(a)
  })

  it('answers 422 to a bad step and 404 to another trader', async () => {
    const { client, user } = await signedInClient(t)
    const id = await openChallenge(t, user.id, twoSteps)
    const bad = await client.call(api.analytics.show, {
      params: { userChallengeId: id },
      query: { step: 'x' as unknown as number },
    })
    expect(bad.status).toBe(422)
    expect(bad.body).toMatchObject({ errors: { step: ['step must be a step id'] } })
    const other = await signedInClient(t)
    const foreign = await other.client.call(api.analytics.show, { params: { userChallengeId: id } })
    expect(foreign.status).toBe(404)
  })
})
