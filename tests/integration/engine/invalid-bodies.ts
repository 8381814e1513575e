/**
 * A reusable check for any endpoint with a body: fast-check generates
 * invalid bodies (objects whose keys come from the body schema with
 * arbitrary JSON values, whole bodies of the wrong kind, and mutations of a
 * valid example: a field dropped, a wrong type, too long, empty), keeps the
 * ones the schema rejects, sends each, and asserts a 4xx with a `message`
 * (422s with field errors), never a 5xx, and not a row changed anywhere.
 *
 *   await expectInvalidBodiesRejected(t, client, api.user.changeName, {
 *     valid: { name: 'Sara' },
 *   })
 *
 * The client may be signed in or a guest with a session, as the endpoint
 * needs. With a Persian client, pass `persian: true`: every text must then be
 * Persian (a missing translation fails).
 */
import fc from 'fast-check'
import { expect } from 'vitest'
import { z } from 'zod'
import type { Endpoint } from '#contract/endpoint.ts'
import type { CallOptions, CallResult, TestClient, TestEngine } from './harness.ts'
import { changedTables, DEFAULT_IGNORED_COLUMNS, tableDigest } from './table-digest.ts'

export interface InvalidBodiesOptions {
  /** A body the schema accepts; mutations start from it. Files allowed for multipart. */
  valid: Record<string, unknown>
  params?: Record<string, string | number>
  /** Bodies to try (default 40). */
  numRuns?: number
  /** Fixes the generated sequence (default: fast-check's random seed, printed on failure). */
  seed?: number
  /** Every message and field error must be in Persian. */
  persian?: boolean
  /** Columns left out of the "nothing changed" digest, per table. */
  ignoredColumns?: Record<string, string[]>
  /** Sends the call another way than the client's (the trading API signs it). */
  send?: (call: CallOptions) => Promise<CallResult>
}

const PERSIAN = /[\u0600-\u06FF]/

export async function expectInvalidBodiesRejected(
  t: TestEngine,
  client: TestClient,
  endpoint: Endpoint,
  options: InvalidBodiesOptions,
): Promise<{ tried: number }> {
  const schema = endpoint.body
  if (!schema) throw new Error(`${endpoint.method} ${endpoint.path} has no body to test`)
  const shape = shapeOf(schema)
  if (!shape) throw new Error(`${endpoint.method} ${endpoint.path}: the body is not an object`)
  if (!schema.safeParse(options.valid).success) {
    throw new Error(`the valid example of ${endpoint.path} does not pass its own schema`)
  }
  const multipart = endpoint.multipart
  const ignored = options.ignoredColumns ?? DEFAULT_IGNORED_COLUMNS
  const sent = (body: unknown) => (multipart ? asFormFields(body) : body)
  const rejected = (body: unknown) => !schema.safeParse(sent(body)).success

  const arbitrary = invalidBodies(Object.keys(shape), options.valid).filter(rejected)
  const numRuns = options.numRuns ?? 40
  let tried = 0

  const check = async (body: unknown, call: CallOptions) => {
    tried++
    const before = await tableDigest(t, ignored)
    const result = options.send
      ? await options.send(call)
      : await client.call(endpoint, { params: options.params, ...call })
    const after = await tableDigest(t, ignored)
    const shown = describeBody(body)
    expect(
      result.status,
      `${shown} answered ${JSON.stringify(result.body)}`,
    ).toBeGreaterThanOrEqual(400)
    expect(result.status, `${shown} answered ${JSON.stringify(result.body)}`).toBeLessThan(500)
    const answer = result.body as { message?: unknown; errors?: unknown }
    expect(typeof answer?.message, `${shown}: no message`).toBe('string')
    expect((answer.message as string).length).toBeGreaterThan(0)
    const texts = [answer.message as string]
    if (result.status === 422) {
      expect(answer.errors, `${shown}: a 422 without field errors`).toBeTypeOf('object')
      const lists = Object.values(answer.errors as Record<string, unknown>)
      expect(lists.length).toBeGreaterThan(0)
      for (const list of lists) {
        expect(Array.isArray(list) && list.every((x) => typeof x === 'string')).toBe(true)
        texts.push(...(list as string[]))
      }
    }
    if (options.persian) {
      for (const text of texts) expect(text, `${shown}: not translated`).toMatch(PERSIAN)
    }
    expect(changedTables(before, after), `${shown} changed rows`).toEqual([])
  }

  // Bodies that are not JSON at all (JSON endpoints only).
  if (!multipart) {
    await check('not json {', { body: 'not json {' })
  }

  await fc.assert(
    fc.asyncProperty(arbitrary, async (body) => {
      await check(body, multipart ? { form: toFormData(body) } : { body: jsonBody(body) })
    }),
    { numRuns, seed: options.seed },
  )
  // A run that sent nothing would pass without having checked anything.
  expect(tried).toBeGreaterThanOrEqual(numRuns)
  return { tried }
}

