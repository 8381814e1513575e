import { afterAll, beforeAll, describe, it } from 'vitest'
import { api } from '#contract/index.ts'
import { guest } from '../accounts/helpers.ts'
import { signedInClient } from '../fixtures.ts'
import { databaseKinds, startTestEngine, type TestEngine } from '../harness.ts'
import { expectInvalidBodiesRejected } from '../invalid-bodies.ts'

/** Every security endpoint with a body: 4xx with the field's text (in Persian too), nothing changed. */
describe.each(databaseKinds)('invalid bodies to the security endpoints on %s', (kind) => {
  let t: TestEngine
  beforeAll(async () => {
    t = await startTestEngine(kind)
  })
  afterAll(async () => {
    await t.close()
  })

  const userEndpoints = [
    ['confirm two-factor', api.security.confirmTwoFactor, { code: '123456' }],
    ['disable two-factor', api.security.disableTwoFactor, { code: '123456' }],
    ['new recovery codes', api.security.regenerateRecoveryCodes, { code: '123456' }],
  ] as const

  for (const [name, endpoint, valid] of userEndpoints) {
    it(`${name}: rejected in Persian, nothing changed`, async () => {
      const { client } = await signedInClient(t, {}, { language: 'fa' })
      await expectInvalidBodiesRejected(t, client, endpoint, { valid, numRuns: 20, persian: true })
    })
  }

  it('the second sign-in step: rejected in Persian, nothing changed', async () => {
    await expectInvalidBodiesRejected(
      t,
      await guest(t, { language: 'fa' }),
      api.security.twoFactorChallenge,
      { valid: { code: '123456' }, numRuns: 20, persian: true },
    )
  })
})
