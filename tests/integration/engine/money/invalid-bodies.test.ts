/**
 * Invalid bodies at the withdrawal and staff endpoints: a 4xx with a
 * message (422 with field errors), never a 5xx, nothing changed; for a
 * Persian browser every text is Persian.
 */
import { afterAll, beforeAll, describe, it } from 'vitest'
import { api } from '#contract/index.ts'
import { signedInClient } from '../fixtures.ts'
import { databaseKinds, startTestEngine, type TestEngine } from '../harness.ts'
import { expectInvalidBodiesRejected } from '../invalid-bodies.ts'

describe.each(databaseKinds)('invalid money and staff bodies on %s', (kind) => {
  let t: TestEngine
  beforeAll(async () => {
    t = await startTestEngine(kind)
  })
  afterAll(async () => {
    await t.close()
  })

  const traderCalls = [
    {
      name: 'real.requestWithdraw',
      endpoint: api.real.requestWithdraw,
      valid: {
        user_challenge_id: 1,
        address_id: 1,
        amount: '10',
        description: 'Payout',
        code: '12345',
      },
    },
    {
      name: 'referrals.requestWithdraw',
      endpoint: api.referrals.requestWithdraw,
      valid: { amount: '20', address_id: 1, code: '12345' },
    },
    {
      name: 'payouts.addAddress',
      endpoint: api.payouts.addAddress,
      valid: { network: 'TRC20', address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', code: '12345' },
    },
  ]
  for (const call of traderCalls) {
    for (const language of ['en', 'fa'] as const) {
      it(`${call.name} (${language}): 4xx with a message, nothing changed`, async () => {
        const { client } = await signedInClient(t, {}, { language })
        await expectInvalidBodiesRejected(t, client, call.endpoint, {
          valid: call.valid,
          numRuns: language === 'fa' ? 15 : 30,
          persian: language === 'fa',
        })
      })
    }
  }

  it('staff decisions and admin edits: 4xx with a message, nothing changed', async () => {
    const { client } = await signedInClient(t, { role: 'admin' }, { language: 'fa' })
    const runs = { numRuns: 15, persian: true }
    await expectInvalidBodiesRejected(t, client, api.staff.rejectRealWithdraw, {
      valid: { note: 'No' },
      params: { withdrawId: 1 },
      ...runs,
    })
    await expectInvalidBodiesRejected(t, client, api.staff.payReferralWithdraw, {
      valid: { network: 'TRC20', tx_hash: 'ab'.repeat(32) },
      params: { withdrawId: 1 },
      ...runs,
    })
    await expectInvalidBodiesRejected(t, client, api.staff.payRealWithdraw, {
      valid: { network: 'ERC20', tx_hash: `0x${'ab'.repeat(32)}`, note: 'tx' },
      params: { withdrawId: 1 },
      ...runs,
    })
    await expectInvalidBodiesRejected(t, client, api.staff.liftWithdrawalFreeze, {
      valid: { note: 'Called the user' },
      params: { userId: 1 },
      ...runs,
    })
    await expectInvalidBodiesRejected(t, client, api.staff.createCoupon, {
      valid: { code: 'SAVE10', kind: 'percent', value: '10', usage_limit: 5 },
      ...runs,
    })
    await expectInvalidBodiesRejected(t, client, api.staff.updateChallenge, {
      valid: { price: '99', active: true },
      params: { challengeId: 1 },
      ...runs,
    })
    await expectInvalidBodiesRejected(t, client, api.staff.createChallenge, {
      valid: { code: 'size-1', title_en: 'One', title_fa: 'یک', account_size: '1', price: '1' },
      ...runs,
    })
    const step = {
      days: 30,
      max_dd_daily: '5',
      max_dd_total: '10',
      min_profit: '8',
      min_trading_days: 5,
    }
    await expectInvalidBodiesRejected(t, client, api.staff.saveRules, {
      valid: {
        max_leverage: 20,
        profit_share: '80',
        payout_interval_days: 14,
        warning_percent: '80',
        steps: [step, step],
      },
      ...runs,
    })
    const programRules = {
      max_leverage: 30,
      profit_share: '85',
      payout_interval_days: 10,
      consistency_percent: '40',
      funded: { max_dd_daily: '4', max_dd_total: '8', max_dd_total_kind: 'trailing' },
      steps: [{ ...step, max_dd_total_kind: 'trailing' }],
    }
    await expectInvalidBodiesRejected(t, client, api.staff.createProgram, {
      valid: { code: 'one-step', title_en: 'One', title_fa: 'یک', rules: programRules },
      ...runs,
    })
    await expectInvalidBodiesRejected(t, client, api.staff.saveProgramRules, {
      valid: programRules,
      params: { programId: 1 },
      ...runs,
    })
    await expectInvalidBodiesRejected(t, client, api.staff.updateProgram, {
      valid: { title_en: 'Two', active: true, sort_order: 1 },
      params: { programId: 1 },
      ...runs,
    })
    await expectInvalidBodiesRejected(t, client, api.staff.createFeature, {
      valid: {
        code: 'leverage_1_50',
        title_en: 'Leverage 1:30',
        title_fa: 'اهرم ۱:۳۰',
        description_en: 'Up to 1:30',
        description_fa: 'تا ۱:۳۰',
        price_percent: '5',
        effect_value: '30',
      },
      ...runs,
    })
  })
})
