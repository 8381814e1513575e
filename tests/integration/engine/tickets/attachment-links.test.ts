import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api } from '#contract/index.ts'
import { OffsetClock } from '../../../../engine/clock.ts'
import { signedInClient } from '../fixtures.ts'
import { databaseKinds, type TestClient } from '../harness.ts'
import {
  createChallenge,
  download,
  file,
  form,
  PDF,
  PNG,
  type SupportEngine,
  startSupportEngine,
} from './support-fixtures.ts'

const tickets = api.tickets
const PUBLIC_URL = 'https://engine.example.test/api'

describe.each(databaseKinds)('attachment download links on %s', (kind) => {
  let t: SupportEngine
  let client: TestClient
  let challengeId: number
  let typeId: number

  beforeAll(async () => {
    // Behind a proxy that serves the engine under /api.
    t = await startSupportEngine(kind, {
      TICKET_LINK_TTL_SECONDS: '300',
      ENGINE_PUBLIC_URL: PUBLIC_URL,
    })
    const signed = await signedInClient(t)
    client = signed.client
    challengeId = (await createChallenge(t, signed.user.id)).id
    typeId = (await client.ok(tickets.types)).data[0]?.id ?? 0
  })
  afterAll(async () => {
    await t.close()
  })

  async function attach(files: File[]) {
    const fields = {
      type_id: typeId,
      user_challenge_id: challengeId,
      subject: 'Statement',
      description: 'Attached.',
    }
    return (await client.ok(tickets.create, { form: form(fields, files) })).data
  }

  it('serves a signed link on ENGINE_PUBLIC_URL as data, never as a page', async () => {
    const ticket = await attach([
      file(PNG, 'chart.png'),
      file(PDF, 'رسید پرداخت.pdf'),
      file('<script>alert(1)</script>', 'notes.txt'),
    ])
    const [png, pdf, text] = ticket.attachments
    const ids = { ticketId: ticket.id }

    const link = await client.ok(tickets.attachmentLink, {
      params: { ...ids, attachmentId: png?.id ?? 0 },
    })
    expect(link.data.url.startsWith(`${PUBLIC_URL}/files/tickets/${png?.id}?expires=`)).toBe(true)
    const now = t.engine.ctx.clock.now().getTime()
    expect(Date.parse(link.data.expires_at) - now).toBeGreaterThan(295_000)
    expect(Date.parse(link.data.expires_at) - now).toBeLessThanOrEqual(300_000)

    const image = await download(t, link.data.url)
    expect(image.status).toBe(200)
    expect(image.bytes).toEqual(PNG)
    expect(image.headers.get('content-type')).toBe('image/png')
    expect(image.headers.get('content-disposition')).toBe(
      `inline; filename="chart.png"; filename*=UTF-8''chart.png`,
    )
    expect(image.headers.get('x-content-type-options')).toBe('nosniff')
    // "Download" asks for the same bytes as a file to save, not a page to show.
    expect(link.data.download_url).toBe(`${link.data.url}&download=1`)
    const saved = await download(t, link.data.download_url)
    expect(saved.bytes).toEqual(PNG)
    expect(saved.headers.get('content-disposition')).toBe(
      `attachment; filename="chart.png"; filename*=UTF-8''chart.png`,
    )
    expect(image.headers.get('content-security-policy')).toContain('sandbox')

    const pdfLink = await client.ok(tickets.attachmentLink, {
      params: { ...ids, attachmentId: pdf?.id ?? 0 },
    })
    const document = await download(t, pdfLink.data.url)
    expect(document.bytes).toEqual(PDF)
    expect(document.headers.get('content-type')).toBe('application/pdf')
    expect(document.headers.get('content-disposition')).toBe(
      `attachment; filename="____ ______.pdf"; filename*=UTF-8''${encodeURIComponent('رسید پرداخت.pdf')}`,
    )

    const textLink = await client.ok(tickets.attachmentLink, {
      params: { ...ids, attachmentId: text?.id ?? 0 },
    })
    const plain = await download(t, textLink.data.url)
    expect(new TextDecoder().decode(plain.bytes)).toBe('<script>alert(1)</script>')
    expect(plain.headers.get('content-type')).toBe('text/plain; charset=utf-8')
    expect(plain.headers.get('content-disposition')?.startsWith('attachment;')).toBe(true)
  })

  it('works until the link expires, and refuses a tampered one', async () => {
    const ticket = await attach([file(PNG, 'a.png'), file(PDF, 'b.pdf')])
    const [first, second] = ticket.attachments
    const link = await client.ok(tickets.attachmentLink, {
      params: { ticketId: ticket.id, attachmentId: first?.id ?? 0 },
    })
    const url = new URL(link.data.url)
    const signature = url.searchParams.get('signature') ?? ''
    const expires = url.searchParams.get('expires') ?? ''

    const variant = (change: (u: URL) => void) => {
      const copy = new URL(url)
      change(copy)
      return copy.toString()
    }
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`
    const tampered = [
      variant((u) => u.searchParams.set('signature', flipped)),
      variant((u) => u.searchParams.set('expires', String(Number(expires) + 3600))),
      variant((u) => {
        u.pathname = u.pathname.replace(/\d+$/, String(second?.id))
      }),
      variant((u) => u.searchParams.delete('signature')),
      variant((u) => u.searchParams.set('expires', 'soon')),
    ]
    for (const bad of tampered) {
      const result = await download(t, bad)
      expect(result.status, bad).toBe(403)
      expect(JSON.parse(new TextDecoder().decode(result.bytes))).toEqual({
        message: 'This download link is not valid.',
      })
    }

    const clock = t.engine.ctx.clock as OffsetClock
    expect(clock).toBeInstanceOf(OffsetClock)
    const remaining = Number(expires) * 1000 - clock.now().getTime()
    clock.advance(remaining - 1000)
    expect((await download(t, link.data.url)).status).toBe(200)
    clock.advance(2000)
    const expired = await download(t, link.data.url)
    expect(expired.status).toBe(403)
    expect(JSON.parse(new TextDecoder().decode(expired.bytes))).toEqual({
      message: 'This download link has expired. Open the attachment again for a new one.',
    })

    const fresh = await client.ok(tickets.attachmentLink, {
      params: { ticketId: ticket.id, attachmentId: first?.id ?? 0 },
    })
    expect((await download(t, fresh.data.url)).status).toBe(200)
  })

  it('returns an attachment’s details', async () => {
    const ticket = await attach([file(PDF, 'statement.pdf')])
    const attachment = ticket.attachments[0]
    const details = await client.ok(tickets.attachment, {
      params: { ticketId: ticket.id, attachmentId: attachment?.id ?? 0 },
    })
    expect(details.data).toEqual({
      id: attachment?.id,
      name: 'statement.pdf',
      size: PDF.byteLength,
      mime: 'application/pdf',
      created_at: ticket.created_at,
    })
    const missing = await client.call(tickets.attachment, {
      params: { ticketId: ticket.id, attachmentId: 999999 },
    })
    expect(missing.status).toBe(404)
  })
})
