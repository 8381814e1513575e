import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api } from '#contract/index.ts'
import { notificationEvent } from '#contract/notifications.ts'
import { notifications, tickets as ticketRows, users } from '../../../../engine/db/schema/index.ts'
import type { BroadcastEvent } from '../../../../engine/events.ts'
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
  supportCounts,
} from './support-fixtures.ts'

const tickets = api.tickets
const staff = api.staffTickets

describe.each(databaseKinds)('staff answering tickets on %s', (kind) => {
  let t: SupportEngine
  let support: TestClient
  let supportName: string
  let typeId: number
  const events: BroadcastEvent[] = []

  beforeAll(async () => {
    t = await startSupportEngine(kind)
    const signed = await signedInClient(t, { role: 'support' })
    support = signed.client
    supportName = 'Sara from support'
    await t.engine.ctx.db
      .update(users)
      .set({ name: supportName })
      .where(eq(users.id, signed.user.id))
    typeId = (await support.ok(tickets.types)).data[1]?.id ?? 0
    t.engine.ctx.events.subscribe((event) => events.push(event))
  })
  afterAll(async () => {
    await t.close()
  })

  async function traderWithTicket(files: File[] = [], language: 'en' | 'fa' = 'en') {
    const { user, client } = await signedInClient(t, {}, { language })
    const challenge = await createChallenge(t, user.id, '25K Challenge')
    const created = await client.ok(tickets.create, {
      form: form(
        {
          type_id: typeId,
          user_challenge_id: challenge.id,
          subject: 'Payment not activated',
          description: 'I paid 199 USDT an hour ago.',
        },
        files,
      ),
    })
    return { user, client, ticket: created.data }
  }

  it('is for support staff only: 401 for guests, 403 for traders', async () => {
    const guest = t.client()
    await guest.startSession()
    const { client: trader } = await signedInClient(t)
    const params = { ticketId: 1, attachmentId: 1 }
    for (const endpoint of Object.values(staff)) {
      const body = endpoint.multipart ? form({ content: 'x' }) : undefined
      const anonymous = await guest.call(endpoint, { params, form: body })
      expect(anonymous.status, endpoint.path).toBe(401)
      const forbidden = await trader.call(endpoint, { params, form: body })
      expect(forbidden.status, endpoint.path).toBe(403)
      expect(forbidden.body).toEqual({ message: 'This action is unauthorized.' })
    }
    const close = await support.call(staff.close, { params, withoutXsrf: true })
    expect(close.status).toBe(419)
  })

  it('lists open tickets, longest waiting first, with their owners', async () => {
    const first = await traderWithTicket()
    const second = await traderWithTicket()
    const open = await support.ok(staff.list, { query: { per_page: 100 } })
    const ids = open.data.map((x) => x.id)
    expect(ids.indexOf(first.ticket.id)).toBeLessThan(ids.indexOf(second.ticket.id))
    expect(open.data.every((x) => x.status === 'open')).toBe(true)
    const listed = open.data.find((x) => x.id === second.ticket.id)
    expect(listed?.user).toEqual({ id: second.user.id, email: second.user.email, name: null })

    const detail = await support.ok(staff.show, { params: { ticketId: first.ticket.id } })
    expect(detail.data.subject).toBe('Payment not activated')
    expect(detail.data.user.id).toBe(first.user.id)

    const none = await support.call(staff.show, { params: { ticketId: 999999 } })
    expect(none.status).toBe(404)
    const bad = await support.call(staff.list, { query: { status: 'pending' } })
    expect(bad.status).toBe(422)
    expect(bad.body).toMatchObject({
      errors: { status: ['Status is invalid: one of open, answered, closed, all'] },
    })
  })

  it('answers: the ticket is answered, the owner notified in a row and on their channel', async () => {
    const owner = await traderWithTicket([file(PNG, 'receipt.png')], 'fa')
    const before = await supportCounts(t)
    events.length = 0

    const reply = await support.ok(staff.reply, {
      params: { ticketId: owner.ticket.id },
      form: form({ content: 'Your payment is active now.' }, [file(PDF, 'invoice.pdf')]),
    })
    expect(reply.message).toBe('Your answer has been sent to the trader.')
    expect(reply.data.status).toBe('answered')
    expect(reply.data.messages).toEqual([
      expect.objectContaining({
        content: 'Your payment is active now.',
        author: { name: supportName, is_staff: true },
        attachments: [expect.objectContaining({ name: 'invoice.pdf', mime: 'application/pdf' })],
      }),
    ])
    expect(await supportCounts(t)).toEqual({
      tickets: before.tickets,
      messages: (before.messages ?? 0) + 1,
      attachments: (before.attachments ?? 0) + 1,
      notifications: (before.notifications ?? 0) + 1,
    })

    const [row] = await t.engine.ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, owner.user.id))
    expect(row).toMatchObject({
      type: 'ticket_answered',
      link: `/tickets/${owner.ticket.id}`,
      readAt: null,
      data: { ticket_id: owner.ticket.id, message_id: reply.data.messages[0]?.id },
    })

    const published = events.filter((e) => e.event === 'notification')
    expect(published).toHaveLength(1)
    expect(published[0]?.channel).toBe(`private-user.${owner.user.id}`)
    const payload = notificationEvent.parse(published[0]?.payload)
    expect(payload).toMatchObject({
      id: row?.id,
      type: 'ticket_answered',
      title: 'Your ticket was answered',
      body: 'Support replied to “Payment not activated”.',
      status: 'unread',
      link: `/tickets/${owner.ticket.id}`,
      texts: {
        en: {
          title: 'Your ticket was answered',
          body: 'Support replied to “Payment not activated”.',
        },
        fa: {
          title: 'به تیکت شما پاسخ داده شد',
          body: 'پشتیبانی به «Payment not activated» پاسخ داد.',
        },
      },
    })

    // The owner reads it in their language, and sees the staff reply in the thread.
    const mine = await owner.client.ok(api.notifications.recent)
    expect(mine.meta.unread).toBe(1)
    expect(mine.data[0]).toMatchObject({
      title: 'به تیکت شما پاسخ داده شد',
      body: 'پشتیبانی به «Payment not activated» پاسخ داد.',
      status: 'unread',
    })
    const seen = await owner.client.ok(tickets.show, { params: { ticketId: owner.ticket.id } })
    expect(seen.data.status).toBe('answered')
    expect(seen.data.messages[0]?.author).toEqual({ name: supportName, is_staff: true })

    // Staff can fetch the trader's attachment through a signed link.
    const link = await support.ok(staff.attachmentLink, {
      params: { ticketId: owner.ticket.id, attachmentId: owner.ticket.attachments[0]?.id ?? 0 },
    })
    const fetched = await download(t, link.data.url)
    expect(fetched.status).toBe(200)
    expect(fetched.bytes).toEqual(PNG)
  })

  it('reopens an answered ticket when the trader replies, and closes for good', async () => {
    const owner = await traderWithTicket()
    const ticketId = owner.ticket.id
    await support.ok(staff.reply, { params: { ticketId }, form: form({ content: 'Done.' }) })
    const reopened = await owner.client.ok(tickets.reply, {
      params: { ticketId },
      form: form({ content: 'It still shows pending.' }),
    })
    expect(reopened.data.status).toBe('open')
    const queue = await support.ok(staff.list, { query: { per_page: 100 } })
    expect(queue.data.map((x) => x.id)).toContain(ticketId)

    const closed = await support.ok(staff.close, { params: { ticketId } })
    expect(closed.message).toBe('The ticket is closed.')
    expect(closed.data.status).toBe('closed')
    const [row] = await t.engine.ctx.db.select().from(ticketRows).where(eq(ticketRows.id, ticketId))
    expect(row?.closedBy).not.toBeNull()
    expect(row?.closedAt).toBeInstanceOf(Date)

    const before = await supportCounts(t)
    const traderReply = await owner.client.call(tickets.reply, {
      params: { ticketId },
      form: form({ content: 'Hello?' }, [file(PNG, 'late.png')]),
    })
    expect(traderReply.status).toBe(422)
    expect(traderReply.body).toEqual({
      message: 'This ticket is closed. Please open a new ticket.',
      errors: { content: ['This ticket is closed. Please open a new ticket.'] },
    })
    const staffReply = await support.call(staff.reply, {
      params: { ticketId },
      form: form({ content: 'One more thing.' }),
    })
    expect(staffReply.status).toBe(422)
    const again = await support.ok(staff.close, { params: { ticketId } })
    expect(again.data.updated_at).toBe(closed.data.updated_at)
    expect(await supportCounts(t)).toEqual(before)

    const closedList = await support.ok(staff.list, { query: { status: 'closed', per_page: 100 } })
    expect(closedList.data.map((x) => x.id)).toContain(ticketId)
  })
})
