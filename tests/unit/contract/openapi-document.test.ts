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

  it('docs/openapi.json is the document the contract builds (npm run openapi)', () => {
    const file = path.resolve(import.meta.dirname, '../../../docs/openapi.json')
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(
      JSON.parse(JSON.stringify(buildOpenApi())),
    )
  })
})
