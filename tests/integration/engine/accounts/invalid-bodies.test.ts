import { afterAll, beforeAll, describe, it } from 'vitest'
import { signedInClient } from '../fixtures.ts'
import { databaseKinds, startTestEngine, type TestEngine } from '../harness.ts'
import { expectInvalidBodiesRejected } from '../invalid-bodies.ts'
import { publicExamples, userExamples } from './examples.ts'
import { guest } from './helpers.ts'

describe.each(databaseKinds)('invalid bodies to the accounts endpoints on %s', (kind) => {
  let t: TestEngine
  beforeAll(async () => {
    t = await startTestEngine(kind)
  })
  afterAll(async () => {
    await t.close()
  })

  for (const example of publicExamples) {
    it(`${example.name}: 4xx with a message, nothing changed`, async () => {
      await expectInvalidBodiesRejected(t, await guest(t), example.endpoint, {
        valid: example.valid(),
      })
    })
    it(`${example.name}: every text in Persian for a Persian browser`, async () => {
      await expectInvalidBodiesRejected(t, await guest(t, { language: 'fa' }), example.endpoint, {
        valid: example.valid(),
        numRuns: 15,
        persian: true,
      })
    })
  }

  for (const example of userExamples) {
    it(`${example.name}: 4xx with a message, nothing changed`, async () => {
      const { client } = await signedInClient(t)
      await expectInvalidBodiesRejected(t, client, example.endpoint, { valid: example.valid() })
    })
    it(`${example.name}: every text in Persian for a Persian browser`, async () => {
      const { client } = await signedInClient(t, {}, { language: 'fa' })
      await expectInvalidBodiesRejected(t, client, example.endpoint, {
        valid: example.valid(),
        numRuns: 15,
        persian: true,
      })
    })
  }
})
