/**
 * What an open flag holds and how a payout is decided from its review
 * window (issue 33, decision 585): a held payout is refused to staff with
 * the reason and released by dismissing the flag; the trader reads "Under
 * review"; named trades stripped from the eligible profit, audited and told.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { api } from '#contract/index.ts'
import { requestRealAccount } from '../../../../engine/real-accounts/request-account.ts'
import { advance } from '../accounts/helpers.ts'
import { signedInClient } from '../fixtures.ts'
import { databaseKinds, startTestEngine, type TestClient, type TestEngine } from '../harness.ts'
import { passedTwoSteps } from '../identity/sumsub-fixtures.ts'
import { mailedCode, seasonedAddress, TRON_TX } from '../money/payout-fixtures.ts'
import { setPrice } from '../trade/support.ts'
import { addAddress, flagsOf, fundedTrader, market } from './support.ts'

describe.each(databaseKinds)('holds and the review window on %s', (kind) => {
  let t: TestEngine
  let reviewer: TestClient
  beforeAll(async () => {
    t = await startTestEngine(kind)
    await setPrice(t, 'BTCUSDT', '50000')
  })
  beforeEach(async () => {
    reviewer = (await signedInClient(t, { role: 'admin' })).client
  })
  afterAll(async () => {
    await t.close()
  })

  async function requestPayout(client: TestClient, userId: number, id: number, amount: string) {
    const email = (await client.ok(api.user.me)).data.email
    return client.ok(api.real.requestWithdraw, {
      body: {
        user_challenge_id: id,
        address_id: await seasonedAddress(t, userId),
        amount,
        description: 'Payout',
        code: await mailedCode(t, client, email),
      },
    })
  }

  it('a held payout is refused with its reason and released by dismissing the flag', async () => {
    const g = await fundedTrader(t, { profit: '1000' })
    const made = await requestPayout(g.client, g.user.id, g.id, '400')
    // Another user adds the payout address this trader added: one person, two accounts.
    const h = await fundedTrader(t)
    await addAddress(t, g.client, 'TCFLL5dx5ZJdKnWuesXxi1VPwjLVmWZZy9')
    await addAddress(t, h.client, 'TCFLL5dx5ZJdKnWuesXxi1VPwjLVmWZZy9')
    const [flag] = await flagsOf(t, reviewer, g.user.id)
    if (!flag) throw new Error('no flag')

    const queue = await reviewer.ok(api.staff.realWithdraws, { query: { status: 'pending' } })
    expect(queue.data.find((w) => w.id === made.data.id)?.held_by_flags).toEqual([flag.id])
    const pay = () =>
      reviewer.call(api.staff.payRealWithdraw, {
        params: { withdrawId: made.data.id },
        body: { network: 'TRC20', tx_hash: TRON_TX },
      })
    const held = await pay()
    expect([held.status, held.body]).toMatchObject([
      409,
      { message: 'Held by an open risk flag: a reviewer must decide it first' },
    ])
    // The trader reads "Under review", nothing of the detection.
    const accounts = await h.client.ok(api.real.withdrawAccounts)
    const conditions = accounts.data.find((a) => a.user_challenge_id === h.id)?.readiness.conditions
    expect(conditions?.find((c) => c.id === 'under_review')).toMatchObject({
      met: false,
      text: 'Under review',
    })
    expect(JSON.stringify(accounts.data)).not.toContain('TCFLL5')
    // The held payout in the trader's own list: under review, the flag not named.
    const mine = await g.client.ok(api.real.withdraws, { query: {} })
    const shown = mine.data.find((w) => w.id === made.data.id)
    expect(shown).toMatchObject({ status: 'pending', under_review: true })
    expect(JSON.stringify(shown)).not.toContain('flag')

    const short = await reviewer.call(api.staffFlags.dismissFlag, {
      params: { flagId: flag.id },
      body: { reason: '' },
    })
    expect(short.status).toBe(422)
    const dismissed = await reviewer.ok(api.staffFlags.dismissFlag, {
      params: { flagId: flag.id },
      body: { reason: 'Spouses sharing one wallet; checked by phone' },
    })
    expect(dismissed.data).toMatchObject({
      status: 'dismissed',
      reason: 'Spouses sharing one wallet; checked by phone',
    })
    expect((await pay()).status).toBe(200)
    const after = await g.client.ok(api.real.withdraws, { query: {} })
    expect(after.data.find((w) => w.id === made.data.id)).toMatchObject({
      status: 'paid',
      under_review: false,
    })
    const again = await reviewer.call(api.staffFlags.confirmFlag, {
      params: { flagId: flag.id },
      body: { reason: 'Second thoughts' },
    })
    expect(again.status).toBe(409)
    const audit = await reviewer.ok(api.staff.audit, { query: { subject_type: 'risk_flag' } })
    expect(audit.data.map((a) => [a.action, a.subject_id])).toEqual(
      expect.arrayContaining([
        ['risk_flag.dismissed', flag.id],
        ['risk_flag.raised', flag.id],
      ]),
    )
  })

  it('an open flag holds the real-account request until it is decided', async () => {
    const r = await fundedTrader(t)
    const other = await fundedTrader(t)
    const request = await requestRealAccount(
      t.engine.ctx,
      r.user.id,
      await passedTwoSteps(t, r.user.id),
    )
    await addAddress(t, r.client, 'TSSMHYeV2uE9qYH95DqyoCuNCzEL1NvU3S')
    await addAddress(t, other.client, 'TSSMHYeV2uE9qYH95DqyoCuNCzEL1NvU3S')
    const [flag] = await flagsOf(t, reviewer, r.user.id)
    if (!flag) throw new Error('no flag')
    const queue = await reviewer.ok(api.staff.accountRequests)
    expect(queue.data.find((q) => q.id === request.id)?.held_by_flags).toEqual([flag.id])
    const approve = () =>
      reviewer.call(api.staff.approveAccountRequest, {
        params: { requestId: request.id },
        body: { note: null },
      })
    expect((await approve()).status).toBe(409)
    // The trader reads "Under review" on the request, nothing of the flag.
    const passed = request.userChallengeId
    const shown = await r.client.ok(api.userChallenges.show, {
      params: { userChallengeId: passed },
    })
    expect(shown.data.account_request).toMatchObject({ status: 'pending', under_review: true })
    expect(JSON.stringify(shown.data)).not.toContain('TSSMHY')
    await reviewer.ok(api.staffFlags.confirmFlag, {
      params: { flagId: flag.id },
      body: { reason: 'Same person, confirmed with documents' },
    })
    // Confirmed: decided, so it holds no longer; what follows is the reviewer's call.
    expect((await approve()).status).toBe(200)
    const after = await r.client.ok(api.userChallenges.show, {
      params: { userChallengeId: passed },
    })
    expect(after.data.account_request).toMatchObject({ status: 'approved', under_review: false })
  })

  it('a payout decided from its review window with named trades stripped', async () => {
    const k = await fundedTrader(t)
    await setPrice(t, 'BTCUSDT', '50000')
    await market(k.client, k.id, 'buy', '0.1')
    await advance(t, 600)
    await setPrice(t, 'BTCUSDT', '51000')
    const first = await market(k.client, k.id, 'sell', '0.1', 'close')
    await advance(t, 600)
    await market(k.client, k.id, 'buy', '0.1')
    await advance(t, 600)
    await setPrice(t, 'BTCUSDT', '51500')
    await market(k.client, k.id, 'sell', '0.1', 'close')
    await setPrice(t, 'BTCUSDT', '50000')
    const account = (await k.client.ok(api.real.withdrawAccounts)).data.find(
      (a) => a.user_challenge_id === k.id,
    )
    const made = await requestPayout(k.client, k.user.id, k.id, account?.withdrawable ?? '0')

    const window = await reviewer.ok(api.staffFlags.reviewWindow, {
      params: { withdrawId: made.data.id },
    })
    expect(window.data).toMatchObject({ from_kind: 'funding', profit: '150' })
    expect(window.data.trades.map((tr) => [tr.realized_profit, tr.stripped])).toEqual([
      ['100', false],
      ['50', false],
    ])
    expect(window.data.largest_day.share_percent).toBe('100.00')
    const firstFill = window.data.trades[0]?.fill_id ?? 0
    expect(first.id).toBeGreaterThan(0)

    const stripped = await reviewer.ok(api.staffFlags.stripTrades, {
      params: { withdrawId: made.data.id },
      body: { fill_ids: [firstFill], reason: 'Filled on a stale price' },
    })
    // 100 of profit at an 80 % share: 80 less for the trader.
    const before = Number(made.data.amount)
    expect(Number(stripped.data.withdraw.amount)).toBeCloseTo(before - 80, 2)
    expect(stripped.data.withdraw).toMatchObject({
      stripped_fill_ids: [firstFill],
      stripped_profit: '100',
      stripped_reason: 'Filled on a stale price',
    })
    expect(stripped.data.trades[0]?.stripped).toBe(true)
    const unknown = await reviewer.call(api.staffFlags.stripTrades, {
      params: { withdrawId: made.data.id },
      body: { fill_ids: [999_999], reason: 'Not in the window' },
    })
    expect(unknown.status).toBe(422)

    const paid = await reviewer.ok(api.staff.payRealWithdraw, {
      params: { withdrawId: made.data.id },
      body: { network: 'TRC20', tx_hash: TRON_TX },
    })
    expect(paid.data).toMatchObject({ status: 'paid', amount: stripped.data.withdraw.amount })
    const told = await k.client.ok(api.notifications.list, { query: {} })
    expect(JSON.stringify(told.data)).toContain('Filled on a stale price')
    const audit = await reviewer.ok(api.staff.audit, { query: { subject_type: 'real_withdraw' } })
    expect(audit.data.map((a) => a.action)).toContain('real_withdraw.stripped')
  })
})
