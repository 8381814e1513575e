import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { api } from '#contract/index.ts'
import type { AttachmentStorage } from '../../../../engine/tickets/attachment-storage.ts'
import { signedInClient } from '../fixtures.ts'
import { databaseKinds, type TestClient } from '../harness.ts'
import {
  createChallenge,
  EXE,
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

describe.each(databaseKinds)('ticket attachments on %s', (kind) => {
  let t: SupportEngine
  let client: TestClient
  let challengeId: number
  let typeId: number
  let original: AttachmentStorage

  beforeAll(async () => {
    // Limits from the configuration: 3 files of at most 0.5 MB.
    t = await startSupportEngine(kind, {
      TICKET_MAX_FILES: '3',
      TICKET_MAX_FILE_MB: '0.5',
    })
    const signed = await signedInClient(t)
    client = signed.client
    challengeId = (await createChallenge(t, signed.user.id)).id
    typeId = (await client.ok(tickets.types)).data[0]?.id ?? 0
    original = t.engine.ctx.attachments
  })
  afterEach(() => {
    t.engine.ctx.attachments = original
  })
  afterAll(async () => {
    await t.close()
  })

  const fields = () => ({
    type_id: typeId,
    user_challenge_id: challengeId,
    subject: 'Deposit proof',
    description: 'Attached.',
  })

  async function expectRefused(files: File[], errors: string[]) {
    const before = await supportCounts(t)
    const filesBefore = storedFiles(t)
    const result = await client.call(tickets.create, { form: form(fields(), files) })
    expect(result.status).toBe(422)
    expect(result.body).toMatchObject({ errors: { attachments: errors } })
    expect(Object.keys((result.body as { errors: object }).errors)).toEqual(['attachments'])
    expect(await supportCounts(t)).toEqual(before)
    expect(storedFiles(t)).toEqual(filesBefore)
  }

  async function attach(files: File[]) {
    return (await client.ok(tickets.create, { form: form(fields(), files) })).data
  }

  it('refuses more files than the configured count, naming the limit', async () => {
    const four = Array.from({ length: 4 }, (_, i) => file(PNG, `p${i}.png`))
    await expectRefused(four, ['You can attach at most 3 files.'])
  })

  it('refuses a file over the configured size, naming the file and the limit', async () => {
    const big = new Uint8Array(512 * 1024 + 1)
    big.set(PNG)
    await expectRefused(
      [file(PNG, 'small.png'), file(big, 'big.png')],
      ['“big.png” is larger than 0.5 MB.'],
    )
    const exactly = new Uint8Array(512 * 1024)
    exactly.set(PNG)
    const ticket = await attach([file(exactly, 'exactly.png')])
    expect(ticket.attachments[0]?.size).toBe(512 * 1024)
  })

  it('refuses an executable renamed .png, whatever type the client claims', async () => {
    await expectRefused(
      [file(PNG, 'fine.png', 'image/png'), file(EXE, 'invoice.png', 'image/png')],
      ['“invoice.png” is not an allowed file type: attach images, PDF or plain text.'],
    )
  })

  it('refuses other binaries, SVG, text with NUL bytes, invalid UTF-8 and empty files', async () => {
    const elf = Uint8Array.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0])
    const zip = Uint8Array.from([0x50, 0x4b, 3, 4, 20, 0, 0, 0, 8, 0, 0, 0, 0, 0, 0, 0])
    const svg = '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script/></svg>'
    await expectRefused(
      [file(elf, 'run.txt'), file(zip, 'docs.pdf'), file(svg, 'logo.svg')],
      [
        '“run.txt” is not an allowed file type: attach images, PDF or plain text.',
        '“docs.pdf” is not an allowed file type: attach images, PDF or plain text.',
        '“logo.svg” is not an allowed file type: attach images, PDF or plain text.',
      ],
    )
    await expectRefused(
      [file('hello\u0000world', 'nul.txt'), file(Uint8Array.from([0x68, 0xc3, 0x28]), 'bad.txt')],
      [
        '“nul.txt” is not an allowed file type: attach images, PDF or plain text.',
        '“bad.txt” is not an allowed file type: attach images, PDF or plain text.',
      ],
    )
    await expectRefused([file(new Uint8Array(0), 'empty.png')], ['“empty.png” is empty.'])
  })

  it('keeps HTML and scripts as plain text with a harmless name', async () => {
    const ticket = await attach([
      file('<!doctype html><script>alert(1)</script>', 'page.html', 'text/html'),
      file('#!/bin/sh\nrm -rf /\n', 'fix.sh'),
      file(PNG, 'photo'),
    ])
    expect(ticket.attachments.map(({ name, mime }) => ({ name, mime }))).toEqual([
      { name: 'page.html.txt', mime: 'text/plain' },
      { name: 'fix.sh.txt', mime: 'text/plain' },
      { name: 'photo.png', mime: 'image/png' },
    ])
  })

  it('ignores the empty part a file input sends when nothing was chosen', async () => {
    // What a browser sends for <input type=file> left empty (undici's FormData cannot say it).
    const parts = Object.entries(fields()).map(
      ([name, value]) =>
        `--B\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    )
    const body = `${parts.join('')}--B\r\nContent-Disposition: form-data; name="attachments[]"; filename=""\r\nContent-Type: application/octet-stream\r\n\r\n\r\n--B--\r\n`
    const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
    const response = await t.engine.app.request('http://engine.test/v1/tickets', {
      method: 'POST',
      headers: {
        cookie,
        'x-xsrf-token': client.cookies.get('XSRF-TOKEN') ?? '',
        'content-type': 'multipart/form-data; boundary=B',
      },
      body,
    })
    expect(response.status).toBe(200)
    const created = (await response.json()) as { data: { subject: string; attachments: unknown[] } }
    expect(created.data.subject).toBe('Deposit proof')
    expect(created.data.attachments).toEqual([])

    const named = await client.call(tickets.create, {
      form: form(fields(), [file(new Uint8Array(0), 'blank.txt')]),
    })
    expect(named.status).toBe(422)
    expect(named.body).toMatchObject({ errors: { attachments: ['“blank.txt” is empty.'] } })
  })

  it('answers a broken multipart body with a 400, not a server error', async () => {
    const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
    const before = await supportCounts(t)
    for (const [type, body] of [
      ['multipart/form-data; boundary=B', 'not multipart at all'],
      ['multipart/form-data', '--B\r\n'],
      [
        'multipart/form-data; boundary=B',
        '--B\r\nContent-Disposition: form-data; name="x"\r\n\r\ncut',
      ],
    ] as const) {
      const response = await t.engine.app.request('http://engine.test/v1/tickets', {
        method: 'POST',
        headers: {
          cookie,
          'x-xsrf-token': client.cookies.get('XSRF-TOKEN') ?? '',
          'content-type': type,
          'accept-language': 'fa',
        },
        body,
      })
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({ message: 'بدنه درخواست، داده فرم معتبری نیست.' })
    }
    expect(await supportCounts(t)).toEqual(before)
  })

  it('refuses text sent where a file belongs', async () => {
    const data = form(fields())
    data.append('attachments[]', 'C:\\fakepath\\photo.png')
    const result = await client.call(tickets.create, { form: data })
    expect(result.status).toBe(422)
    expect(result.body).toEqual({
      message: 'Each attachment must be a file',
      errors: { 'attachments.0': ['Each attachment must be a file'] },
    })
  })

  it('cleans names: no paths, control characters or direction overrides', async () => {
    const ticket = await attach([file(PNG, '..\\..\\evil/re\u202Egnp.exe\u0007"x".png')])
    expect(ticket.attachments[0]?.name).toBe('regnp.exex.png')
  })

  it('removes files already written when the unit of work fails', async () => {
    let puts = 0
    t.engine.ctx.attachments = {
      put: async (key, bytes) => {
        puts++
        if (puts === 2) throw new Error('disk full')
        await original.put(key, bytes)
      },
      read: (key) => original.read(key),
      delete: (key) => original.delete(key),
    }
    const before = await supportCounts(t)
    const filesBefore = storedFiles(t)
    const log = t.engine.ctx.log
    const logged: unknown[] = []
    t.engine.ctx.log = { ...log, error: (message, fields) => logged.push({ message, fields }) }
    const result = await client
      .call(tickets.create, {
        form: form(fields(), [file(PNG, 'one.png'), file(PDF, 'two.pdf')]),
      })
      .finally(() => {
        t.engine.ctx.log = log
      })
    // The operator sees why in the log; the trader gets no details.
    expect(result.status).toBe(500)
    expect(result.body).toEqual({ message: 'Server Error' })
    expect(logged).toContainEqual({
      message: 'unhandled error',
      fields: expect.objectContaining({ error: new Error('disk full') }),
    })
    expect(puts).toBe(2)
    expect(await supportCounts(t)).toEqual(before)
    expect(storedFiles(t)).toEqual(filesBefore)
  })
})
