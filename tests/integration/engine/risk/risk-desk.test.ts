/**
 * The risk desk (decision 580): exposure per symbol across live challenge
 * and funded accounts (demo left out), exact sizes and costs; the top
 * accounts; today's and 30 days' figures. Risk and admin only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api } from '#contract/index.ts'
import { signedInClient } from '../fixtures.ts'
import { databaseKinds, startTestEngine, type TestClient, type TestEngine } from '../harness.ts'
import { realAccountWithProfit } from '../money/support.ts'
import { placeOk, setPrice, traderWithDemo } from '../trade/support.ts'

describe.each(databaseKinds)('risk desk (%s)', (kind) => {
  let t: TestEngine
  let officer: TestClient
  beforeAll(async () => {
    t = await startTestEngine(kind)
    officer = (await signedInClient(t, { role: 'risk' })).client
  })
  afterAll(async () => {
    await t.close()
  })

  it('sums the firm’s positions per symbol, leaves demo out, and ranks the accounts', async () => {
    await setPrice(t, 'BTCUSDT', '60000', { bid: '59999.9', ask: '60000.1' })
    const demo = await traderWithDemo(t)
    await placeOk(demo.client, demo.id, { type: 'MARKET', side: 'buy', size: '0.5' })
    const before = await officer.ok(api.riskDesk.desk)
    const btc = before.data.exposure.find((e) => e.symbol === 'BTCUSDT')
    expect(btc).toMatchObject({ accounts: 0, long: { size: '0', cost: '0' } })
    expect(before.data.days).toHaveLength(30)

    // A funded trader long 0.1 and short 1 ETH; another funded trader long 0.3.
    await setPrice(t, 'ETHUSDT', '3000', { bid: '2999.9', ask: '3000.1' })
    const a = await signedInClient(t)
    const b = await signedInClient(t)
    const fundedA = await realAccountWithProfit(t, a.user.id, { profit: '250' })
    const fundedB = await realAccountWithProfit(t, b.user.id, { initial: '50000' })
    await placeOk(a.client, fundedA.challengeId, { type: 'MARKET', side: 'buy', size: '0.1' })
    await placeOk(a.client, fundedA.challengeId, {
      type: 'MARKET',
      side: 'sell',
      size: '1',
      symbol: 'ETHUSDT',
    })
    await placeOk(b.client, fundedB.challengeId, { type: 'MARKET', side: 'buy', size: '0.3' })

    const desk = (await officer.ok(api.riskDesk.desk)).data
    expect(desk.exposure.find((e) => e.symbol === 'BTCUSDT')).toEqual({
      symbol: 'BTCUSDT',
      mark: '60000',
      accounts: 2,
      // Bought at the ask, 60 000.1: cost = 0.4 × 60 000.1.
      long: { size: '0.4', cost: '24000.04' },
      short: { size: '0', cost: '0' },
      funded_long: { size: '0.4', cost: '24000.04' },
      funded_short: { size: '0', cost: '0' },
    })
    expect(desk.exposure.find((e) => e.symbol === 'ETHUSDT')).toMatchObject({
      accounts: 1,
      short: { size: '1', cost: '2999.9' },
    })
    // The most profitable is A (250 booked less fees); the largest holder is B (0.3 BTC).
    expect(desk.top.profit[0]).toMatchObject({
      user_challenge_id: fundedA.challengeId,
      type: 'real',
    })
    expect(desk.top.size[0]).toMatchObject({
      user_challenge_id: fundedB.challengeId,
      notional: '18000',
      email: b.user.email,
    })
  })

  it('is refused to support and traders', async () => {
    const support = (await signedInClient(t, { role: 'support' })).client
    expect((await support.call(api.riskDesk.desk)).status).toBe(403)
  })
})
