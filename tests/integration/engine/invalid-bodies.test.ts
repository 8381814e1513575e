/**
 * The invalid-bodies check must itself be able to fail: against endpoints
 * that accept more than their contract says, it has to notice a row written,
 * a 5xx, and a 4xx without a message.
 */

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { endpoint } from '#contract/endpoint.ts'
import { outbox } from '../../../engine/db/schema/index.ts'
import { fieldError, HttpError } from '../../../engine/http/errors.ts'
import { mount } from '../../../engine/http/route.ts'
import { signedInClient } from './fixtures.ts'
import { databaseKinds, startTestEngine, type TestEngine } from './harness.ts'
import { expectInvalidBodiesRejected } from './invalid-bodies.ts'

const strictBody = z.object({ name: z.string().min(1).max(20), count: z.number().int() })
const laxBody = z.object({ name: z.unknown(), count: z.unknown() })

const contract = (path: string) =>
  endpoint({
    method: 'POST',
    path,
    summary: 'what the contract promises',
    access: 'user',
    body: strictBody,
    response: z.object({ ok: z.boolean() }),
  })
const served = (path: string) => ({ ...contract(path), body: laxBody, response: z.unknown() })

describe.each(databaseKinds)('the invalid-bodies check on %s', (kind) => {
  let t: TestEngine
  beforeAll(async () => {
    t = await startTestEngine(kind)
    const { app, ctx } = t.engine
    // Served with a lax schema, checked against the strict one.
    // Writes, then refuses: the answer looks right, the database says otherwise.
    mount(app, ctx, served('/test/self-check/writes'), async () => {
      await ctx.db.insert(outbox).values({
        channel: 'mail',
        to: 'x@example.test',
        subject: null,
        body: 'written by an invalid body',
        createdAt: ctx.clock.now(),
      })
      throw fieldError('name', 'Name is invalid')
    })
    mount(app, ctx, served('/test/self-check/crashes'), () => {
      throw new HttpError(503, 'Unavailable')
    })
    app.post('/test/self-check/silent', (c) => c.body(null, 422))
    mount(app, ctx, contract('/test/self-check/sound'), () => ({ ok: true }))
  })
  afterAll(async () => {
    await t.close()
  })

  const valid = { name: 'ok', count: 1 }

  it('passes a sound endpoint', async () => {
    const { client } = await signedInClient(t)
    const { tried } = await expectInvalidBodiesRejected(
      t,
      client,
      contract('/test/self-check/sound'),
      {
        valid,
        numRuns: 30,
      },
    )
    expect(tried).toBeGreaterThanOrEqual(30)
  })

  it.each([
    ['writes a row', '/test/self-check/writes', /changed rows/],
    ['answers 5xx', '/test/self-check/crashes', /answered/],
    ['answers without a message', '/test/self-check/silent', /no message/],
  ])('fails an endpoint that %s', async (_label, path, reason) => {
    const { client } = await signedInClient(t)
    const failure = await expectInvalidBodiesRejected(t, client, contract(path), {
      valid,
      numRuns: 10,
      seed: 7,
    }).then(
      () => 'passed',
      (error: unknown) => causes(error),
    )
    expect(failure).toMatch(reason)
  })
})

/** fast-check wraps the assertion that failed: its text is in the causes. */
function causes(error: unknown): string {
  const texts: string[] = []
  for (let e = error; e instanceof Error; e = e.cause) texts.push(e.message)
  return texts.join('\n')
}
