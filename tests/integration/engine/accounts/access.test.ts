import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Endpoint } from '#contract/endpoint.ts'
import { api } from '#contract/index.ts'
import { creditEntries } from '../../../../engine/db/schema/index.ts'
import { signedInClient } from '../fixtures.ts'
import { databaseKinds, startTestEngine, type TestEngine } from '../harness.ts'
import { changedTables, tableDigest } from '../table-digest.ts'
import { type Example, publicExamples, sendable, userExamples } from './examples.ts'
import { guest, lastCodeTo, registered } from './helpers.ts'

const bodiless: Example[] = [
  { name: 'me', endpoint: api.user.me, valid: () => ({}) },
  { name: 'creditBalance', endpoint: api.user.creditBalance, valid: () => ({}) },
]
const userOnly = [...userExamples, ...bodiless]
const send = (example: Example) => (example.endpoint.body ? sendable(example) : {})
const changes = (e: Endpoint) => e.method !== 'GET'

describe.each(databaseKinds)('who may call the accounts endpoints on %s', (kind) => {
  let t: TestEngine
  beforeAll(async () => {
    t = await startTestEngine(kind)
  })
  afterAll(async () => {
    await t.close()
  })

  it.each(userOnly.map((e) => [e.name, e] as const))(
    '%s answers 401 to a visitor and changes nothing',
    async (_name, example) => {
      const visitor = await guest(t)
      const before = await tableDigest(t)
      const result = await visitor.call(example.endpoint, send(example))
      expect(result.status).toBe(401)
      expect(result.body).toEqual({ message: 'Unauthenticated.' })
      expect(changedTables(before, await tableDigest(t))).toEqual([])

      const persian = await (await guest(t, { language: 'fa' })).call(
        example.endpoint,
        send(example),
      )
      expect(persian.body).toEqual({ message: 'ابتدا وارد حساب کاربری شوید.' })
    },
  )

  it.each(
    [
      ...publicExamples,
      ...userOnly,
      { name: 'logout', endpoint: api.auth.logout, valid: () => ({}) },
    ]
      .filter((e) => changes(e.endpoint))
      .map((e) => [e.name, e] as const),
  )('%s answers 419 without the XSRF header and changes nothing', async (_name, example) => {
    const { client } = await signedInClient(t)
    const before = await tableDigest(t)
    const result = await client.call(example.endpoint, { ...send(example), withoutXsrf: true })
    expect(result.status).toBe(419)
    expect(result.body).toEqual({ message: 'CSRF token mismatch.' })
    expect(changedTables(before, await tableDigest(t))).toEqual([])
  })

  it("lets user B neither read nor change anything of user A's", async () => {
    // A: a full profile, a verified phone, an avatar, a tour, credit, a code waiting.
    const a = await registered(t)
    await a.client.ok(api.user.updateProfileBaseInfo, {
      body: { firstName: 'سارا', lastName: 'احمدی', firstNameEN: 'Sara', lastNameEN: 'Ahmadi' },
    })
    await a.client.ok(api.user.changeName, { body: { name: 'Sara A.' } })
    await a.client.ok(api.user.tourSeen, { body: { tour: 'trade' } })
    const avatar = userExamples.find((e) => e.name === 'changeAvatar')
    if (!avatar) throw new Error('no avatar example')
    await a.client.ok(api.user.changeAvatar, sendable(avatar))
    const aPhone = '+989127770001'
    await a.client.ok(api.user.requestPhoneVerification, { body: { phone: aPhone } })
    await a.client.ok(api.user.confirmPhoneVerification, {
      body: { code: await lastCodeTo(t, aPhone) },
    })
    await a.client.ok(api.user.requestEmailVerification, { body: {} })
    const aEmailCode = await lastCodeTo(t, a.email)
    const now = t.engine.ctx.clock.now()
    await t.engine.ctx.db.insert(creditEntries).values({
      userId: a.user.id,
      amount: '25',
      kind: 'referral_reward',
      availableAt: now,
      createdAt: now,
    })
    const aBefore = await a.client.ok(api.user.me)
    const aCredit = await a.client.ok(api.user.creditBalance)

    // B tries everything, including A's phone, A's e-mail and A's pending code.
    const b = await registered(t)
    const answers: unknown[] = []
    const call = async (endpoint: Endpoint, options: Parameters<typeof b.client.call>[1]) => {
      const result = await b.client.call(endpoint, options)
      answers.push(result.body)
      return result
    }
    expect((await call(api.user.me, {})).body).toMatchObject({ data: { id: b.user.id } })
    expect((await call(api.user.creditBalance, {})).body).toEqual({
      data: { balance: '0', pending: '0', currency: 'USDT' },
    })
    expect(
      (await call(api.user.confirmEmailVerification, { body: { code: aEmailCode } })).status,
    ).toBe(422)
    expect(
      (await call(api.user.requestPhoneVerification, { body: { phone: aPhone } })).status,
    ).toBe(422)
    expect(
      (await call(api.user.requestEmailVerification, { body: { email: a.email } })).status,
    ).toBe(422)
    for (const example of userExamples) {
      if (example.name.startsWith('confirm') || example.name.startsWith('request')) continue
      await call(example.endpoint, sendable(example))
    }
    for (const answer of answers) {
      expect(JSON.stringify(answer)).not.toContain(a.email)
      expect(JSON.stringify(answer)).not.toContain(aPhone)
    }

    expect(await a.client.ok(api.user.me)).toEqual(aBefore)
    expect(await a.client.ok(api.user.creditBalance)).toEqual(aCredit)
    // A's code still works for A.
    const confirmed = await a.client.ok(api.user.confirmEmailVerification, {
      body: { code: aEmailCode },
    })
    expect(confirmed.data.email_verified).toBe(true)
  })
})
