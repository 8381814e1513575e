/**
 * Payout readiness (issue 31): the panel (GET /v1/real/withdrawAccounts and
 * the real account's details) and a request's refusal come from one
 * function, so at every stage of a real account's life, from funding to a
 * paid withdrawal, a request is refused exactly when a condition shows ✗,
 * with the words of the first one, and goes through when all show ✔.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api } from '#contract/index.ts'
import type { PayoutReadiness } from '#contract/real.ts'
import { tradingAccounts } from '../../../../engine/db/schema/index.ts'
import { guest, outboxTo } from '../accounts/helpers.ts'
import { advance } from '../evaluation/support.ts'
import { signedInClient, signIn } from '../fixtures.ts'
import { databaseKinds, startTestEngine, type TestClient, type TestEngine } from '../harness.ts'
import { placeOk, setPrice } from '../trade/support.ts'
import { freshTronAddress, mailedCode, TRON_ADDRESS, TRON_TX } from './payout-fixtures.ts'
import { realAccountWithProfit } from './support.ts'

const DAY = 86_400_000

describe.each(databaseKinds)('payout readiness: the panel and the refusal agree (%s)', (kind) => {
  let t: TestEngine
  beforeAll(async () => {
    t = await startTestEngine(kind)
    await setPrice(t, 'BTCUSDT', '60000')
  })
  afterAll(async () => {
    await t.close()
  })

  /** The panel as both pages read it; they must be the same. */
  async function panel(client: TestClient, challengeId: number) {
    const list = await client.ok(api.real.withdrawAccounts)
    const account = list.data.find((a) => a.user_challenge_id === challengeId)
    if (!account) throw new Error('no such real account in the list')
    const detail = await client.ok(api.userChallenges.show, {
      params: { userChallengeId: challengeId },
    })
    expect(detail.data.real?.readiness).toEqual(account.readiness)
    expect(detail.data.real?.can_withdraw).toBe(account.readiness.ready)
    return account
  }

  const states = (r: PayoutReadiness) => Object.fromEntries(r.conditions.map((c) => [c.id, c.met]))

  /**
   * A request now: refused exactly when the panel shows a ✗, with the words
   * the panel's list gives as its reason, on the first unmet condition.
   */
  async function requestAgrees(
    client: TestClient,
    challengeId: number,
    body: () => Promise<Record<string, unknown>>,
  ) {
    const account = await panel(client, challengeId)
    const answer = await client.call(api.real.requestWithdraw, {
      body: { user_challenge_id: challengeId, ...(await body()) } as never,
    })
    const { readiness } = account
    if (readiness.ready) {
      expect(answer.status).toBe(200)
      expect(account.reason).toBeNull()
      return { account, answer }
    }
    expect(answer.status).toBe(422)
    const errors = (answer.body as { errors: Record<string, string[]> }).errors
    const first = readiness.conditions.find((c) => !c.met)
    const field = first?.id === 'payout_address' ? 'address_id' : 'user_challenge_id'
    expect(errors[field]).toEqual([account.reason])
    return { account, answer }
  }

  it('walks a real account from funding to a paid withdrawal, panel and refusal agreeing at each stage', async () => {
    const { user, client } = await signedInClient(t)
    const support = await signedInClient(t, { role: 'support' })
    const now = () => t.engine.ctx.clock.now()
    // Funded with 969.40 of profit, the first fill 3 days ago, no payout address yet.
    const { challengeId, accountId } = await realAccountWithProfit(t, user.id, {
      profit: '969.40',
      daysAgo: 3,
    })
    const [row] = await t.engine.ctx.db
      .select({ firstFillAt: tradingAccounts.firstFillAt })
      .from(tradingAccounts)
      .where(eq(tradingAccounts.id, accountId))
    if (!row?.firstFillAt) throw new Error('the funded account has no first fill')
    const waitOver = new Date(row.firstFillAt.getTime() + 14 * DAY).toISOString()
    let addressId = 0
    const body = async (amount = '100') => ({
      address_id: addressId || 1,
      amount,
      description: 'Payout',
      code: await mailedCode(t, client, user.email),
    })

    // 1. Right after funding: the wait and the address are missing.
    let step = await requestAgrees(client, challengeId, body)
    expect(step.account.readiness).toMatchObject({ ready: false, amount: '775.52', ready_at: null })
    expect(states(step.account.readiness)).toEqual({
      account_active: true,
      wait: false,
      no_open_positions: true,
      no_pending_request: true,
      payout_address: false,
      minimum: true,
    })
    expect(step.account.readiness.conditions.map((c) => [c.id, c.met_at, c.text])).toEqual([
      ['account_active', null, 'The account is active'],
      ['wait', waitOver, '14 days since the first trade'],
      ['no_open_positions', null, 'No open position'],
      ['no_pending_request', null, 'No other withdrawal waiting for a decision'],
      ['payout_address', null, 'A payout address past its 24 hours'],
      ['minimum', null, 'At least 0.01 USDT to withdraw'],
    ])
    expect(step.account.reason).toMatch(/^The next withdrawal is possible from /)

    // 2. An address added: it will hold in 24 hours, so the whole panel has a date.
    const added = await client.ok(api.payouts.addAddress, {
      body: {
        network: 'TRC20',
        address: TRON_ADDRESS,
        code: await mailedCode(t, client, user.email),
      },
    })
    addressId = added.data.id
    step = await requestAgrees(client, challengeId, body)
    const address = step.account.readiness.conditions.find((c) => c.id === 'payout_address')
    expect(address).toMatchObject({ met: false, met_at: added.data.usable_at })
    expect(step.account.readiness.ready_at).toBe(waitOver)

    // 3. Eleven days later both hold: the panel is all ✔ and a request of 100 goes through.
    // Sessions last an hour on the engine's clock: both sign in again.
    await advance(t, 11 * 86_400 + 60, { client, userId: user.id })
    await signIn(t, support.client, support.user.id)
    const lastCheck = await panel(client, challengeId)
    expect(lastCheck.readiness).toMatchObject({ ready: true, ready_at: null })
    expect(Object.values(states(lastCheck.readiness)).every(Boolean)).toBe(true)

    // 4. An open position: ✗, and a request says to close it.
    await placeOk(client, challengeId, { type: 'MARKET', side: 'buy', size: '0.01' })
    step = await requestAgrees(client, challengeId, body)
    expect(states(step.account.readiness).no_open_positions).toBe(false)
    expect(step.account.reason).toBe('Close every position before withdrawing')
    await client.ok(api.trade.closeAllPositions, {
      params: { userChallengeId: challengeId },
      body: { symbol: 'BTCUSDT' },
    })

    // 5. All ✔ again: the request passes (the helper asserts 200).
    step = await requestAgrees(client, challengeId, body)
    expect(step.account.readiness.ready).toBe(true)
    const requested = (step.answer.body as { data: { id: number } }).data.id

    // 6. While it waits for staff: ✗ no other request, and a second one is refused so.
    step = await requestAgrees(client, challengeId, body)
    expect(states(step.account.readiness).no_pending_request).toBe(false)
    expect(step.account.reason).toBe('A withdrawal of this account is waiting for a decision')

    // 7. Paid: the wait starts again from the payout.
    await support.client.ok(api.staff.payRealWithdraw, {
      params: { withdrawId: requested },
      body: { network: 'TRC20', tx_hash: TRON_TX },
    })
    step = await requestAgrees(client, challengeId, body)
    const wait = step.account.readiness.conditions.find((c) => c.id === 'wait')
    expect(wait?.text).toBe('14 days since the last payout')
    expect(wait?.met).toBe(false)
    expect(new Date(wait?.met_at ?? 0).getTime()).toBeGreaterThan(now().getTime() + 13 * DAY)
    expect(step.account.readiness.ready_at).toBe(wait?.met_at)
  })

  it('agrees on a frozen account, an account with no profit and an inactive one, in Persian too', async () => {
    const { user, client } = await signedInClient(t)
    const { challengeId } = await realAccountWithProfit(t, user.id, { profit: '0.01' })
    // An address of this trader's own: the first test's trader holds TRON_ADDRESS.
    const added = await client.ok(api.payouts.addAddress, {
      body: {
        network: 'TRC20',
        address: freshTronAddress(),
        code: await mailedCode(t, client, user.email),
      },
    })
    await advance(t, 24 * 3600 + 60, { client, userId: user.id })
    const body = async () => ({
      address_id: added.data.id,
      amount: '0.01',
      description: 'Payout',
      code: await mailedCode(t, client, user.email),
    })
    // 0.01 of profit is 0.008 at 80 %: under the cent a payout needs.
    let step = await requestAgrees(client, challengeId, body)
    expect(step.account.readiness.conditions.filter((c) => !c.met).map((c) => c.id)).toEqual([
      'minimum',
    ])
    expect(step.account.reason).toBe('There is no profit to withdraw')

    // The new-address mail's freeze link: the freeze shows first, as the refusal does.
    const mail = (await outboxTo(t, user.email)).find((m) => m.body.includes('freeze-withdrawals'))
    const token = /freeze-withdrawals\?token=([A-Za-z0-9_-]+)/.exec(mail?.body ?? '')?.[1] ?? ''
    await (await guest(t)).ok(api.payouts.freezeWithdrawals, { body: { token } })
    // Freezing signed the user out everywhere: a new session.
    await signIn(t, client, user.id)
    step = await requestAgrees(client, challengeId, body)
    expect(step.account.readiness.conditions[1]).toMatchObject({ id: 'not_frozen', met: false })
    expect(step.account.reason).toBe(
      'Withdrawals are frozen on this account. Contact support to lift the freeze.',
    )

    const { user: other, client: otherClient } = await signedInClient(t, {}, { language: 'fa' })
    const inactive = await realAccountWithProfit(t, other.id, { profit: '500' })
    await t.engine.ctx.db
      .update(tradingAccounts)
      .set({ status: 'failed' })
      .where(eq(tradingAccounts.userChallengeId, inactive.challengeId))
    step = await requestAgrees(otherClient, inactive.challengeId, async () => ({
      address_id: 1,
      amount: '1',
      description: 'x',
      code: '12345',
    }))
    expect(step.account.readiness.conditions[0]).toMatchObject({
      id: 'account_active',
      met: false,
      text: 'حساب فعال است',
    })
    expect(step.account.reason).toBe('این حساب فعال نیست')
  })
})
