import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api } from '#contract/index.ts'
import { deviceOf } from '../../../../engine/accounts/session-security.ts'
import { guest, lastCodeTo, outboxTo, PASSWORD, registered } from '../accounts/helpers.ts'
import { databaseKinds, startTestEngine, type TestEngine } from '../harness.ts'

const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0'
const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36'

describe.each(databaseKinds)('sessions on %s', (kind) => {
  let t: TestEngine
  beforeAll(async () => {
    t = await startTestEngine(kind)
  })
  afterAll(async () => {
    await t.close()
  })

  async function signInFrom(email: string, userAgent: string, ip: string) {
    const client = await guest(t, { ip })
    await client.ok(api.auth.login, {
      body: { email, password: PASSWORD },
      headers: { 'user-agent': userAgent },
    })
    return client
  }

  it('names devices from their user agent', () => {
    expect(deviceOf(FIREFOX_LINUX)).toBe('Firefox · Linux')
    expect(deviceOf(CHROME_WINDOWS)).toBe('Chrome · Windows')
    expect(deviceOf(null)).toBe('Unknown device')
  })

  it('lists the sessions with device, address and this one marked; ends one, then all others', async () => {
    const { email, client: first } = await registered(t)
    const second = await signInFrom(email, FIREFOX_LINUX, '198.51.100.20')
    const third = await signInFrom(email, CHROME_WINDOWS, '198.51.100.30')

    const listed = (await second.ok(api.security.listSessions)).data
    expect(listed).toHaveLength(3)
    const mine = listed.filter((s) => s.current)
    expect(mine).toHaveLength(1)
    expect(mine[0]).toMatchObject({ device: 'Firefox · Linux', ip: '198.51.100.20' })
    // The handle is not the cookie.
    for (const session of listed)
      expect(session.id).not.toBe(second.cookies.get('proptrade_session'))

    const chrome = listed.find((s) => s.device === 'Chrome · Windows')
    const events: string[] = []
    const stop = t.engine.ctx.events.subscribe((event) => {
      events.push(event.event)
    })
    await second.ok(api.security.endSession, { params: { id: chrome?.id ?? '' } })
    expect((await third.call(api.user.me)).status).toBe(401)
    expect(events).toContain('session_ended')
    // Another user's session, or one already ended: 404, nothing changes.
    const again = await second.call(api.security.endSession, { params: { id: chrome?.id ?? '' } })
    expect(again.status).toBe(404)

    await second.ok(api.security.endOtherSessions)
    expect((await first.call(api.user.me)).status).toBe(401)
    expect((await second.ok(api.security.listSessions)).data).toHaveLength(1)
    stop()
  })

  it('mails a sign-in from a browser the account has not used, not one it knows', async () => {
    const { email } = await registered(t)
    await signInFrom(email, FIREFOX_LINUX, '198.51.100.40')
    await expect
      .poll(async () => (await outboxTo(t, email)).map((m) => m.subject))
      .toContain('New sign-in to your PropTrade account')
    const [mail] = await outboxTo(t, email)
    expect(mail?.body).toContain('Firefox · Linux')
    expect(mail?.body).toContain('198.51.100.40')
    const count = (await outboxTo(t, email)).length
    await signInFrom(email, FIREFOX_LINUX, '198.51.100.41')
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(await outboxTo(t, email)).toHaveLength(count)
  })

  it('a password reset ends every session', async () => {
    const { email, client } = await registered(t)
    const other = await signInFrom(email, CHROME_WINDOWS, '198.51.100.50')
    const resetting = await guest(t)
    await resetting.ok(api.auth.forgotPassword, { body: { email } })
    const code = await lastCodeTo(t, email)
    const ended: number[] = []
    const stop = t.engine.ctx.events.subscribe((event) => {
      if (event.event === 'session_ended') ended.push(1)
    })
    await resetting.ok(api.auth.resetPassword, {
      body: {
        email,
        code,
        password: 'a new password 7',
        password_confirmation: 'a new password 7',
      },
    })
    expect((await client.call(api.user.me)).status).toBe(401)
    expect((await other.call(api.user.me)).status).toBe(401)
    // The browsers' live streams are told, so the relay stops them within seconds.
    expect(ended).toHaveLength(1)
    stop()
  })

  it('refuses a malformed session handle with 422', async () => {
    const { client } = await registered(t)
    const bad = await client.call(api.security.endSession, { params: { id: 'no!' } })
    expect(bad.status).toBe(422)
    expect(bad.body).toMatchObject({ errors: { id: ['id is invalid'] } })
  })
})
