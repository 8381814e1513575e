import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { api } from '#contract/index.ts'
import { users } from '../../../../engine/db/schema/index.ts'
import { FakeOAuthProvider } from '../../../support/fake-oauth-provider.ts'
import { databaseKinds, startTestEngine, type TestClient, type TestEngine } from '../harness.ts'
import { advance, freshEmail, guest, registered } from './helpers.ts'

const WEB = 'https://web.example.test'

describe.each(databaseKinds)('Google sign-in through a provider on %s', (kind) => {
  let t: TestEngine
  const google = new FakeOAuthProvider()
  beforeAll(async () => {
    await google.start()
    t = await startTestEngine(kind, { ...google.env(), WEB_BASE_URL: WEB })
  })
  afterAll(async () => {
    await t.close()
    await google.stop()
  })
  beforeEach(() => {
    google.failing = undefined
  })

  const begin = async (client: TestClient) =>
    (await client.ok(api.auth.oauthRedirect, { params: { provider: 'google' } })).data.url
  const finish = (client: TestClient, body: { code: string; state: string }) =>
    client.call(api.auth.oauthCallback, { body: { provider: 'google', ...body } })

  it('sends the browser to the provider with PKCE and a state, back to the web', async () => {
    const client = t.client({ language: 'fa' })
    // No csrf-cookie first: the redirect starts a session itself.
    const url = new URL(await begin(client))
    expect(client.cookies.get('proptrade_session')).toBeTruthy()
    expect(`${url.origin}${url.pathname}`).toBe(`${google.origin}/authorize`)
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: google.clientId,
      redirect_uri: `${WEB}/signin/google`,
      code_challenge_method: 'S256',
      scope: 'openid email profile',
      hl: 'fa',
    })
    expect(url.searchParams.get('state')).toMatch(/^[\w-]{20,}$/)
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/)
  })

  it('creates a user on first sign-in, signed in, e-mail verified', async () => {
    const client = await guest(t)
    const session = client.cookies.get('proptrade_session')
    const email = freshEmail('ana')
    const consent = google.consent(await begin(client), {
      sub: `g-${email}`,
      email: email.toUpperCase(),
      email_verified: true,
      name: 'Ana Lopez',
    })
    const result = await finish(client, consent)
    expect(result.status).toBe(200)
    const answer = api.auth.oauthCallback.response.parse(result.body).data
    const user = 'user' in answer ? answer.user : null
    expect(user).toMatchObject({
      email,
      name: 'Ana Lopez',
      phone: null,
      email_verified: true,
    })
    expect(client.cookies.get('proptrade_session')).not.toBe(session)
    expect((await client.ok(api.user.me)).data.id).toBe(user?.id)
    // The client authenticated itself and proved the PKCE verifier.
    const token = google.tokenRequests.at(-1)
    expect(token?.authorization).toMatch(/^Basic /)
    expect(token?.form).toMatchObject({ code: consent.code, redirect_uri: `${WEB}/signin/google` })
    expect(token?.form.code_verifier).toMatch(/^[\w-]{43,}$/)
  })

  it('an account made with Google has no password: its first one is set without one (decision 467)', async () => {
    const client = await guest(t)
    const email = freshEmail('nopass')
    const consent = google.consent(await begin(client), {
      sub: `g-${email}`,
      email,
      email_verified: true,
      name: 'No Pass',
    })
    expect((await finish(client, consent)).status).toBe(200)
    expect((await client.ok(api.user.me)).data.has_password).toBe(false)
    const passphrase = 'my first passphrase'
    const set = await client.ok(api.auth.changePassword, {
      body: { password: passphrase, password_confirmation: passphrase },
    })
    expect(set).toEqual({
      message:
        'Your password has been set: you can also sign in with your e-mail address. Other sessions were signed out.',
      message_type: 'success',
    })
    expect((await client.ok(api.user.me)).data.has_password).toBe(true)
    // From now on the password it has is asked for, like any other account's.
    const again = await client.call(api.auth.changePassword, {
      body: { password: 'another passphrase', password_confirmation: 'another passphrase' },
    })
    expect(again.body).toMatchObject({
      errors: { current_password: ['Current password is required'] },
    })
    const other = await guest(t)
    expect(
      (await other.call(api.auth.login, { body: { email, password: passphrase } })).status,
    ).toBe(200)
  })

  it('links an existing account by its verified e-mail, and finds it by subject later', async () => {
    const { user, email, client: passwordClient } = await registered(t)
    await passwordClient.ok(api.user.changeName, { body: { name: 'Kept Name' } })
    const sub = `g-link-${user.id}`
    const first = await guest(t)
    const linked = await finish(
      first,
      google.consent(await begin(first), { sub, email, email_verified: true, name: 'Other' }),
    )
    expect(linked.status).toBe(200)
    expect(linked.body).toMatchObject({
      data: { user: { id: user.id, name: 'Kept Name', email_verified: true } },
    })
    const [row] = await t.engine.ctx.db.select().from(users).where(eq(users.id, user.id))
    expect(row?.googleId).toBe(sub)

    // Google's address changed; the subject still finds the same user.
    const later = await guest(t)
    const again = await finish(
      later,
      google.consent(await begin(later), {
        sub,
        email: freshEmail('renamed'),
        email_verified: true,
      }),
    )
    expect(again.body).toMatchObject({ data: { user: { id: user.id, email } } })
  })

  it('answers the phone, which decides where the web goes next', async () => {
    const { client: owner, email } = await registered(t)
    await owner.ok(api.user.requestPhoneVerification, { body: { phone: '+989120000777' } })
    const sms = await t.client().request('GET', '/dev/outbox', { query: { to: '+989120000777' } })
    const code = /\b(\d{5})\b/.exec(
      (sms.body as { data: { body: string }[] }).data[0]?.body ?? '',
    )?.[1]
    await owner.ok(api.user.confirmPhoneVerification, { body: { code: code ?? '' } })
    const client = await guest(t)
    const result = await finish(
      client,
      google.consent(await begin(client), { sub: `g-phone-${email}`, email, email_verified: true }),
    )
    expect(result.body).toMatchObject({ data: { user: { phone: '+989120000777' } } })
  })

  it('refuses a state that does not match, is reused, is stale, or was never issued', async () => {
    const stateError = {
      message: 'The sign-in has expired or was started in another window. Try again.',
      errors: { state: ['The sign-in has expired or was started in another window. Try again.'] },
    }
    const client = await guest(t)
    const profile = { sub: 'g-state', email: freshEmail(), email_verified: true }
    const wrong = google.consent(await begin(client), profile)
    expect((await finish(client, { ...wrong, state: `${wrong.state}x` })).body).toEqual(stateError)
    // The failed try used the pending sign-in up.
    expect((await finish(client, wrong)).body).toEqual(stateError)

    const once = google.consent(await begin(client), profile)
    expect((await finish(client, once)).status).toBe(200)
    expect((await finish(client, once)).body).toEqual(stateError)

    const slow = await guest(t)
    const stale = google.consent(await begin(slow), profile)
    await advance(t, 601)
    expect((await finish(slow, stale)).body).toEqual(stateError)

    const never = await guest(t)
    expect((await finish(never, { code: 'x', state: 'y' })).body).toEqual(stateError)
  })

  it("does not let user B finish user A's sign-in", async () => {
    const a = await guest(t)
    const b = await guest(t)
    const email = freshEmail()
    const consent = google.consent(await begin(a), {
      sub: `g-${email}`,
      email,
      email_verified: true,
    })
    const stolen = await finish(b, consent)
    expect(stolen.status).toBe(422)
    expect((await b.call(api.user.me)).status).toBe(401)
    const rows = await t.engine.ctx.db.select().from(users).where(eq(users.email, email))
    expect(rows).toHaveLength(0)
    expect((await finish(a, consent)).status).toBe(200)
  })

  it('says so when the provider refuses the code or cannot be reached', async () => {
    const client = await guest(t)
    const profile = { sub: 'g-fail', email: freshEmail(), email_verified: true }
    const consent = google.consent(await begin(client), profile)
    const rejected = await finish(client, { ...consent, code: 'not-a-code' })
    expect(rejected.status).toBe(422)
    expect(rejected.body).toMatchObject({
      errors: { code: ['Google did not accept the sign-in. Try again.'] },
    })

    for (const failing of ['token', 'userinfo'] as const) {
      google.failing = failing
      const c = await guest(t, { language: 'fa' })
      const down = await finish(c, google.consent(await begin(c), profile))
      expect(down.status).toBe(502)
      expect(down.body).toEqual({ message: 'ارتباط با گوگل برقرار نشد. کمی بعد دوباره تلاش کنید.' })
    }
  })

  it('refuses an account without a verified e-mail, or one linked to another Google account', async () => {
    const client = await guest(t)
    const email = freshEmail()
    const unverified = await finish(
      client,
      google.consent(await begin(client), { sub: 'g-unverified', email, email_verified: false }),
    )
    expect(unverified.body).toMatchObject({
      errors: { provider: ['Your Google account has no verified e-mail address.'] },
    })
    expect(await t.engine.ctx.db.select().from(users).where(eq(users.email, email))).toHaveLength(0)

    const owner = await guest(t)
    await finish(
      owner,
      google.consent(await begin(owner), { sub: 'g-one', email, email_verified: true }),
    )
    const other = await guest(t)
    const clash = await finish(
      other,
      google.consent(await begin(other), { sub: 'g-two', email, email_verified: true }),
    )
    expect(clash.body).toMatchObject({
      errors: { provider: ['This e-mail address is linked to another Google account.'] },
    })
  })

  it('validates the provider and answers 419 without the XSRF header', async () => {
    const client = await guest(t)
    const unknown = await client.call(api.auth.oauthRedirect, { params: { provider: 'github' } })
    expect(unknown.status).toBe(422)
    expect(unknown.body).toMatchObject({
      errors: { provider: ['Provider is invalid: one of google'] },
    })
    const consent = google.consent(await begin(client), {
      sub: 'g-419',
      email: freshEmail(),
      email_verified: true,
    })
    const result = await client.call(api.auth.oauthCallback, {
      body: { provider: 'google', ...consent },
      withoutXsrf: true,
    })
    expect(result.status).toBe(419)
  })
})
