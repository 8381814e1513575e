/**
 * The API description loads in standard tools: the generated document
 * passes a strict OpenAPI 3.1 validator (@readme/openapi-parser), every
 * `$ref` resolves from the document's root, and docs/openapi.json is the
 * document the contract builds today.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { compileErrors, validate } from '@readme/openapi-parser'
import { describe, expect, it } from 'vitest'
import { buildOpenApi } from '#contract/openapi.ts'

const refsOf = (value: unknown): string[] => {
  if (Array.isArray(value)) return value.flatMap(refsOf)
  if (value === null || typeof value !== 'object') return []
  return Object.entries(value).flatMap(([key, inner]) =>
    key === '$ref' && typeof inner === 'string' ? [inner] : refsOf(inner),
  )
}

describe('the OpenAPI document', () => {
  it('passes a strict OpenAPI 3.1 validator', async () => {
    const result = await validate(structuredClone(buildOpenApi()) as never)
    expect(result.valid ? 'valid' : compileErrors(result)).toBe('valid')
  })

  it('points every $ref at components/schemas, where the schema is', () => {
    const document = buildOpenApi() as { components: { schemas: Record<string, unknown> } }
    const refs = refsOf(document)
    expect(refs.length).toBeGreaterThan(0)
    for (const ref of refs) {
      expect(ref).toMatch(/^#\/components\/schemas\//)
      expect(document.components.schemas).toHaveProperty([
        ref.slice('#/components/schemas/'.length),
      ])
    }
  })

  type Operation = {
    responses: Record<string, unknown>
    requestBody?: { content: Record<string, { schema: { properties: Record<string, unknown> } }> }
  }
  const operations = () => {
    const document = buildOpenApi() as { paths: Record<string, Record<string, Operation>> }
    return Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
    )
  }
  const statuses = (operation: Operation) => Object.keys(operation.responses)

  it('lists what the engine answers: 204 for the csrf cookie, 400/422/404/429 where they happen', () => {
    const all = operations()
    const find = (path: string, method: string) => {
      const found = all.find((o) => o.path === path && o.method === method)
      if (!found) throw new Error(`${method} ${path} missing`)
      return found.operation
    }
    expect(statuses(find('/sanctum/csrf-cookie', 'get'))).toEqual(['204', '500'])
    const trade = all.filter((o) => o.path.startsWith('/v1/trade/'))
    expect(trade.length).toBe(12)
    for (const { path, method, operation } of trade) {
      expect(statuses(operation), `${method} ${path}`).toEqual(
        expect.arrayContaining(['401', '404', '422']),
      )
    }
    for (const { path, method, operation } of all.filter((o) => o.operation.requestBody)) {
      expect(statuses(operation), `${method} ${path}`).toContain('400')
      expect(statuses(operation), `${method} ${path}`).toContain('422')
    }
    expect(statuses(find('/v1/trade/{userChallengeId}/orderHistory', 'get'))).toContain('422')
    expect(statuses(find('/v1/notifications', 'get'))).toContain('422')
    for (const [path, method] of [
      ['/v1/auth/login', 'post'],
      ['/v1/auth/forgot-password', 'post'],
      ['/v1/auth/two-factor', 'post'],
      ['/v1/user/password', 'post'],
      ['/v1/auth/requestPhoneVerification', 'post'],
      ['/v1/user/money-out/code', 'post'],
    ] as const) {
      expect(find(path, method).responses['429'], `${method} ${path}`).toMatchObject({
        headers: { 'Retry-After': expect.anything() },
      })
    }
  })

  it('describes sizes and prices as positive decimals, by pattern', () => {
    const place = operations().find((o) => o.path === '/v1/trade/{userChallengeId}/orders/place')
    const body = place?.operation.requestBody?.content['application/json']?.schema.properties ?? {}
    const positive = (body.size as { allOf: Array<{ pattern: string }> }).allOf.map(
      (p) => new RegExp(p.pattern),
    )
    const accepts = (value: string) => positive.every((pattern) => pattern.test(value))
    expect(['0.01', '60000', '1', '0.5'].map(accepts)).toEqual([true, true, true, true])
    expect(['0', '0.00', '-1', '-0.5', '1e3', 'abc', ''].map(accepts)).toEqual(Array(7).fill(false))
    for (const field of ['price', 'stop_price', 'tp', 'sl']) {
      expect(JSON.stringify(body[field]), field).toContain(JSON.stringify(positive[1]?.source))
    }
  })

  it('docs/openapi.json is the document the contract builds (npm run openapi)', () => {
    const file = path.resolve(import.meta.dirname, '../../../docs/openapi.json')
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(
      JSON.parse(JSON.stringify(buildOpenApi())),
    )
  })
})
