import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api } from '#contract/index.ts'
import { seed } from '../../../../engine/seed.ts'
import { signedInClient } from '../fixtures.ts'
import { databaseKinds } from '../harness.ts'
import {
  createChallenge,
  file,
  form,
  PDF,
  PNG,
  type SupportEngine,
  startSupportEngine,
  storedFiles,
  supportCounts,
} from './support-fixtures.ts'

const tickets = api.tickets

describe.each(databaseKinds)('tickets on %s', (kind) => {
  let t: SupportEngine
  let typeId: number

  beforeAll(async () => {
    t = await startSupportEngine(kind)
    const { client } = await signedInClient(t)
    const types = await client.ok(tickets.types)
    typeId = types.data[0]?.id ?? 0
  })
  afterAll(async () => {
    await t.close()
  })

  async function trader(language: 'en' | 'fa' = 'en') {
    const signed = await signedInClient(t, {}, { language })
    const challenge = await createChallenge(t, signed.user.id)
    return { ...signed, challenge }
  }

  function ticketForm(challengeId: number, fields: Record<string, string | number> = {}) {
    return {
      type_id: typeId,
      user_challenge_id: challengeId,
      subject: 'Order did not fill',
      description: 'My limit order at 60000 stayed open although the price crossed it.',
      ...fields,
    }
  }

  it('offers the seeded ticket types in the reader’s language, seeded once', async () => {
    const { client } = await trader()
    const en = await client.ok(tickets.types)
    expect(en.data.map((x) => x.title)).toEqual([
      'Technical',
      'Billing',
      'Challenge rules',
      'Withdrawal',
      'Other',
    ])
    const fa = await (await trader('fa')).client.ok(tickets.types)
    expect(fa.data.map((x) => x.title)).toEqual([
      'فنی',
      'مالی و پرداخت',
      'قوانین چالش',
      'برداشت',
      'سایر',
    ])

    await seed(t.engine.ctx.db, t.engine.ctx.clock)
    expect((await client.ok(tickets.types)).data).toEqual(en.data)
  })

  it('a user with no challenge opens a ticket of a type not about an account; the others need one', async () => {
    const { client } = await signedInClient(t)
    const types = (await client.ok(tickets.types)).data
    expect(types.map((x) => [x.title, x.challenge_required])).toEqual([
      ['Technical', false],
      ['Billing', false],
      ['Challenge rules', true],
      ['Withdrawal', true],
      ['Other', false],
    ])
    const typeOf = (title: string) => types.find((x) => x.title === title)?.id ?? 0
    const question = {
      subject: 'My payment failed',
      description: 'The card was charged but no challenge appeared.',
    }

    const other = await client.ok(tickets.create, {
      form: form({ type_id: typeOf('Other'), ...question }),
    })
    expect(other.data).toMatchObject({ subject: 'My payment failed', challenge: null })
    expect(other.data.type.title).toBe('Other')
    const blank = await client.ok(tickets.create, {
      form: form({ type_id: typeOf('Billing'), user_challenge_id: '', ...question }),
    })
    expect(blank.data.challenge).toBeNull()

    const withdrawal = await client.call(tickets.create, {
      form: form({ type_id: typeOf('Withdrawal'), ...question }),
    })
    expect(withdrawal.status).toBe(422)
    expect(withdrawal.body).toEqual({
      message: 'Challenge is required',
      errors: { user_challenge_id: ['Challenge is required'] },
    })
    const fa = await signedInClient(t, {}, { language: 'fa' })
    const persian = await fa.client.call(tickets.create, {
      form: form({ type_id: typeOf('Challenge rules'), ...question }),
    })
    expect(persian.body).toMatchObject({
      errors: { user_challenge_id: ['انتخاب چالش الزامی است'] },
    })
  })

  it('tells the forms the attachment limits with the types', async () => {
    const { client } = await trader()
    const types = await client.ok(tickets.types)
    expect(types.meta).toEqual({ max_files: 5, max_file_mb: 5 })
  })

  it('answers 401 without a session and 419 without the XSRF header', async () => {
    const guest = t.client()
    await guest.startSession()
    const params = { ticketId: 1, attachmentId: 1 }
    for (const endpoint of Object.values(tickets)) {
      const result = await guest.call(endpoint, {
        params,
        form: endpoint.multipart ? form({}) : undefined,
      })
      expect(result.status, endpoint.path).toBe(401)
      expect(result.body).toEqual({ message: 'Unauthenticated.' })
    }
    const { client, challenge } = await trader()
    const before = await supportCounts(t)
    const create = await client.call(tickets.create, {
      form: form(ticketForm(challenge.id)),
      withoutXsrf: true,
    })
    expect(create.status).toBe(419)
    const reply = await client.call(tickets.reply, {
      params,
      form: form({ content: 'hello' }),
      withoutXsrf: true,
    })
    expect(reply.status).toBe(419)
    expect(await supportCounts(t)).toEqual(before)
  })

  it('opens a ticket with its attachments, checked by content', async () => {
    const { client, challenge } = await trader()
    const filesBefore = storedFiles(t).length
    const result = await client.ok(tickets.create, {
      form: form(ticketForm(challenge.id), [
        file(PNG, 'screenshot.png', 'image/png'),
        file(PDF, 'statement.pdf', 'application/pdf'),
        file('order 123 at 60000\n', 'notes.txt', 'text/plain'),
      ]),
    })
    expect(result.message).toBe('Your ticket has been sent. Our support team will answer soon.')
    expect(result.message_type).toBe('success')
    const ticket = result.data
    expect(ticket).toMatchObject({
      subject: 'Order did not fill',
      description: 'My limit order at 60000 stayed open although the price crossed it.',
      status: 'open',
      type: { id: typeId, title: 'Technical' },
      challenge: { id: challenge.id, title: '10K Challenge' },
      messages: [],
    })
    expect(ticket.attachments.map(({ name, mime, size }) => ({ name, mime, size }))).toEqual([
      { name: 'screenshot.png', mime: 'image/png', size: PNG.byteLength },
      { name: 'statement.pdf', mime: 'application/pdf', size: PDF.byteLength },
      { name: 'notes.txt', mime: 'text/plain', size: 19 },
    ])
    expect(storedFiles(t).length).toBe(filesBefore + 3)
    expect(ticket).not.toHaveProperty('user')

    const shown = await client.ok(tickets.show, { params: { ticketId: ticket.id } })
    expect(shown.data).toEqual(ticket)
  })

  it('returns text containing <script> exactly as written', async () => {
    const { client, challenge } = await trader()
    const subject = '<script>alert("x")</script> & <b>bold</b>'
    // Multipart sends line breaks as CRLF (browsers too); they come back as sent.
    const description = 'Line one\r\n<img src=x onerror=alert(1)>\r\n«فارسی» too'
    const created = await client.ok(tickets.create, {
      form: form(ticketForm(challenge.id, { subject, description })),
    })
    expect(created.data.subject).toBe(subject)
    expect(created.data.description).toBe(description)
    const content = '</textarea><script>document.cookie</script>'
    const replied = await client.ok(tickets.reply, {
      params: { ticketId: created.data.id },
      form: form({ content }),
    })
    expect(replied.data.messages.at(-1)?.content).toBe(content)
    const listed = await client.ok(tickets.list)
    expect(listed.data[0]?.subject).toBe(subject)
  })

  it('refuses missing fields, an unknown type and someone else’s challenge, storing nothing', async () => {
    const { client, challenge } = await trader()
    const other = await trader()
    const before = await supportCounts(t)
    const filesBefore = storedFiles(t)

    const empty = await client.call(tickets.create, { form: form({ subject: '  ' }) })
    expect(empty.status).toBe(422)
    expect(empty.body).toMatchObject({
      errors: {
        type_id: ['Type is required'],
        subject: ['Subject is required'],
        description: ['Description is required'],
      },
    })

    const wrong = await client.call(tickets.create, {
      form: form(ticketForm(other.challenge.id, { type_id: 999999 }), [file(PNG, 'a.png')]),
    })
    expect(wrong.status).toBe(422)
    expect(wrong.body).toEqual({
      message: 'No ticket type found (and 1 more error)',
      errors: {
        type_id: ['No ticket type found'],
        user_challenge_id: ['No challenge found'],
      },
    })

    const tooLong = await client.call(tickets.create, {
      form: form(ticketForm(challenge.id, { subject: 'x'.repeat(151) })),
    })
    expect(tooLong.status).toBe(422)
    expect(tooLong.body).toMatchObject({ errors: { subject: ['Subject is too long'] } })

    expect(await supportCounts(t)).toEqual(before)
    expect(storedFiles(t)).toEqual(filesBefore)
  })

  it('answers validation errors in Persian', async () => {
    const { client } = await trader('fa')
    const result = await client.call(tickets.create, { form: form({}) })
    expect(result.status).toBe(422)
    expect(result.body).toMatchObject({
      errors: {
        type_id: ['نوع تیکت الزامی است'],
        subject: ['موضوع الزامی است'],
        description: ['توضیحات الزامی است'],
      },
    })
    const reply = await client.call(tickets.reply, {
      params: { ticketId: 999999 },
      form: form({ content: 'سلام' }),
    })
    expect(reply.status).toBe(404)
    expect(reply.body).toEqual({ message: 'پیدا نشد.' })
  })

  it('refuses more files than the default limit of 5, storing nothing', async () => {
    const { client, challenge } = await trader()
    const before = await supportCounts(t)
    const filesBefore = storedFiles(t)
    const six = Array.from({ length: 6 }, (_, i) => file(PNG, `shot-${i}.png`))
    const result = await client.call(tickets.create, { form: form(ticketForm(challenge.id), six) })
    expect(result.status).toBe(422)
    expect(result.body).toEqual({
      message: 'You can attach at most 5 files.',
      errors: { attachments: ['You can attach at most 5 files.'] },
    })
    expect(await supportCounts(t)).toEqual(before)
    expect(storedFiles(t)).toEqual(filesBefore)

    const five = six.slice(0, 5)
    const ok = await client.ok(tickets.create, { form: form(ticketForm(challenge.id), five) })
    expect(ok.data.attachments).toHaveLength(5)
  })

  it('lists the user’s tickets, newest activity first, a page at a time', async () => {
    const { client, challenge } = await trader()
    const ids: number[] = []
    for (const subject of ['first', 'second', 'third']) {
      const created = await client.ok(tickets.create, {
        form: form(ticketForm(challenge.id, { subject })),
      })
      ids.push(created.data.id)
    }
    const all = await client.ok(tickets.list)
    expect(all.data.map((x) => x.subject)).toEqual(['third', 'second', 'first'])
    expect(all.meta).toEqual({ current_page: 1, per_page: 15, total: 3, last_page: 1 })

    await client.ok(tickets.reply, {
      params: { ticketId: ids[0] ?? 0 },
      form: form({ content: 'any news?' }),
    })
    const first = await client.ok(tickets.list, { query: { per_page: 2 } })
    expect(first.data.map((x) => x.subject)).toEqual(['first', 'third'])
    expect(first.meta).toEqual({ current_page: 1, per_page: 2, total: 3, last_page: 2 })
    const second = await client.ok(tickets.list, { query: { per_page: 2, page: 2 } })
    expect(second.data.map((x) => x.subject)).toEqual(['second'])

    const bad = await client.call(tickets.list, { query: { per_page: 1000 } })
    expect(bad.status).toBe(422)
  })

  it('adds the user’s messages with attachments to the thread', async () => {
    const { client, challenge } = await trader()
    const created = await client.ok(tickets.create, { form: form(ticketForm(challenge.id)) })
    const replied = await client.ok(tickets.reply, {
      params: { ticketId: created.data.id },
      form: form({ content: 'Here is the chart.' }, [file(PNG, 'chart.png')]),
    })
    expect(replied.message).toBe('Your message has been sent.')
    expect(replied.data.status).toBe('open')
    expect(replied.data.attachments).toEqual([])
    const [message] = replied.data.messages
    expect(message).toMatchObject({
      content: 'Here is the chart.',
      author: { is_staff: false },
      attachments: [{ name: 'chart.png', mime: 'image/png', size: PNG.byteLength }],
    })
    expect(Date.parse(replied.data.updated_at)).toBeGreaterThanOrEqual(
      Date.parse(created.data.updated_at),
    )

    const blank = await client.call(tickets.reply, {
      params: { ticketId: created.data.id },
      form: form({ content: ' ' }),
    })
    expect(blank.status).toBe(422)
    expect(blank.body).toMatchObject({ errors: { content: ['Content is required'] } })
  })

  it('answers 404 to user B for user A’s ticket, attachment and link, and changes nothing', async () => {
    const a = await trader()
    const b = await trader()
    const created = await a.client.ok(tickets.create, {
      form: form(ticketForm(a.challenge.id), [file(PNG, 'a.png')]),
    })
    const ticketId = created.data.id
    const attachmentId = created.data.attachments[0]?.id ?? 0
    const before = await supportCounts(t)

    for (const endpoint of [tickets.show, tickets.attachment, tickets.attachmentLink]) {
      const result = await b.client.call(endpoint, { params: { ticketId, attachmentId } })
      expect(result.status, endpoint.path).toBe(404)
      expect(result.body).toEqual({ message: 'Not found.' })
    }
    const reply = await b.client.call(tickets.reply, {
      params: { ticketId },
      form: form({ content: 'not mine' }, [file(PNG, 'b.png')]),
    })
    expect(reply.status).toBe(404)
    expect((await b.client.ok(tickets.list)).data).toEqual([])
    expect(await supportCounts(t)).toEqual(before)

    // A's attachment under another of A's tickets is not found either.
    const second = await a.client.ok(tickets.create, { form: form(ticketForm(a.challenge.id)) })
    const crossed = await a.client.call(tickets.attachment, {
      params: { ticketId: second.data.id, attachmentId },
    })
    expect(crossed.status).toBe(404)
    const own = await a.client.ok(tickets.attachment, { params: { ticketId, attachmentId } })
    expect(own.data).toEqual(created.data.attachments[0])
  })
})
