/**
 * No payout without a GREEN identity review where Sumsub is configured
 * (issue 34, decision 590): the request is refused before it, staff cannot
 * mark one paid, and a final RED that arrives later stops a pending payout.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api } from '#contract/index.ts'
import { signedInClient } from '../fixtures.ts'
import { databaseKinds, type TestClient } from '../harness.ts'
import { mailedCode, seasonedAddress, TRON_TX } from '../money/payout-fixtures.ts'
import { balances, realAccountWithProfit } from '../money/support.ts'
import { type SumsubEngine, startSumsubEngine, verifyingTrader } from './sumsub-fixtures.ts'

describe.each(databaseKinds)('the payout gate on %s', (kind) => {
  let s: SumsubEngine
  let support: TestClient
  beforeAll(async () => {
    s = await startSumsubEngine(kind)
    support = (await signedInClient(s.t, { role: 'support' })).client
  })
  afterAll(async () => {
    await s.close()
  })

  /** Each body with a fresh mailed code; the address is added the first time. */
  const addresses = new Map<number, number>()
  async function payoutBody(client: TestClient, userId: number, email: string, id: number) {
    const addressId = addresses.get(userId) ?? (await seasonedAddress(s.t, userId))
    addresses.set(userId, addressId)
    return {
      user_challenge_id: id,
      address_id: addressId,
      amount: '400',
      description: 'Monthly payout',
      code: await mailedCode(s.t, client, email),
    }
  }

  it('refuses a payout before GREEN and pays one after it', async () => {
    const { userId, client, applicant } = await verifyingTrader(s)
    const email = (await client.ok(api.user.me)).data.email
    const { challengeId, accountId } = await realAccountWithProfit(s.t, userId, { profit: '1000' })
    const early = await client.call(api.real.requestWithdraw, {
      body: await payoutBody(client, userId, email, challengeId),
    })
    expect([early.status, early.body]).toMatchObject([
      422,
      {
        errors: {
          user_challenge_id: ['Identity verification is not approved: no payout can be made.'],
        },
      },
    ])
    expect(await balances(s.t, accountId)).toMatchObject({ stored: '11000', live: '11000' })
    await s.standin.send(
      s.standin.reviewed(applicant, { answer: 'GREEN', name: { first: 'Sara', last: 'Ahmadi' } }),
    )
    const made = await client.ok(api.real.requestWithdraw, {
      body: await payoutBody(client, userId, email, challengeId),
    })
    const paid = await support.ok(api.staff.payRealWithdraw, {
      params: { withdrawId: made.data.id },
      body: { network: 'TRC20', tx_hash: TRON_TX },
    })
    expect(paid.data.status).toBe('paid')
  })

  it('a final RED after the request stops it being paid; a rejection still returns the money', async () => {
    const { userId, client, applicant } = await verifyingTrader(s)
    const email = (await client.ok(api.user.me)).data.email
    const { challengeId, accountId } = await realAccountWithProfit(s.t, userId, { profit: '1000' })
    await s.standin.send(
      s.standin.reviewed(applicant, { answer: 'GREEN', name: { first: 'Sara', last: 'Ahmadi' } }),
    )
    const made = await client.ok(api.real.requestWithdraw, {
      body: await payoutBody(client, userId, email, challengeId),
    })
    await s.standin.send(s.standin.reviewed(applicant, { answer: 'RED', rejectType: 'FINAL' }))
    const pay = await support.call(api.staff.payRealWithdraw, {
      params: { withdrawId: made.data.id },
      body: { network: 'TRC20', tx_hash: TRON_TX },
    })
    expect([pay.status, pay.body]).toMatchObject([
      409,
      { message: 'Identity verification is not approved: no payout can be made.' },
    ])
    const rejected = await support.ok(api.staff.rejectRealWithdraw, {
      params: { withdrawId: made.data.id },
      body: { note: 'Identity rejected' },
    })
    expect(rejected.data.status).toBe('rejected')
    expect(await balances(s.t, accountId)).toMatchObject({ stored: '11000', live: '11000' })
  })

  it('a name unlike the locked English name holds the payout too', async () => {
    const { userId, client, applicant } = await verifyingTrader(s)
    const email = (await client.ok(api.user.me)).data.email
    const { challengeId } = await realAccountWithProfit(s.t, userId, { profit: '1000' })
    await s.standin.send(
      s.standin.reviewed(applicant, { answer: 'GREEN', name: { first: 'Someone', last: 'Else' } }),
    )
    const refused = await client.call(api.real.requestWithdraw, {
      body: await payoutBody(client, userId, email, challengeId),
    })
    expect(refused.status).toBe(422)
  })
})
