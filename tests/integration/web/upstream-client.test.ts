/**
 * The web's upstream client against the real engine (sessions, CSRF,
 * languages) and against a recording server where the exact request or a
 * misbehaving upstream matters.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { devEndpoints } from '#contract/dev.ts'
import { endpoint } from '#contract/endpoint.ts'
import { api } from '#contract/index.ts'
import { asHttpError, type HttpError } from '~/lib/http-error'
import type { Logger } from '~/server/log.server'
import { UpstreamClient } from '~/server/upstream/client.server'
import { endpointInput, multipartInput } from '~/server/upstream/endpoint-input'
import { type RecordingUpstream, startRecordingUpstream } from '../../support/recording-upstream.ts'
import { type ServedEngine, serveTestEngine } from '../../support/served-engine.ts'
import { testExchange } from '../../support/test-exchange.ts'

const lines: Array<{ level: string; message: string }> = []
const log: Logger = {
  info: (message) => lines.push({ level: 'info', message }),
  warn: (message) => lines.push({ level: 'warn', message }),
  error: (message) => lines.push({ level: 'error', message }),
}

async function failure(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  )
  const http = asHttpError(error)
  if (!http) throw new Error(`expected an HttpError, got ${String(error)}`)
  return http
}

const none = { params: undefined, query: undefined, body: undefined }

describe('upstream client against the engine', () => {
  let engine: ServedEngine
  let client: UpstreamClient

  beforeAll(async () => {
    engine = await serveTestEngine('pglite', 9311)
    client = new UpstreamClient({ baseUrl: engine.url, timeoutMs: 0, log })
  })
  afterAll(async () => {
    await client.close()
    await engine.close()
  })

  it('starts a session: the browser receives the session and XSRF-TOKEN cookies', async () => {
    const browser = testExchange()
    await client.startSession(browser)
    const names = browser.passed.map((line) => line.split('=')[0])
    expect(names).toEqual(expect.arrayContaining(['proptrade_session', 'XSRF-TOKEN']))
    expect(browser.passed.find((l) => l.startsWith('proptrade_session='))).toMatch(/HttpOnly/i)
    expect(browser.jar.get('XSRF-TOKEN')).toBeTruthy()
  })

  it('a change without an XSRF-TOKEN starts a session first and passes the CSRF check', async () => {
    const browser = testExchange()
    // Logout is public: with a valid token the engine answers (404 until the
    // auth routes are mounted, 200 after); never the 419 of a CSRF failure.
    const result = await client.call(api.auth.logout, none, browser).then(
      () => 200,
      (e: unknown) => asHttpError(e)?.status,
    )
    expect(result).not.toBe(419)
    expect(browser.passed.some((l) => l.startsWith('XSRF-TOKEN='))).toBe(true)
  })

  it('a stale XSRF token (419) is renewed once and the call goes through', async () => {
    const browser = testExchange({ cookies: 'proptrade_session=gone; XSRF-TOKEN=stale' })
    const result = await client.call(api.auth.logout, none, browser).then(
      () => 200,
      (e: unknown) => asHttpError(e)?.status,
    )
    expect(result).not.toBe(419)
    expect(browser.jar.get('XSRF-TOKEN')).not.toBe('stale')
  })

  it('parses a success with the endpoint’s response schema', async () => {
    const answer = await client.call(
      devEndpoints.outbox,
      { params: undefined, query: { to: 'nobody@example.test', limit: 5 }, body: undefined },
      testExchange(),
    )
    expect(answer).toEqual({ data: [] })
  })

  it('answers errors in the browser’s language', async () => {
    const missing = endpoint({
      method: 'GET',
      path: '/v1/no-such-thing',
      summary: 'missing',
      access: 'public',
      response: z.unknown(),
    })
    const en = await failure(client.call(missing, none, testExchange({ language: 'en' })))
    expect([en.status, en.message]).toEqual([404, 'Not found.'])
    const fa = await failure(client.call(missing, none, testExchange({ language: 'fa' })))
    expect([fa.status, fa.message]).toEqual([404, 'پیدا نشد.'])
  })

  it('an unreachable upstream is a 503 with a readable message, and is logged', async () => {
    const down = new UpstreamClient({ baseUrl: 'http://127.0.0.1:9319', timeoutMs: 0, log })
    const error = await failure(down.call(api.challenges.list, none, testExchange()))
    expect(error.status).toBe(503)
    expect(error.message).toBe(
      'The service is not reachable right now. Please try again in a moment.',
    )
    expect(lines).toContainEqual({ level: 'warn', message: 'upstream unreachable' })
    await down.close()
  })
})

describe('upstream client: the request it sends and the answers it reads', () => {
  let upstream: RecordingUpstream
  let client: UpstreamClient

  beforeAll(async () => {
    upstream = await startRecordingUpstream(9312)
    client = new UpstreamClient({ baseUrl: `${upstream.url}/api`, timeoutMs: 0, log })
  })
  afterAll(async () => {
    await client.close()
    await upstream.close()
  })
  beforeEach(() => {
    upstream.requests.length = 0
    lines.length = 0
  })

  const validUser = {
    id: 7,
    email: 'a@example.test',
    name: null,
    firstName: null,
    lastName: null,
    firstNameEN: null,
    lastNameEN: null,
    name_confirmed: false,
    phone: null,
    phone_verified: false,
    email_verified: false,
    avatar: null,
    referral_code: 'ABCD1234',
    role: 'trader',
    tours_seen: [],
    has_password: true,
    created_at: '2026-11-01T10:00:00.000Z',
  }

  it('forwards cookies, the decoded XSRF token, language, address and origin', async () => {
    upstream.answer = () => ({ body: { data: validUser, message: 'Saved', message_type: 'info' } })
    const browser = testExchange({
      cookies: 'laravel_session=s3ss; XSRF-TOKEN=abc%3D%3D; lang=fa',
      language: 'fa',
      ip: '203.0.113.9',
    })
    const data = endpointInput(api.user.changeName)({ body: { name: '  Sara ' } })
    const answer = await client.call(api.user.changeName, data, browser)
    expect(answer.message).toBe('Saved')
    expect(answer.message_type).toBe('info')
    const [request] = upstream.requests
    expect(request?.method).toBe('POST')
    expect(request?.url).toBe('/api/v1/auth/changeName')
    expect(request?.headers.cookie).toBe('laravel_session=s3ss; XSRF-TOKEN=abc%3D%3D; lang=fa')
    expect(request?.headers['x-xsrf-token']).toBe('abc==')
    expect(request?.headers['accept-language']).toBe('fa')
    expect(request?.headers['x-forwarded-for']).toBe('203.0.113.9')
    expect(request?.headers.origin).toBe('https://web.example')
    expect(request?.headers.accept).toBe('application/json')
    // The validated body: trimmed as the contract says.
    expect(JSON.parse(request?.body.toString() ?? '')).toEqual({ name: 'Sara' })
  })

  it('builds paths and query strings from the validated input', async () => {
    upstream.answer = () => ({
      body: { data: [], meta: { current_page: 2, per_page: 15, total: 0, last_page: 1 } },
    })
    const data = endpointInput(api.trade.orderHistory)({
      params: { userChallengeId: '12' },
      query: { page: 2, symbol: 'BTCUSDT' },
    })
    await client.call(api.trade.orderHistory, data, testExchange())
    expect(upstream.requests[0]?.url).toBe(
      '/api/v1/trade/12/orderHistory?page=2&per_page=15&symbol=BTCUSDT',
    )
    expect(upstream.requests[0]?.body.length).toBe(0)
  })

  it('passes Set-Cookie back host-only and uses it for the next call of the request', async () => {
    upstream.answer = (request) =>
      request.url.endsWith('/sanctum/csrf-cookie')
        ? {
            status: 204,
            headers: {
              'set-cookie': [
                'XSRF-TOKEN=fresh%3D; Path=/; Domain=api.example; SameSite=Lax',
                'laravel_session=new; Path=/; Domain=.example; HttpOnly',
              ],
            },
          }
        : { body: { data: { user: validUser } } }
    const browser = testExchange({ cookies: 'laravel_session=old; XSRF-TOKEN=old' })
    const data = endpointInput(api.auth.login)({
      body: { email: 'a@example.test', password: 'long enough' },
    })
    await client.call(api.auth.login, data, browser, { startSession: true })
    expect(upstream.requests.map((r) => r.url)).toEqual([
      '/api/sanctum/csrf-cookie',
      '/api/v1/auth/login',
    ])
    expect(browser.passed).toEqual([
      'XSRF-TOKEN=fresh%3D; Path=/; SameSite=Lax',
      'laravel_session=new; Path=/; HttpOnly',
    ])
    expect(upstream.requests[1]?.headers.cookie).toBe('laravel_session=new; XSRF-TOKEN=fresh%3D')
    expect(upstream.requests[1]?.headers['x-xsrf-token']).toBe('fresh=')
  })

  it('a 422 becomes an HttpError with the message, field errors and message type', async () => {
    upstream.answer = () => ({
      status: 422,
      body: {
        message: 'Email is required (and 1 more error)',
        errors: { email: ['Email is required'], password: ['Password is required'] },
      },
    })
    const browser = testExchange({ cookies: 'XSRF-TOKEN=t' })
    const error = await failure(
      client.call(api.auth.forgotPassword, { ...none, body: { email: 'x@example.test' } }, browser),
    )
    expect(error.status).toBe(422)
    expect(error.message).toBe('Email is required (and 1 more error)')
    expect(error.fieldErrors).toEqual({
      email: ['Email is required'],
      password: ['Password is required'],
    })
    expect(error.stack).toBeUndefined()
  })

  it('a 429 carries Retry-After; a message_type on an error is kept', async () => {
    upstream.answer = () => ({
      status: 429,
      headers: { 'retry-after': '42' },
      body: { message: 'Too many attempts.', message_type: 'warning' },
    })
    const error = await failure(
      client.call(api.user.me, none, testExchange({ cookies: 'XSRF-TOKEN=t' })),
    )
    expect([error.status, error.retryAfter, error.messageType]).toEqual([429, 42, 'warning'])
  })

  it('an error without a JSON body gets a readable message in the browser’s language', async () => {
    upstream.answer = () => ({ status: 502, body: '<html>bad gateway</html>' })
    const error = await failure(client.call(api.user.me, none, testExchange({ language: 'fa' })))
    expect(error.status).toBe(502)
    expect(error.message).toBe(
      'در حال حاضر دسترسی به سرویس ممکن نیست. لطفاً چند لحظه دیگر دوباره تلاش کنید.',
    )
  })

  it('an answer that breaks the contract is a 502, logged, never passed on', async () => {
    upstream.answer = () => ({ body: { data: { ...validUser, id: 'seven' } } })
    const error = await failure(client.call(api.user.me, none, testExchange()))
    expect(error.status).toBe(502)
    expect(error.message).toBe(
      'The service gave an answer we could not read. Please try again later.',
    )
    expect(lines).toContainEqual({ level: 'error', message: 'upstream answer breaks the contract' })
  })

  it('API_TIMEOUT_MS cuts a slow answer with a 504; without it the client waits', async () => {
    upstream.answer = () => ({ delayMs: 600, body: { data: [] } })
    const patient = await client.call(api.challenges.list, none, testExchange())
    expect(patient).toEqual({ data: [] })
    const hasty = new UpstreamClient({ baseUrl: upstream.url, timeoutMs: 150, log })
    const error = await failure(hasty.call(api.challenges.list, none, testExchange()))
    expect(error.status).toBe(504)
    expect(error.message).toBe('The service took too long to answer. Please try again.')
    await hasty.close()
  })

  it('a read the browser left is cut without a 503 or an "unreachable" line; a change finishes', async () => {
    upstream.answer = () => ({ delayMs: 400, body: { data: [] } })
    const leaving = new AbortController()
    const gone = Object.assign(new Error('aborted'), { code: 'ECONNRESET' })
    setTimeout(() => leaving.abort(gone), 50)
    const read = client.call(api.challenges.list, none, testExchange({ signal: leaving.signal }))
    await expect(read).rejects.toMatchObject({ name: 'AbortError' })
    expect(lines).toEqual([])
    // Logout is a change: the browser leaving does not cut it.
    upstream.answer = () => ({ delayMs: 200, body: { message: 'ok' } })
    const left = new AbortController()
    left.abort(gone)
    const exchange = testExchange({ cookies: 'XSRF-TOKEN=t', signal: left.signal })
    await expect(client.call(api.auth.logout, none, exchange)).resolves.toBeDefined()
  })

  it('passes a multipart form through, path parameters taken out', async () => {
    upstream.answer = () => ({ status: 422, body: { message: 'stop here' } })
    const form = new FormData()
    form.set('ticketId', '31')
    form.set('content', 'Screenshot attached')
    form.append('attachments[]', new File(['PNGDATA'], 'shot.png', { type: 'image/png' }))
    const data = multipartInput(api.tickets.reply)(form)
    await failure(client.call(api.tickets.reply, data, testExchange({ cookies: 'XSRF-TOKEN=t' })))
    const [request] = upstream.requests
    expect(request?.url).toBe('/api/v1/tickets/31')
    expect(request?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/)
    const body = request?.body.toString() ?? ''
    expect(body).toContain('name="content"')
    expect(body).toContain('Screenshot attached')
    expect(body).toContain('name="attachments[]"; filename="shot.png"')
    expect(body).toContain('PNGDATA')
    expect(body).not.toContain('name="ticketId"')
  })
})
