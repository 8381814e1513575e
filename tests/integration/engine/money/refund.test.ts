/**
 * Refunding a paid challenge (rules.md, Referral; decision 243): an admin
 * refunds B's payment inside the 14-day window, A's pending reward goes,
 * the credit B spent comes back, B's challenge ends `refunded` with its
 * position closed and its orders cancelled, and trading on it is refused.
 * After the window the reward stays. Only admins; once only, even when ten
 * refunds race.
 */
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api } from '#contract/index.ts'
import { D } from '#money/decimal.ts'
import {
  auditLog,
  challengeActivations,
  creditEntries,
  notifications,
  payments,
  userChallenges,
} from '../../../../engine/db/schema/index.ts'
import { sweepReferralRewards } from '../../../../engine/referrals/reward.ts'
import { registered } from '../accounts/helpers.ts'
import { catalogueIds, giveCredit, pressSandboxButton } from '../commerce/commerce-fixtures.ts'
import { signedInClient, signIn } from '../fixtures.ts'
import { databaseKinds, startTestEngine, type TestClient, type TestEngine } from '../harness.ts'
import { openOrders, place, placeOk, positions, setPrice } from '../trade/support.ts'

const DAY = 86_400

describe.each(databaseKinds)('refunds (%s)', (kind) => {
  let t: TestEngine
  let ids: Awaited<ReturnType<typeof catalogueIds>>
  let admin: { client: TestClient; user: { id: number } }
  let adminFa: TestClient
  beforeAll(async () => {
    t = await startTestEngine(kind, {
      PAYMENT_SANDBOX_SECRET: 'sandbox-secret-for-tests-0123456789',
    })
    ids = await catalogueIds(t)
    admin = await signedInClient(t, { role: 'admin' })
    adminFa = (await signedInClient(t, { role: 'admin' }, { language: 'fa' })).client
    await setPrice(t, 'BTCUSDT', '60000', { bid: '59999.9', ask: '60000.1' })
  })
  afterAll(async () => {
    await t.close()
  })

  /** `buyer` orders the 10 000 challenge (price 89) and presses Pay unless told not to. */
  async function buy(buyer: TestClient, opts: { credit?: string; pay?: boolean } = {}) {
    const order = await buyer.ok(api.payments.request, {
      body: {
        challenge_id: ids.bySize('10000'),
        provider_id: ids.sandboxId,
        accept_rules: true,
        ...(opts.credit ? { credit: opts.credit } : {}),
      },
    })
    const url = order.data.redirect_url
    if (!url) throw new Error('no redirect')
    if (opts.pay !== false)
      expect((await pressSandboxButton(buyer, url, 'pay')).status).toBeLessThan(400)
    const paymentId = order.data.payment_id
    const [activation] = await t.engine.ctx.db
      .select()
      .from(challengeActivations)
      .where(eq(challengeActivations.paymentId, paymentId))
    return { paymentId, challengeId: activation?.userChallengeId ?? 0 }
  }

  const refund = (client: TestClient, paymentId: number, note = 'Customer asked within 14 days') =>
    client.call(api.staff.refundPayment, { params: { paymentId }, body: { note } })

  async function creditOf(userId: number) {
    const rows = await t.engine.ctx.db
      .select()
      .from(creditEntries)
      .where(eq(creditEntries.userId, userId))
    return rows.reduce((s, r) => s.add(r.amount), D(0)).toString()
  }

  it('inside the window: reward clawed back, credit returned, challenge closed and refused', async () => {
    const a = await registered(t)
    const b = await registered(t, { referral: a.user.referral_code })
    await giveCredit(t, b.user.id, '10')
    const { paymentId, challengeId } = await buy(b.client, { credit: '10' })
    expect(await creditOf(b.user.id)).toBe('0')
    expect((await a.client.ok(api.referrals.info)).data.pending).toBe('8.9')
    await placeOk(b.client, challengeId, { type: 'MARKET', side: 'buy', size: '0.01' })
    await placeOk(b.client, challengeId, {
      type: 'LIMIT',
      side: 'buy',
      size: '0.01',
      price: '50000',
    })
    expect(await positions(b.client, challengeId)).toHaveLength(1)

    const noNote = await refund(admin.client, paymentId, '  ')
    expect(noNote.status).toBe(422)
    expect(noNote.body).toMatchObject({ errors: { note: ['Note is required'] } })

    const done = await refund(admin.client, paymentId)
    expect(done.status).toBe(200)
    expect(done.body).toMatchObject({
      message: 'Payment refunded; the challenge has ended.',
      data: {
        payment_id: paymentId,
        status: 'refunded',
        user_id: b.user.id,
        user_challenge_id: challengeId,
        challenge_status: 'refunded',
        credit_returned: '10',
        reward_clawed_back: true,
      },
    })

    expect((await a.client.ok(api.referrals.info)).data).toMatchObject({
      pending: '0',
      total_earned: '0',
    })
    expect(await creditOf(b.user.id)).toBe('10')
    const [payment] = await t.engine.ctx.db
      .select()
      .from(payments)
      .where(eq(payments.id, paymentId))
    expect(payment?.status).toBe('refunded')

    const shown = await b.client.ok(api.userChallenges.show, {
      params: { userChallengeId: challengeId },
    })
    expect(shown.data.status).toBe('refunded')
    expect(await positions(b.client, challengeId)).toEqual([])
    expect(await openOrders(b.client, challengeId)).toEqual([])
    const detail = await admin.client.ok(api.staff.user, { params: { userId: b.user.id } })
    expect(detail.data.challenges.find((c) => c.id === challengeId)).toMatchObject({
      payment_id: paymentId,
      status: 'refunded',
    })
    const refused = await place(b.client, challengeId, {
      type: 'MARKET',
      side: 'buy',
      size: '0.01',
    })
    expect(refused.status).toBe(422)
    expect(refused.body).toMatchObject({ message: 'Trading is closed on this account.' })

    const audit = await admin.client.ok(api.staff.audit, { query: { subject_type: 'payment' } })
    expect(audit.data.find((e) => e.subject_id === paymentId)).toMatchObject({
      action: 'payment.refunded',
      actor: { id: admin.user.id },
      note: 'Customer asked within 14 days',
      before: { status: 'paid', challenge_status: 'active' },
      after: expect.objectContaining({ status: 'refunded', credit_returned: '10' }),
    })
    const [told] = await t.engine.ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, b.user.id), eq(notifications.type, 'payment_refunded')))
    expect(told).toMatchObject({ title: 'Payment refunded', link: `/challenges/${challengeId}` })
    const listed = await b.client.ok(api.notifications.list)
    expect(listed.data[0]).toMatchObject({
      title: 'Payment refunded',
      body: `Your payment for ${payment?.title} was refunded and the challenge has ended; 10.00 USDT of credit is back in your balance: Customer asked within 14 days`,
    })

    const again = await refund(adminFa, paymentId)
    expect(again.status).toBe(422)
    expect(again.body).toMatchObject({ message: 'مبلغ این پرداخت پیش‌تر بازگردانده شده است' })
    expect(await creditOf(b.user.id)).toBe('10')
  })

  it('only admins refund; unknown and unpaid payments are refused', async () => {
    const b = await registered(t)
    const { paymentId } = await buy(b.client, { pay: false })
    const support = (await signedInClient(t, { role: 'support' })).client
    expect((await refund(b.client, paymentId)).status).toBe(403)
    expect((await refund(support, paymentId)).status).toBe(403)
    const unknown = await refund(admin.client, 999_999)
    expect(unknown.status).toBe(404)
    expect(unknown.body).toMatchObject({ message: 'Payment not found.' })
    const pending = await refund(admin.client, paymentId)
    expect(pending.status).toBe(422)
    expect(pending.body).toMatchObject({ message: 'Only a paid payment can be refunded' })
    const [row] = await t.engine.ctx.db.select().from(payments).where(eq(payments.id, paymentId))
    expect(row?.status).toBe('pending')

    const funded = await buy(b.client)
    await t.engine.ctx.db
      .update(userChallenges)
      .set({ status: 'funded' })
      .where(eq(userChallenges.id, funded.challengeId))
    const refusedFunded = await refund(admin.client, funded.paymentId)
    expect(refusedFunded.status).toBe(422)
    expect(refusedFunded.body).toMatchObject({
      message: 'This challenge is funded; its real account is open, so it cannot be refunded',
    })
    const [still] = await t.engine.ctx.db
      .select()
      .from(payments)
      .where(eq(payments.id, funded.paymentId))
    expect(still?.status).toBe('paid')
  })

  it('ten refunds at once: exactly one succeeds, one of each record', async () => {
    const a = await registered(t)
    const b = await registered(t, { referral: a.user.referral_code })
    await giveCredit(t, b.user.id, '5')
    const { paymentId } = await buy(b.client, { credit: '5' })
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => refund(admin.client, paymentId)),
    )
    expect(answers.map((x) => x.status).sort()).toEqual([200, ...Array(9).fill(422)])
    expect(await creditOf(b.user.id)).toBe('5')
    expect(await creditOf(a.user.id)).toBe('0')
    const audits = await t.engine.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectType, 'payment'), eq(auditLog.subjectId, paymentId)))
    expect(audits).toHaveLength(1)
    const told = await t.engine.ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, b.user.id), eq(notifications.type, 'payment_refunded')))
    expect(told).toHaveLength(1)
  })

  it('a refund before the sweep rewarded the activation: the sweep never rewards it', async () => {
    const a = await registered(t)
    const b = await registered(t, { referral: a.user.referral_code })
    const { paymentId } = await buy(b.client)
    const ctx = t.engine.ctx
    // As if the activation had been written before the programme ran.
    await ctx.db.delete(creditEntries).where(eq(creditEntries.userId, a.user.id))
    await ctx.db
      .update(challengeActivations)
      .set({ referralProcessedAt: null })
      .where(eq(challengeActivations.paymentId, paymentId))
    const done = await refund(admin.client, paymentId)
    expect(done.body).toMatchObject({ data: { status: 'refunded', reward_clawed_back: false } })
    await sweepReferralRewards(ctx)
    expect(await creditOf(a.user.id)).toBe('0')
    expect((await a.client.ok(api.referrals.info)).data.total_earned).toBe('0')
  })

  it('after the 14-day window the reward stays available', async () => {
    const a = await registered(t)
    const b = await registered(t, { referral: a.user.referral_code })
    const { paymentId } = await buy(b.client)
    await t.client().request('POST', '/test/clock/advance', { body: { seconds: 15 * DAY } })
    await signIn(t, a.client, a.user.id)
    await signIn(t, admin.client, admin.user.id)
    const done = await refund(admin.client, paymentId)
    expect(done.status).toBe(200)
    expect(done.body).toMatchObject({ data: { status: 'refunded', reward_clawed_back: false } })
    expect((await a.client.ok(api.referrals.info)).data).toMatchObject({
      balance: '8.9',
      pending: '0',
      total_earned: '8.9',
    })
  })
})
