import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api } from '#contract/index.ts'
import { verificationCodes } from '../../../../engine/db/schema/index.ts'
import { databaseKinds, startTestEngine, type TestEngine } from '../harness.ts'
import { changedTables, tableDigest } from '../table-digest.ts'
import {
  advance,
  freshEmail,
  guest,
  lastCodeTo,
  otherCode,
  outboxTo,
  PASSWORD,
  registered,
} from './helpers.ts'

const NEW_PASSWORD = 'a brand new passphrase'
const SENT = {
  message:
    'If an account uses this e-mail address, we have sent it a code. It is valid for 10 minutes.',
  message_type: 'success',
}

describe.each(databaseKinds)('forgotten password on %s', (kind) => {
  let t: TestEngine
  beforeAll(async () => {
    t = await startTestEngine(kind)
  })
  afterAll(async () => {
    await t.close()
  })

  const reset = (email: string, code: string, password = NEW_PASSWORD) =>
    guest(t).then((client) =>
      client.call(api.auth.resetPassword, {
        body: { email, code, password, password_confirmation: password },
      }),
    )

  it('mails a 5-digit code, and the code sets a new password', async () => {
    const { email, client: signedIn } = await registered(t)
    const client = await guest(t)
    expect(await client.ok(api.auth.forgotPassword, { body: { email } })).toEqual(SENT)

    const [mail] = await outboxTo(t, email)
    const code = await lastCodeTo(t, email)
    expect(mail?.channel).toBe('mail')
    expect(mail?.subject).toBe(`Your PropTrade password reset code: ${code}`)
    expect(mail?.body).toContain(`\n${code}\n`)
    expect(mail?.body).toContain('valid for 10 minutes')
    // The dev outbox finds it whatever case the address is asked in.
    expect(await outboxTo(t, email.toUpperCase())).toEqual(await outboxTo(t, email))

    const done = await reset(email, code)
    expect(done.status).toBe(200)
    expect(done.body).toEqual({
      message: 'Your password has been changed. Sign in with your new password.',
      message_type: 'success',
    })
    // Every session of the user ended; the new password works, the old does not.
    expect((await signedIn.call(api.user.me)).status).toBe(401)
    const old = await (await guest(t)).call(api.auth.login, { body: { email, password: PASSWORD } })
    expect(old.status).toBe(422)
    const fresh = await (await guest(t)).call(api.auth.login, {
      body: { email, password: NEW_PASSWORD },
    })
    expect(fresh.status).toBe(200)
    // A code serves once.
    const again = await reset(email, code, 'yet another passphrase')
    expect(again.body).toMatchObject({
      errors: { code: ['The code is not valid or has expired. Request a new code.'] },
    })
  })

  it('answers the same for an address without an account, and sends nothing', async () => {
    const email = freshEmail('ghost')
    const client = await guest(t)
    const before = await tableDigest(t)
    expect(await client.ok(api.auth.forgotPassword, { body: { email } })).toEqual(SENT)
    expect(await outboxTo(t, email)).toEqual([])
    // Only the once-a-minute counter moved, as it does for a real account.
    expect(changedTables(before, await tableDigest(t))).toEqual(['throttles'])
  })

  it('sends a new code at most once a minute per address, account or not', async () => {
    const { email } = await registered(t)
    for (const address of [email, freshEmail('ghost')]) {
      const client = await guest(t)
      expect(
        (await client.call(api.auth.forgotPassword, { body: { email: address } })).status,
      ).toBe(200)
      const second = await client.call(api.auth.forgotPassword, { body: { email: address } })
      expect(second.status).toBe(429)
      const seconds = Number(second.headers.get('retry-after'))
      expect(seconds).toBeGreaterThan(0)
      expect(seconds).toBeLessThanOrEqual(60)
      expect(second.body).toEqual({
        message: `You can request a new code in ${seconds} seconds.`,
      })
    }
    const first = await lastCodeTo(t, email)
    await advance(t, 61)
    expect((await (await guest(t)).call(api.auth.forgotPassword, { body: { email } })).status).toBe(
      200,
    )
    const second = await lastCodeTo(t, email)
    expect(second).toMatch(/^\d{5}$/)
    if (second !== first) {
      // The newer code replaces the older one.
      expect((await reset(email, first)).status).toBe(422)
    }
    expect((await reset(email, second)).status).toBe(200)
  })

  it('counts wrong codes: 5 wrong tries kill the code', async () => {
    const { email } = await registered(t)
    await (await guest(t)).ok(api.auth.forgotPassword, { body: { email } })
    const code = await lastCodeTo(t, email)
    for (let tries = 4; tries >= 1; tries--) {
      const wrong = await reset(email, otherCode(code))
      expect(wrong.status).toBe(422)
      expect(wrong.body).toMatchObject({
        errors: { code: [`The code is not correct. Tries left: ${tries}.`] },
      })
    }
    const fifth = await reset(email, otherCode(code))
    expect(fifth.body).toMatchObject({
      errors: { code: ['Too many wrong codes. Request a new code.'] },
    })
    const right = await reset(email, code)
    expect(right.body).toMatchObject({
      errors: { code: ['Too many wrong codes. Request a new code.'] },
    })
    const login = await (await guest(t)).call(api.auth.login, {
      body: { email, password: PASSWORD },
    })
    expect(login.status).toBe(200)
  })

  it('lets a code expire after 10 minutes', async () => {
    const { email } = await registered(t)
    await (await guest(t)).ok(api.auth.forgotPassword, { body: { email } })
    const code = await lastCodeTo(t, email)
    await advance(t, 601)
    expect((await reset(email, code)).body).toMatchObject({
      errors: { code: ['The code has expired. Request a new code.'] },
    })
  })

  it('stores codes hashed', async () => {
    const { email } = await registered(t)
    await (await guest(t)).ok(api.auth.forgotPassword, { body: { email } })
    const code = await lastCodeTo(t, email)
    const rows = await t.engine.ctx.db.select().from(verificationCodes)
    expect(rows.length).toBeGreaterThan(0)
    for (const row of rows) {
      expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/)
      expect(row.codeHash).not.toContain(code)
    }
  })

  it("does not let one user's code reset another's password", async () => {
    const a = await registered(t)
    const b = await registered(t)
    await (await guest(t)).ok(api.auth.forgotPassword, { body: { email: b.email } })
    const bCode = await lastCodeTo(t, b.email)
    const attempt = await reset(a.email, bCode)
    expect(attempt.status).toBe(422)
    expect((await a.client.call(api.user.me)).status).toBe(200)
    const aLogin = await (await guest(t)).call(api.auth.login, {
      body: { email: a.email, password: PASSWORD },
    })
    expect(aLogin.status).toBe(200)
  })

  it('clears the failed sign-ins that held the owner back', async () => {
    const { email } = await registered(t)
    const client = await guest(t, { ip: '192.0.2.9' })
    for (let i = 0; i < 6; i++) {
      await client.call(api.auth.login, { body: { email, password: 'wrong password' } })
    }
    await (await guest(t)).ok(api.auth.forgotPassword, { body: { email } })
    expect((await reset(email, await lastCodeTo(t, email))).status).toBe(200)
    const login = await client.call(api.auth.login, { body: { email, password: NEW_PASSWORD } })
    expect(login.status).toBe(200)
  })

  it('answers the validation texts of the specification', async () => {
    const client = await guest(t)
    const email = freshEmail()
    const missing = await client.call(api.auth.forgotPassword, { body: {} })
    expect(missing.body).toMatchObject({ errors: { email: ['Email is required'] } })
    const noCode = await client.call(api.auth.resetPassword, {
      body: { email, code: '', password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
    })
    expect(noCode.body).toMatchObject({ errors: { code: ['code is required'] } })
    const shortCode = await client.call(api.auth.resetPassword, {
      body: { email, code: '1234', password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
    })
    expect(shortCode.body).toMatchObject({ errors: { code: ['code length must be 5'] } })
    const noPassword = await client.call(api.auth.resetPassword, {
      body: { email, code: '12345', password: '', password_confirmation: '' },
    })
    expect(noPassword.body).toMatchObject({ errors: { password: ['Password is required'] } })
    const unknown = await client.call(api.auth.resetPassword, {
      body: { email, code: '12345', password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
    })
    expect(unknown.body).toMatchObject({
      errors: { code: ['The code is not valid or has expired. Request a new code.'] },
    })
  })

  it('writes the mail in Persian for a Persian browser', async () => {
    const { email } = await registered(t)
    const client = await guest(t, { language: 'fa' })
    const answer = await client.ok(api.auth.forgotPassword, { body: { email } })
    expect(answer.message).toBe(
      'اگر حسابی با این ایمیل وجود داشته باشد، کدی برای آن فرستادیم. این کد ۱۰ دقیقه اعتبار دارد.',
    )
    const code = await lastCodeTo(t, email)
    const [mail] = await outboxTo(t, email)
    expect(mail?.subject).toBe(`کد بازیابی رمز عبور پراپ‌ترید شما: ${code}`)
    expect(mail?.body).toContain(`\n${code}\n`)
    expect(mail?.body).toMatch(/^سلام،/)
  })

  it('answers 419 without the XSRF header', async () => {
    const client = await guest(t)
    const forgot = await client.call(api.auth.forgotPassword, {
      body: { email: freshEmail() },
      withoutXsrf: true,
    })
    expect(forgot.status).toBe(419)
    const resetting = await client.call(api.auth.resetPassword, {
      body: {
        email: freshEmail(),
        code: '12345',
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      },
      withoutXsrf: true,
    })
    expect(resetting.status).toBe(419)
  })
})
