import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api } from '#contract/index.ts'
import {
  challengeActivations,
  creditEntries,
  payments,
  tradingAccounts,
  userChallenges,
} from '../../../../engine/db/schema/index.ts'
import type { BroadcastEvent } from '../../../../engine/events.ts'
import { signedInClient } from '../fixtures.ts'
import { databaseKinds, startTestEngine, type TestEngine } from '../harness.ts'
import { catalogueIds, createCoupon, creditOf, giveCredit } from './commerce-fixtures.ts'

const DAY = 86_400_000

describe.each(databaseKinds)('payments/request on %s', (kind) => {
  let t: TestEngine
  let ids: Awaited<ReturnType<typeof catalogueIds>>
  beforeAll(async () => {
    t = await startTestEngine(kind)
    ids = await catalogueIds(t)
  })
  afterAll(async () => {
    await t.close()
  })

  const paymentsOf = (userId: number) =>
    t.engine.ctx.db.select().from(payments).where(eq(payments.userId, userId))
  const challengesOf = (userId: number) =>
    t.engine.ctx.db.select().from(userChallenges).where(eq(userChallenges.userId, userId))

  it('invoice with a coupon and part credit: 89 + 17.80 − 10.68 − 30 = 66.12, pending at the sandbox', async () => {
    const { client, user } = await signedInClient(t)
    await giveCredit(t, user.id, '50')
    const coupon = await createCoupon(t, { kind: 'percent', value: '10' })
    const result = await client.ok(api.payments.request, {
      body: {
        challenge_id: ids.bySize('10000'),
        features: [ids.feature('profit_share_90')],
        provider_id: ids.sandboxId,
        coupon: coupon.code,
        credit: '30',
        accept_rules: true,
      },
    })
    expect(result.data.invoice).toEqual({
      price: '89.00',
      features_price: '17.80',
      discount: '10.68',
      credit: '30.00',
      final_price: '66.12',
    })
    expect(result.data.status).toBe('pending')
    expect(result.data.user_challenge_id).toBeNull()
    expect(result.data.redirect_url).toMatch(
      new RegExp(
        `^http://localhost:8000/sandbox/pay/${result.data.payment_id}\\?signature=[\\w-]+&lang=en$`,
      ),
    )
    // The credit left the ledger at once; nothing is active before the provider confirms.
    expect(await creditOf(t, user.id)).toBe('20')
    expect(await challengesOf(user.id)).toEqual([])
    const [payment] = await paymentsOf(user.id)
    expect(payment).toMatchObject({ status: 'pending', couponId: coupon.id, finalPrice: '66.12' })
    expect(payment?.rules.profitShare).toBe('90')
  })

  it('a free order (credit covers it) activates at once: Step 1 at the account size', async () => {
    const { client, user } = await signedInClient(t)
    await giveCredit(t, user.id, '60')
    const events: BroadcastEvent[] = []
    const stop = t.engine.ctx.events.subscribe((e) => events.push(e))
    const result = await client.ok(api.payments.request, {
      body: {
        challenge_id: ids.bySize('5000'),
        features: [ids.feature('no_time_limit')],
        credit: '56.35', // 49 + 15 % = 56.35
        accept_rules: true,
      },
    })
    stop()
    expect(result.message).toBe('Your challenge is active. Good luck!')
    expect(result.data).toMatchObject({ status: 'paid', redirect_url: null })
    expect(result.data.invoice.final_price).toBe('0.00')
    const [challenge] = await challengesOf(user.id)
    expect(challenge).toMatchObject({
      id: result.data.user_challenge_id,
      type: 'challenge',
      status: 'active',
      initialBalance: '5000',
      title: '5K Challenge',
    })
    const accounts = await t.engine.ctx.db
      .select()
      .from(tradingAccounts)
      .where(eq(tradingAccounts.userChallengeId, challenge?.id ?? 0))
    expect(accounts).toHaveLength(1)
    // No time limit bought: Step 1 never runs out of days.
    expect(accounts[0]).toMatchObject({
      phase: 'step1',
      balance: '5000',
      expiresAt: null,
      maxLeverage: 20,
    })
    expect(await creditOf(t, user.id)).toBe('3.65')
    const [activation] = await t.engine.ctx.db
      .select()
      .from(challengeActivations)
      .where(eq(challengeActivations.userId, user.id))
    expect(activation).toMatchObject({
      challengePrice: '49.00',
      amountPaid: '0.00',
      // The referral programme handles it in the same transaction (decision 241).
      referralProcessedAt: expect.any(Date),
    })
    // After the commit: the account's status (the screens wait for it), then
    // the notification, on the buyer's channel (decision 483).
    expect(events.map((e) => [e.channel, e.event])).toEqual([
      [`private-user.${user.id}`, 'account.status'],
      [`private-user.${user.id}`, 'notification'],
    ])
    expect(events[0]?.payload).toEqual({
      user_challenge_id: challenge?.id,
      status: 'active',
      reason: 'payment_activated',
      equity: null,
    })
    const { data: notifications } = await client.ok(api.notifications.list)
    expect(notifications).toEqual([
      expect.objectContaining({
        type: 'payment_succeeded',
        title: 'Payment successful',
        body: '5K Challenge is active: your Step 1 account of 5,000.00 USDT is ready. Good luck!',
        link: `/challenges/${challenge?.id}`,
        status: 'unread',
      }),
    ])
  })

  it('a 100 % coupon activates at once without a provider; Step 1 runs 30 days', async () => {
    const { client, user } = await signedInClient(t)
    const coupon = await createCoupon(t, { kind: 'percent', value: '100' })
    const result = await client.ok(api.payments.request, {
      body: {
        challenge_id: ids.bySize('25000'),
        features: [ids.feature('leverage_1_50')],
        coupon: coupon.code,
        accept_rules: true,
      },
    })
    expect(result.data.invoice).toEqual({
      price: '199.00',
      features_price: '19.90',
      discount: '218.90',
      credit: '0.00',
      final_price: '0.00',
    })
    const [account] = await t.engine.ctx.db
      .select()
      .from(tradingAccounts)
      .where(eq(tradingAccounts.userChallengeId, result.data.user_challenge_id ?? 0))
    expect(account?.maxLeverage).toBe(50)
    const now = t.engine.ctx.clock.now().getTime()
    expect(Math.abs((account?.expiresAt?.getTime() ?? 0) - (now + 30 * DAY))).toBeLessThan(5000)
    expect(await paymentsOf(user.id)).toHaveLength(1)
  })

  it('refuses credit it cannot spend, saying why, and changes nothing', async () => {
    const { client, user } = await signedInClient(t)
    await giveCredit(t, user.id, '40')
    await giveCredit(t, user.id, '500', new Date(t.engine.ctx.clock.now().getTime() + 14 * DAY))
    const body = {
      challenge_id: ids.bySize('5000'),
      provider_id: ids.sandboxId,
      accept_rules: true as const,
    }
    const cases: Array<[string, string]> = [
      ['40.01', 'Credit is more than your available credit (40.00 USDT)'],
      ['-1', 'Credit cannot be negative'],
      ['1.005', 'Credit can have at most 2 decimals'],
    ]
    for (const [credit, text] of cases) {
      const result = await client.call(api.payments.request, { body: { ...body, credit } })
      expect(result.status).toBe(422)
      expect(result.body).toEqual({ message: text, errors: { credit: [text] } })
    }
    await giveCredit(t, user.id, '100')
    const tooMuch = await client.call(api.payments.request, { body: { ...body, credit: '49.01' } })
    expect(tooMuch.body).toMatchObject({
      errors: { credit: ['Credit is more than the order price after discount (49.00 USDT)'] },
    })
    expect(await paymentsOf(user.id)).toEqual([])
    expect(await creditOf(t, user.id)).toBe('140')
  })

  it('requires accepted rules, a provider when something is left to pay, and a known provider', async () => {
    const { client, user } = await signedInClient(t)
    const base = { challenge_id: ids.bySize('5000') }
    const rules = await client.call(api.payments.request, {
      body: { ...base, provider_id: ids.sandboxId, accept_rules: false },
    })
    expect(rules.status).toBe(422)
    expect(rules.body).toMatchObject({
      errors: { accept_rules: ['You must accept the rules before paying'] },
    })
    const noProvider = await client.call(api.payments.request, {
      body: { ...base, accept_rules: true },
    })
    expect(noProvider.body).toEqual({
      message: 'Choose a payment provider',
      errors: { provider_id: ['Choose a payment provider'] },
    })
    const unknown = await client.call(api.payments.request, {
      body: { ...base, provider_id: 999, accept_rules: true },
    })
    expect(unknown.body).toMatchObject({
      errors: { provider_id: ['The selected payment provider is not available'] },
    })
    expect(await paymentsOf(user.id)).toEqual([])
  })

  it('answers 401 to a visitor and 419 without the XSRF token', async () => {
    const body = { challenge_id: ids.bySize('5000'), accept_rules: true }
    const visitor = t.client()
    await visitor.startSession()
    expect((await visitor.call(api.payments.request, { body })).status).toBe(401)
    const { client, user } = await signedInClient(t)
    expect((await client.call(api.payments.request, { body, withoutXsrf: true })).status).toBe(419)
    expect(await paymentsOf(user.id)).toEqual([])
  })

  it('a new order cancels the buyer’s pending one and gives its credit back', async () => {
    const { client, user } = await signedInClient(t)
    await giveCredit(t, user.id, '30')
    const body = {
      challenge_id: ids.bySize('10000'),
      provider_id: ids.sandboxId,
      credit: '30',
      accept_rules: true as const,
    }
    const first = await client.ok(api.payments.request, { body })
    const second = await client.ok(api.payments.request, { body })
    const rows = await paymentsOf(user.id)
    expect(rows.map((p) => [p.id, p.status]).sort()).toEqual([
      [first.data.payment_id, 'canceled'],
      [second.data.payment_id, 'pending'],
    ])
    expect(await creditOf(t, user.id)).toBe('0')
    const ledger = await t.engine.ctx.db
      .select({ amount: creditEntries.amount, kind: creditEntries.kind })
      .from(creditEntries)
      .where(eq(creditEntries.userId, user.id))
    expect(ledger.map((e) => [e.kind, Number(e.amount)])).toEqual([
      ['referral_reward', 30],
      ['checkout_spend', -30],
      ['checkout_refund', 30],
      ['checkout_spend', -30],
    ])
  })

  it('concurrent orders of one buyer never spend the same credit twice', async () => {
    const { client, user } = await signedInClient(t)
    await giveCredit(t, user.id, '30')
    const body = {
      challenge_id: ids.bySize('10000'),
      provider_id: ids.sandboxId,
      credit: '30',
      accept_rules: true as const,
    }
    const results = await Promise.all(
      Array.from({ length: 6 }, () => client.call(api.payments.request, { body })),
    )
    // Serialised on the buyer: each goes through, cancelling the one before and reusing its credit.
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200])
    const rows = await paymentsOf(user.id)
    expect(rows.filter((p) => p.status === 'pending')).toHaveLength(1)
    expect(await creditOf(t, user.id)).toBe('0')
  })

  it('pins the rules at purchase: later catalogue edits do not reach the sold challenge', async () => {
    const { client, user } = await signedInClient(t)
    const coupon = await createCoupon(t, { kind: 'percent', value: '100' })
    const bought = await client.ok(api.payments.request, {
      body: { challenge_id: ids.bySize('10000'), coupon: coupon.code, accept_rules: true },
    })
    const { ruleSetSteps } = await import('../../../../engine/db/schema/index.ts')
    await t.engine.ctx.db.update(ruleSetSteps).set({ maxDdDaily: '3', minProfit: '12' })
    try {
      const shown = await client.ok(api.userChallenges.show, {
        params: { userChallengeId: bought.data.user_challenge_id ?? 0 },
      })
      expect(shown.data.condition).toMatchObject({ max_daily_drawdown: '5', min_profit: '8' })
      const steps = await client.ok(api.challenges.steps)
      expect(steps.data.steps[0]).toMatchObject({ max_dd_daily: '3', min_profit: '12' })
    } finally {
      await t.engine.ctx.db.update(ruleSetSteps).set({ maxDdDaily: '5' })
      await t.engine.ctx.db
        .update(ruleSetSteps)
        .set({ minProfit: '8' })
        .where(eq(ruleSetSteps.step, 1))
      await t.engine.ctx.db
        .update(ruleSetSteps)
        .set({ minProfit: '5' })
        .where(eq(ruleSetSteps.step, 2))
    }
    expect((await challengesOf(user.id))[0]?.rules.steps[0]?.maxDdDaily).toBe('5')
  })
})