/** Every family of invalid body, from the schema's keys and a valid example. */
function invalidBodies(keys: string[], valid: Record<string, unknown>): fc.Arbitrary<unknown> {
  const json = fc.jsonValue({ maxDepth: 2 })
  const key = fc.constantFrom(...keys)
  const wrongValue = fc.oneof(
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.boolean(),
    fc.constant(null),
    fc.array(json, { maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 8 }), json, { maxKeys: 3 }),
    fc.string({ maxLength: 20 }),
  )
  const stringKeys = keys.filter((k) => typeof valid[k] === 'string')

  const families: fc.Arbitrary<unknown>[] = [
    // keys of the schema, arbitrary JSON values
    fc.dictionary(key, json, { maxKeys: keys.length }),
    // a body that is not an object
    fc.oneof(fc.constant(null), fc.array(json, { maxLength: 3 }), fc.string(), fc.integer()),
    // a field dropped
    key.map((k) => without(valid, k)),
    // a field of the wrong type
    fc.tuple(key, wrongValue).map(([k, v]) => ({ ...valid, [k]: v })),
    // a field empty, or blank
    fc.tuple(key, fc.constantFrom('', '   ')).map(([k, v]) => ({ ...valid, [k]: v })),
  ]
  if (stringKeys.length > 0) {
    // a string field far too long, keeping its shape (the valid value at its end)
    families.push(
      fc
        .tuple(fc.constantFrom(...stringKeys), fc.integer({ min: 200, max: 5000 }))
        .map(([k, n]) => ({ ...valid, [k]: `${'a'.repeat(n)}${String(valid[k])}` })),
    )
  }
  return fc.oneof(...families)
}

function without(body: Record<string, unknown>, key: string): Record<string, unknown> {
  const copy = { ...body }
  delete copy[key]
  return copy
}

/** The object schema under refinements, pipes and optionals. */
function shapeOf(schema: z.ZodType): Record<string, z.ZodType> | undefined {
  if (schema instanceof z.ZodObject) return schema.shape as Record<string, z.ZodType>
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> } })._zod.def
  const inner = (def.in ?? def.innerType) as z.ZodType | undefined
  return inner ? shapeOf(inner) : undefined
}

/** What a multipart endpoint sees of an object: files stay, the rest become text. */
function asFormFields(body: unknown): unknown {
  if (!isRecord(body)) return {}
  return Object.fromEntries(
    Object.entries(body).map(([k, v]) => [k, v instanceof File ? v : formText(v)]),
  )
}

function toFormData(body: unknown): FormData {
  const form = new FormData()
  if (!isRecord(body)) return form
  for (const [k, v] of Object.entries(body)) form.append(k, v instanceof File ? v : formText(v))
  return form
}

function formText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value)
}

/** The JSON text to send; a top-level string is sent as a JSON string, not raw. */
function jsonBody(body: unknown): string {
  return JSON.stringify(body)
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function describeBody(body: unknown): string {
  const text = JSON.stringify(body, (_k, v) => (v instanceof File ? `<file ${v.name}>` : v))
  return `body ${text && text.length > 200 ? `${text.slice(0, 200)}…` : text}`
}
