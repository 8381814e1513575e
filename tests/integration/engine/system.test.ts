import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { databaseKinds, startTestEngine, type TestEngine } from './harness.ts'

describe.each(databaseKinds)('engine basics on %s', (kind) => {
  let t: TestEngine
  beforeAll(async () => {
    t = await startTestEngine(kind)
  })
  afterAll(async () => {
    await t.close()
  })

  it('answers its health', async () => {
    const result = await t.client().request('GET', '/health')
    expect(result.status).toBe(200)
    expect(result.body).toMatchObject({ status: 'ok' })
  })

  it('serves the OpenAPI document of the contract', async () => {
    const result = await t.client().request('GET', '/v1/openapi.json')
    expect(result.status).toBe(200)
    const doc = result.body as { openapi: string; paths: Record<string, unknown> }
    expect(doc.openapi).toBe('3.1.0')
    expect(doc.paths['/v1/trade/{userChallengeId}/orders/place']).toBeDefined()
  })

  it('sets an HttpOnly Lax session cookie and a readable XSRF-TOKEN', async () => {
    const result = await t.client().request('GET', '/sanctum/csrf-cookie')
    expect(result.status).toBe(204)
    const cookies = result.headers.getSetCookie()
    const session = cookies.find((c) => c.startsWith('proptrade_session='))
    const xsrf = cookies.find((c) => c.startsWith('XSRF-TOKEN='))
    expect(session).toMatch(/HttpOnly/i)
    expect(session).toMatch(/SameSite=Lax/i)
    expect(xsrf).toBeDefined()
    expect(xsrf).not.toMatch(/HttpOnly/i)
  })

  it('answers 419 to a change without the matching X-XSRF-TOKEN', async () => {
    const client = t.client()
    await client.startSession()
    const without = await client.request('POST', '/v1/auth/logout', { withoutXsrf: true })
    expect(without.status).toBe(419)
    expect(without.body).toEqual({ message: 'CSRF token mismatch.' })
    const wrong = await client.request('POST', '/v1/auth/logout', {
      withoutXsrf: true,
      headers: { 'x-xsrf-token': 'not-the-token' },
    })
    expect(wrong.status).toBe(419)
    const noSession = await t.client().request('POST', '/v1/auth/logout')
    expect(noSession.status).toBe(419)
  })

  it('answers an unknown path with a JSON 404', async () => {
    const result = await t.client().request('GET', '/v1/nothing-here')
    expect(result.status).toBe(404)
    expect(result.body).toEqual({ message: 'Not found.' })
  })

  it('moves its clock forward only in tests, and reads the outbox', async () => {
    const client = t.client()
    const before = t.engine.ctx.clock.now().getTime()
    const result = await client.request('POST', '/test/clock/advance', { body: { seconds: 86400 } })
    expect(result.status).toBe(200)
    expect(t.engine.ctx.clock.now().getTime() - before).toBeGreaterThanOrEqual(86400_000)
    const outbox = await client.request('GET', '/dev/outbox')
    expect(outbox.status).toBe(200)
    expect(outbox.body).toEqual({ data: [] })
  })
})
