import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api } from '#contract/index.ts'
import { users } from '../../../../engine/db/schema/index.ts'
import { databaseKinds, startTestEngine, type TestEngine } from '../harness.ts'
import { freshEmail, guest, PASSWORD, registered } from './helpers.ts'

describe.each(databaseKinds)('sign-up on %s', (kind) => {
  let t: TestEngine
  beforeAll(async () => {
    t = await startTestEngine(kind)
  })
  afterAll(async () => {
    await t.close()
  })

  const userRow = async (id: number) => {
    const [row] = await t.engine.ctx.db.select().from(users).where(eq(users.id, id))
    return row
  }

  describe('register', () => {
    it('creates the user with an argon2id hash and a referral code, and signs them in', async () => {
      const client = await guest(t)
      const sessionBefore = client.cookies.get('proptrade_session')
      const email = freshEmail('New.Person')
      const answer = await client.ok(api.auth.register, {
        body: { email: `  ${email} `, password: PASSWORD, password_confirmation: PASSWORD },
      })
      const user = answer.data.user
      expect(user.email).toBe(email.toLowerCase())
      expect(user.referral_code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/)
      expect(user).toMatchObject({ phone: null, phone_verified: false, email_verified: false })
      expect(user.role).toBe('trader')

      expect(client.cookies.get('proptrade_session')).not.toBe(sessionBefore)
      const me = await client.ok(api.user.me)
      expect(me.data.id).toBe(user.id)

      const row = await userRow(user.id)
      expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
      expect(row?.referredBy).toBeNull()
    })

    it('links the inviter through the referral code, whatever its case', async () => {
      const inviter = await registered(t)
      const { user } = await registered(t, { referral: inviter.user.referral_code.toLowerCase() })
      expect((await userRow(user.id))?.referredBy).toBe(inviter.user.id)
    })

    it('refuses an unknown referral code on `referral` and creates nobody', async () => {
      const client = await guest(t)
      const email = freshEmail()
      const result = await client.call(api.auth.register, {
        body: { email, password: PASSWORD, password_confirmation: PASSWORD, referral: 'NOPE2345' },
      })
      expect(result.status).toBe(422)
      expect(result.body).toEqual({
        message: 'Referral code is not valid',
        errors: { referral: ['Referral code is not valid'] },
      })
      const rows = await t.engine.ctx.db.select().from(users).where(eq(users.email, email))
      expect(rows).toHaveLength(0)
    })

    it('refuses an e-mail already registered, in any case', async () => {
      const { email } = await registered(t)
      const client = await guest(t)
      const result = await client.call(api.auth.register, {
        body: { email: email.toUpperCase(), password: PASSWORD, password_confirmation: PASSWORD },
      })
      expect(result.status).toBe(422)
      expect(result.body).toMatchObject({
        errors: { email: ['This email is already registered.'] },
      })
    })

    it('answers the validation texts of the specification', async () => {
      const client = await guest(t)
      const missing = await client.call(api.auth.register, { body: {} })
      expect(missing.status).toBe(422)
      expect(missing.body).toMatchObject({
        errors: {
          email: ['Email is required'],
          password: ['Password is required'],
          password_confirmation: ['Password confirmation is required'],
        },
      })
      const short = await client.call(api.auth.register, {
        body: { email: freshEmail(), password: 'short', password_confirmation: 'short' },
      })
      expect(short.body).toMatchObject({
        message: 'Password must have at least 8 characters',
        errors: { password: ['Password must have at least 8 characters'] },
      })
      const mismatch = await client.call(api.auth.register, {
        body: { email: freshEmail(), password: PASSWORD, password_confirmation: `${PASSWORD}!` },
      })
      expect(mismatch.body).toMatchObject({
        errors: { password_confirmation: ['Password confirmation does not match'] },
      })
      const badEmail = await client.call(api.auth.register, {
        body: { email: 'not-an-email', password: PASSWORD, password_confirmation: PASSWORD },
      })
      expect(badEmail.body).toMatchObject({ errors: { email: ['Email is not valid'] } })
    })

    it('answers in Persian to a Persian browser', async () => {
      const client = await guest(t, { language: 'fa' })
      const result = await client.call(api.auth.register, {
        body: { email: '', password: 'short', password_confirmation: 'short' },
      })
      expect(result.status).toBe(422)
      expect(result.body).toEqual({
        message: 'ایمیل الزامی است (و ۱ خطای دیگر)',
        errors: {
          email: ['ایمیل الزامی است'],
          password: ['رمز عبور باید حداقل ۸ کاراکتر داشته باشد'],
        },
      })
    })

    it('answers 419 without the XSRF header', async () => {
      const client = await guest(t)
      const result = await client.call(api.auth.register, {
        body: { email: freshEmail(), password: PASSWORD, password_confirmation: PASSWORD },
        withoutXsrf: true,
      })
      expect(result.status).toBe(419)
      expect(result.body).toEqual({ message: 'CSRF token mismatch.' })
    })
  })
})
