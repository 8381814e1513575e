import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api } from '#contract/index.ts'
import { signedInClient } from '../fixtures.ts'
import { databaseKinds, startTestEngine, type TestEngine } from '../harness.ts'
import { catalogueIds, createCoupon, pressSandboxButton } from './commerce-fixtures.ts'

const DAY = 86_400_000

describe.each(databaseKinds)('payments/providers and payments/checkCoupon on %s', (kind) => {
  let t: TestEngine
  let ids: Awaited<ReturnType<typeof catalogueIds>>
  beforeAll(async () => {
    t = await startTestEngine(kind)
    ids = await catalogueIds(t)
  })
  afterAll(async () => {
    await t.close()
  })

  const order = () => ({
    challenge_id: ids.bySize('10000'),
    features: [ids.feature('profit_share_90')],
  })

  it('lists the sandbox provider to a signed-in buyer, in their language', async () => {
    const { client } = await signedInClient(t)
    const { data } = await client.ok(api.payments.providers)
    expect(data).toEqual([
      {
        id: ids.sandboxId,
        code: 'sandbox',
        name: 'Sandbox',
        description: 'A test payment page with Pay and Cancel. No money moves.',
      },
    ])
    const fa = await signedInClient(t, {}, { language: 'fa' })
    const persian = await fa.client.ok(api.payments.providers)
    expect(persian.data[0]?.name).toBe('درگاه آزمایشی')
  })

  it('answers 401 to a visitor and 419 without the XSRF token', async () => {
    expect((await t.client().call(api.payments.providers)).status).toBe(401)
    const visitor = t.client()
    await visitor.startSession()
    const unauth = await visitor.call(api.payments.checkCoupon, {
      body: { ...order(), coupon: 'X' },
    })
    expect(unauth.status).toBe(401)
    const { client } = await signedInClient(t)
    const csrf = await client.call(api.payments.checkCoupon, {
      body: { ...order(), coupon: 'X' },
      withoutXsrf: true,
    })
    expect(csrf.status).toBe(419)
  })

  it('a 10 % coupon on 89 + 20 %: order 106.80, discount 10.68; codes ignore case and spaces', async () => {
    const coupon = await createCoupon(t, { kind: 'percent', value: '10' })
    const { client } = await signedInClient(t)
    const result = await client.ok(api.payments.checkCoupon, {
      body: { ...order(), coupon: `  ${coupon.code.toLowerCase()} ` },
    })
    expect(result).toEqual({
      data: { coupon: coupon.code, order_price: '106.80', discount: '10.68' },
      message: 'Discount code applied',
      message_type: 'success',
    })
  })

  it('a fixed coupon takes its amount, never more than the order price', async () => {
    const { client } = await signedInClient(t)
    const small = await createCoupon(t, { kind: 'fixed', value: '25' })
    const big = await createCoupon(t, { kind: 'fixed', value: '1000' })
    const five = { challenge_id: ids.bySize('5000'), features: [] }
    const a = await client.ok(api.payments.checkCoupon, { body: { ...five, coupon: small.code } })
    expect(a.data).toMatchObject({ order_price: '49.00', discount: '25.00' })
    const b = await client.ok(api.payments.checkCoupon, { body: { ...five, coupon: big.code } })
    expect(b.data).toMatchObject({ order_price: '49.00', discount: '49.00' })
  })

  it('says exactly why a coupon cannot be used', async () => {
    const now = t.engine.ctx.clock.now().getTime()
    const { client, user } = await signedInClient(t)
    const expired = await createCoupon(t, {
      kind: 'percent',
      value: '10',
      endsAt: new Date(now - 1000),
    })
    const future = await createCoupon(t, {
      kind: 'percent',
      value: '10',
      startsAt: new Date(now + DAY),
    })
    const inactive = await createCoupon(t, { kind: 'percent', value: '10', active: false })
    const cases: Array<[string, string]> = [
      ['NO-SUCH-CODE', 'The discount code is not valid'],
      [inactive.code, 'The discount code is not valid'],
      [expired.code, 'The discount code has expired'],
      [future.code, 'The discount code is not active yet'],
    ]
    for (const [code, text] of cases) {
      const result = await client.call(api.payments.checkCoupon, {
        body: { ...order(), coupon: code },
      })
      expect(result.status).toBe(422)
      expect(result.body).toEqual({ message: text, errors: { coupon: [text] } })
    }
    expect(user.id).toBeGreaterThan(0)
  })

  it('says when a coupon is used up, in all or by this buyer', async () => {
    const once = await createCoupon(t, { kind: 'percent', value: '10', usageLimit: 1 })
    const oncePerBuyer = await createCoupon(t, { kind: 'percent', value: '10', perUserLimit: 1 })
    const first = await signedInClient(t)
    const second = await signedInClient(t)

    // A paid order uses the per-buyer coupon for good.
    const paid = await first.client.ok(api.payments.request, {
      body: {
        ...order(),
        coupon: oncePerBuyer.code,
        provider_id: ids.sandboxId,
        accept_rules: true,
      },
    })
    await pressSandboxButton(first.client, paid.data.redirect_url ?? '', 'pay')
    const again = await first.client.call(api.payments.checkCoupon, {
      body: { ...order(), coupon: oncePerBuyer.code },
    })
    expect(again.status).toBe(422)
    expect(again.body).toMatchObject({
      errors: { coupon: ['You have already used this discount code'] },
    })
    const someoneElse = await second.client.call(api.payments.checkCoupon, {
      body: { ...order(), coupon: oncePerBuyer.code },
    })
    expect(someoneElse.status).toBe(200)

    // A pending order holds the last use of a coupon limited to one.
    await first.client.ok(api.payments.request, {
      body: { ...order(), coupon: once.code, provider_id: ids.sandboxId, accept_rules: true },
    })
    const usedUp = await second.client.call(api.payments.checkCoupon, {
      body: { ...order(), coupon: once.code },
    })
    expect(usedUp.body).toMatchObject({
      errors: { coupon: ['The discount code has been used up'] },
    })
    // Back from the provider page, the holder can check it and order again (superseding).
    const mine = await first.client.call(api.payments.checkCoupon, {
      body: { ...order(), coupon: once.code },
    })
    expect(mine.status).toBe(200)
    const reorder = await first.client.call(api.payments.request, {
      body: { ...order(), coupon: once.code, provider_id: ids.sandboxId, accept_rules: true },
    })
    expect(reorder.status).toBe(200)
    const stillUsedUp = await second.client.call(api.payments.checkCoupon, {
      body: { ...order(), coupon: once.code },
    })
    expect(stillUsedUp.status).toBe(422)
  })

  it('validates the body: coupon and challenge required, challenge and features on sale', async () => {
    const { client } = await signedInClient(t)
    const empty = await client.call(api.payments.checkCoupon, { body: {} })
    expect(empty.status).toBe(422)
    expect(empty.body).toMatchObject({
      errors: { challenge_id: ['challenge is required'], coupon: ['Discount code is required'] },
    })
    const blank = await client.call(api.payments.checkCoupon, {
      body: { ...order(), coupon: '   ' },
    })
    expect(blank.body).toMatchObject({ errors: { coupon: ['Discount code is required'] } })
    const unknownChallenge = await client.call(api.payments.checkCoupon, {
      body: { challenge_id: 999_999, coupon: 'X' },
    })
    expect(unknownChallenge.body).toEqual({
      message: 'The selected challenge is not on sale',
      errors: { challenge_id: ['The selected challenge is not on sale'] },
    })
    const unknownFeature = await client.call(api.payments.checkCoupon, {
      body: { challenge_id: ids.bySize('5000'), features: [999_999], coupon: 'X' },
    })
    expect(unknownFeature.body).toMatchObject({
      errors: { features: ['The selected feature is not on sale'] },
    })
  })

  it('speaks Persian to a Persian buyer', async () => {
    const { client } = await signedInClient(t, {}, { language: 'fa' })
    const result = await client.call(api.payments.checkCoupon, {
      body: { ...order(), coupon: 'NOPE' },
    })
    expect(result.status).toBe(422)
    expect(result.body).toEqual({
      message: 'کد تخفیف معتبر نیست',
      errors: { coupon: ['کد تخفیف معتبر نیست'] },
    })
    const missing = await client.call(api.payments.checkCoupon, { body: { ...order() } })
    expect(missing.body).toMatchObject({ errors: { coupon: ['کد تخفیف الزامی است'] } })
  })
})
