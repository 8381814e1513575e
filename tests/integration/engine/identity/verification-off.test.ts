/**
 * Without Sumsub's keys (development, the embedded default) verification is
 * off (issue 34): the trader is told so, nothing asks Sumsub, the webhook
 * path answers nothing, and the real account is requested as before.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api } from '#contract/index.ts'
import { signedInClient } from '../fixtures.ts'
import { databaseKinds, startTestEngine, type TestEngine } from '../harness.ts'
import { passedTwoSteps } from './sumsub-fixtures.ts'

describe.each(databaseKinds)('identity verification off on %s', (kind) => {
  let t: TestEngine
  beforeAll(async () => {
    t = await startTestEngine(kind)
  })
  afterAll(async () => {
    await t.close()
  })

  it('says it is off, refuses a token, and leaves the real account as it was', async () => {
    const { user, client } = await signedInClient(t, {}, { language: 'fa' })
    expect((await client.ok(api.identity.state)).data).toEqual({
      status: 'off',
      can_verify: false,
      cleared: true,
      moderation_comment: null,
      reviewed_at: null,
    })
    const token = await client.call(api.identity.token)
    expect([token.status, token.body]).toMatchObject([
      409,
      { message: 'احراز هویت در این پلتفرم پیکربندی نشده است.' },
    ])
    const webhook = await t.engine.app.request('http://engine.test/v1/identity/callback/sumsub', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    })
    expect(webhook.status).toBe(404)
    const challengeId = await passedTwoSteps(t, user.id)
    const made = await client.call(api.userChallenges.requestAccount, {
      params: { userChallengeId: challengeId },
    })
    expect(made.status).toBe(200)
    // The console says it is off, and payouts are not held for it.
    const { client: support } = await signedInClient(t, { role: 'support' })
    const staffView = (await support.ok(api.staff.user, { params: { userId: user.id } })).data
    expect(staffView.identity).toMatchObject({
      configured: false,
      status: 'off',
      cleared: true,
      history: [],
    })
  })
})
