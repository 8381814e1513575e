import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api } from '#contract/index.ts'
import { LOGIN_MAX_FAILURES } from '../../../../engine/accounts/login.ts'
import { passwordWork } from '../../../../engine/accounts/password-work.ts'
import type { OffsetClock } from '../../../../engine/clock.ts'
import { users } from '../../../../engine/db/schema/index.ts'
import { databaseKinds, startTestEngine, type TestEngine } from '../harness.ts'
import { advance, freshEmail, guest, PASSWORD, registered } from './helpers.ts'

describe.each(databaseKinds)('sign-in and sign-out on %s', (kind) => {
  let t: TestEngine
  beforeAll(async () => {
    t = await startTestEngine(kind)
  })
  afterAll(async () => {
    await t.close()
  })

  const _userRow = async (id: number) => {
    const [row] = await t.engine.ctx.db.select().from(users).where(eq(users.id, id))
    return row
  }

  describe('login', () => {
    it('signs in with a new session id and the same CSRF token; the old id stops working', async () => {
      const { email } = await registered(t)
      const client = await guest(t)
      const oldSession = client.cookies.get('proptrade_session')
      const oldXsrf = client.cookies.get('XSRF-TOKEN')
      const answer = await client.ok(api.auth.login, {
        body: { email: email.toUpperCase(), password: PASSWORD },
      })
      expect('user' in answer.data && answer.data.user.email).toBe(email)
      expect(client.cookies.get('proptrade_session')).not.toBe(oldSession)
      expect(client.cookies.get('XSRF-TOKEN')).toBe(oldXsrf)
      expect((await client.ok(api.user.me)).data.email).toBe(email)

      const planted = t.client()
      planted.cookies.set('proptrade_session', oldSession ?? '')
      expect((await planted.call(api.user.me)).status).toBe(401)
    })

    it('answers requests made at once each with its own session (their lookups share a query)', async () => {
      const first = await registered(t)
      const second = await registered(t)
      const stranger = t.client()
      stranger.cookies.set('proptrade_session', 'no-such-session\'"{}')
      const results = await Promise.all([
        first.client.call(api.user.me),
        second.client.call(api.user.me),
        stranger.call(api.user.me),
        first.client.call(api.user.me),
        second.client.call(api.user.me),
      ])
      expect(results.map((r) => r.status)).toEqual([200, 200, 401, 200, 200])
      const email = (i: number) =>
        (results[i]?.body as { data?: { email?: string } } | undefined)?.data?.email
      expect([email(0), email(1), email(3), email(4)]).toEqual([
        first.email,
        second.email,
        first.email,
        second.email,
      ])
    })

    it('ends a session idle for SESSION_LIFETIME_MINUTES, even before the cleanup job', async () => {
      const { client } = await registered(t)
      const clock = t.engine.ctx.clock as OffsetClock
      clock.advance(119 * 60_000)
      // Used in time: the expiry slides forward.
      expect((await client.call(api.user.me)).status).toBe(200)
      clock.advance(119 * 60_000)
      expect((await client.call(api.user.me)).status).toBe(200)
      clock.advance(121 * 60_000)
      expect((await client.call(api.user.me)).status).toBe(401)
    })

    it('keeps a remembered session for SESSION_REMEMBER_DAYS', async () => {
      const { email } = await registered(t)
      const client = await guest(t)
      const result = await client.call(api.auth.login, {
        body: { email, password: PASSWORD, remember: true },
      })
      expect(result.status).toBe(200)
      const cookie = result.headers.getSetCookie().find((c) => c.startsWith('proptrade_session='))
      const maxAge = Number(/Max-Age=(\d+)/i.exec(cookie ?? '')?.[1])
      expect(maxAge).toBeGreaterThan(29 * 86400)
      expect(maxAge).toBeLessThanOrEqual(30 * 86400)
    })

    it('refuses a wrong password and an unknown e-mail with the same answer', async () => {
      const { email } = await registered(t)
      const expected = {
        message: 'These credentials do not match our records.',
        errors: { email: ['These credentials do not match our records.'] },
      }
      const wrong = await (await guest(t)).call(api.auth.login, {
        body: { email, password: 'not the password' },
      })
      expect(wrong.status).toBe(422)
      expect(wrong.body).toEqual(expected)
      const unknown = await (await guest(t)).call(api.auth.login, {
        body: { email: freshEmail('nobody'), password: PASSWORD },
      })
      expect(unknown.status).toBe(422)
      expect(unknown.body).toEqual(expected)
    })

    it('answers the validation texts of the specification', async () => {
      const client = await guest(t)
      const empty = await client.call(api.auth.login, { body: { email: '', password: '' } })
      expect(empty.body).toMatchObject({
        errors: { email: ['Email is required'], password: ['Password is required'] },
      })
      const short = await client.call(api.auth.login, {
        body: { email: freshEmail(), password: 'seven77' },
      })
      expect(short.body).toMatchObject({
        errors: { password: ['Password must have at least 8 characters'] },
      })
    })

    it('throttles 5 failures a minute per e-mail and address, then lets the owner in', async () => {
      const { email } = await registered(t)
      const client = await guest(t, { ip: '198.51.100.20' })
      for (let i = 0; i < 5; i++) {
        const failed = await client.call(api.auth.login, {
          body: { email, password: `wrong password ${i}` },
        })
        expect(failed.status).toBe(422)
      }
      const blocked = await client.call(api.auth.login, { body: { email, password: PASSWORD } })
      expect(blocked.status).toBe(429)
      const retryAfter = Number(blocked.headers.get('retry-after'))
      expect(retryAfter).toBeGreaterThanOrEqual(1)
      expect(retryAfter).toBeLessThanOrEqual(60)
      expect(blocked.body).toEqual({
        message: `Too many attempts. Try again in ${retryAfter} seconds.`,
      })
      expect((await client.call(api.user.me)).status).toBe(401)

      // Another address, or another e-mail from this address, is not held back.
      const elsewhere = await guest(t, { ip: '198.51.100.21' })
      expect(
        (await elsewhere.call(api.auth.login, { body: { email, password: PASSWORD } })).status,
      ).toBe(200)
      const other = await registered(t)
      const sameIp = await guest(t, { ip: '198.51.100.20' })
      expect(
        (await sameIp.call(api.auth.login, { body: { email: other.email, password: PASSWORD } }))
          .status,
      ).toBe(200)

      await advance(t, 61)
      expect(
        (await client.call(api.auth.login, { body: { email, password: PASSWORD } })).status,
      ).toBe(200)
    })

    it('says the wait in Persian to a Persian browser', async () => {
      const { email } = await registered(t)
      const client = await guest(t, { ip: '198.51.100.30', language: 'fa' })
      for (let i = 0; i < 5; i++) {
        await client.call(api.auth.login, { body: { email, password: 'wrong password' } })
      }
      const blocked = await client.call(api.auth.login, { body: { email, password: PASSWORD } })
      expect(blocked.status).toBe(429)
      const seconds = blocked.headers.get('retry-after')
      expect(blocked.body).toEqual({
        message: `تلاش‌های زیادی انجام شد. ${seconds} ثانیه دیگر دوباره تلاش کنید.`,
      })
    })

    it('forgives earlier failures after a successful sign-in', async () => {
      const { email } = await registered(t)
      const client = await guest(t, { ip: '198.51.100.40' })
      for (let i = 0; i < 4; i++) {
        await client.call(api.auth.login, { body: { email, password: 'wrong password' } })
      }
      expect(
        (await client.call(api.auth.login, { body: { email, password: PASSWORD } })).status,
      ).toBe(200)
      for (let i = 0; i < 5; i++) {
        const failed = await client.call(api.auth.login, {
          body: { email, password: 'wrong password' },
        })
        expect(failed.status).toBe(422)
      }
    })

    it('refuses sign-ins at once when password hashing is saturated, counting none of them', async () => {
      const { email } = await registered(t)
      // Every place in line taken, as by a flood of sign-ins.
      const holders = Array.from({ length: passwordWork.maxPending - passwordWork.pending }, () =>
        passwordWork.reserve(),
      )
      const client = await guest(t, { ip: '198.51.100.50', language: 'fa' })
      try {
        for (let i = 0; i < LOGIN_MAX_FAILURES + 1; i++) {
          const busy = await client.call(api.auth.login, { body: { email, password: PASSWORD } })
          expect(busy.status).toBe(503)
          expect(busy.headers.get('retry-after')).toBe('5')
          expect(busy.body).toEqual({
            message: 'هم‌اکنون درخواست‌های ورود زیادی در جریان است. چند ثانیه دیگر دوباره تلاش کنید.',
          })
        }
      } finally {
        for (const ticket of holders) ticket.release()
      }
      // Not one of the refused tries was counted against the throttle.
      expect(
        (await client.call(api.auth.login, { body: { email, password: PASSWORD } })).status,
      ).toBe(200)
    })

    it('answers 419 without the XSRF header', async () => {
      const { email } = await registered(t)
      const client = await guest(t)
      const result = await client.call(api.auth.login, {
        body: { email, password: PASSWORD },
        withoutXsrf: true,
      })
      expect(result.status).toBe(419)
    })
  })

  describe('logout', () => {
    it('turns the session into a fresh guest session with a new CSRF token', async () => {
      const { client } = await registered(t)
      const oldXsrf = client.cookies.get('XSRF-TOKEN')
      const oldSession = client.cookies.get('proptrade_session')
      const answer = await client.ok(api.auth.logout)
      expect(answer).toEqual({ message: 'You have been signed out.', message_type: 'success' })
      expect(client.cookies.get('XSRF-TOKEN')).not.toBe(oldXsrf)
      expect(client.cookies.get('proptrade_session')).not.toBe(oldSession)
      expect((await client.call(api.user.me)).status).toBe(401)

      // The old token no longer passes; the new one does (the guest can sign in again).
      const stale = await client.call(api.auth.logout, {
        withoutXsrf: true,
        headers: { 'x-xsrf-token': oldXsrf ?? '' },
      })
      expect(stale.status).toBe(419)
      expect((await client.call(api.auth.logout)).status).toBe(200)
    })

    it('answers 419 without the XSRF header and stays signed in', async () => {
      const { client } = await registered(t)
      expect((await client.call(api.auth.logout, { withoutXsrf: true })).status).toBe(419)
      expect((await client.call(api.user.me)).status).toBe(200)
    })
  })
})
