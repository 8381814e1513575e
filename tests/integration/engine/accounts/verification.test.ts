import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api } from '#contract/index.ts'
import { databaseKinds, startTestEngine, type TestEngine } from '../harness.ts'
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

let phoneCounter = 0
/** A fresh Iranian mobile number per call. */
const freshPhone = () =>
  `+98912${String(process.pid % 1000).padStart(3, '0')}${String(++phoneCounter).padStart(4, '0')}`

describe.each(databaseKinds)('phone and e-mail verification on %s', (kind) => {
  let t: TestEngine
  beforeAll(async () => {
    t = await startTestEngine(kind)
  })
  afterAll(async () => {
    await t.close()
  })

  describe('phone', () => {
    it('texts a code; confirming it makes the number the user’s, verified', async () => {
      const { client } = await registered(t)
      const phone = freshPhone()
      const sent = await client.ok(api.user.requestPhoneVerification, { body: { phone } })
      expect(sent).toEqual({
        data: { resend_in: 60, expires_in: 600 },
        message: `We have sent a code to ${phone}.`,
        message_type: 'success',
      })
      const [sms] = await outboxTo(t, phone)
      const code = await lastCodeTo(t, phone)
      expect(sms).toMatchObject({ channel: 'sms', subject: null })
      expect(sms?.body).toBe(
        `PropTrade: your verification code is ${code}. It is valid for 10 minutes. Do not share it with anyone.`,
      )
      // Not the user's number until confirmed.
      expect((await client.ok(api.user.me)).data).toMatchObject({
        phone: null,
        phone_verified: false,
      })

      const confirmed = await client.ok(api.user.confirmPhoneVerification, { body: { code } })
      expect(confirmed.data).toMatchObject({ phone, phone_verified: true })
      expect(confirmed.message).toBe('Your phone number has been verified.')
      expect((await client.ok(api.user.me)).data.phone).toBe(phone)
    })

    it('writes the SMS in Persian for a Persian browser', async () => {
      const { client } = await registered(t, { language: 'fa' })
      const phone = freshPhone()
      const sent = await client.ok(api.user.requestPhoneVerification, { body: { phone } })
      expect(sent.message).toBe(`کد را به ${phone} فرستادیم.`)
      const code = await lastCodeTo(t, phone)
      const [sms] = await outboxTo(t, phone)
      expect(sms?.body).toBe(
        `پراپ‌ترید: کد تأیید شما ${code} است. این کد ۱۰ دقیقه اعتبار دارد. آن را به هیچ‌کس ندهید.`,
      )
    })

    it('sends at most one code a minute, whatever the number', async () => {
      const { client } = await registered(t)
      const phone = freshPhone()
      await client.ok(api.user.requestPhoneVerification, { body: { phone } })
      const first = await lastCodeTo(t, phone)
      for (const number of [phone, freshPhone()]) {
        const again = await client.call(api.user.requestPhoneVerification, {
          body: { phone: number },
        })
        expect(again.status).toBe(429)
        const seconds = Number(again.headers.get('retry-after'))
        expect(seconds).toBeGreaterThan(0)
        expect(seconds).toBeLessThanOrEqual(60)
        expect(again.body).toEqual({ message: `You can request a new code in ${seconds} seconds.` })
      }
      await advance(t, 61)
      const second = await client.ok(api.user.requestPhoneVerification, { body: { phone } })
      expect(second.data.resend_in).toBe(60)
      const latest = await lastCodeTo(t, phone)
      if (latest !== first) {
        const stale = await client.call(api.user.confirmPhoneVerification, {
          body: { code: first },
        })
        expect(stale.status).toBe(422)
      }
      expect(
        (await client.call(api.user.confirmPhoneVerification, { body: { code: latest } })).status,
      ).toBe(200)
    })

    it('kills a code after 5 wrong tries, and expires it after 10 minutes', async () => {
      const { client } = await registered(t)
      const phone = freshPhone()
      await client.ok(api.user.requestPhoneVerification, { body: { phone } })
      const code = await lastCodeTo(t, phone)
      const confirm = (c: string) =>
        client.call(api.user.confirmPhoneVerification, { body: { code: c } })
      for (let left = 4; left >= 1; left--) {
        expect((await confirm(otherCode(code))).body).toEqual({
          message: `The code is not correct. Tries left: ${left}.`,
          errors: { code: [`The code is not correct. Tries left: ${left}.`] },
        })
      }
      expect((await confirm(otherCode(code))).body).toMatchObject({
        errors: { code: ['Too many wrong codes. Request a new code.'] },
      })
      expect((await confirm(code)).status).toBe(422)
      expect((await client.ok(api.user.me)).data.phone_verified).toBe(false)

      await advance(t, 61)
      await client.ok(api.user.requestPhoneVerification, { body: { phone } })
      const fresh = await lastCodeTo(t, phone)
      await advance(t, 601)
      expect((await confirm(fresh)).body).toMatchObject({
        errors: { code: ['The code has expired. Request a new code.'] },
      })
    })

    it('refuses a number another user has verified', async () => {
      const a = await registered(t)
      const b = await registered(t)
      const phone = freshPhone()
      // B asks first; A then verifies the number; B's code no longer wins it.
      await b.client.ok(api.user.requestPhoneVerification, { body: { phone } })
      const bCode = await lastCodeTo(t, phone)
      await a.client.ok(api.user.requestPhoneVerification, { body: { phone } })
      await a.client.ok(api.user.confirmPhoneVerification, {
        body: { code: await lastCodeTo(t, phone) },
      })
      const late = await b.client.call(api.user.confirmPhoneVerification, { body: { code: bCode } })
      expect(late.status).toBe(422)
      expect(late.body).toMatchObject({
        errors: { phone: ['This phone number is already in use.'] },
      })
      await advance(t, 61)
      const again = await b.client.call(api.user.requestPhoneVerification, { body: { phone } })
      expect(again.body).toMatchObject({
        errors: { phone: ['This phone number is already in use.'] },
      })
      expect((await b.client.ok(api.user.me)).data.phone).toBeNull()
    })

    it("does not let user B use user A's code", async () => {
      const a = await registered(t)
      const b = await registered(t)
      const phone = freshPhone()
      await a.client.ok(api.user.requestPhoneVerification, { body: { phone } })
      const code = await lastCodeTo(t, phone)
      const stolen = await b.client.call(api.user.confirmPhoneVerification, { body: { code } })
      expect(stolen.status).toBe(422)
      expect((await b.client.ok(api.user.me)).data.phone).toBeNull()
      // A's code is untouched by B's attempt.
      const mine = await a.client.ok(api.user.confirmPhoneVerification, { body: { code } })
      expect(mine.data.phone).toBe(phone)
    })

    it('answers the validation texts of the specification', async () => {
      const { client } = await registered(t)
      const required = await client.call(api.user.requestPhoneVerification, { body: { phone: '' } })
      expect(required.body).toMatchObject({ errors: { phone: ['Phone number is required'] } })
      const invalid = await client.call(api.user.requestPhoneVerification, {
        body: { phone: 'call me' },
      })
      expect(invalid.body).toMatchObject({ errors: { phone: ['Phone number is not valid'] } })
      const noCode = await client.call(api.user.confirmPhoneVerification, { body: { code: '' } })
      expect(noCode.body).toEqual({
        message: 'code is required',
        errors: { code: ['code is required'] },
      })
      const short = await client.call(api.user.confirmPhoneVerification, { body: { code: '123' } })
      expect(short.body).toEqual({
        message: 'code length must be 5',
        errors: { code: ['code length must be 5'] },
      })
      const persian = await (await registered(t, { language: 'fa' })).client.call(
        api.user.confirmPhoneVerification,
        { body: { code: '123' } },
      )
      expect(persian.body).toMatchObject({ errors: { code: ['طول کد باید ۵ رقم باشد'] } })
    })
  })

  describe('e-mail', () => {
    it('mails a code to the address; confirming verifies it', async () => {
      const { client, email } = await registered(t)
      const sent = await client.ok(api.user.requestEmailVerification, { body: {} })
      expect(sent.message).toBe(`We have sent a code to ${email}.`)
      const code = await lastCodeTo(t, email)
      const [mail] = await outboxTo(t, email)
      expect(mail?.subject).toBe(`Your PropTrade verification code: ${code}`)
      expect(mail?.body).toContain(`\n${code}\n`)
      const confirmed = await client.ok(api.user.confirmEmailVerification, { body: { code } })
      expect(confirmed.data.email_verified).toBe(true)
      expect(confirmed.message).toBe('Your e-mail address has been verified.')

      const again = await client.call(api.user.requestEmailVerification, { body: {} })
      expect(again.body).toMatchObject({
        errors: { email: ['Your e-mail address is already verified.'] },
      })
    })

    it('moves the account to a new address once the code sent there is confirmed', async () => {
      const { client, email } = await registered(t)
      const next = freshEmail('moved')
      await client.ok(api.user.requestEmailVerification, { body: { email: next.toUpperCase() } })
      expect(await outboxTo(t, email)).toEqual([])
      const code = await lastCodeTo(t, next)
      expect((await client.ok(api.user.me)).data.email).toBe(email)
      const moved = await client.ok(api.user.confirmEmailVerification, { body: { code } })
      expect(moved.data).toMatchObject({ email: next, email_verified: true })
      const login = await (await guest(t)).call(api.auth.login, {
        body: { email: next, password: PASSWORD },
      })
      expect(login.status).toBe(200)
    })

    it('refuses an address another account uses', async () => {
      const a = await registered(t)
      const b = await registered(t)
      const taken = await b.client.call(api.user.requestEmailVerification, {
        body: { email: a.email },
      })
      expect(taken.status).toBe(422)
      expect(taken.body).toMatchObject({ errors: { email: ['This email is already registered.'] } })
      const invalid = await b.client.call(api.user.requestEmailVerification, {
        body: { email: 'nope' },
      })
      expect(invalid.body).toMatchObject({ errors: { email: ['Email is not valid'] } })
    })

    it('sends at most one code a minute', async () => {
      const { client } = await registered(t)
      await client.ok(api.user.requestEmailVerification, { body: {} })
      const again = await client.call(api.user.requestEmailVerification, {
        body: { email: freshEmail() },
      })
      expect(again.status).toBe(429)
      expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(0)
    })

    it('answers the validation texts of the specification', async () => {
      const { client } = await registered(t)
      const noCode = await client.call(api.user.confirmEmailVerification, { body: {} })
      expect(noCode.body).toMatchObject({ errors: { code: ['code is required'] } })
      const long = await client.call(api.user.confirmEmailVerification, {
        body: { code: '123456' },
      })
      expect(long.body).toMatchObject({ errors: { code: ['code length must be 5'] } })
      const letters = await client.call(api.user.confirmEmailVerification, {
        body: { code: 'abcde' },
      })
      expect(letters.body).toMatchObject({ errors: { code: ['code must be 5 digits'] } })
      const none = await client.call(api.user.confirmEmailVerification, {
        body: { code: '12345' },
      })
      expect(none.body).toMatchObject({
        errors: { code: ['The code is not valid or has expired. Request a new code.'] },
      })
    })
  })
})
