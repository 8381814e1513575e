/**
 * The "same payment reference" signal (issue 33 §2, decision 586): Stripe's
 * charge.succeeded names the card a payment took (its fingerprint); two
 * users who pay with one card raise a "several accounts, one person" flag
 * naming the reference, which holds their payouts like any open flag. The
 * real SDK against the local stand-in, events signed as Stripe signs them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api } from '#contract/index.ts'
import {
  type ProviderEngine,
  pendingOrder,
  startProviderEngine,
} from '../commerce/provider-fixtures.ts'
import { signedInClient } from '../fixtures.ts'
import { databaseKinds, type TestClient } from '../harness.ts'
import { flagsOf } from './support.ts'

describe.each(databaseKinds)('the same payment reference on %s', (kind) => {
  let p: ProviderEngine
  let reviewer: TestClient
  beforeAll(async () => {
    p = await startProviderEngine(kind)
    reviewer = (await signedInClient(p.t, { role: 'risk' })).client
  })
  afterAll(async () => {
    await p.close()
  })

  /** A Stripe order paid and its charge reported with this card. */
  async function paidWithCard(fingerprint: string) {
    const order = await pendingOrder(p, 'stripe')
    expect(await p.standin.send(p.standin.payStripe(order.checkout))).toBe(200)
    const charge = p.standin.stripeChargeSucceeded(order.checkout, fingerprint)
    expect(await p.standin.send(charge)).toBe(200)
    return order
  }

  it('two users paying with one card raise a flag naming the card', async () => {
    const a = await paidWithCard('Xt5EWLLDS7FJjR1c')
    const b = await paidWithCard('Xt5EWLLDS7FJjR1c')
    const [flag] = await flagsOf(p.t, reviewer, a.user.id)
    expect(flag).toMatchObject({ kind: 'shared_identity', severity: 'high', status: 'open' })
    expect(flag?.subjects.map((s) => [s.user.id, s.user_challenge_id]).sort()).toEqual(
      [
        [a.user.id, null],
        [b.user.id, null],
      ].sort(),
    )
    // Named as the provider's reference, its case kept (Stripe's fingerprints are case-sensitive).
    expect(flag?.evidence.signals).toEqual([
      {
        kind: 'payment_reference',
        value: 'stripe:card:Xt5EWLLDS7FJjR1c',
        users: [a.user.id, b.user.id].sort((x, y) => x - y),
      },
    ])
    // The charge event is recorded with its payment and acts on nothing else.
    const events = await p.eventsOf(b.paymentId)
    expect(events.map((e) => [e.type, e.outcome])).toEqual([
      ['checkout.session.completed', 'activated'],
      ['charge.succeeded', 'ignored'],
    ])
    expect(await p.activations(b.paymentId)).toHaveLength(1)
  })

  it('one user paying twice with one card, or users with different cards, raise nothing', async () => {
    const a = await paidWithCard('Cd8RQm2PZXY3bb7a')
    const b = await paidWithCard('zz91kLmN0pQrStUv')
    // The same buyer's second order, on the same card, its charge delivered twice.
    const again = await a.client.ok(api.payments.request, {
      body: {
        challenge_id: p.ids.bySize('10000'),
        features: [],
        provider_id: p.providerId('stripe'),
        accept_rules: true,
      },
    })
    const checkout = (await p.payment(again.data.payment_id)).checkoutReference ?? ''
    expect(await p.standin.send(p.standin.payStripe(checkout))).toBe(200)
    const charge = p.standin.stripeChargeSucceeded(checkout, 'Cd8RQm2PZXY3bb7a')
    expect(await p.standin.send(charge)).toBe(200)
    expect(await p.standin.send(charge)).toBe(200)
    expect(await flagsOf(p.t, reviewer, a.user.id)).toEqual([])
    expect(await flagsOf(p.t, reviewer, b.user.id)).toEqual([])
    // A fingerprint differing only in case is another card.
    const c = await paidWithCard('CD8RQM2PZXY3BB7A')
    expect(await flagsOf(p.t, reviewer, c.user.id)).toEqual([])
  })

  it('a charge naming no payment of ours is recorded and raises nothing', async () => {
    const stray = p.standin.stripeEvent('charge.succeeded', {
      id: 'ch_stray',
      object: 'charge',
      amount: 100,
      currency: 'usd',
      payment_intent: 'pi_nobody',
      metadata: {},
      payment_method_details: { type: 'card', card: { fingerprint: 'Xt5EWLLDS7FJjR1c' } },
    })
    expect(await p.standin.send(stray)).toBe(200)
    const all = await reviewer.ok(api.staffFlags.flags, {
      query: { status: 'open', per_page: 100 },
    })
    expect(all.data.filter((f) => f.kind === 'shared_identity')).toHaveLength(1)
  })
})
