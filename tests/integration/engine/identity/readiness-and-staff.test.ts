/**
 * The identity review as one of the payout conditions and in the console
 * (issue 34, decision 590): the readiness panel shows it unmet until GREEN,
 * referral credit is held like profit, and staff read the status, its
 * history and the applicant's link.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api } from '#contract/index.ts'
import { creditEntries } from '../../../../engine/db/schema/index.ts'
import { signedInClient } from '../fixtures.ts'
import { databaseKinds, type TestClient } from '../harness.ts'
import { EVM_TX, mailedCode, seasonedAddress } from '../money/payout-fixtures.ts'
import { realAccountWithProfit } from '../money/support.ts'
import { type SumsubEngine, startSumsubEngine, verifyingTrader } from './sumsub-fixtures.ts'

const SARA = { first: 'Sara', last: 'Ahmadi' }

describe.each(databaseKinds)('identity in payout readiness and the console on %s', (kind) => {
  let s: SumsubEngine
  let support: TestClient
  beforeAll(async () => {
    s = await startSumsubEngine(kind)
    support = (await signedInClient(s.t, { role: 'support' })).client
  })
  afterAll(async () => {
    await s.close()
  })

  const identityCondition = async (client: TestClient) => {
    const accounts = (await client.ok(api.real.withdrawAccounts)).data
    return accounts[0]?.readiness.conditions.find((c) => c.id === 'identity_verified')
  }

  it('shows the identity review in the readiness panel, unmet until GREEN, in the trader’s words', async () => {
    const { userId, client, applicant } = await verifyingTrader(s, SARA, 'fa')
    await realAccountWithProfit(s.t, userId, { profit: '1000' })
    await seasonedAddress(s.t, userId)
    const before = (await client.ok(api.real.withdrawAccounts)).data[0]
    expect(before?.readiness.conditions.find((c) => c.id === 'identity_verified')).toEqual({
      id: 'identity_verified',
      met: false,
      met_at: null,
      text: 'هویت تأیید شده است',
      params: {},
    })
    // Only identity is missing: not ready, no date, and the refusal's sentence.
    expect([before?.eligible, before?.eligible_at, before?.reason]).toEqual([
      false,
      null,
      'احراز هویت تأیید نشده است: هیچ برداشتی پرداخت نمی‌شود.',
    ])
    await s.standin.send(s.standin.reviewed(applicant, { answer: 'GREEN', name: SARA }))
    expect((await identityCondition(client))?.met).toBe(true)
    expect((await client.ok(api.real.withdrawAccounts)).data[0]?.eligible).toBe(true)
    // A name unlike the profile's holds it again.
    await s.standin.send(
      s.standin.reviewed(applicant, { answer: 'GREEN', name: { first: 'Someone', last: 'Else' } }),
    )
    expect((await identityCondition(client))?.met).toBe(false)
  })

  it('holds referral credit like profit: refused before GREEN, and not paid after a final RED', async () => {
    const { userId, client, applicant } = await verifyingTrader(s)
    const email = (await client.ok(api.user.me)).data.email
    const longAgo = new Date(s.t.engine.ctx.clock.now().getTime() - 100 * 86_400_000)
    await s.t.engine.ctx.db.insert(creditEntries).values({
      userId,
      amount: '50',
      kind: 'referral_reward',
      availableAt: longAgo,
      createdAt: longAgo,
    })
    const address_id = await seasonedAddress(s.t, userId, 'BEP20')
    const body = async () => ({
      amount: '20',
      address_id,
      code: await mailedCode(s.t, client, email),
    })
    const early = await client.call(api.referrals.requestWithdraw, { body: await body() })
    expect([early.status, early.body]).toMatchObject([
      422,
      { errors: { amount: ['Identity verification is not approved: no payout can be made.'] } },
    ])
    expect((await client.ok(api.referrals.withdraws)).data).toEqual([])
    await s.standin.send(s.standin.reviewed(applicant, { answer: 'GREEN', name: SARA }))
    const made = await client.ok(api.referrals.requestWithdraw, { body: await body() })
    await s.standin.send(s.standin.reviewed(applicant, { answer: 'RED', rejectType: 'FINAL' }))
    const pay = await support.call(api.staff.payReferralWithdraw, {
      params: { withdrawId: made.data.id },
      body: { network: 'BEP20', tx_hash: EVM_TX },
    })
    expect([pay.status, pay.body]).toMatchObject([
      409,
      { message: 'Identity verification is not approved: no payout can be made.' },
    ])
    expect((await client.ok(api.referrals.withdraws)).data[0]?.status).toBe('pending')
  })

  it('gives staff the status, the flag, the applicant’s link and the history, newest first', async () => {
    const { userId, applicant } = await verifyingTrader(s)
    const started = (await support.ok(api.staff.user, { params: { userId } })).data.identity
    expect(started).toMatchObject({
      configured: true,
      status: 'started',
      cleared: false,
      flag: null,
      applicant_id: applicant.id,
      applicant_url: `https://cockpit.sumsub.com/checkus#/applicant/${applicant.id}/basicInfo`,
      level_name: 'basic-kyc-level',
      history: [],
    })
    const t0 = s.t.engine.ctx.clock.now().getTime()
    await s.standin.send(s.standin.submitted(applicant, new Date(t0 + 1_000)))
    await s.standin.send(
      s.standin.reviewed(
        applicant,
        {
          answer: 'RED',
          rejectType: 'RETRY',
          labels: ['BAD_SELFIE'],
          comment: 'The selfie is blurred.',
        },
        new Date(t0 + 2_000),
      ),
    )
    await s.standin.send(
      s.standin.reviewed(applicant, { answer: 'GREEN', name: SARA }, new Date(t0 + 3_000)),
    )
    const after = (await support.ok(api.staff.user, { params: { userId } })).data.identity
    expect([after.status, after.cleared, after.verified_name]).toEqual([
      'approved',
      true,
      'Sara Ahmadi',
    ])
    expect(
      after.history.map((e) => [
        e.type,
        e.review_answer,
        e.reject_type,
        e.reject_labels,
        e.moderation_comment,
      ]),
    ).toEqual([
      ['applicantReviewed', 'GREEN', null, [], null],
      ['applicantReviewed', 'RED', 'RETRY', ['BAD_SELFIE'], 'The selfie is blurred.'],
      ['applicantPending', null, null, [], null],
    ])
    await s.standin.send(
      s.standin.reviewed(applicant, { answer: 'RED', rejectType: 'FINAL' }, new Date(t0 + 4_000)),
    )
    const final = (await support.ok(api.staff.user, { params: { userId } })).data.identity
    expect([final.status, final.flag, final.cleared, final.history.length]).toEqual([
      'rejected',
      'final_rejection',
      false,
      4,
    ])
  })
})
