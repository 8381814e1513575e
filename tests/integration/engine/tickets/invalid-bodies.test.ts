/**
 * Invalid multipart bodies, generated with fast-check: every field of the
 * ticket forms is either valid or broken in one of the ways a client can
 * break it (missing, blank, too long, not a number, a file where text
 * belongs, text where a file belongs, someone else's challenge, an unknown
 * type, a refused file, too many files). Each body that is invalid must get
 * a 422 that blames only broken fields, in the reader's language, and store
 * nothing.
 */
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api } from '#contract/index.ts'
import { signedInClient } from '../fixtures.ts'
import { databaseKinds, type TestClient } from '../harness.ts'
import {
  createChallenge,
  EXE,
  file,
  PNG,
  type SupportEngine,
  startSupportEngine,
  storedFiles,
  supportCounts,
} from './support-fixtures.ts'

type Value = string | File | Array<string | File> | undefined
/** A field's value, and whether the schema, the service or nobody refuses it. */
interface Choice {
  value: Value
  broken: 'schema' | 'service' | false
}

const valid = (value: Value): Choice => ({ value, broken: false })
const schema = (value: Value): Choice => ({ value, broken: 'schema' })
const service = (value: Value): Choice => ({ value, broken: 'service' })

const blank = fc.constantFrom(undefined, '', '   ', '\t\n')
const notAnId = fc.oneof(
  blank,
  fc.constantFrom('0', '-3', '1.5', 'abc', '1e400', 'NaN', '[1]'),
  fc.string({ maxLength: 12 }).filter((s) => !/^\s*\d+\s*$/.test(s) || Number(s) <= 0),
)

function idField(own: number, service404: number[]): fc.Arbitrary<Choice> {
  return fc.oneof(
    fc.constant(valid(String(own))),
    notAnId.map(schema),
    fc.constantFrom(...service404).map((id) => service(String(id))),
  )
}

/**
 * The ticket's account. Left out or empty it is no account, which the
 * type used here (the first, Technical) allows: only types about an
 * account ask for one (ticket-types-seed.ts). Blank text that is not
 * empty is no id, and the schema refuses it.
 */
function challengeField(own: number, service404: number[]): fc.Arbitrary<Choice> {
  return fc.oneof(
    fc.constant(valid(String(own))),
    fc.constantFrom(undefined, '').map(valid),
    notAnId.filter((v) => v !== undefined && v !== '').map(schema),
    fc.constantFrom(...service404).map((id) => service(String(id))),
  )
}

function textField(good: string, max: number): fc.Arbitrary<Choice> {
  return fc.oneof(
    fc.constant(valid(good)),
    blank.map(schema),
    fc.integer({ min: max + 1, max: max + 400 }).map((n) => schema('y'.repeat(n))),
    fc.constant(schema(file('text', 'field.txt'))),
  )
}

const attachments: fc.Arbitrary<Choice> = fc.oneof(
  fc.constant(valid(undefined)),
  fc.constant(valid([file(PNG, 'ok.png')])),
  fc.constant(schema(['not a file'])),
  fc.constant(service([file(EXE, 'setup.png', 'image/png')])),
  fc.constant(service([file(PNG, 'ok.png'), file(new Uint8Array(0), 'empty.pdf')])),
  fc
    .integer({ min: 6, max: 8 })
    .map((n) => service(Array.from({ length: n }, () => file(PNG, 'p.png')))),
)

function toForm(fields: Record<string, Choice>, extra: Record<string, string>): FormData {
  const data = new FormData()
  for (const [name, value] of Object.entries(extra)) data.append(name, value)
  for (const [name, { value }] of Object.entries(fields)) {
    if (value === undefined) continue
    const key = name === 'attachments' ? 'attachments[]' : name
    for (const one of Array.isArray(value) ? value : [value]) data.append(key, one)
  }
  return data
}

const PERSIAN = /[\u0600-\u06FF]/
const extraFields = fc.dictionary(
  fc
    .string({ minLength: 1, maxLength: 8 })
    .filter((k) => !/^(type_id|user_challenge_id|subject|description|content|attachments)/.test(k)),
  fc.string({ maxLength: 20 }),
  { maxKeys: 2 },
)

