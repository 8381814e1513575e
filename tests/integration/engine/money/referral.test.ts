/**
 * The referral programme over HTTP (rules.md): B signs up with A's code
 * and buys through the sandbox; A earns 10 % of the price, pending for 14
 * days, then available; A withdraws from 20 USDT to an address of the book
 * with a mailed code; support pays with the network and transaction hash. Fifty withdrawals at once pass as far as the credit
 * covers; a refund claws back a pending reward.
 */
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api } from '#contract/index.ts'
import { D } from '#money/decimal.ts'
import { creditEntries, notifications, payments } from '../../../../engine/db/schema/index.ts'
import { transaction } from '../../../../engine/db/transaction.ts'
import { clawBackReferralReward } from '../../../../engine/referrals/reward.ts'
import { registered } from '../accounts/helpers.ts'
import { catalogueIds, pressSandboxButton } from '../commerce/commerce-fixtures.ts'
import { signedInClient, signIn } from '../fixtures.ts'
import { databaseKinds, startTestEngine, type TestClient, type TestEngine } from '../harness.ts'
import { mailedCode, seasonedAddress, TRON_ADDRESS, TRON_TX } from './payout-fixtures.ts'

const WEB = 'https://app.proptrade.test'
const DAY = 86_400

describe.each(databaseKinds)('referral programme (%s)', (kind) => {
  let t: TestEngine
  let ids: Awaited<ReturnType<typeof catalogueIds>>
  let support: TestClient
  beforeAll(async () => {
    t = await startTestEngine(kind, {
      WEB_BASE_URL: WEB,
      PAYMENT_SANDBOX_SECRET: 'sandbox-secret-for-tests-0123456789',
    })
    ids = await catalogueIds(t)
    const staff = await signedInClient(t, { role: 'support' })
    support = staff.client
    supportId = staff.user.id
  })
  afterAll(async () => {
    await t.close()
  })

  /** `buyer` buys the challenge of `size` through the sandbox and presses Pay. */
  async function buy(buyer: TestClient, size: string) {
    const order = await buyer.ok(api.payments.request, {
      body: { challenge_id: ids.bySize(size), provider_id: ids.sandboxId, accept_rules: true },
    })
    const url = order.data.redirect_url
    if (!url) throw new Error('no redirect')
    const pay = await pressSandboxButton(buyer, url, 'pay')
    expect(pay.status).toBeLessThan(400)
    return order.data.payment_id
  }

  let supportId = 0
  /** Moves the engine clock; sessions expire meanwhile, so the clients sign in again. */
  async function advanceDays(
    days: number,
    ...who: Array<{ client: TestClient; user: { id: number } }>
  ) {
    await t.client().request('POST', '/test/clock/advance', { body: { seconds: days * DAY } })
    for (const w of who) await signIn(t, w.client, w.user.id)
    await signIn(t, support, supportId)
  }

  it('B joins with A’s code and buys; A’s reward is pending 14 days, then withdrawn', async () => {
    const a = await registered(t)
    const info = await a.client.ok(api.referrals.info)
    expect(info.data).toMatchObject({
      code: a.user.referral_code,
      link: `${WEB}/signup?referral=${a.user.referral_code}`,
      balance: '0',
      pending: '0',
      total_earned: '0',
      min_withdraw: '20',
      reward_percent: '10',
      currency: 'USDT',
    })
    const b = await registered(t, { referral: a.user.referral_code })
    await buy(b.client, '100000') // price 499 → 49.9

    const pending = await a.client.ok(api.referrals.info)
    expect(pending.data).toMatchObject({ balance: '0', pending: '49.9', total_earned: '49.9' })
    const friends = await a.client.ok(api.referrals.list)
    expect(friends.data).toEqual([
      expect.objectContaining({
        id: b.user.id,
        name: `${b.email.slice(0, 2)}***@example.test`,
        rewards_pending: '49.9',
        rewards_available: '0',
      }),
    ])
    const [told] = await t.engine.ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, a.user.id), eq(notifications.type, 'referral_reward')))
    expect(told?.title).toBe('Referral reward')
    const address_id = await seasonedAddress(t, a.user.id)
    // Still pending: nothing to withdraw (refused before the code is looked at).
    const early = await a.client.call(api.referrals.requestWithdraw, {
      body: { amount: '20', address_id, code: '00000' },
    })
    expect(early.body).toMatchObject({
      errors: { amount: ['Amount is more than your available balance (0 USDT)'] },
    })

    await advanceDays(14, a)
    const available = await a.client.ok(api.referrals.info)
    expect(available.data).toMatchObject({ balance: '49.9', pending: '0', total_earned: '49.9' })
    expect((await a.client.ok(api.referrals.list)).data[0]).toMatchObject({
      rewards_pending: '0',
      rewards_available: '49.9',
    })

    const small = await a.client.call(api.referrals.requestWithdraw, {
      body: { amount: '19.99', address_id, code: '00000' },
    })
    expect(small.body).toEqual({
      message: 'The minimum withdrawal is 20 USDT',
      errors: { amount: ['The minimum withdrawal is 20 USDT'] },
    })
    const noWallet = await a.client.call(api.referrals.requestWithdraw, {
      body: { amount: '20', code: '00000' },
    })
    expect(noWallet.body).toMatchObject({ errors: { address_id: ['Wallet address is required'] } })

    const made = await a.client.ok(api.referrals.requestWithdraw, {
      body: { amount: '20', address_id, code: await mailedCode(t, a.client, a.email) },
    })
    expect(made.data).toMatchObject({
      amount: '20',
      type: 'USDT',
      address: TRON_ADDRESS,
      network: 'TRC20',
      status: 'pending',
      result: null,
    })
    expect((await a.client.ok(api.referrals.info)).data.balance).toBe('29.9')

    const queue = await support.ok(api.staff.referralWithdraws)
    expect(queue.data.find((w) => w.id === made.data.id)).toMatchObject({
      user: { id: a.user.id },
      amount: '20',
      address: TRON_ADDRESS,
    })
    const paid = await support.ok(api.staff.payReferralWithdraw, {
      params: { withdrawId: made.data.id },
      body: { network: 'TRC20', tx_hash: TRON_TX, note: 'tx 0xfeed' },
    })
    expect(paid.data).toMatchObject({ status: 'paid', result: 'tx 0xfeed', tx_hash: TRON_TX })
    const history = await a.client.ok(api.referrals.withdraws)
    expect(history.data).toEqual([
      expect.objectContaining({
        id: made.data.id,
        status: 'paid',
        result: 'tx 0xfeed',
        result_at: paid.data.result_at ?? 'missing',
        network: 'TRC20',
        tx_hash: TRON_TX,
        explorer_url: `https://tronscan.org/#/transaction/${TRON_TX}`,
      }),
    ])
    const inbox = await a.client.ok(api.notifications.list)
    expect(inbox.data.find((n) => n.title === 'Referral withdrawal paid')?.body).toBe(
      `Your withdrawal of 20.00 USDT has been paid on TRC20. Transaction: ${TRON_TX}. tx 0xfeed`,
    )
    const audit = await support.ok(api.staff.audit, {
      query: { subject_type: 'referral_withdraw' },
    })
    expect(audit.data.find((e) => e.subject_id === made.data.id)).toMatchObject({
      action: 'referral_withdraw.paid',
      note: 'tx 0xfeed',
      before: expect.objectContaining({ status: 'pending' }),
      after: expect.objectContaining({ status: 'paid' }),
    })

    // The rest is spendable at checkout.
    const order = await a.client.ok(api.payments.request, {
      body: {
        challenge_id: ids.bySize('10000'),
        provider_id: ids.sandboxId,
        credit: '9.9',
        accept_rules: true,
      },
    })
    expect(order.data.invoice.credit).toBe('9.90')
    expect((await a.client.ok(api.referrals.info)).data.balance).toBe('20')
  })

  it('of 50 withdrawals at once only what the credit covers passes; rejection returns it', async () => {
    const a = await registered(t)
    const b = await registered(t, { referral: a.user.referral_code })
    await buy(b.client, '100000')
    await advanceDays(14, a)
    const address_id = await seasonedAddress(t, a.user.id)
    const body = { amount: '49.9', address_id, code: await mailedCode(t, a.client, a.email) }
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => a.client.call(api.referrals.requestWithdraw, { body })),
    )
    expect(answers.map((x) => x.status).sort()).toEqual([200, ...Array(49).fill(422)])
    const rows = await t.engine.ctx.db
      .select()
      .from(creditEntries)
      .where(eq(creditEntries.userId, a.user.id))
    expect(rows.reduce((s, r) => s.add(r.amount), D(0)).toString()).toBe('0')
    expect((await a.client.ok(api.referrals.info)).data.balance).toBe('0')

    const [made] = (await a.client.ok(api.referrals.withdraws)).data
    if (!made) throw new Error('no withdrawal')
    const noNote = await support.call(api.staff.rejectReferralWithdraw, {
      params: { withdrawId: made.id },
      body: { note: '  ' },
    })
    expect(noNote.body).toMatchObject({ errors: { note: ['Note is required'] } })
    await support.ok(api.staff.rejectReferralWithdraw, {
      params: { withdrawId: made.id },
      body: { note: 'Address is not a TRC-20 wallet' },
    })
    expect((await a.client.ok(api.referrals.info)).data.balance).toBe('49.9')
    const again = await support.call(api.staff.payReferralWithdraw, {
      params: { withdrawId: made.id },
      body: { network: 'TRC20', tx_hash: TRON_TX },
    })
    expect(again.status).toBe(409)
    expect((await a.client.ok(api.referrals.withdraws)).data[0]).toMatchObject({
      status: 'rejected',
      result: 'Address is not a TRC-20 wallet',
    })
  })

  it('a refund inside the window claws the pending reward back; traders get 403', async () => {
    const a = await registered(t)
    const b = await registered(t, { referral: a.user.referral_code })
    const paymentId = await buy(b.client, '10000') // 89 → 8.9
    expect((await a.client.ok(api.referrals.info)).data.pending).toBe('8.9')
    const ctx = t.engine.ctx
    const clawed = await transaction(ctx, (tx) =>
      clawBackReferralReward(tx, paymentId, ctx.clock.now()),
    )
    expect(clawed).toBe(true)
    const twice = await transaction(ctx, (tx) =>
      clawBackReferralReward(tx, paymentId, ctx.clock.now()),
    )
    expect(twice).toBe(false)
    expect((await a.client.ok(api.referrals.info)).data).toMatchObject({
      pending: '0',
      total_earned: '0',
    })
    await advanceDays(14, a)
    expect((await a.client.ok(api.referrals.info)).data.balance).toBe('0')
    const [payment] = await ctx.db.select().from(payments).where(eq(payments.id, paymentId))
    expect(payment?.status).toBe('paid')
    expect((await a.client.call(api.staff.referralWithdraws)).status).toBe(403)
  })
})
