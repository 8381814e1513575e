/**
 * Cards through Stripe Checkout (issue 16, decision 380), the real SDK
 * against the local stand-in: the session for the exact cents, webhooks
 * signed as Stripe signs them, exactly one activation whatever arrives,
 * mismatches flagged, forged signatures refused, refunds through the API.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api } from '#contract/index.ts'
import { signedInClient } from '../fixtures.ts'
import { databaseKinds, type TestClient } from '../harness.ts'
import { creditOf } from './commerce-fixtures.ts'
import { type ProviderEngine, pendingOrder, startProviderEngine, WEB } from './provider-fixtures.ts'

describe.each(databaseKinds)('Stripe Checkout on %s', (kind) => {
  let p: ProviderEngine
  let admin: TestClient
  beforeAll(async () => {
    p = await startProviderEngine(kind)
    admin = (await signedInClient(p.t, { role: 'admin' })).client
  })
  afterAll(async () => {
    await p.close()
  })

  it('offers the card and crypto providers, named in both languages, once configured', async () => {
    const en = await (await signedInClient(p.t)).client.ok(api.payments.providers)
    expect(en.data.map((r) => [r.code, r.name])).toEqual([
      ['sandbox', 'Sandbox'],
      ['stripe', 'Card'],
      ['nowpayments', 'Crypto'],
    ])
    const fa = await (await signedInClient(p.t, {}, { language: 'fa' })).client.ok(
      api.payments.providers,
    )
    expect(fa.data.map((r) => r.name)).toEqual(['درگاه آزمایشی', 'کارت بانکی', 'رمزارز'])
  })

  it('creates a Checkout Session for the exact cents and sends the browser to it', async () => {
    const order = await pendingOrder(p, 'stripe', '0.01')
    const session = p.standin.sessions.get(order.checkout)
    expect(order.redirectUrl).toBe(`${p.standin.origin}/stripe/pay/${order.checkout}`)
    // 106.80 − 0.01 credit = 106.79 USD = 10679 cents.
    expect(session).toMatchObject({
      amount_total: 10679,
      currency: 'usd',
      client_reference_id: String(order.paymentId),
      metadata: { payment_id: String(order.paymentId) },
      success_url: `${WEB}/payments/callback/success?payment_id=${order.paymentId}`,
      cancel_url: `${WEB}/payments/callback/failure?payment_id=${order.paymentId}`,
    })
    const request = p.standin.requests.find((r) => r.path === '/v1/checkout/sessions')
    expect(request?.headers.authorization).toBe('Bearer sk_test_standin_0123456789')
    expect((await p.payment(order.paymentId)).status).toBe('pending')
  })

  it('ten deliveries of the completed event activate the challenge once', async () => {
    const order = await pendingOrder(p, 'stripe')
    const event = p.standin.payStripe(order.checkout)
    const statuses = await Promise.all(Array.from({ length: 10 }, () => p.standin.send(event)))
    expect(statuses).toEqual(Array(10).fill(200))
    expect(await p.activations(order.paymentId)).toHaveLength(1)
    expect(await p.challengesOf(order.user.id)).toHaveLength(1)
    const payment = await p.payment(order.paymentId)
    expect(payment.status).toBe('paid')
    expect(payment.providerReference).toMatch(/^pi_/)
    const events = await p.eventsOf(order.paymentId)
    expect(events.map((e) => [e.type, e.outcome, e.source])).toEqual([
      ['checkout.session.completed', 'activated', 'webhook'],
    ])
    expect(events[0]?.payloadHash).toMatch(/^[0-9a-f]{64}$/)
    // A second event id for the same payment (a redelivery under a new id) changes nothing.
    const again = p.standin.stripeEvent('checkout.session.completed', {
      ...p.standin.sessions.get(order.checkout),
    })
    expect(await p.standin.send(again)).toBe(200)
    expect(await p.activations(order.paymentId)).toHaveLength(1)
    expect((await p.eventsOf(order.paymentId)).map((e) => e.outcome)).toEqual([
      'activated',
      'already_paid',
    ])
  })

  it('a paid amount other than the invoice activates nothing, fails the payment and flags it', async () => {
    const order = await pendingOrder(p, 'stripe', '6.80')
    expect(await creditOf(p.t, order.user.id)).toBe('0')
    const event = p.standin.payStripe(order.checkout, 1000)
    expect(await p.standin.send(event)).toBe(200)
    const payment = await p.payment(order.paymentId)
    expect(payment).toMatchObject({
      status: 'failed',
      flag: 'amount_mismatch',
      receivedAmount: '10.00',
      receivedCurrency: 'usd',
    })
    expect(await p.activations(order.paymentId)).toHaveLength(0)
    expect(await creditOf(p.t, order.user.id)).toBe('6.8')
    const [note] = await p.notificationsOf(order.user.id)
    expect(note).toMatchObject({ type: 'payment_failed', title: 'Payment under review' })
  })

  it('refuses a forged, missing, stale or unparsable signature with 400, changing nothing', async () => {
    const order = await pendingOrder(p, 'stripe')
    const event = p.standin.payStripe(order.checkout)
    const forged = { ...event, headers: { ...event.headers, 'stripe-signature': 't=1,v1=00' } }
    expect(await p.standin.send(forged)).toBe(400)
    const tampered = { ...event, body: event.body.replace('"paid"', '"unpaid"') }
    expect(await p.standin.send(tampered)).toBe(400)
    const { 'stripe-signature': _, ...unsigned } = event.headers
    expect(await p.standin.send({ ...event, headers: unsigned })).toBe(400)
    const stale = p.standin.stripeEvent('checkout.session.completed', {})
    const old = Math.floor(Date.now() / 1000) - 301
    const staleSignature = stale.headers['stripe-signature']?.replace(/t=\d+/, `t=${old}`)
    expect(
      await p.standin.send({
        ...stale,
        headers: { ...stale.headers, 'stripe-signature': staleSignature ?? '' },
      }),
    ).toBe(400)
    expect((await p.payment(order.paymentId)).status).toBe('pending')
    expect(await p.eventsOf(order.paymentId)).toHaveLength(0)
    // Signed, but not JSON: 400 too.
    const { Stripe } = await import('stripe')
    const body = '{not json'
    const header = new Stripe('sk_x').webhooks.generateTestHeaderString({
      payload: body,
      secret: p.standin.env().STRIPE_WEBHOOK_SECRET ?? '',
    })
    const malformed = await p.standin.send({
      path: event.path,
      body,
      headers: { 'stripe-signature': header },
    })
    expect(malformed).toBe(400)
  })

  it('answers 200 and does nothing for a payment it does not know', async () => {
    const event = p.standin.stripeEvent('checkout.session.completed', {
      id: 'cs_unknown',
      object: 'checkout.session',
      status: 'complete',
      payment_status: 'paid',
      amount_total: 10680,
      currency: 'usd',
      client_reference_id: '999999',
      metadata: {},
      payment_intent: 'pi_unknown',
    })
    const response = await p.t.engine.app.request(
      'http://engine.test/v1/payments/callback/stripe',
      {
        method: 'POST',
        headers: event.headers,
        body: event.body,
      },
    )
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      data: { received: true, outcome: 'unknown_payment', duplicate: false },
    })
  })

  it('an expired session cancels the payment and gives the credit back', async () => {
    const order = await pendingOrder(p, 'stripe', '5')
    const session = p.standin.sessions.get(order.checkout)
    const event = p.standin.stripeEvent('checkout.session.expired', {
      ...session,
      status: 'expired',
    })
    expect(await p.standin.send(event)).toBe(200)
    expect((await p.payment(order.paymentId)).status).toBe('canceled')
    expect(await creditOf(p.t, order.user.id)).toBe('5')
    // Paid after it expired: not activated, flagged for a refund.
    expect(await p.standin.send(p.standin.payStripe(order.checkout))).toBe(200)
    expect(await p.payment(order.paymentId)).toMatchObject({
      status: 'canceled',
      flag: 'paid_after_cancel',
    })
    expect(await p.activations(order.paymentId)).toHaveLength(0)
  })

  it('a lost webhook is made good by the reconciliation ten minutes later', async () => {
    const order = await pendingOrder(p, 'stripe')
    p.standin.lose = true
    await p.standin.send(p.standin.payStripe(order.checkout))
    p.standin.lose = false
    expect((await p.payment(order.paymentId)).status).toBe('pending')
    // Nine minutes: not asked yet. Eleven: the scheduled job asks and activates.
    await p.t.client().request('POST', '/test/clock/advance', { body: { seconds: 9 * 60 } })
    expect((await p.payment(order.paymentId)).status).toBe('pending')
    await p.t.client().request('POST', '/test/clock/advance', { body: { seconds: 2 * 60 } })
    expect((await p.payment(order.paymentId)).status).toBe('paid')
    expect(await p.activations(order.paymentId)).toHaveLength(1)
    expect((await p.eventsOf(order.paymentId)).map((e) => [e.source, e.outcome])).toEqual([
      ['reconciliation', 'activated'],
    ])
    // The webhook arriving late finds the payment paid.
    const late = p.standin.stripeEvent('checkout.session.completed', {
      ...p.standin.sessions.get(order.checkout),
    })
    expect(await p.standin.send(late)).toBe(200)
    expect(await p.activations(order.paymentId)).toHaveLength(1)
  })

  it('staff refund goes through the Refunds API; the refund webhook then changes nothing more', async () => {
    const order = await pendingOrder(p, 'stripe')
    await p.standin.send(p.standin.payStripe(order.checkout))
    const intent = (await p.payment(order.paymentId)).providerReference
    const refund = await admin.call(api.staff.refundPayment, {
      params: { paymentId: order.paymentId },
      body: { note: 'Asked within 14 days' },
    })
    expect(refund.status).toBe(200)
    expect(p.standin.refunds.at(-1)?.payment_intent).toBe(intent)
    expect((await p.payment(order.paymentId)).status).toBe('refunded')
    expect(await p.standin.send(p.standin.stripeRefundedEvent(order.checkout))).toBe(200)
    expect((await p.eventsOf(order.paymentId)).map((e) => e.outcome)).toEqual([
      'activated',
      'ignored',
    ])
  })

  it('a refund made in Stripe’s dashboard refunds the challenge here once', async () => {
    const order = await pendingOrder(p, 'stripe')
    await p.standin.send(p.standin.payStripe(order.checkout))
    const refunds = p.standin.refunds.length
    const event = p.standin.stripeRefundedEvent(order.checkout)
    expect(await p.standin.send(event)).toBe(200)
    expect(await p.standin.send(event)).toBe(200)
    expect((await p.payment(order.paymentId)).status).toBe('refunded')
    const [challenge] = await p.challengesOf(order.user.id)
    expect(challenge?.status).toBe('refunded')
    expect(p.standin.refunds.length).toBe(refunds)
  })

  it('when Stripe cannot be reached the order is canceled and the buyer told to retry', async () => {
    p.standin.failNext = [500, 500, 500]
    const { user, result } = await p.order('stripe', '3')
    expect(result.status).toBe(503)
    expect((result.body as { message: string }).message).toMatch(/could not be reached/)
    expect(await creditOf(p.t, user.id)).toBe('3')
  })
})
