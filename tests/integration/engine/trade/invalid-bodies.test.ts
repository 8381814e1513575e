/**
 * Garbage bodies to every trade endpoint (fast-check): each gets a 4xx with
 * a message, never a 500, and nothing changes.
 */
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Endpoint } from '#contract/endpoint.ts'
import { api } from '#contract/index.ts'
import { databaseKinds, startTestEngine, type TestClient, type TestEngine } from '../harness.ts'
import { setPrice, traderWithDemo } from './support.ts'

const valid: Record<string, Record<string, unknown>> = {
  placeOrder: { symbol: 'BTCUSDT', type: 'LIMIT', side: 'buy', size: '0.01', price: '50000' },
  cancelOrder: { order_id: 1 },
  cancelAll: { symbol: 'BTCUSDT' },
  closeAllPositions: { symbol: 'BTCUSDT' },
  adjustLeverage: { leverage: 10 },
  setPositionTpsl: { tp: '70000', sl: null },
}

const junk = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double(),
  fc.string({ maxLength: 30 }),
  fc.constantFrom(
    '',
    '-1',
    '0',
    '1e9',
    'NaN',
    '9'.repeat(60),
    '0.00000000000000000001',
    'BTCUSDT',
    'MARKET',
  ),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.object({ maxDepth: 1 }),
)

function mutations(example: Record<string, unknown>) {
  const keys = Object.keys(example)
  return fc.oneof(
    fc.dictionary(fc.constantFrom(...keys, 'extra'), junk, { maxKeys: keys.length + 1 }),
    fc
      .record({ key: fc.constantFrom(...keys), value: junk })
      .map(({ key, value }) => ({ ...example, [key]: value })),
    fc.constantFrom(...keys).map((key) => {
      const copy = { ...example }
      delete copy[key]
      return copy
    }),
  )
}

describe.each(databaseKinds)('invalid bodies to the trade endpoints (%s)', (kind) => {
  let t: TestEngine
  let client: TestClient
  let id: number
  beforeAll(async () => {
    t = await startTestEngine(kind)
    await setPrice(t, 'BTCUSDT', '60000')
    ;({ client, id } = await traderWithDemo(t))
  })
  afterAll(async () => {
    await t.close()
  })

  it.each(Object.keys(valid))(
    '%s: 4xx with a message, never a 500, nothing placed',
    async (name) => {
      const endpoint = api.trade[name as keyof typeof api.trade] as Endpoint
      const example = valid[name] ?? {}
      const params = { userChallengeId: id, coinPairCode: 'BTCUSDT', positionId: 1 }
      // Finished orders (history) and resting ones (open orders): every order placed.
      const orderCount = async () =>
        (await client.ok(api.trade.orderHistory, { params: { userChallengeId: id } })).meta.total +
        (await client.ok(api.trade.openOrders, { params: { userChallengeId: id } })).data.length
      await fc.assert(
        fc.asyncProperty(mutations(example), async (body) => {
          const parsed = endpoint.body?.safeParse(JSON.parse(JSON.stringify(body)))
          const before = await orderCount()
          const result = await client.call(endpoint, { params, body })
          expect(result.status).toBeLessThan(500)
          if (!parsed?.success) {
            expect(result.status).toBe(422)
            expect(typeof (result.body as { message?: unknown }).message).toBe('string')
            expect(await orderCount()).toBe(before)
          }
        }),
        { numRuns: 40 },
      )
    },
  )

  it('says what would have been right: the allowed values, the limit, a string for a number', async () => {
    const place = (body: Record<string, unknown>) =>
      client.call(api.trade.placeOrder, {
        params: { userChallengeId: id },
        body: { ...valid.placeOrder, ...body },
      })
    expect((await place({ side: 'long' })).body).toMatchObject({
      errors: { side: ['Side is invalid: one of buy, sell'] },
    })
    expect((await place({ type: 'limit' })).body).toMatchObject({
      errors: { type: ['Type is invalid: one of LIMIT, MARKET, STOP_MARKET, STOP_LIMIT'] },
    })
    expect((await place({ size: 0.01 })).body).toMatchObject({
      errors: { size: ['Size is invalid: send it as a string, e.g. "0.01"'] },
    })
    // Every refusal names its field, a zero or negative size too (issue 31).
    for (const size of ['0', '-1', '0.000']) {
      expect((await place({ size })).body, size).toMatchObject({
        errors: { size: ['Size must be greater than zero.'] },
      })
    }
    expect((await place({ price: 'abc' })).body).toMatchObject({
      errors: { price: ['Price must be a decimal number.'] },
    })
    const page = await client.call(api.trade.orderHistory, {
      params: { userChallengeId: id },
      query: { per_page: 500 },
    })
    expect(page.status).toBe(422)
    expect(page.body).toMatchObject({ errors: { per_page: ['Per page is invalid: at most 100'] } })
    const fa = t.client({ language: 'fa' })
    fa.cookies.clear()
    for (const [k, v] of client.cookies) fa.cookies.set(k, v)
    expect(
      (
        await fa.call(api.trade.placeOrder, {
          params: { userChallengeId: id },
          body: { ...valid.placeOrder, side: 'long' },
        })
      ).body,
    ).toMatchObject({ errors: { side: ['Side نامعتبر است: یکی از buy, sell'] } })
    expect(
      (
        await fa.call(api.trade.placeOrder, {
          params: { userChallengeId: id },
          body: { ...valid.placeOrder, size: '0' },
        })
      ).body,
    ).toMatchObject({ errors: { size: ['Size باید بزرگ‌تر از صفر باشد.'] } })
  })
})
