/**
 * Identity checks through Sumsub (issue 34, docs/decisions/590) against the
 * local stand-in: signed REST calls create one applicant and the WebSDK's
 * tokens; webhooks are believed only with their digest, applied once, in
 * the order Sumsub made them; GREEN clears the real account, a final RED
 * and a name unlike the locked English name flag the account, a RETRY
 * lets the trader try again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api } from '#contract/index.ts'
import { externalUserIdOf } from '../../../../engine/identity/sumsub-client.ts'
import { SUMSUB_KEYS } from '../../../support/sumsub-standin.ts'
import { databaseKinds } from '../harness.ts'
import { refusedUnchanged } from '../money/payout-fixtures.ts'
import {
  checkRow,
  eventsOf,
  passedTwoSteps,
  type SumsubEngine,
  startSumsubEngine,
  verifyingTrader,
} from './sumsub-fixtures.ts'

describe.each(databaseKinds)('Sumsub identity checks on %s', (kind) => {
  let s: SumsubEngine
  beforeAll(async () => {
    s = await startSumsubEngine(kind)
  })
  afterAll(async () => {
    await s.close()
  })

  it('creates one applicant at the level with signed requests, and a token per opening', async () => {
    const { userId, client, applicant } = await verifyingTrader(s)
    expect(applicant).toMatchObject({
      externalUserId: `proptrade-user-${userId}`,
      levelName: 'basic-kyc-level',
    })
    const again = await client.ok(api.identity.token)
    expect(again.data.level_name).toBe('basic-kyc-level')
    expect(again.data.token).toBe(s.standin.tokens.at(-1)?.token)
    expect(s.standin.tokens.at(-1)).toMatchObject({ userId: externalUserIdOf(userId) })
    const mine = s.standin.requests.filter(
      (r) => r.path.includes(applicant.externalUserId) || r.body.includes(applicant.externalUserId),
    )
    // One applicant, two tokens; every request passed the stand-in's signature check.
    expect(mine.map((r) => [r.method, r.path.split('?')[0], r.status])).toEqual([
      ['POST', '/resources/applicants', 200],
      ['POST', '/resources/accessTokens/sdk', 200],
      ['POST', '/resources/accessTokens/sdk', 200],
    ])
    expect((await client.ok(api.identity.state)).data).toEqual({
      status: 'started',
      can_verify: true,
      cleared: false,
      moderation_comment: null,
      reviewed_at: null,
    })
  })

  it('holds the real account until a GREEN review with the locked English name', async () => {
    const { userId, client, applicant } = await verifyingTrader(s)
    const challengeId = await passedTwoSteps(s.t, userId)
    const early = await client.call(api.userChallenges.requestAccount, {
      params: { userChallengeId: challengeId },
    })
    expect([early.status, early.body]).toMatchObject([
      422,
      {
        errors: { user_challenge_id: ['Verify your identity before requesting the real account.'] },
      },
    ])
    expect(await s.standin.send(s.standin.submitted(applicant))).toBe(200)
    expect((await client.ok(api.identity.state)).data.status).toBe('pending')
    const green = s.standin.reviewed(applicant, {
      answer: 'GREEN',
      name: { first: 'SARA', last: 'Ahmadi' },
    })
    expect(await s.standin.send(green)).toBe(200)
    const state = (await client.ok(api.identity.state)).data
    expect(state).toMatchObject({ status: 'approved', cleared: true, can_verify: true })
    expect(await checkRow(s, userId)).toMatchObject({
      reviewAnswer: 'GREEN',
      flag: null,
      verifiedFirstName: 'SARA',
      verifiedLastName: 'Ahmadi',
    })
    const made = await client.call(api.userChallenges.requestAccount, {
      params: { userChallengeId: challengeId },
    })
    expect(made.status).toBe(200)
    const notes = await client.ok(api.notifications.list)
    expect(notes.data.map((n) => [n.type, n.body])).toContainEqual([
      'identity_reviewed',
      'Your identity is verified.',
    ])
  })

  it('refuses a forged, missing or unnamed digest and changes nothing', async () => {
    const { applicant } = await verifyingTrader(s)
    const forged = s.standin.webhook(
      applicant,
      'applicantReviewed',
      {
        reviewResult: { reviewAnswer: 'GREEN' },
        reviewStatus: 'completed',
      },
      { secret: 'not-the-webhook-secret' },
    )
    const missing = { ...forged, headers: { 'content-type': 'application/json' } }
    const genuine = s.standin.reviewed(applicant, {
      answer: 'GREEN',
      name: { first: 'Sara', last: 'Ahmadi' },
    })
    const unnamed = {
      ...genuine,
      headers: { ...genuine.headers, 'x-payload-digest-alg': '' },
    }
    const tampered = { ...genuine, body: genuine.body.replace('GREEN', 'GREEN ') }
    for (const delivery of [forged, missing, unnamed, tampered]) {
      await refusedUnchanged(
        s.t,
        async () => {
          const r = await s.t.engine.app.request(`http://engine.test${delivery.path}`, {
            method: 'POST',
            headers: delivery.headers,
            body: delivery.body,
          })
          return { status: r.status, body: await r.json() }
        },
        400,
        { message: 'The webhook signature is not valid.' },
      )
    }
  })

  it('applies the same webhook once, and an older one arriving late changes nothing', async () => {
    const { userId, applicant } = await verifyingTrader(s)
    const pendingAt = new Date(Date.now() - 60_000)
    const pending = s.standin.submitted(applicant, pendingAt)
    const green = s.standin.reviewed(applicant, {
      answer: 'GREEN',
      name: { first: 'Sara', last: 'Ahmadi' },
    })
    // SHA-512, the other algorithm Sumsub offers, is believed too.
    const green512 = s.standin.webhook(
      applicant,
      'applicantReviewed',
      { reviewResult: { reviewAnswer: 'GREEN' } },
      { algorithm: 'HMAC_SHA512_HEX' },
    )
    const statuses = await Promise.all(Array.from({ length: 5 }, () => s.standin.send(green)))
    expect(statuses).toEqual([200, 200, 200, 200, 200])
    expect(await s.standin.send(pending)).toBe(200)
    expect(await s.standin.send(green512)).toBe(200)
    expect((await eventsOf(s, userId)).map((e) => e.type)).toEqual([
      'applicantReviewed',
      'applicantPending',
      'applicantReviewed',
    ])
    expect(await checkRow(s, userId)).toMatchObject({
      reviewStatus: 'completed',
      reviewAnswer: 'GREEN',
    })
  })

  it('a final RED stops the trader and flags the account; the comment for staff stays theirs', async () => {
    const { userId, client, applicant } = await verifyingTrader(s)
    await s.standin.send(s.standin.submitted(applicant))
    await s.standin.send(
      s.standin.reviewed(applicant, {
        answer: 'RED',
        rejectType: 'FINAL',
        labels: ['FORGERY'],
        comment: 'The document is not genuine.',
      }),
    )
    const state = (await client.ok(api.identity.state)).data
    expect(state).toMatchObject({
      status: 'rejected',
      can_verify: false,
      cleared: false,
      moderation_comment: 'The document is not genuine.',
    })
    expect(JSON.stringify(state)).not.toContain('Internal')
    expect(await checkRow(s, userId)).toMatchObject({
      flag: 'final_rejection',
      rejectType: 'FINAL',
      rejectLabels: ['FORGERY'],
    })
    const token = await client.call(api.identity.token)
    expect([token.status, token.body]).toMatchObject([
      409,
      {
        message: 'Your identity verification was rejected and cannot be retried. Contact support.',
      },
    ])
  })

  it('a RETRY lets the trader verify again, and a later GREEN clears them', async () => {
    const { client, applicant } = await verifyingTrader(s)
    await s.standin.send(s.standin.reviewed(applicant, { answer: 'RED', rejectType: 'RETRY' }))
    expect((await client.ok(api.identity.state)).data).toMatchObject({
      status: 'retry',
      can_verify: true,
      cleared: false,
      moderation_comment: 'The photos are not readable.',
    })
    const tokens = s.standin.tokens.length
    expect((await client.call(api.identity.token)).status).toBe(200)
    expect(s.standin.tokens.length).toBe(tokens + 1)
    await s.standin.send(s.standin.submitted(applicant))
    expect((await client.ok(api.identity.state)).data.status).toBe('pending')
    await s.standin.send(
      s.standin.reviewed(applicant, { answer: 'GREEN', name: { first: 'Sara', last: 'Ahmadi' } }),
    )
    expect((await client.ok(api.identity.state)).data).toMatchObject({
      status: 'approved',
      cleared: true,
    })
  })

  it('a confirmed name unlike the locked English name flags the account', async () => {
    const { userId, client, applicant } = await verifyingTrader(s, {
      first: 'Sara',
      last: 'Ahmadi',
    })
    await s.standin.send(
      s.standin.reviewed(applicant, { answer: 'GREEN', name: { first: 'Reza', last: 'Ahmadi' } }),
    )
    expect(await checkRow(s, userId)).toMatchObject({
      reviewAnswer: 'GREEN',
      flag: 'name_mismatch',
      verifiedFirstName: 'Reza',
    })
    expect((await client.ok(api.identity.state)).data).toMatchObject({
      status: 'approved',
      cleared: false,
    })
  })

  it('answers 502 in the trader’s language when Sumsub is down, and hands out no token', async () => {
    const { client } = await verifyingTrader(s, undefined, 'fa')
    const tokens = s.standin.tokens.length
    s.standin.failNext = [503]
    const answer = await client.call(api.identity.token)
    expect(s.standin.tokens.length).toBe(tokens)
    expect([answer.status, answer.body]).toMatchObject([
      502,
      { message: 'اکنون به سرویس احراز هویت دسترسی نیست. چند دقیقه دیگر دوباره تلاش کنید.' },
    ])
  })

  it('an applicant Sumsub knows and we do not is acknowledged and stored nowhere', async () => {
    const stranger = {
      id: 'a'.repeat(24),
      externalUserId: 'someone-else',
      levelName: SUMSUB_KEYS.SUMSUB_LEVEL_NAME,
      createdAt: '',
      info: {},
      review: { reviewStatus: 'pending' },
    }
    const r = await s.t.engine.app.request('http://engine.test/v1/identity/callback/sumsub', {
      method: 'POST',
      ...(({ headers, body }) => ({ headers, body }))(s.standin.submitted(stranger)),
    })
    expect([r.status, await r.json()]).toEqual([
      200,
      { data: { received: true, outcome: 'unknown_applicant' } },
    ])
  })
})
