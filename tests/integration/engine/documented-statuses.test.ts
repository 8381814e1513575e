/**
 * Every operation's refusals that happen before its own code runs, sent to
 * a real engine, are answered with a status docs/openapi.json lists for it:
 * 401 signed out, 419 without the XSRF header, 400 for a body that is not
 * JSON, 422 for a query its schema refuses, 404 for a path id nothing has,
 * and 204 from /sanctum/csrf-cookie. (Every other integration test's
 * answers are checked the same way after each file:
 * tests/support/documented-statuses.setup.ts.)
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { MAX_ID } from '#contract/common.ts'
import { buildPath, type Endpoint } from '#contract/endpoint.ts'
import { allEndpoints } from '#contract/index.ts'
import { undocumented } from '../../support/observed-statuses.ts'
import { signedInClient } from './fixtures.ts'
import { databaseKinds, startTestEngine, type TestClient, type TestEngine } from './harness.ts'

const document = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../../docs/openapi.json'), 'utf8'),
)

/**
 * The session's operations. The trading API's (under /api/, no session and
 * no CSRF token: signed with a key, or a webhook's token) are probed apart.
 */
const operations = allEndpoints().filter((o) => !o.endpoint.path.startsWith('/api/'))
const signedOperations = allEndpoints().filter((o) => o.endpoint.access === 'apiKey')

/** Names the operation and status when the document leaves it out (so the failure says which). */
function missing(endpoint: Endpoint, status: number): string[] {
  return undocumented([{ method: endpoint.method, path: endpoint.path, status }], document).map(
    (o) => `${o.method} ${o.path} → ${o.status}`,
  )
}

/**
 * A path whose parameters pass their schemas but name nothing: ids past any
 * row, a code no pair has, a public id no certificate has, a day; an enum (a
 * provider) takes its first value.
 */
function nowhere(endpoint: Endpoint): string {
  const shape: Record<string, z.ZodType> = (endpoint.params as z.ZodObject | undefined)?.shape ?? {}
  const values: Record<string, string | number> = {}
  for (const [name, schema] of Object.entries(shape)) {
    const options = (schema as { options?: unknown[] }).options
    // A certificate's public id is 22 base64url characters: one no certificate has;
    // a journal's day is a date.
    const candidates = [
      ...(options ?? []).map(String),
      String(MAX_ID),
      'NOPE',
      'N'.repeat(22),
      '2000-01-01',
    ]
    const value = candidates.find((v) => schema.safeParse(v).success)
    if (value === undefined) throw new Error(`no value for ${endpoint.path} {${name}}`)
    values[name] = value
  }
  return buildPath(endpoint.path, values)
}

/** A query the endpoint's schema refuses: nothing when a field is required, else one bad field. */
function badQuery(endpoint: Endpoint): Record<string, string> | null {
  const query = endpoint.query as z.ZodObject | undefined
  if (!query) return null
  if (!query.safeParse({}).success) return {}
  for (const key of Object.keys(query.shape)) {
    for (const value of ['0', '-1', 'x', '9'.repeat(40), 'x'.repeat(3000)]) {
      if (!query.safeParse({ [key]: value }).success) return { [key]: value }
    }
  }
  return null
}

