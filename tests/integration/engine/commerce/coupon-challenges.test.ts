/**
 * A coupon limited to chosen challenges (issue 25): staff set the list in
 * the console's API; checkout and the payment request refuse the code for
 * another challenge and charge nothing; an empty list is every challenge.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api } from '#contract/index.ts'
import { auditLog, couponChallenges, payments } from '../../../../engine/db/schema/index.ts'
import { signedInClient } from '../fixtures.ts'
import { databaseKinds, startTestEngine, type TestEngine } from '../harness.ts'
import { catalogueIds } from './commerce-fixtures.ts'

describe.each(databaseKinds)('coupons limited to challenges (%s)', (kind) => {
  let t: TestEngine
  let ids: Awaited<ReturnType<typeof catalogueIds>>
  beforeAll(async () => {
    t = await startTestEngine(kind)
    ids = await catalogueIds(t)
  })
  afterAll(async () => {
    await t.close()
  })

  const couponBody = (code: string, challenge_ids: number[]) => ({
    code,
    kind: 'percent' as const,
    value: '10',
    challenge_ids,
  })

  it('a 5K-only coupon: the 5K gets 10 %, the 10K is refused and nothing is charged; emptied, it fits all', async () => {
    const admin = (await signedInClient(t, { role: 'admin' })).client
    const five = ids.bySize('5000')
    const ten = ids.bySize('10000')
    const created = await admin.ok(api.staff.createCoupon, {
      body: couponBody('FIVEONLY', [five, five]),
    })
    expect(created.data.challenge_ids).toEqual([five])
    const listed = await admin.ok(api.staff.coupons, { query: { per_page: 100 } })
    expect(listed.data.find((c) => c.code === 'FIVEONLY')?.challenge_ids).toEqual([five])

    const { client, user } = await signedInClient(t)
    const good = await client.ok(api.payments.checkCoupon, {
      body: { challenge_id: five, features: [], coupon: 'fiveonly' },
    })
    expect(good.data).toMatchObject({ order_price: '49.00', discount: '4.90' })

    const other = await client.call(api.payments.checkCoupon, {
      body: { challenge_id: ten, features: [], coupon: 'FIVEONLY' },
    })
    expect(other.status).toBe(422)
    expect(other.body).toMatchObject({
      errors: { coupon: ['This discount code is not valid for this challenge'] },
    })
    const paid = await client.call(api.payments.request, {
      body: { challenge_id: ten, features: [], coupon: 'FIVEONLY', accept_rules: true },
    })
    expect(paid.status).toBe(422)
    expect(paid.body).toMatchObject({
      errors: { coupon: ['This discount code is not valid for this challenge'] },
    })
    expect(
      await t.engine.ctx.db.select().from(payments).where(eq(payments.userId, user.id)),
    ).toEqual([])

    const fa = (await signedInClient(t, {}, { language: 'fa' })).client
    const persian = await fa.call(api.payments.checkCoupon, {
      body: { challenge_id: ten, features: [], coupon: 'FIVEONLY' },
    })
    expect(persian.body).toMatchObject({
      errors: { coupon: ['این کد تخفیف برای این چالش معتبر نیست'] },
    })

    // Emptied: every challenge again; the audit shows the list before and after.
    await admin.ok(api.staff.updateCoupon, {
      params: { couponId: created.data.id },
      body: couponBody('FIVEONLY', []),
    })
    const now = await client.ok(api.payments.checkCoupon, {
      body: { challenge_id: ten, features: [], coupon: 'FIVEONLY' },
    })
    expect(now.data.discount).not.toBe('0.00')
    const rows = await t.engine.ctx.db
      .select()
      .from(couponChallenges)
      .where(eq(couponChallenges.couponId, created.data.id))
    expect(rows).toEqual([])
    const [edit] = await t.engine.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'coupon.updated'))
    expect(edit?.before).toMatchObject({ challenge_ids: String(five) })
    expect(edit?.after).toMatchObject({ challenge_ids: '' })
  })

  it('refuses an unknown challenge with a field error and saves nothing', async () => {
    const admin = (await signedInClient(t, { role: 'admin' })).client
    const result = await admin.call(api.staff.createCoupon, {
      body: couponBody('NOWHERE', [ids.bySize('5000'), 999_999]),
    })
    expect(result.status).toBe(422)
    expect(result.body).toMatchObject({
      errors: { challenge_ids: ['Choose challenges from the catalogue'] },
    })
    const listed = await admin.ok(api.staff.coupons, { query: { per_page: 100 } })
    expect(listed.data.map((c) => c.code)).not.toContain('NOWHERE')
  })
})
