import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api } from '#contract/index.ts'
import { signedInClient } from '../fixtures.ts'
import { databaseKinds, startTestEngine, type TestEngine } from '../harness.ts'

describe.each(databaseKinds)('security headers of the engine on %s', (kind) => {
  let t: TestEngine
  beforeAll(async () => {
    t = await startTestEngine(kind)
  })
  afterAll(async () => {
    await t.close()
  })

  it('forbids sniffing, framing and referrers on every answer, an error or a public read too', async () => {
    const guest = t.client()
    const { client } = await signedInClient(t)
    const me = await client.call(api.user.me)
    expect(me.headers.get('referrer-policy')).toBe('no-referrer')
    for (const path of ['/v1/challenges', '/v1/user', '/v1/nothing-here', '/health']) {
      const { headers } = await guest.request('GET', path)
      expect(headers.get('referrer-policy'), path).toBe('no-referrer')
      expect(headers.get('x-content-type-options'), path).toBe('nosniff')
      expect(headers.get('content-security-policy'), path).toContain("frame-ancestors 'none'")
      expect(headers.get('x-frame-options'), path).toBe('DENY')
    }
  })

  it('keeps no cache of what a signed-in user is answered, while public reads stay cacheable', async () => {
    const { client } = await signedInClient(t)
    const me = await client.call(api.user.me)
    expect(me.status).toBe(200)
    expect(me.headers.get('cache-control')).toBe('no-store')
    const guest = await t.client().request('GET', '/v1/challenges')
    expect(guest.status).toBe(200)
    expect(guest.headers.get('cache-control')).not.toBe('no-store')
  })
})

describe.each(databaseKinds)('request id and body limit of the engine on %s', (kind) => {
  let t: TestEngine
  beforeAll(async () => {
    t = await startTestEngine(kind)
  })
  afterAll(async () => {
    await t.close()
  })

  it('puts the request id on every answer: the one sent, else a new one', async () => {
    const guest = t.client()
    for (const path of ['/v1/challenges', '/v1/nothing-here', '/health']) {
      const sent = await guest.request('GET', path, { headers: { 'x-request-id': 'bench.1:a-b' } })
      expect(sent.headers.get('x-request-id'), path).toBe('bench.1:a-b')
      const made = await guest.request('GET', path)
      expect(made.headers.get('x-request-id'), path).toMatch(/^[0-9a-f-]{36}$/)
    }
  })

  it('refuses a body whose stated length is over the limit, and takes one under it', async () => {
    const { client } = await signedInClient(t)
    // A path no operation has: the limit comes before routing (the status check reads operations).
    const huge = await client.request('POST', '/v1/nothing-here', {
      body: { subject: 'x' },
      headers: { 'content-length': String(10 * 1024 * 1024 * 1024) },
    })
    expect(huge.status).toBe(413)
    const small = await client.request('POST', '/v1/nothing-here', { body: { subject: 'x' } })
    expect(small.status).toBe(404)
  })
})