describe.each(databaseKinds)('invalid ticket bodies on %s', (kind) => {
  let t: SupportEngine
  let typeId: number

  beforeAll(async () => {
    t = await startSupportEngine(kind)
    const { client } = await signedInClient(t)
    const [first] = (await client.ok(api.tickets.types)).data
    // A type about no particular account: a ticket may leave user_challenge_id out.
    expect(first).toMatchObject({ challenge_required: false })
    typeId = first?.id ?? 0
  })
  afterAll(async () => {
    await t.close()
  })

  async function expectRefused(
    client: TestClient,
    send: (data: FormData) => ReturnType<TestClient['call']>,
    fields: Record<string, Choice>,
    extra: Record<string, string>,
    language: 'en' | 'fa',
  ) {
    const broken = Object.entries(fields).filter(([, c]) => c.broken)
    const bySchema = broken.filter(([, c]) => c.broken === 'schema').map(([name]) => name)
    const before = await supportCounts(t)
    const filesBefore = storedFiles(t)
    const result = await send(toForm(fields, extra))
    const shown = JSON.stringify(
      Object.fromEntries(Object.entries(fields).map(([k, c]) => [k, describeValue(c.value)])),
    )
    expect(result.status, `${shown} → ${JSON.stringify(result.body)}`).toBe(422)
    const body = result.body as { message: string; errors: Record<string, string[]> }
    // A list's items are blamed Laravel-style: attachments.0
    const blamed = Object.keys(body.errors).map((key) => key.split('.')[0] ?? key)
    expect(blamed.length, shown).toBeGreaterThan(0)
    // Only broken fields are blamed; while the schema refuses, only those it refuses.
    const allowed = bySchema.length > 0 ? bySchema : broken.map(([name]) => name)
    for (const field of blamed) expect(allowed, `${shown} blamed ${field}`).toContain(field)
    if (language === 'fa') {
      for (const text of [body.message, ...Object.values(body.errors).flat()]) {
        expect(text, shown).toMatch(PERSIAN)
      }
    }
    expect(await supportCounts(t), shown).toEqual(before)
    expect(storedFiles(t), shown).toEqual(filesBefore)
    void client
  }

  it.each(['en', 'fa'] as const)(
    'refuses invalid new tickets (%s), storing nothing',
    async (language) => {
      const { user, client } = await signedInClient(t, {}, { language })
      const own = await createChallenge(t, user.id)
      const stranger = await signedInClient(t)
      const theirs = await createChallenge(t, stranger.user.id)

      const body = fc.record({
        type_id: idField(typeId, [999999]),
        user_challenge_id: challengeField(own.id, [theirs.id, 999999]),
        subject: textField('Deposit missing', 150),
        description: textField('Sent 199 USDT.', 5000),
        attachments,
      })
      await fc.assert(
        fc.asyncProperty(
          body.filter((fields) => Object.values(fields).some((c) => c.broken)),
          extraFields,
          async (fields, extra) => {
            await expectRefused(
              client,
              (data) => client.call(api.tickets.create, { form: data }),
              fields,
              extra,
              language,
            )
          },
        ),
        { numRuns: 30 },
      )
    },
  )

  it.each(['en', 'fa'] as const)(
    'refuses invalid replies (%s), trader and staff',
    async (language) => {
      const { user, client } = await signedInClient(t, {}, { language })
      const challenge = await createChallenge(t, user.id)
      const created = await client.ok(api.tickets.create, {
        form: toForm(
          {
            type_id: valid(String(typeId)),
            user_challenge_id: valid(String(challenge.id)),
            subject: valid('Question'),
            description: valid('About the rules.'),
          },
          {},
        ),
      })
      const staff = await signedInClient(t, { role: 'support' }, { language })
      const params = { ticketId: created.data.id }
      const body = fc.record({ content: textField('Thanks', 5000), attachments })
      await fc.assert(
        fc.asyncProperty(
          body.filter((fields) => Object.values(fields).some((c) => c.broken)),
          extraFields,
          fc.boolean(),
          async (fields, extra, asStaff) => {
            const who = asStaff ? staff.client : client
            const endpoint = asStaff ? api.staffTickets.reply : api.tickets.reply
            await expectRefused(
              who,
              (data) => who.call(endpoint, { params, form: data }),
              fields,
              extra,
              language,
            )
          },
        ),
        { numRuns: 30 },
      )
    },
  )
})

function describeValue(value: Value): unknown {
  if (value === undefined) return '(missing)'
  if (value instanceof File) return `<file ${value.name} ${value.size}B>`
  if (Array.isArray(value)) return value.map(describeValue)
  return value.length > 40 ? `${value.slice(0, 20)}…(${value.length})` : value
}