describe.each(databaseKinds)('the statuses the engine answers are documented (%s)', (kind) => {
  let t: TestEngine
  let admin: TestClient
  beforeAll(async () => {
    t = await startTestEngine(kind)
    ;({ client: admin } = await signedInClient(t, { role: 'admin' }))
  })
  afterAll(async () => {
    await t.close()
  })

  it('/sanctum/csrf-cookie answers 204, as documented', async () => {
    const result = await t.client().request('GET', '/sanctum/csrf-cookie')
    expect(result.status).toBe(204)
    expect(document.paths['/sanctum/csrf-cookie'].get.responses).toHaveProperty('204')
    expect(document.paths['/sanctum/csrf-cookie'].get.responses).not.toHaveProperty('200')
  })

  it('signed out: 401 on every operation that needs a user', async () => {
    const problems: string[] = []
    for (const { endpoint } of operations.filter((o) => o.endpoint.access !== 'public')) {
      if (endpoint.method !== 'GET') continue // without a session a write is a 419 first (below)
      const result = await t.client().request(endpoint.method, nowhere(endpoint))
      expect(result.status, `${endpoint.method} ${endpoint.path}`).toBe(401)
      problems.push(...missing(endpoint, result.status))
    }
    expect(problems).toEqual([])
  })

  it('without the XSRF header: 419 on every write', async () => {
    const problems: string[] = []
    for (const { endpoint } of operations.filter((o) => o.endpoint.method !== 'GET')) {
      const result = await admin.request(endpoint.method, nowhere(endpoint), {
        body: {},
        withoutXsrf: true,
      })
      expect(result.status, `${endpoint.method} ${endpoint.path}`).toBe(419)
      problems.push(...missing(endpoint, result.status))
    }
    expect(problems).toEqual([])
  })

  it('a body that is not JSON: 400 on every write that takes JSON', async () => {
    const problems: string[] = []
    for (const { endpoint } of operations.filter((o) => o.endpoint.body && !o.endpoint.multipart)) {
      const result = await admin.request(endpoint.method, nowhere(endpoint), {
        body: '{"size": 0.01,',
      })
      expect(result.status, `${endpoint.method} ${endpoint.path}`).toBe(400)
      expect(result.body).toMatchObject({ message: 'The request body is not valid JSON.' })
      problems.push(...missing(endpoint, result.status))
    }
    expect(problems).toEqual([])
  })

  it('a query its schema refuses: 422 with field errors on every list that takes one', async () => {
    const problems: string[] = []
    let probed = 0
    for (const { endpoint } of operations.filter((o) => o.endpoint.method === 'GET')) {
      const query = badQuery(endpoint)
      if (!query) continue
      probed++
      const result = await admin.request('GET', nowhere(endpoint), { query })
      // A path naming nothing may be refused first (404); either way it is documented.
      expect([404, 422], `${endpoint.path} ${JSON.stringify(query)}`).toContain(result.status)
      problems.push(...missing(endpoint, result.status))
      if (!endpoint.params) {
        expect(result.status, endpoint.path).toBe(422)
        expect(result.body).toHaveProperty('errors')
      }
    }
    expect(probed).toBeGreaterThan(10)
    expect(problems).toEqual([])
  })

  it('a path id nothing has: 404 (or 422 for a value that cannot be one) on every read', async () => {
    const problems: string[] = []
    // A path of enums only (an OAuth provider) names something real.
    const namesAThing = (endpoint: Endpoint) =>
      Object.values((endpoint.params as z.ZodObject).shape).some(
        (schema) => !(schema as { options?: unknown[] }).options,
      )
    for (const { endpoint } of operations.filter(
      (o) => o.endpoint.method === 'GET' && o.endpoint.params && namesAThing(o.endpoint),
    )) {
      const result = await admin.request('GET', nowhere(endpoint))
      expect([404, 422], `${endpoint.path}`).toContain(result.status)
      problems.push(...missing(endpoint, result.status))
    }
    expect(problems).toEqual([])
  })

  it('the trading API without a key: 401 key_missing on every signed operation, documented', async () => {
    const problems: string[] = []
    for (const { endpoint } of signedOperations) {
      const result = await admin.request(
        endpoint.method,
        nowhere(endpoint),
        endpoint.method === 'GET' ? {} : { body: {} },
      )
      expect(result.status, `${endpoint.method} ${endpoint.path}`).toBe(401)
      expect(result.body).toMatchObject({ code: 'key_missing' })
      problems.push(...missing(endpoint, result.status))
    }
    expect(signedOperations.length).toBeGreaterThan(10)
    expect(problems).toEqual([])
  })

  it('an unknown pair in a path is 404 in any case; a listed one is read in any case', async () => {
    const { client } = await signedInClient(t)
    for (const code of ['NOPEUSDT', 'nopeusdt', 'btc-usdt']) {
      const result = await client.request('GET', `/v1/coinPairs/${code}`)
      expect(result.status, code).toBe(404)
      expect(result.body).toEqual({ message: 'Unknown symbol.' })
    }
    const lower = await client.request('GET', '/v1/coinPairs/btcusdt')
    expect(lower.status).toBe(200)
    expect(lower.body).toMatchObject({ data: { code: 'BTCUSDT' } })
  })
})
