/**
 * Where the operator sets AUTO_APPROVE_REAL_ACCOUNTS, Request Account opens
 * the real account at once; and the refusal reads in Persian.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api } from '#contract/index.ts'
import { signedInClient } from '../fixtures.ts'
import { databaseKinds, startTestEngine, type TestEngine } from '../harness.ts'
import { placeOk } from '../trade/support.ts'
import { buyChallenge, detail, eventually, openChallenge, price, rulesWith } from './support.ts'

describe.each(databaseKinds)('auto-approved real accounts (%s)', (kind) => {
  let t: TestEngine
  beforeAll(async () => {
    t = await startTestEngine(kind, { AUTO_APPROVE_REAL_ACCOUNTS: 'true' })
  })
  afterAll(async () => {
    await t.close()
  })

  it('opens the real account with the request', async () => {
    const { client, user } = await signedInClient(t)
    const id = await openChallenge(
      t,
      user.id,
      rulesWith([
        { step: 1, days: 0, maxDdDaily: '5', maxDdTotal: '10', minProfit: '1', minTradingDays: 1 },
      ]),
    )
    await price(t, '60000')
    await placeOk(client, id, { type: 'MARKET', side: 'buy', size: '1' })
    await price(t, '61000')
    await placeOk(client, id, { type: 'MARKET', side: 'sell', size: '1', trade_type: 'close' })
    await eventually(
      () => detail(client, id),
      (d) => d.status === 'passed',
    )
    const asked = await client.ok(api.userChallenges.requestAccount, {
      params: { userChallengeId: id },
    })
    expect(asked.data.status).toBe('funded')
    expect(asked.data.account_request).toMatchObject({ status: 'approved', note: null })
    const reals = await client.ok(api.userChallenges.list, { query: { type: 'real' } })
    expect(reals.data.map((r) => [r.status, r.initial_balance])).toEqual([['active', '10000']])
  })

  it('refuses an unfinished challenge in Persian', async () => {
    const { client } = await signedInClient(t, {}, { language: 'fa' })
    const id = await buyChallenge(t, client)
    const early = await client.call(api.userChallenges.requestAccount, {
      params: { userChallengeId: id },
    })
    expect(early.status).toBe(422)
    expect(early.body).toMatchObject({
      message: 'حساب واقعی را پس از قبولی در همه مرحله‌ها می‌توانید درخواست کنید.',
    })
  })
})
