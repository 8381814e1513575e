/**
 * The staff user page (issue 25): a user's payments with coupon, discount,
 * credit, provider and its reference; Refund offered only where it can
 * succeed (paid, its challenge not funded); the user's tickets.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api } from '#contract/index.ts'
import { tickets, ticketTypes, userChallenges } from '../../../../engine/db/schema/index.ts'
import {
  catalogueIds,
  createCoupon,
  giveCredit,
  pressSandboxButton,
} from '../commerce/commerce-fixtures.ts'
import { signedInClient } from '../fixtures.ts'
import { databaseKinds, startTestEngine, type TestEngine } from '../harness.ts'

describe.each(databaseKinds)('staff user page: payments and tickets (%s)', (kind) => {
  let t: TestEngine
  let ids: Awaited<ReturnType<typeof catalogueIds>>
  let admin: Awaited<ReturnType<typeof signedInClient>>
  beforeAll(async () => {
    t = await startTestEngine(kind)
    ids = await catalogueIds(t)
    admin = await signedInClient(t, { role: 'admin' })
  })
  afterAll(async () => {
    await t.close()
  })

  async function buy(client: Awaited<ReturnType<typeof signedInClient>>['client'], body: object) {
    const order = await client.ok(api.payments.request, {
      body: {
        challenge_id: ids.bySize('5000'),
        provider_id: ids.sandboxId,
        accept_rules: true,
        ...body,
      },
    })
    await pressSandboxButton(client, order.data.redirect_url ?? '', 'pay')
    return order.data.payment_id
  }

  it('lists payments (49 − 10 % coupon − 4.10 credit = 40.00), refundable until funded; tickets', async () => {
    const coupon = await createCoupon(t, { kind: 'percent', value: '10' })
    const { client, user } = await signedInClient(t)
    await giveCredit(t, user.id, '4.10')
    const first = await buy(client, {
      coupon: coupon.code,
      credit: '4.10',
      expected_final_price: '40.00',
    })
    const second = await buy(client, { expected_final_price: '49.00' })
    const [type] = await t.engine.ctx.db.select().from(ticketTypes).limit(1)
    const now = t.engine.ctx.clock.now()
    const [ticket] = await t.engine.ctx.db
      .insert(tickets)
      .values({
        userId: user.id,
        typeId: type?.id ?? 0,
        subject: 'برداشت من',
        description: 'کجاست؟',
        status: 'open',
        createdAt: now,
        updatedAt: now,
      })
      .returning()

    const page = async () =>
      (await admin.client.ok(api.staff.user, { params: { userId: user.id } })).data
    const detail = await page()
    expect(detail.payments.map((p) => p.id)).toEqual([second, first])
    expect(detail.payments[1]).toMatchObject({
      price: '49',
      discount: '4.9',
      credit: '4.1',
      final_price: '40',
      coupon: coupon.code,
      provider: 'Sandbox',
      status: 'paid',
      refundable: true,
      // The sandbox moves no money: nothing to send back, no reference asked.
      refund_way: 'none',
      refund_reference: null,
    })
    expect(detail.payments[1]?.provider_reference).toMatch(/^sbx_/)
    expect(detail.tickets).toEqual([
      { id: ticket?.id, subject: 'برداشت من', status: 'open', updated_at: now.toISOString() },
    ])

    // The second challenge is funded (its real account opened): no refund offered, and none possible.
    const secondChallenge = detail.payments[0]?.user_challenge_id ?? 0
    await t.engine.ctx.db
      .update(userChallenges)
      .set({ status: 'funded' })
      .where(eq(userChallenges.id, secondChallenge))
    await admin.client.ok(api.staff.refundPayment, {
      params: { paymentId: first },
      body: { note: 'Asked within the window' },
    })
    const after = await page()
    expect(after.payments.map((p) => [p.status, p.refundable])).toEqual([
      ['paid', false],
      ['refunded', false],
    ])
    const refused = await admin.client.call(api.staff.refundPayment, {
      params: { paymentId: second },
      body: { note: 'x' },
    })
    expect(refused.status).toBe(422)
  })
})
