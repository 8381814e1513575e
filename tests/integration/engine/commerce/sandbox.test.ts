import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api } from '#contract/index.ts'
import {
  challengeActivations,
  payments,
  tradingAccounts,
  userChallenges,
} from '../../../../engine/db/schema/index.ts'
import {
  confirmationSignature,
  SANDBOX_SIGNATURE_HEADER,
} from '../../../../engine/payments/sandbox/signature.ts'
import { signedInClient } from '../fixtures.ts'
import { databaseKinds, startTestEngine, type TestClient, type TestEngine } from '../harness.ts'
import {
  catalogueIds,
  createCoupon,
  creditOf,
  giveCredit,
  pressSandboxButton,
  sandboxLink,
} from './commerce-fixtures.ts'

const WEB = 'https://app.proptrade.test'
const SECRET = 'sandbox-secret-for-tests-0123456789'

describe.each(databaseKinds)('the sandbox provider on %s', (kind) => {
  let t: TestEngine
  let ids: Awaited<ReturnType<typeof catalogueIds>>
  beforeAll(async () => {
    t = await startTestEngine(kind, { WEB_BASE_URL: WEB, PAYMENT_SANDBOX_SECRET: SECRET })
    ids = await catalogueIds(t)
  })
  afterAll(async () => {
    await t.close()
  })

  /** A buyer with a pending 10K + profit share order: 106.80 − 6.80 credit = 100. */
  async function pendingOrder(language: 'en' | 'fa' = 'en') {
    const { client, user } = await signedInClient(t, {}, { language })
    await giveCredit(t, user.id, '6.80')
    const result = await client.ok(api.payments.request, {
      body: {
        challenge_id: ids.bySize('10000'),
        features: [ids.feature('profit_share_90')],
        provider_id: ids.sandboxId,
        credit: '6.80',
        accept_rules: true,
      },
    })
    const url = result.data.redirect_url
    if (!url) throw new Error('no redirect')
    return { client, user, paymentId: result.data.payment_id, url }
  }

  const paymentRow = async (id: number) =>
    (await t.engine.ctx.db.select().from(payments).where(eq(payments.id, id)))[0]
  const challengesOf = (userId: number) =>
    t.engine.ctx.db.select().from(userChallenges).where(eq(userChallenges.userId, userId))

  function confirm(client: TestClient, body: object, signature?: string) {
    const text = JSON.stringify(body)
    return client.request('POST', '/v1/payments/callback/sandbox', {
      body: text,
      headers: { [SANDBOX_SIGNATURE_HEADER]: signature ?? confirmationSignature(SECRET, text) },
    })
  }

  it('hosts a page with the order, the invoice and Pay / Cancel', async () => {
    const { client, url } = await pendingOrder()
    const page = await client.request('GET', sandboxLink(url).pathWithQuery)
    expect(page.status).toBe(200)
    expect(page.headers.get('content-type')).toMatch(/text\/html/)
    const html = String(page.body)
    expect(html).toContain('<html lang="en" dir="ltr">')
    expect(html).toContain('<p class="item" dir="auto">10K Challenge</p>')
    expect(html).toContain('<dt>Features price</dt><dd><bdi dir="ltr">17.80</bdi></dd>')
    expect(html).toContain('<dt>Discount</dt><dd><bdi dir="ltr">0.00</bdi></dd>')
    expect(html).toContain('<dt>Credit</dt><dd><bdi dir="ltr">−6.80</bdi></dd>')
    expect(html).toContain('<dd class="total"><bdi dir="ltr">100.00 USDT</bdi></dd>')
    expect(html).toContain('>Pay <bdi dir="ltr">100.00 USDT</bdi></button>')
    expect(html).toContain('>Cancel</button>')
  })

  it('shows the page in Persian, right to left, for a Persian buyer', async () => {
    const { client, url } = await pendingOrder('fa')
    expect(url).toContain('lang=fa')
    const html = String((await client.request('GET', sandboxLink(url).pathWithQuery)).body)
    expect(html).toContain('<html lang="fa" dir="rtl">')
    expect(html).toContain('چالش ۱۰ هزار دلاری')
    expect(html).toContain('>انصراف</button>')
    expect(html).toContain('مبلغ قابل پرداخت')
  })

  it('refuses a link with a wrong signature or another payment’s id', async () => {
    const a = await pendingOrder()
    const b = await pendingOrder()
    const linkA = sandboxLink(a.url)
    const forged = await a.client.request('GET', `${linkA.path}?signature=${'A'.repeat(43)}`)
    expect(forged.status).toBe(404)
    expect(String(forged.body)).toContain('This payment link is not valid.')
    const swapped = await a.client.request(
      'GET',
      `/sandbox/pay/${b.paymentId}?signature=${linkA.signature}`,
    )
    expect(swapped.status).toBe(404)
    const form = new FormData()
    form.set('signature', linkA.signature)
    const pay = await a.client.request('POST', `/sandbox/pay/${b.paymentId}/pay`, { form })
    expect(pay.status).toBe(404)
    expect((await paymentRow(b.paymentId))?.status).toBe('pending')
  })

  it('the buyer looks a payment up (pending, then paid with its challenge); others get 404', async () => {
    const { client, user, paymentId, url } = await pendingOrder()
    const params = { paymentId }
    const pending = await client.ok(api.payments.show, { params })
    expect(pending.data).toMatchObject({
      id: paymentId,
      status: 'pending',
      final_price: '100.00',
      flag: null,
      user_challenge_id: null,
      paid_at: null,
    })
    await pressSandboxButton(client, url, 'pay')
    const [challenge] = await challengesOf(user.id)
    const paid = await client.ok(api.payments.show, { params })
    expect(paid.data).toMatchObject({ status: 'paid', user_challenge_id: challenge?.id })
    expect(paid.data.paid_at).not.toBeNull()

    const { client: stranger } = await signedInClient(t)
    const foreign = await stranger.call(api.payments.show, { params })
    expect(foreign.status).toBe(404)
    const unknown = await client.call(api.payments.show, {
      params: { paymentId: paymentId + 1000 },
    })
    expect(unknown.status).toBe(404)
  })

  it('Pay: activates the challenge once and lands the browser on the success page', async () => {
    const { client, user, paymentId, url } = await pendingOrder()
    const pay = await pressSandboxButton(client, url, 'pay')
    expect(pay.status).toBe(303)
    expect(pay.headers.get('location')).toBe(
      `${WEB}/payments/callback/success?payment_id=${paymentId}`,
    )
    const payment = await paymentRow(paymentId)
    expect(payment).toMatchObject({ status: 'paid' })
    expect(payment?.providerReference).toMatch(/^sbx_/)
    const [challenge] = await challengesOf(user.id)
    expect(challenge).toMatchObject({ status: 'active', initialBalance: '10000', paymentId })
    const accounts = await t.engine.ctx.db
      .select()
      .from(tradingAccounts)
      .where(eq(tradingAccounts.userChallengeId, challenge?.id ?? 0))
    expect(accounts.map((a) => [a.phase, a.status, a.balance])).toEqual([
      ['step1', 'active', '10000'],
    ])
    const [activation] = await t.engine.ctx.db
      .select()
      .from(challengeActivations)
      .where(eq(challengeActivations.paymentId, paymentId))
    expect(activation).toMatchObject({ challengePrice: '89.00', amountPaid: '100.00' })

    // Pressing Pay again (back button, double click) changes nothing.
    const again = await pressSandboxButton(client, url, 'pay')
    expect(again.headers.get('location')).toContain('/payments/callback/success')
    expect(await challengesOf(user.id)).toHaveLength(1)
    const page = String((await client.request('GET', sandboxLink(url).pathWithQuery)).body)
    expect(page).toContain('This payment is complete.')
    expect(page).not.toContain('<button')
  })

  it('Cancel: cancels, gives the credit and coupon back, lands on the failure page', async () => {
    const { client, user } = await signedInClient(t)
    await giveCredit(t, user.id, '10')
    const coupon = await createCoupon(t, { kind: 'fixed', value: '5', usageLimit: 1 })
    const order = await client.ok(api.payments.request, {
      body: {
        challenge_id: ids.bySize('5000'),
        provider_id: ids.sandboxId,
        coupon: coupon.code,
        credit: '10',
        accept_rules: true,
      },
    })
    expect(order.data.invoice.final_price).toBe('34.00')
    expect(await creditOf(t, user.id)).toBe('0')
    const url = order.data.redirect_url ?? ''
    const cancel = await pressSandboxButton(client, url, 'cancel')
    expect(cancel.status).toBe(303)
    expect(cancel.headers.get('location')).toBe(
      `${WEB}/payments/callback/failure?payment_id=${order.data.payment_id}`,
    )
    expect((await paymentRow(order.data.payment_id))?.status).toBe('canceled')
    expect(await creditOf(t, user.id)).toBe('10')
    const coupons = await client.call(api.payments.checkCoupon, {
      body: { challenge_id: ids.bySize('5000'), coupon: coupon.code },
    })
    expect(coupons.status).toBe(200)
    // Cancel twice returns the credit once; Pay after Cancel activates nothing.
    await pressSandboxButton(client, url, 'cancel')
    expect(await creditOf(t, user.id)).toBe('10')
    const late = await pressSandboxButton(client, url, 'pay')
    expect(late.headers.get('location')).toContain('/payments/callback/failure')
    expect(await challengesOf(user.id)).toEqual([])
    const page = String((await client.request('GET', sandboxLink(url).pathWithQuery)).body)
    expect(page).toContain('This payment was canceled and can no longer be paid.')
  })

  it('its confirmation, a repeat, a cancellation and a refund are provider events staff read (issue 32)', async () => {
    const admin = (await signedInClient(t, { role: 'admin' })).client
    const eventsOf = async (email: string) => {
      const page = await admin.ok(api.staffPayments.list, {
        query: { provider: 'sandbox', user: email, per_page: 10 },
      })
      return page.data
    }
    const paid = await pendingOrder()
    await pressSandboxButton(paid.client, paid.url, 'pay')
    await pressSandboxButton(paid.client, paid.url, 'pay')
    const [afterPay] = await eventsOf(paid.user.email)
    expect(afterPay?.received_amount).toBe('100')
    expect(afterPay?.received_currency).toBe('usd')
    expect(afterPay?.events.map((e) => [e.type, e.outcome, e.source, e.amount])).toEqual([
      ['payment.paid', 'activated', 'webhook', '100'],
      // Pressed again: the sandbox sends a new transaction id; the engine activated nothing.
      ['payment.paid', 'already_paid', 'webhook', '100'],
    ])
    await admin.ok(api.staff.refundPayment, {
      params: { paymentId: paid.paymentId },
      body: { note: 'Asked within 14 days' },
    })
    const [afterRefund] = await eventsOf(paid.user.email)
    expect(afterRefund?.status).toBe('refunded')
    expect(afterRefund?.events.at(-1)).toMatchObject({
      type: 'payment.refunded',
      outcome: 'refunded',
      amount: '100',
    })

    const canceled = await pendingOrder()
    await pressSandboxButton(canceled.client, canceled.url, 'cancel')
    const [afterCancel] = await eventsOf(canceled.user.email)
    expect(afterCancel?.received_amount).toBeNull()
    expect(afterCancel?.events.map((e) => [e.type, e.outcome, e.amount])).toEqual([
      ['payment.canceled', 'canceled', null],
    ])
  })

  it('ten concurrent confirmations activate the challenge once', async () => {
    const { user, paymentId } = await pendingOrder()
    const provider = t.client()
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        confirm(provider, {
          payment_id: paymentId,
          status: 'paid',
          amount: '100.00',
          reference: `retry-${i}`,
        }),
      ),
    )
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(200))
    const activatedNow = results.filter(
      (r) => (r.body as { data: { activated_now: boolean } }).data.activated_now,
    )
    expect(activatedNow).toHaveLength(1)
    const challenges = await challengesOf(user.id)
    expect(challenges).toHaveLength(1)
    for (const r of results) {
      expect(r.body).toMatchObject({ data: { user_challenge_id: challenges[0]?.id } })
    }
    const activations = await t.engine.ctx.db
      .select()
      .from(challengeActivations)
      .where(eq(challengeActivations.paymentId, paymentId))
    expect(activations).toHaveLength(1)
  })

  it('refuses an unsigned, mis-signed, malformed or wrong-amount confirmation, changing nothing', async () => {
    const { user, paymentId } = await pendingOrder()
    const provider = t.client()
    const good = { payment_id: paymentId, status: 'paid', amount: '100.00', reference: 'r1' }
    const unsigned = await provider.request('POST', '/v1/payments/callback/sandbox', { body: good })
    expect(unsigned.status).toBe(403)
    expect(unsigned.body).toEqual({ message: 'Invalid signature.' })
    const forged = await confirm(
      provider,
      good,
      confirmationSignature('another-secret', JSON.stringify(good)),
    )
    expect(forged.status).toBe(403)
    const tampered = await confirm(
      provider,
      { ...good, amount: '1.00' },
      confirmationSignature(SECRET, JSON.stringify(good)),
    )
    expect(tampered.status).toBe(403)
    const short = await confirm(provider, { ...good, amount: '99.99' })
    expect(short.status).toBe(422)
    expect(short.body).toEqual({
      message: 'The amount does not match the payment',
      errors: { amount: ['The amount does not match the payment'] },
    })
    const malformed = await confirm(provider, { payment_id: 'x', status: 'done' })
    expect(malformed.status).toBe(422)
    const unknown = await confirm(provider, { ...good, payment_id: 99_999 })
    expect(unknown.status).toBe(404)
    expect((await paymentRow(paymentId))?.status).toBe('pending')
    expect(await challengesOf(user.id)).toEqual([])
    // A paid payment cannot be canceled by a late confirmation.
    expect((await confirm(provider, good)).status).toBe(200)
    const cancel = await confirm(provider, { ...good, status: 'canceled' })
    expect(cancel.status).toBe(409)
    expect(cancel.body).toEqual({ message: 'This payment is no longer pending' })
    expect((await paymentRow(paymentId))?.status).toBe('paid')
  })
})

describe.each(databaseKinds)('with the sandbox switched off on %s', (kind) => {
  let t: TestEngine
  beforeAll(async () => {
    t = await startTestEngine(kind, { PAYMENT_SANDBOX_ENABLED: 'false' })
  })
  afterAll(async () => {
    await t.close()
  })

  it('offers no provider, refuses the sandbox, and serves neither its page nor its callback', async () => {
    const ids = await catalogueIds(t)
    const { client } = await signedInClient(t)
    expect((await client.ok(api.payments.providers)).data).toEqual([])
    const order = await client.call(api.payments.request, {
      body: { challenge_id: ids.bySize('5000'), provider_id: ids.sandboxId, accept_rules: true },
    })
    expect(order.body).toMatchObject({
      errors: { provider_id: ['The selected payment provider is not available'] },
    })
    expect((await client.request('GET', '/sandbox/pay/1?signature=x')).status).toBe(404)
    const callback = await client.request('POST', '/v1/payments/callback/sandbox', { body: {} })
    expect(callback.status).toBe(404)
  })
})
