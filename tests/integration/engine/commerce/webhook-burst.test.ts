/**
 * A burst of provider webhooks (decision 483): events arriving together are
 * applied as batches, and the batch must do exactly what applying them one
 * by one would: each payment activated once whatever is repeated, a wrong
 * amount flagged, an unknown payment ignored, a referred buyer's inviter
 * rewarded once, every buyer notified and told live once.
 */
import { eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { creditEntries, paymentProviderEvents, users } from '../../../../engine/db/schema/index.ts'
import { signedInClient } from '../fixtures.ts'
import { databaseKinds } from '../harness.ts'
import { type ProviderEngine, pendingOrder, startProviderEngine } from './provider-fixtures.ts'

describe.each(databaseKinds)('a burst of webhooks on %s', (kind) => {
  let p: ProviderEngine
  beforeAll(async () => {
    p = await startProviderEngine(kind)
  })
  afterAll(async () => {
    await p.close()
  })

  it('activates each of many payments once, with repeats, a mismatch and strangers among them', async () => {
    const orders = []
    for (let i = 0; i < 12; i++) orders.push(await pendingOrder(p, 'stripe'))
    const crypto = await pendingOrder(p, 'nowpayments')
    const wrong = await pendingOrder(p, 'stripe')
    // The first buyer was invited: the inviter earns 10 % of 89 (the 10K list price, rules.md).
    const inviter = await signedInClient(p.t)
    const db = p.t.engine.ctx.db
    const first = orders[0] as (typeof orders)[number]
    await db.update(users).set({ referredBy: inviter.user.id }).where(eq(users.id, first.user.id))

    const live: string[] = []
    p.t.engine.ctx.events.subscribe((event) => {
      const payload = event.payload as { reason?: string }
      if (event.event === 'account.status' && payload.reason === 'payment_activated') {
        live.push(event.channel)
      }
    })
    const deliveries = orders.map((o) => p.standin.payStripe(o.checkout))
    const cryptoIpn = p.standin.payInvoice(crypto.checkout, 'finished', '106.8')
    const mismatch = p.standin.payStripe(wrong.checkout, 1000)
    const stranger = p.standin.stripeEvent('checkout.session.completed', {
      ...p.standin.sessions.get(wrong.checkout),
      client_reference_id: '987654321',
      metadata: { payment_id: '987654321' },
    })
    // Every event three times, all at once.
    const all = [...deliveries, cryptoIpn, mismatch, stranger].flatMap((d) => [d, d, d])
    const statuses = await Promise.all(all.map((d) => p.standin.send(d)))
    expect(statuses).toEqual(all.map(() => 200))

    for (const order of [...orders, crypto]) {
      expect(await p.activations(order.paymentId), `payment ${order.paymentId}`).toHaveLength(1)
      expect(await p.challengesOf(order.user.id)).toHaveLength(1)
      expect((await p.payment(order.paymentId)).status).toBe('paid')
      const notes = await p.notificationsOf(order.user.id)
      expect(notes.map((n) => n.type)).toEqual(['payment_succeeded'])
      expect(live.filter((c) => c === `private-user.${order.user.id}`)).toHaveLength(1)
    }
    expect(await p.payment(wrong.paymentId)).toMatchObject({
      status: 'failed',
      flag: 'amount_mismatch',
      receivedAmount: '10.00',
    })
    expect(await p.activations(wrong.paymentId)).toHaveLength(0)
    expect(live).toHaveLength(13)

    // One row per event id, with the outcome of the one delivery that acted.
    const eventIds = [...deliveries, mismatch, stranger].map(
      (d) => (JSON.parse(d.body) as { id: string }).id,
    )
    const rows = await db
      .select()
      .from(paymentProviderEvents)
      .where(inArray(paymentProviderEvents.eventId, eventIds))
    expect(rows).toHaveLength(eventIds.length)
    const outcomeOf = (body: string) =>
      rows.find((r) => r.eventId === (JSON.parse(body) as { id: string }).id)?.outcome
    for (const d of deliveries) expect(outcomeOf(d.body)).toBe('activated')
    expect(outcomeOf(mismatch.body)).toBe('flagged')
    expect(outcomeOf(stranger.body)).toBe('unknown_payment')
    expect((await p.eventsOf(crypto.paymentId)).map((e) => e.outcome)).toEqual(['activated'])

    const rewards = await db
      .select()
      .from(creditEntries)
      .where(eq(creditEntries.userId, inviter.user.id))
    expect(rewards.map((r) => [r.kind, r.amount])).toEqual([['referral_reward', '8.9']])
    expect((await p.notificationsOf(inviter.user.id)).map((n) => n.type)).toEqual([
      'referral_reward',
    ])
  })
})
