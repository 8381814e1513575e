/**
 * The engine's own Google stand-in (no GOOGLE_CLIENT_ID, outside
 * production). The engine listens on a real port, because its OAuth client
 * reaches the stand-in's token and userinfo endpoints over HTTP, as it
 * would reach Google.
 */
import type { Server } from 'node:net'
import { createAdaptorServer } from '@hono/node-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api } from '#contract/index.ts'
import { closeServer, listenInRange } from '../../../support/ports.ts'
import { databaseKinds, startTestEngine, type TestClient, type TestEngine } from '../harness.ts'
import { freshEmail, guest } from './helpers.ts'

const WEB = 'http://localhost:3999'

describe.each(databaseKinds)('the development Google provider on %s', (kind) => {
  let t: TestEngine
  let server: Server
  let origin = ''
  beforeAll(async () => {
    let engine: TestEngine | undefined
    server = createAdaptorServer({
      fetch: (request: Request) =>
        engine?.engine.app.fetch(request) ?? new Response(null, { status: 503 }),
    }) as Server
    const port = await listenInRange(server)
    origin = `http://127.0.0.1:${port}`
    engine = await startTestEngine(kind, { ENGINE_PUBLIC_URL: origin, WEB_BASE_URL: WEB })
    t = engine
  })
  afterAll(async () => {
    await closeServer(server)
    await t.close()
  })

  const begin = async (client: TestClient) =>
    (await client.ok(api.auth.oauthRedirect, { params: { provider: 'google' } })).data.url

  /** Submits the stand-in's form as the browser would. */
  const submit = (authorizeUrl: string, fields: Record<string, string>) => {
    const url = new URL(authorizeUrl)
    const form = new URLSearchParams({ ...Object.fromEntries(url.searchParams), ...fields })
    return fetch(url, { method: 'POST', body: form, redirect: 'manual' })
  }

  it('signs a person in with the e-mail and name typed on its page', async () => {
    const client = await guest(t)
    const url = await begin(client)
    expect(url.startsWith(`${origin}/dev/oauth/google/authorize?`)).toBe(true)

    const page = await fetch(url)
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('<html lang="en" dir="ltr">')
    expect(html).toContain('Sign in with Google (development)')
    expect(html).toContain('name="email"')

    const email = freshEmail('dev')
    const approved = await submit(url, { email, name: 'Dev Person', action: 'allow' })
    expect(approved.status).toBe(302)
    const back = new URL(approved.headers.get('location') ?? '')
    expect(`${back.origin}${back.pathname}`).toBe(`${WEB}/signin/google`)

    const signedIn = await client.ok(api.auth.oauthCallback, {
      body: {
        provider: 'google',
        code: back.searchParams.get('code') ?? '',
        state: back.searchParams.get('state') ?? '',
      },
    })
    expect('user' in signedIn.data && signedIn.data.user).toMatchObject({
      email,
      name: 'Dev Person',
      email_verified: true,
    })
    expect((await client.ok(api.user.me)).data.email).toBe(email)
  })

  it('shows its page in Persian, right to left, for a Persian caller', async () => {
    const url = await begin(await guest(t, { language: 'fa' }))
    const html = await (await fetch(url)).text()
    expect(html).toContain('<html lang="fa" dir="rtl">')
    expect(html).toContain('ورود با گوگل (محیط توسعه)')
    const invalid = await submit(url, { email: 'nope', action: 'allow' })
    expect(invalid.status).toBe(422)
    expect(await invalid.text()).toContain('ایمیل معتبر نیست')
  })

  it('sends the browser back with access_denied on Cancel', async () => {
    const url = await begin(await guest(t))
    const denied = await submit(url, { action: 'deny' })
    expect(denied.status).toBe(302)
    const back = new URL(denied.headers.get('location') ?? '')
    expect(back.searchParams.get('error')).toBe('access_denied')
    expect(back.searchParams.get('state')).toBe(new URL(url).searchParams.get('state'))
  })

  it('refuses a request for another redirect address or client', async () => {
    const url = new URL(await begin(await guest(t)))
    for (const [key, value] of [
      ['redirect_uri', 'https://evil.example/steal'],
      ['client_id', 'someone-else'],
      ['code_challenge_method', 'plain'],
    ] as const) {
      const tampered = new URL(url)
      tampered.searchParams.set(key, value)
      expect((await fetch(tampered)).status).toBe(400)
      const posted = await submit(tampered.toString(), { email: freshEmail(), action: 'allow' })
      expect(posted.status).toBe(400)
    }
  })

  it('checks the client secret, the PKCE verifier and single use at its token endpoint', async () => {
    const client = await guest(t)
    const url = await begin(client)
    const approved = await submit(url, { email: freshEmail(), action: 'allow' })
    const code = new URL(approved.headers.get('location') ?? '').searchParams.get('code') ?? ''
    const token = (authorization: string, verifier: string) =>
      fetch(`${origin}/dev/oauth/google/token`, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code,
          redirect_uri: `${WEB}/signin/google`,
          code_verifier: verifier,
        }),
      })
    const noSecret = await token(`Basic ${btoa('proptrade-development:guess')}`, 'x'.repeat(43))
    expect(noSecret.status).toBe(401)
    expect(await noSecret.json()).toEqual({ error: 'invalid_client' })
    const userinfo = await fetch(`${origin}/dev/oauth/google/userinfo`, {
      headers: { authorization: 'Bearer made-up' },
    })
    expect(userinfo.status).toBe(401)
    // The engine holds the verifier: a wrong one from anyone else gets nothing, and the code is spent.
    const state = new URL(url).searchParams.get('state') ?? ''
    const finished = await client.call(api.auth.oauthCallback, {
      body: { provider: 'google', code, state },
    })
    expect(finished.status).toBe(200)
    const replay = await guest(t)
    const replayState = new URL(await begin(replay)).searchParams.get('state') ?? ''
    const again = await replay.call(api.auth.oauthCallback, {
      body: { provider: 'google', code, state: replayState },
    })
    expect(again.body).toMatchObject({
      errors: { code: ['Google did not accept the sign-in. Try again.'] },
    })
  })
})

describe.each(databaseKinds)('Google sign-in in production without credentials on %s', (kind) => {
  let t: TestEngine
  beforeAll(async () => {
    t = await startTestEngine(kind, {
      NODE_ENV: 'production',
      // The manual feed exists only under NODE_ENV=test.
      MARKET_FEED: 'simulated',
      APP_KEY: 'production-app-key-0123456789',
      BROADCAST_APP_SECRET: 'production-broadcast-0123456789',
      CERTIFICATE_SIGNING_KEY: 'AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8',
      PAYMENT_SANDBOX_SECRET: 'production-sandbox-0123456789',
    })
  })
  afterAll(async () => {
    await t.close()
  })

  it('is unavailable, and no stand-in is served', async () => {
    const client = await guest(t)
    const redirect = await client.call(api.auth.oauthRedirect, { params: { provider: 'google' } })
    expect(redirect.status).toBe(503)
    expect(redirect.body).toEqual({ message: 'Sign-in with Google is not available.' })
    const page = await client.request('GET', '/dev/oauth/google/authorize')
    expect(page.status).toBe(404)
    expect((await client.request('GET', '/dev/outbox')).status).toBe(404)
  })
})
