/**
 * A buyer is charged only what their page showed (issue 25): the payment
 * request carries the final price the page computed; when staff changed
 * the catalogue since, the engine refuses with the new price, and nothing
 * is charged, canceled or spent.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api } from '#contract/index.ts'
import { payments } from '../../../../engine/db/schema/index.ts'
import { signedInClient } from '../fixtures.ts'
import { databaseKinds, startTestEngine, type TestEngine } from '../harness.ts'
import { catalogueIds, creditOf, giveCredit } from './commerce-fixtures.ts'

describe.each(databaseKinds)('the price the buyer saw (%s)', (kind) => {
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

  const paymentsOf = (userId: number) =>
    t.engine.ctx.db
      .select({ id: payments.id, status: payments.status, finalPrice: payments.finalPrice })
      .from(payments)
      .where(eq(payments.userId, userId))
      .orderBy(payments.id)

  const setPrice = (challengeId: number, price: string) =>
    admin.client.ok(api.staff.updateChallenge, { params: { challengeId }, body: { price } })

  it('refuses the 39.00 seen (49 − 10 credit) once the 5K costs 39 (now 29.00), then pays 29.00', async () => {
    const fiveK = ids.bySize('5000')
    const { client, user } = await signedInClient(t)
    await giveCredit(t, user.id, '10')
    const order = {
      challenge_id: fiveK,
      provider_id: ids.sandboxId,
      credit: '10',
      accept_rules: true as const,
    }
    // An earlier pending order (49 − 10 credit = 39.00), as a buyer who went back leaves one.
    const earlier = await client.ok(api.payments.request, {
      body: { ...order, expected_final_price: '39.00' },
    })
    expect(earlier.data.invoice.final_price).toBe('39.00')
    await setPrice(fiveK, '39')
    try {
      const refused = await client.call(api.payments.request, {
        body: { ...order, expected_final_price: '39.00' },
      })
      expect([refused.status, refused.body]).toEqual([
        422,
        {
          message: 'The price changed to 29.00 USDT; review and pay again',
          errors: {
            expected_final_price: ['The price changed to 29.00 USDT; review and pay again'],
          },
        },
      ])
      // Nothing charged, nothing canceled, no credit moved.
      expect(await paymentsOf(user.id)).toEqual([
        { id: earlier.data.payment_id, status: 'pending', finalPrice: '39.00' },
      ])
      expect(await creditOf(t, user.id)).toBe('0')

      const paid = await client.ok(api.payments.request, {
        body: { ...order, expected_final_price: '29' },
      })
      expect(paid.data.invoice).toMatchObject({ price: '39.00', final_price: '29.00' })
      expect((await paymentsOf(user.id)).map((p) => [p.status, p.finalPrice])).toEqual([
        ['canceled', '39.00'],
        ['pending', '29.00'],
      ])
    } finally {
      await setPrice(fiveK, '49')
    }
  })

  it('says it in Persian, and an order without the field is priced as today', async () => {
    const { client, user } = await signedInClient(t, {}, { language: 'fa' })
    const order = {
      challenge_id: ids.bySize('10000'),
      provider_id: ids.sandboxId,
      accept_rules: true as const,
    }
    const refused = await client.call(api.payments.request, {
      body: { ...order, expected_final_price: '79.00' },
    })
    expect([refused.status, refused.body]).toMatchObject([
      422,
      {
        errors: {
          expected_final_price: ['قیمت به 89.00 USDT تغییر کرد؛ دوباره بررسی و پرداخت کنید'],
        },
      },
    ])
    expect(await paymentsOf(user.id)).toEqual([])
    const bad = await client.call(api.payments.request, {
      body: { ...order, expected_final_price: 'eighty' },
    })
    expect(bad.status).toBe(422)
    const unchecked = await client.ok(api.payments.request, { body: order })
    expect(unchecked.data.invoice.final_price).toBe('89.00')
  })
})
