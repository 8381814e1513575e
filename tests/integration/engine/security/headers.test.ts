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

  it('forbids sniffing and framing on every answer, an error or a public read too', async () => {
    const guest = t.client()
    for (const path of ['/v1/challenges', '/v1/user', '/v1/nothing-here', '/health']) {
      const { headers } = await guest.request('GET', path)
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
