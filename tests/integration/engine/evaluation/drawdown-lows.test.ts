/**
 * The worst drawdown keeps a dip made between crossings (issue 31,
 * decision 550). A fresh 10K challenge buys 0.2 BTC at market (fill
 * 60 000.1, fee 6.00001: balance 9 993.99999); at mark 59 000 its equity is
 * 9 993.99999 − 0.2 × 1 000.1 = 9 793.97999, a drawdown of 206.02001 (206.02 shown; total and
 * daily: the day started at 10 000). Neither mark crosses a line (the
 * warning is at 400 a day), so only the new-low key sees the dip.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api } from '#contract/index.ts'
import { tradingAccounts } from '../../../../engine/db/schema/index.ts'
import { signedInClient } from '../fixtures.ts'
import { databaseKinds, startTestEngine, type TestClient, type TestEngine } from '../harness.ts'
import { placeOk, setPrice } from '../trade/support.ts'
import { advance, buyChallenge, detail, price } from './support.ts'

describe.each(databaseKinds)('drawdown lows between crossings (%s)', (kind) => {
  let t: TestEngine
  beforeAll(async () => {
    t = await startTestEngine(kind)
  })
  afterAll(async () => {
    await t.close()
  })

  async function boughtDip() {
    const { client, user } = await signedInClient(t)
    const id = await buyChallenge(t, client, '10000')
    const stepId = (await detail(client, id)).steps[0]?.id ?? 0
    await setPrice(t, 'BTCUSDT', '60000', { mark: '60000', bid: '59999.9', ask: '60000.1' })
    const fill = await placeOk(client, id, { type: 'MARKET', side: 'buy', size: '0.2' })
    expect(fill).toMatchObject({ status: 'FILLED', avgPrice: '60000.1' })
    // Everything the fill set off (the policy's turn checks the account) is over before the move.
    await t.engine.ctx.trading.idle()
    await price(t, '59000')
    await t.engine.ctx.trading.idle()
    return { client, user, id, stepId }
  }

  const step = async (client: TestClient, id: number, stepId: number) =>
    (await client.ok(api.userChallenges.step, { params: { userChallengeId: id, stepId } })).data
  const reportDays = async (client: TestClient, id: number, stepId: number) =>
    (await client.ok(api.userChallenges.stepReports, { params: { userChallengeId: id, stepId } }))
      .data.days
  const storedLows = async (stepId: number) => {
    const [row] = await t.engine.ctx.db
      .select({ step: tradingAccounts.lowestEquity, day: tradingAccounts.dayLowestEquity })
      .from(tradingAccounts)
      .where(eq(tradingAccounts.id, stepId))
    return row
  }

  it('the issue’s case: 206.02 after the recovery and the close, in the step view and the day’s report row, also after the jobs', async () => {
    const { client, user, id, stepId } = await boughtDip()
    expect(await step(client, id, stepId)).toMatchObject({
      equity: '9793.97999',
      total_drawdown: '206.02001',
      daily_drawdown: '206.02001',
    })
    await price(t, '61000')
    await placeOk(client, id, { type: 'MARKET', side: 'sell', size: '0.2', trade_type: 'close' })
    await t.engine.ctx.trading.idle()
    const readsTheDip = async () => {
      expect(await step(client, id, stepId)).toMatchObject({
        total_drawdown: '206.02001',
        daily_drawdown: '206.02001',
      })
      const days = await reportDays(client, id, stepId)
      expect(days).toHaveLength(1)
      expect(days[0]?.drawdown).toBe('206.02001')
      // Written with the close's batch, not left to memory.
      expect(await storedLows(stepId)).toEqual({ step: '9793.97999', day: '9793.97999' })
    }
    await readsTheDip()
    await advance(t, 65, { client, userId: user.id })
    await t.engine.ctx.trading.idle()
    await readsTheDip()
  })

  it('a dip and recovery with no operation after it: read at once, written by the minute’s flush', async () => {
    const { client, user, id, stepId } = await boughtDip()
    await price(t, '61000')
    await t.engine.ctx.trading.idle()
    // Nothing crossed and nothing traded: the step view folds the dip in from memory…
    expect(await step(client, id, stepId)).toMatchObject({
      equity: '10193.97999',
      total_drawdown: '206.02001',
      daily_drawdown: '206.02001',
    })
    // …still as it stood at the buy (fee only) in the database,
    expect(await storedLows(stepId)).toEqual({ step: '9993.97999', day: '9993.97999' })
    // …and the minute's job sweeps it into the row and the day's report.
    await advance(t, 65, { client, userId: user.id })
    await t.engine.ctx.trading.idle()
    expect(await storedLows(stepId)).toEqual({ step: '9793.97999', day: '9793.97999' })
    expect((await reportDays(client, id, stepId))[0]?.drawdown).toBe('206.02001')
    expect(await step(client, id, stepId)).toMatchObject({ total_drawdown: '206.02001' })
  })
})
