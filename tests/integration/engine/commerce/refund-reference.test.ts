/**
 * Refunds and what the buyer sees of a payment (issues 16, 24, 25):
 * NOWPayments has no refund API, so staff send the money back by hand and
 * record the transaction's reference (required, stored, shown on the
 * payments page and the user page); Stripe's refund id is stored the same
 * way. The buyer's payment view carries the order and, when the provider
 * reported another amount, the flag and what arrived.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api } from '#contract/index.ts'
import { signedInClient } from '../fixtures.ts'
import { databaseKinds, type TestClient } from '../harness.ts'
import { type ProviderEngine, pendingOrder, startProviderEngine } from './provider-fixtures.ts'

describe.each(databaseKinds)('refund references and the buyer’s payment view (%s)', (kind) => {
  let p: ProviderEngine
  let admin: TestClient
  beforeAll(async () => {
    p = await startProviderEngine(kind)
    admin = (await signedInClient(p.t, { role: 'admin' })).client
  })
  afterAll(async () => {
    await p.close()
  })

  it('NOWPayments: the refund asks for the transaction reference, stores it and shows it', async () => {
    const order = await pendingOrder(p, 'nowpayments')
    await p.standin.send(p.standin.payInvoice(order.checkout, 'finished', '106.8'))
    const before = await admin.ok(api.staff.user, { params: { userId: order.user.id } })
    expect(before.data.payments[0]).toMatchObject({
      id: order.paymentId,
      refundable: true,
      refund_way: 'manual',
      refund_reference: null,
    })

    for (const reference of [undefined, null, '   ']) {
      const refused = await admin.call(api.staff.refundPayment, {
        params: { paymentId: order.paymentId },
        body: { note: 'Asked within 14 days', reference },
      })
      expect(refused.status).toBe(422)
      expect(refused.body).toMatchObject({
        errors: { reference: ['Enter the refund transaction reference'] },
      })
      expect((await p.payment(order.paymentId)).status).toBe('paid')
    }

    const done = await admin.call(api.staff.refundPayment, {
      params: { paymentId: order.paymentId },
      body: { note: 'Asked within 14 days', reference: ' 0xabc123 ' },
    })
    expect(done.status).toBe(200)
    expect(await p.payment(order.paymentId)).toMatchObject({
      status: 'refunded',
      refundReference: '0xabc123',
    })
    const list = await admin.ok(api.staffPayments.list, {
      query: { provider: 'nowpayments', user: order.user.email },
    })
    expect(list.data[0]).toMatchObject({ status: 'refunded', refund_reference: '0xabc123' })
    const after = await admin.ok(api.staff.user, { params: { userId: order.user.id } })
    expect(after.data.payments[0]).toMatchObject({
      status: 'refunded',
      refundable: false,
      refund_reference: '0xabc123',
    })
  })

  it('Stripe: the provider refunds, its refund id is the reference; no reference is asked', async () => {
    const order = await pendingOrder(p, 'stripe')
    await p.standin.send(p.standin.payStripe(order.checkout))
    const page = await admin.ok(api.staff.user, { params: { userId: order.user.id } })
    expect(page.data.payments[0]?.refund_way).toBe('provider')
    await admin.ok(api.staff.refundPayment, {
      params: { paymentId: order.paymentId },
      body: { note: 'Asked within 14 days' },
    })
    const refundId = p.standin.refunds.at(-1)?.id
    expect(refundId).toMatch(/^re_/)
    expect((await p.payment(order.paymentId)).refundReference).toBe(refundId)
  })

  it('the buyer’s payment: the order, and a partial payment flagged with what arrived', async () => {
    const order = await pendingOrder(p, 'nowpayments')
    await p.standin.send(p.standin.payInvoice(order.checkout, 'partially_paid', '50.5'))
    const view = await order.client.ok(api.payments.show, {
      params: { paymentId: order.paymentId },
    })
    expect(view.data).toMatchObject({
      id: order.paymentId,
      status: 'pending',
      challenge_id: p.ids.bySize('10000'),
      features: [{ id: p.ids.feature('profit_share_90') }],
      coupon: null,
      provider: { id: p.providerId('nowpayments') },
      order_price: '106.80',
      discount: '0.00',
      credit: '0.00',
      final_price: '106.80',
      flag: 'partially_paid',
      received_amount: '50.5',
      received_currency: 'usdttrc20',
      user_challenge_id: null,
    })
    // Another buyer's payment is not found.
    const other = (await signedInClient(p.t)).client
    const hidden = await other.call(api.payments.show, { params: { paymentId: order.paymentId } })
    expect(hidden.status).toBe(404)
  })
})
