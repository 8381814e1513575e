import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api } from '#contract/index.ts'
import { openSecret, totpCode } from '../../../../engine/accounts/two-factor.ts'
import type { OffsetClock } from '../../../../engine/clock.ts'
import { twoFactorRecoveryCodes, twoFactorSecrets } from '../../../../engine/db/schema/index.ts'
import { guest, PASSWORD, registered } from '../accounts/helpers.ts'
import { databaseKinds, startTestEngine, type TestClient, type TestEngine } from '../harness.ts'

describe.each(databaseKinds)('two-factor sign-in on %s', (kind) => {
  let t: TestEngine
  beforeAll(async () => {
    t = await startTestEngine(kind)
  })
  afterAll(async () => {
    await t.close()
  })

  const clock = () => t.engine.ctx.clock as OffsetClock
  const now = () => t.engine.ctx.clock.now()
  /** Moves to the next 30-second step, so the next code is a new one. */
  const nextStep = () => clock().advance(30_000)

  async function enrolled() {
    const account = await registered(t)
    const start = await account.client.ok(api.security.startTwoFactor)
    expect(start.data.uri).toMatch(/^otpauth:\/\/totp\/PropTrade:.+\?.*secret=/)
    expect(start.data.qr_svg).toContain('<svg')
    const secret = start.data.secret
    const confirm = await account.client.ok(api.security.confirmTwoFactor, {
      body: { code: totpCode(secret, now()) },
    })
    return { ...account, secret, recovery: confirm.data.recovery_codes }
  }

  async function passwordStep(email: string): Promise<TestClient> {
    const client = await guest(t)
    const answer = await client.ok(api.auth.login, { body: { email, password: PASSWORD } })
    expect(answer.data).toEqual({ two_factor: true })
    return client
  }

  it('enrols: the secret is stored sealed, ten recovery codes are answered once and stored hashed', async () => {
    const { user, secret, recovery, client } = await enrolled()
    expect(recovery).toHaveLength(10)
    expect(new Set(recovery).size).toBe(10)
    const [row] = await t.engine.ctx.db
      .select()
      .from(twoFactorSecrets)
      .where(eq(twoFactorSecrets.userId, user.id))
    expect(row?.secretSealed).not.toContain(secret)
    expect(openSecret(t.engine.ctx.config.APP_KEY, row?.secretSealed ?? '')).toBe(secret)
    const stored = await t.engine.ctx.db
      .select()
      .from(twoFactorRecoveryCodes)
      .where(eq(twoFactorRecoveryCodes.userId, user.id))
    expect(stored.map((r) => r.codeHash)).not.toContain(recovery[0])
    const status = await client.ok(api.security.twoFactorStatus)
    expect(status.data).toMatchObject({ enabled: true, recovery_codes_left: 10 })
  })

  it('turning two-factor on ends every other session, not this one', async () => {
    const account = await registered(t)
    const other = await guest(t)
    const signedIn = await other.ok(api.auth.login, {
      body: { email: account.email, password: PASSWORD },
    })
    expect('user' in signedIn.data).toBe(true)
    expect((await other.call(api.user.me)).status).toBe(200)
    const start = await account.client.ok(api.security.startTwoFactor)
    await account.client.ok(api.security.confirmTwoFactor, {
      body: { code: totpCode(start.data.secret, now()) },
    })
    expect((await other.call(api.user.me)).status).toBe(401)
    expect((await account.client.call(api.user.me)).status).toBe(200)
  })

  it('a wrong first code leaves two-factor off', async () => {
    const { client } = await registered(t)
    await client.ok(api.security.startTwoFactor)
    const wrong = await client.call(api.security.confirmTwoFactor, { body: { code: '000000' } })
    expect(wrong.status).toBe(422)
    expect(wrong.body).toMatchObject({ errors: { code: ['The code is not correct.'] } })
    const status = await client.ok(api.security.twoFactorStatus)
    expect(status.data.enabled).toBe(false)
  })

  it('sign-in asks for the code and creates no session until it is given; a code works once', async () => {
    const { email, secret } = await enrolled()
    nextStep()
    const browser = await passwordStep(email)
    expect((await browser.call(api.user.me)).status).toBe(401)

    const code = totpCode(secret, now())
    const signedIn = await browser.ok(api.security.twoFactorChallenge, { body: { code } })
    expect(signedIn.data.user.email).toBe(email)
    expect((await browser.call(api.user.me)).status).toBe(200)

    // The same code again, within its window, from another browser: refused.
    const other = await passwordStep(email)
    const replay = await other.call(api.security.twoFactorChallenge, { body: { code } })
    expect(replay.status).toBe(422)
    expect((await other.call(api.user.me)).status).toBe(401)
    // The next step's code is accepted.
    nextStep()
    await other.ok(api.security.twoFactorChallenge, { body: { code: totpCode(secret, now()) } })
  })

  it('accepts one step of clock drift either way, not two', async () => {
    const { email, secret } = await enrolled()
    nextStep()
    nextStep()
    const late = await passwordStep(email)
    const previous = totpCode(secret, new Date(now().getTime() - 30_000))
    expect(
      (await late.call(api.security.twoFactorChallenge, { body: { code: previous } })).status,
    ).toBe(200)
    nextStep()
    nextStep()
    const early = await passwordStep(email)
    const tooOld = totpCode(secret, new Date(now().getTime() - 90_000))
    expect(
      (await early.call(api.security.twoFactorChallenge, { body: { code: tooOld } })).status,
    ).toBe(422)
    const ahead = totpCode(secret, new Date(now().getTime() + 30_000))
    expect(
      (await early.call(api.security.twoFactorChallenge, { body: { code: ahead } })).status,
    ).toBe(200)
  })

  it('a recovery code signs in once', async () => {
    const { email, recovery } = await enrolled()
    const code = recovery[3] ?? ''
    const first = await passwordStep(email)
    await first.ok(api.security.twoFactorChallenge, { body: { code: code.toUpperCase() } })
    const second = await passwordStep(email)
    const again = await second.call(api.security.twoFactorChallenge, { body: { code } })
    expect(again.status).toBe(422)
    expect((await first.ok(api.security.twoFactorStatus)).data.recovery_codes_left).toBe(9)
  })

  it('five wrong codes in 15 minutes, then 429 with the wait, even for the right code', async () => {
    const { email, secret } = await enrolled()
    const browser = await passwordStep(email)
    for (let i = 0; i < 5; i++) {
      const wrong = await browser.call(api.security.twoFactorChallenge, {
        body: { code: '123456' },
      })
      expect(wrong.status).toBe(422)
    }
    nextStep()
    const blocked = await browser.call(api.security.twoFactorChallenge, {
      body: { code: totpCode(secret, now()) },
    })
    expect(blocked.status).toBe(429)
    const wait = Number(blocked.headers.get('retry-after'))
    expect(wait).toBeGreaterThan(14 * 60 - 60)
    expect(wait).toBeLessThanOrEqual(15 * 60)
    expect((blocked.body as { message: string }).message).toBe(
      `Too many wrong codes. Try again in ${wait} seconds.`,
    )
    clock().advance(wait * 1000)
    // The pending sign-in expired meanwhile: the password first, then the code.
    const again = await passwordStep(email)
    await again.ok(api.security.twoFactorChallenge, { body: { code: totpCode(secret, now()) } })
  })

  it('regenerating recovery codes invalidates the old ones; disabling needs a code and ends other sessions', async () => {
    const { client, email, secret, recovery } = await enrolled()
    nextStep()
    const fresh = await client.ok(api.security.regenerateRecoveryCodes, {
      body: { code: totpCode(secret, now()) },
    })
    expect(fresh.data.recovery_codes).toHaveLength(10)
    const old = await passwordStep(email)
    expect(
      (await old.call(api.security.twoFactorChallenge, { body: { code: recovery[0] ?? '' } }))
        .status,
    ).toBe(422)
    await old.ok(api.security.twoFactorChallenge, {
      body: { code: fresh.data.recovery_codes[0] ?? '' },
    })

    const noCode = await client.call(api.security.disableTwoFactor, { body: { code: '' } })
    expect(noCode.status).toBe(422)
    expect((await client.ok(api.security.twoFactorStatus)).data.enabled).toBe(true)
    await client.ok(api.security.disableTwoFactor, {
      body: { code: fresh.data.recovery_codes[1] ?? '' },
    })
    expect((await client.ok(api.security.twoFactorStatus)).data.enabled).toBe(false)
    // The other browser was signed out; a sign-in needs no code any more.
    expect((await old.call(api.user.me)).status).toBe(401)
    const plain = await guest(t)
    const answer = await plain.ok(api.auth.login, { body: { email, password: PASSWORD } })
    expect('user' in answer.data).toBe(true)
  })

  it('the second step without a password step first is refused', async () => {
    const client = await guest(t)
    const answer = await client.call(api.security.twoFactorChallenge, { body: { code: '123456' } })
    expect(answer.status).toBe(422)
    expect(answer.body).toMatchObject({
      errors: { code: ['The sign-in has expired. Sign in again.'] },
    })
  })
})
