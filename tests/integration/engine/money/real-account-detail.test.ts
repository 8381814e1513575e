/**
 * A real account's detail after a payout (issue 23, finding 9): the
 * withdrawal is no loss. Account 10 000, profit 1 000 at 80 %: a paid
 * request of 400 debits 500 (balance 10 500), a waiting one of 200 debits
 * 250 (balance 10 250). Profit since funding stays 1 000, paid out 400 of
 * 500 debited, 200 waiting; the step's total profit adds the 750 back; the
 * chart marks both withdrawals; the transaction history lists them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api } from '#contract/index.ts'
import { advance } from '../evaluation/support.ts'
import { signedInClient } from '../fixtures.ts'
import { databaseKinds, startTestEngine, type TestEngine } from '../harness.ts'
import { mailedCode, TRON_ADDRESS, TRON_TX } from './payout-fixtures.ts'
import { realAccountWithProfit } from './support.ts'

describe.each(databaseKinds)('a real account’s detail after withdrawals (%s)', (kind) => {
  let t: TestEngine
  beforeAll(async () => {
    t = await startTestEngine(kind)
  })
  afterAll(async () => {
    await t.close()
  })

  it('shows profit since funding, paid out, the share, and the withdrawals as events', async () => {
    const { user, client } = await signedInClient(t)
    const as = { client, userId: user.id }
    // The payout address, added as the form adds it (with a mailed code,
    // decision 393), is usable 24 hours later on the engine's clock.
    const added = await client.ok(api.payouts.addAddress, {
      body: {
        network: 'TRC20',
        address: TRON_ADDRESS,
        code: await mailedCode(t, client, user.email),
      },
    })
    expect(added.data).toMatchObject({ usable: false })
    await advance(t, 24 * 3600, as)
    const { challengeId, accountId } = await realAccountWithProfit(t, user.id, { profit: '1000' })
    // Each request asks for a fresh mailed code (two-factor is off).
    const body = async (amount: string) => ({
      user_challenge_id: challengeId,
      address_id: added.data.id,
      amount,
      description: 'Payout',
      code: await mailedCode(t, client, user.email),
    })
    const support = await signedInClient(t, { role: 'support' })
    const first = await client.ok(api.real.requestWithdraw, { body: await body('400') })
    expect(first.data).toMatchObject({ network: 'TRC20', address: TRON_ADDRESS })
    await support.client.ok(api.staff.payRealWithdraw, {
      params: { withdrawId: first.data.id },
      body: { network: 'TRC20', tx_hash: TRON_TX },
    })
    // The next request waits the payout interval (14 days) after the paid one: 15 days on.
    await advance(t, 15 * 86_400, as)
    await client.ok(api.real.requestWithdraw, { body: await body('200') })

    const detail = await client.ok(api.userChallenges.show, {
      params: { userChallengeId: challengeId },
    })
    expect(detail.data.balance).toBe('10250')
    expect(detail.data.real).toMatchObject({
      profit_since_funding: '1000',
      paid_out: '400',
      paid_out_debited: '500',
      pending_payout: '200',
      share_percent: '80',
      // 250 of profit left × 80 %; but a request is waiting: none before it is decided.
      withdrawable: '200',
      can_withdraw: false,
      source: null,
    })

    const step = await client.ok(api.userChallenges.step, {
      params: { userChallengeId: challengeId, stepId: accountId },
    })
    expect(step.data).toMatchObject({ phase: 'real', total_profit: '1000', withdrawn: '750' })

    const chart = await client.ok(api.userChallenges.stepChart, {
      params: { userChallengeId: challengeId, stepId: accountId },
    })
    expect(chart.events.map((e) => [e.type, e.amount])).toEqual([
      ['withdrawal', '-500'],
      ['withdrawal', '-250'],
    ])

    const ledger = await client.ok(api.trade.transactionHistory, {
      params: { userChallengeId: challengeId },
      query: { step: accountId },
    })
    expect(ledger.data.map((r) => [r.type, r.amount])).toEqual([
      ['WITHDRAWAL', '-250'],
      ['WITHDRAWAL', '-500'],
      ['REALIZED_PNL', '1000'],
    ])
  })

  it('an evaluation challenge has no real-account figures', async () => {
    const { user, client } = await signedInClient(t)
    const { challengeId } = await realAccountWithProfit(t, user.id)
    const list = await client.ok(api.userChallenges.list, { query: { type: 'real' } })
    expect(list.data.map((c) => c.id)).toContain(challengeId)
    const demo = await client.ok(api.userChallenges.createDemo, { body: { title: 'Demo' } })
    const shown = await client.ok(api.userChallenges.show, {
      params: { userChallengeId: demo.data.id },
    })
    expect(shown.data.real).toBeNull()
  })
})
