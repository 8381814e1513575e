/**
 * Arbitrary bodies (fast-check) at every commerce endpoint that takes one:
 * each is answered with a 4xx and a message, never a 500, and changes
 * nothing in the database.
 */
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api } from '#contract/index.ts'
import { creditEntries, payments, userChallenges } from '../../../../engine/db/schema/index.ts'
import {
  confirmationSignature,
  SANDBOX_SIGNATURE_HEADER,
} from '../../../../engine/payments/sandbox/signature.ts'
import { signedInClient } from '../fixtures.ts'
import { databaseKinds, startTestEngine, type TestEngine } from '../harness.ts'
import { giveCredit } from './commerce-fixtures.ts'

const SECRET = 'sandbox-secret-for-tests-0123456789'

/** JSON values shaped like the bodies, with the wrong types and ranges mixed in. */
const scalar = fc.oneof(
  fc.integer({ min: -5, max: 5 }),
  fc.constantFrom(0, -1, 1.5, 1e21, 2 ** 53, 999_999, 2_147_483_648, 3_000_000_000),
  fc.string({ maxLength: 12 }),
  fc.constantFrom('', ' ', '1', '-1', '0.001', '1e3', 'NaN', '٣', 'null'),
  fc.boolean(),
  fc.constant(null),
)
/** Integers at the edges a database column has (int4) and JSON numbers have. */
const edgeNumber = fc.constantFrom(0, -1, 1.5, 2_147_483_647, 2_147_483_648, 3e9, 2 ** 53, 1e21)
const value = fc.oneof(
  { arbitrary: edgeNumber, weight: 2 },
  { arbitrary: scalar, weight: 3 },
  { arbitrary: fc.array(fc.oneof(edgeNumber, scalar), { maxLength: 4 }), weight: 1 },
  { arbitrary: fc.dictionary(fc.string(), scalar), weight: 1 },
)
/** A body that would pass validation, for mutating one field at a time. */
const nearlyValid = {
  challenge_id: 1,
  features: [1],
  coupon: 'NO-SUCH-CODE',
  provider_id: 1,
  credit: '0',
  accept_rules: true,
  title: 'A title',
  payment_id: 1,
  status: 'paid',
  amount: '49',
  reference: 'ref-1',
}
type Field = keyof typeof nearlyValid
const fields = Object.keys(nearlyValid) as Field[]

const body: fc.Arbitrary<unknown> = fc.oneof(
  // One field wrong (or missing), the rest right: reaches the deepest checks.
  fc
    .tuple(fc.constantFrom(...fields), fc.option(value, { nil: undefined }))
    .map(([field, wrong]) => ({ ...nearlyValid, [field]: wrong })),
  // Anything at all.
  fc.record(Object.fromEntries(fields.map((f) => [f, value])), { requiredKeys: [] }),
  value,
)

describe.each(databaseKinds)('invalid commerce bodies on %s', (kind) => {
  let t: TestEngine
  beforeAll(async () => {
    t = await startTestEngine(kind, { PAYMENT_SANDBOX_SECRET: SECRET })
  })
  afterAll(async () => {
    await t.close()
  })

  async function counts() {
    const db = t.engine.ctx.db
    return {
      payments: await db.$count(payments),
      credit: await db.$count(creditEntries),
      challenges: await db.$count(userChallenges),
    }
  }

  it('never answer 500, and a refusal changes nothing', async () => {
    const { client, user } = await signedInClient(t)
    await giveCredit(t, user.id, '1000')
    const provider = t.client()
    await fc.assert(
      fc.asyncProperty(body, fc.boolean(), async (input, asText) => {
        const raw = asText ? JSON.stringify(input) : input
        const text = JSON.stringify(input)
        const calls = [
          () => client.call(api.payments.checkCoupon, { body: raw }),
          () => client.call(api.payments.request, { body: raw }),
          () =>
            client.call(api.userChallenges.changeTitle, {
              params: { userChallengeId: 1 },
              body: raw,
            }),
          () =>
            provider.request('POST', '/v1/payments/callback/sandbox', {
              body: text,
              headers: { [SANDBOX_SIGNATURE_HEADER]: confirmationSignature(SECRET, text) },
            }),
        ]
        for (const call of calls) {
          const before = await counts()
          const answer = await call()
          const shown = JSON.stringify(answer.body)
          expect(answer.status, shown).toBeLessThan(500)
          if (answer.status >= 400) {
            expect(answer.body, shown).toMatchObject({ message: expect.any(String) })
            expect(await counts()).toEqual(before)
          }
        }
      }),
      {
        numRuns: 80,
        // Always tried: ids past Postgres' integer, which once reached SQL and failed there.
        examples: (['challenge_id', 'features', 'provider_id', 'payment_id'] as const).map(
          (field): [unknown, boolean] => [
            { ...nearlyValid, [field]: field === 'features' ? [2_147_483_648] : 2_147_483_648 },
            false,
          ],
        ),
      },
    )
  })

  it('a body that is not JSON is a 400 with a message', async () => {
    const { client } = await signedInClient(t)
    const result = await client.request('POST', '/v1/payments/request', {
      body: '{"challenge_id": 1,',
    })
    expect(result.status).toBe(400)
    expect(result.body).toEqual({ message: 'The request body is not valid JSON.' })
  })
})
