/**
 * The test-only checkout fixtures (decision 221): credit and coupons for
 * browser tests (mounted only under NODE_ENV=test, like the clock).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api } from '#contract/index.ts'
import { signedInClient } from '../fixtures.ts'
import { startTestEngine, type TestEngine } from '../harness.ts'
import { catalogueIds } from './commerce-fixtures.ts'

describe('checkout fixtures', () => {
  let t: TestEngine
  beforeAll(async () => {
    t = await startTestEngine('pglite')
  })
  afterAll(async () => {
    await t.close()
  })

  it('gives available credit and makes a coupon that checks out', async () => {
    const { client, user } = await signedInClient(t)
    const given = await t.client().request('POST', '/test/credit', {
      body: { email: user.email.toUpperCase(), amount: '12.5' },
    })
    expect(given.status).toBe(200)
    const balance = await client.ok(api.user.creditBalance, {})
    expect(balance.data.balance).toMatch(/^12\.50?$/)

    const coupon = await t.client().request('POST', '/test/coupons', {
      body: { kind: 'percent', value: '10' },
    })
    expect(coupon.status).toBe(200)
    const code = (coupon.body as { data: { code: string } }).data.code
    const ids = await catalogueIds(t)
    const check = await client.ok(api.payments.checkCoupon, {
      body: { challenge_id: ids.bySize('10000'), features: [], coupon: code },
    })
    expect(check.data).toMatchObject({ order_price: '89.00', discount: '8.90' })
  })

  it('refuses an unknown e-mail and a bad amount with 422', async () => {
    const unknown = await t.client().request('POST', '/test/credit', {
      body: { email: 'nobody@example.test', amount: '1' },
    })
    expect(unknown.status).toBe(422)
    const negative = await t.client().request('POST', '/test/coupons', {
      body: { kind: 'percent', value: '-5' },
    })
    expect(negative.status).toBe(422)
  })
})
