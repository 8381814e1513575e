/**
 * Crypto through NOWPayments invoices (issue 16, decision 380) against the
 * local stand-in: the invoice for the exact price, IPNs signed with
 * HMAC-SHA512 over the sorted JSON, finished activating once, partially
 * paid flagged with what arrived, failures cancelling, the reconciliation
 * asking GET /payment/{id}, and one payment never taking two providers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api } from '#contract/index.ts'
import { reconcilePendingPayments } from '../../../../engine/payments/reconcile.ts'
import { signedInClient } from '../fixtures.ts'
import { databaseKinds } from '../harness.ts'
import { creditOf } from './commerce-fixtures.ts'
import { type ProviderEngine, pendingOrder, startProviderEngine, WEB } from './provider-fixtures.ts'

describe.each(databaseKinds)('NOWPayments invoices on %s', (kind) => {
  let p: ProviderEngine
  beforeAll(async () => {
    p = await startProviderEngine(kind)
  })
  afterAll(async () => {
    await p.close()
  })

  it('creates an invoice for the exact price with our payment id and the IPN URL', async () => {
    const order = await pendingOrder(p, 'nowpayments', '0.01')
    const invoice = p.standin.invoices.get(order.checkout)
    expect(order.redirectUrl).toBe(`${p.standin.origin}/nowpayments/invoice/${order.checkout}`)
    expect(invoice).toMatchObject({
      price_amount: '106.79',
      price_currency: 'usd',
      order_id: String(order.paymentId),
      ipn_callback_url: 'https://engine.proptrade.test/v1/payments/callback/nowpayments',
      success_url: `${WEB}/payments/callback/success?payment_id=${order.paymentId}`,
      cancel_url: `${WEB}/payments/callback/failure?payment_id=${order.paymentId}`,
    })
    const request = p.standin.requests.find((r) => r.path === '/v1/invoice')
    expect(request?.headers['x-api-key']).toBe('np-standin-api-key-0123456789')
  })

  it('finished activates once, however often the IPN comes', async () => {
    const order = await pendingOrder(p, 'nowpayments')
    const ipn = p.standin.payInvoice(order.checkout, 'finished', '106.8')
    const statuses = await Promise.all(Array.from({ length: 10 }, () => p.standin.send(ipn)))
    expect(statuses).toEqual(Array(10).fill(200))
    expect(await p.activations(order.paymentId)).toHaveLength(1)
    expect((await p.payment(order.paymentId)).status).toBe('paid')
    expect((await p.eventsOf(order.paymentId)).map((e) => [e.type, e.outcome])).toEqual([
      ['finished', 'activated'],
    ])
  })

  it('partially_paid activates nothing and shows staff what arrived', async () => {
    const order = await pendingOrder(p, 'nowpayments')
    expect(
      await p.standin.send(p.standin.payInvoice(order.checkout, 'partially_paid', '50.5')),
    ).toBe(200)
    expect(await p.payment(order.paymentId)).toMatchObject({
      status: 'pending',
      flag: 'partially_paid',
      receivedAmount: '50.5',
      receivedCurrency: 'usdttrc20',
    })
    expect(await p.activations(order.paymentId)).toHaveLength(0)
    const [note] = await p.notificationsOf(order.user.id)
    expect(note?.type).toBe('payment_failed')

    // Staff (support too) find it among the flagged crypto payments, with its events.
    const support = (await signedInClient(p.t, { role: 'support' }, { language: 'fa' })).client
    const list = await support.ok(api.staffPayments.list, {
      query: { status: 'flagged', provider: 'nowpayments', user: order.user.email },
    })
    expect(list.meta.total).toBe(1)
    expect(list.data[0]).toMatchObject({
      id: order.paymentId,
      provider: { code: 'nowpayments', name: 'رمزارز' },
      checkout_reference: order.checkout,
      status: 'pending',
      flag: 'partially_paid',
      final_price: '106.80',
      received_amount: '50.5',
      received_currency: 'usdttrc20',
      events: [{ type: 'partially_paid', outcome: 'flagged', source: 'webhook', amount: '50.5' }],
    })
    const paidOnly = await support.ok(api.staffPayments.list, {
      query: { status: 'paid', user: order.user.email },
    })
    expect(paidOnly.data).toEqual([])
    expect((await order.client.call(api.staffPayments.list)).status).toBe(403)
  })

  it('a finished payment for another price is flagged, not activated', async () => {
    const order = await pendingOrder(p, 'nowpayments')
    const ipn = p.standin.payInvoice(order.checkout, 'finished', '10', '10.00')
    expect(await p.standin.send(ipn)).toBe(200)
    expect(await p.payment(order.paymentId)).toMatchObject({
      status: 'failed',
      flag: 'amount_mismatch',
      receivedAmount: '10',
    })
    expect(await p.activations(order.paymentId)).toHaveLength(0)
  })

  it('failed and expired cancel the payment and return its credit', async () => {
    for (const status of ['failed', 'expired']) {
      const order = await pendingOrder(p, 'nowpayments', '2.5')
      expect(await p.standin.send(p.standin.payInvoice(order.checkout, status, '0'))).toBe(200)
      expect((await p.payment(order.paymentId)).status).toBe('canceled')
      expect(await creditOf(p.t, order.user.id)).toBe('2.5')
    }
  })

  it('refuses a forged or missing signature and a body that is not JSON, with 400', async () => {
    const order = await pendingOrder(p, 'nowpayments')
    const ipn = p.standin.payInvoice(order.checkout, 'finished', '106.8')
    const payment = JSON.parse(ipn.body) as Record<string, unknown>
    expect(await p.standin.send(p.standin.ipn(payment, 'not-the-secret'))).toBe(400)
    const changed = p.standin.ipn({ ...payment, price_amount: 1 })
    expect(await p.standin.send({ ...changed, headers: ipn.headers })).toBe(400)
    expect(await p.standin.send({ ...ipn, headers: { 'content-type': 'application/json' } })).toBe(
      400,
    )
    expect(await p.standin.send({ ...ipn, body: '{"payment_id":' })).toBe(400)
    expect((await p.payment(order.paymentId)).status).toBe('pending')
    expect(await p.eventsOf(order.paymentId)).toHaveLength(0)
    // The same IPN with its keys in another order is the same signed document.
    const reordered = JSON.stringify(Object.fromEntries(Object.entries(payment).reverse()))
    expect(await p.standin.send({ ...ipn, body: reordered })).toBe(200)
    expect((await p.payment(order.paymentId)).status).toBe('paid')
  })

  it('a lost finished IPN is found by asking the payment status', async () => {
    const order = await pendingOrder(p, 'nowpayments')
    // "waiting" names the provider's payment; "finished" is lost.
    expect(await p.standin.send(p.standin.payInvoice(order.checkout, 'waiting', '0'))).toBe(200)
    p.standin.lose = true
    await p.standin.send(p.standin.payInvoice(order.checkout, 'finished', '106.8'))
    p.standin.lose = false
    await p.t.client().request('POST', '/test/clock/advance', { body: { seconds: 11 * 60 } })
    expect((await p.payment(order.paymentId)).status).toBe('paid')
    expect((await p.eventsOf(order.paymentId)).map((e) => [e.source, e.type, e.outcome])).toEqual([
      ['webhook', 'waiting', 'pending'],
      ['reconciliation', 'finished', 'activated'],
    ])
    const asked = p.standin.requests.filter((r) => r.path.startsWith('/v1/payment/'))
    expect(asked.at(-1)?.headers['x-api-key']).toBe('np-standin-api-key-0123456789')
    // Asking again finds nothing new.
    const report = await reconcilePendingPayments(p.t.engine.ctx)
    expect(report.outcomes).toEqual({})
  })

  it('refunded refunds a paid challenge; one payment never takes two providers', async () => {
    const order = await pendingOrder(p, 'nowpayments')
    await p.standin.send(p.standin.payInvoice(order.checkout, 'finished', '106.8'))
    const stripeOrder = await pendingOrder(p, 'stripe')
    // A NOWPayments IPN naming the Stripe payment: refused, nothing changes.
    const stray = p.standin.ipn({
      payment_id: 1,
      payment_status: 'finished',
      price_amount: 106.8,
      price_currency: 'usd',
      actually_paid: 106.8,
      pay_currency: 'usdttrc20',
      order_id: String(stripeOrder.paymentId),
    })
    expect(await p.standin.send(stray)).toBe(200)
    expect((await p.payment(stripeOrder.paymentId)).status).toBe('pending')
    expect((await p.eventsOf(stripeOrder.paymentId)).map((e) => e.outcome)).toEqual([
      'wrong_provider',
    ])
    expect(await p.standin.send(p.standin.payInvoice(order.checkout, 'refunded', '106.8'))).toBe(
      200,
    )
    expect((await p.payment(order.paymentId)).status).toBe('refunded')
  })
})
