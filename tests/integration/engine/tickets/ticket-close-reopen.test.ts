/**
 * Staff close a ticket with a closing note and reopen it (issue 25): the
 * trader is notified each time (in their language), sees the note in the
 * thread and the status; every reply, close and reopen is in the audit
 * log. The queue searches by number, e-mail and text; the side menu counts.
 */
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api } from '#contract/index.ts'
import { auditLog } from '../../../../engine/db/schema/index.ts'
import { signedInClient } from '../fixtures.ts'
import { databaseKinds, type TestClient } from '../harness.ts'
import {
  createChallenge,
  form,
  type SupportEngine,
  startSupportEngine,
} from './support-fixtures.ts'

const tickets = api.tickets
const staff = api.staffTickets

describe.each(databaseKinds)('ticket close and reopen (%s)', (kind) => {
  let t: SupportEngine
  let support: TestClient
  let supportId: number
  let typeId: number
  beforeAll(async () => {
    t = await startSupportEngine(kind)
    const signed = await signedInClient(t, { role: 'support' })
    support = signed.client
    supportId = signed.user.id
    typeId = (await support.ok(tickets.types)).data[0]?.id ?? 0
  })
  afterAll(async () => {
    await t.close()
  })

  async function traderWithTicket(subject: string, language: 'en' | 'fa' = 'en') {
    const { user, client } = await signedInClient(t, {}, { language })
    const challenge = await createChallenge(t, user.id)
    const created = await client.ok(tickets.create, {
      form: form({
        type_id: typeId,
        user_challenge_id: challenge.id,
        subject,
        description: 'Help',
      }),
    })
    return { user, client, ticketId: created.data.id }
  }

  const auditOf = (ticketId: number) =>
    t.engine.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectType, 'ticket'), eq(auditLog.subjectId, ticketId)))
      .orderBy(auditLog.id)

  it('reply, close with a note, reopen: the trader is told each time; all audited', async () => {
    const owner = await traderWithTicket('دریافت نشد', 'fa')
    const { ticketId } = owner
    await support.ok(staff.reply, { params: { ticketId }, form: form({ content: 'Sent now.' }) })
    const closed = await support.ok(staff.close, {
      params: { ticketId },
      body: { note: 'Paid on 25 Nov, tx 0xabc.' },
    })
    expect(closed).toMatchObject({ message: 'The ticket is closed.', data: { status: 'closed' } })

    const seen = await owner.client.ok(tickets.show, { params: { ticketId } })
    expect(seen.data.status).toBe('closed')
    expect(seen.data.messages.at(-1)?.content).toBe('Paid on 25 Nov, tx 0xabc.')
    const told = await owner.client.ok(api.notifications.list)
    expect(told.data.slice(0, 2).map((n) => [n.type, n.title, n.link])).toEqual([
      ['ticket_status_changed', 'تیکت شما بسته شد', `/tickets/${ticketId}`],
      ['ticket_answered', 'به تیکت شما پاسخ داده شد', `/tickets/${ticketId}`],
    ])
    expect(told.data[0]?.body).toContain('دریافت نشد')

    const reopened = await support.ok(staff.reopen, { params: { ticketId } })
    expect(reopened).toMatchObject({
      message: 'The ticket is open again.',
      data: { status: 'open' },
    })
    expect((await owner.client.ok(tickets.show, { params: { ticketId } })).data.status).toBe('open')
    const again = await owner.client.ok(api.notifications.list)
    expect(again.data[0]).toMatchObject({
      type: 'ticket_status_changed',
      title: 'تیکت شما دوباره باز شد',
    })
    // The trader may write again.
    await owner.client.ok(tickets.reply, { params: { ticketId }, form: form({ content: 'ممنون' }) })

    // Reopening an open ticket changes nothing and writes nothing.
    await support.ok(staff.reopen, { params: { ticketId } })
    expect(
      (await auditOf(ticketId)).map((a) => [a.action, a.actorId, a.before, a.after, a.note]),
    ).toEqual([
      ['ticket.replied', supportId, { status: 'open' }, { status: 'answered' }, null],
      [
        'ticket.closed',
        supportId,
        { status: 'answered' },
        { status: 'closed' },
        'Paid on 25 Nov, tx 0xabc.',
      ],
      ['ticket.reopened', supportId, { status: 'closed' }, { status: 'open' }, null],
    ])
  })

  it('searches by number, owner e-mail and message text; counts what waits', async () => {
    const a = await traderWithTicket('Withdrawal stuck')
    const b = await traderWithTicket('Login problem')
    await b.client.ok(tickets.reply, {
      params: { ticketId: b.ticketId },
      form: form({ content: 'Error code QX-778 on sign-in' }),
    })
    const ids = async (query: object) =>
      (
        await support.ok(staff.list, { query: { status: 'all', per_page: 100, ...query } })
      ).data.map((x) => x.id)
    expect(await ids({ q: `#${a.ticketId}` })).toEqual([a.ticketId])
    expect(await ids({ q: b.user.email.toUpperCase() })).toEqual([b.ticketId])
    expect(await ids({ q: 'qx-778' })).toEqual([b.ticketId])
    expect(await ids({ q: 'stuck' })).toEqual([a.ticketId])
    await support.ok(staff.close, { params: { ticketId: a.ticketId } })
    expect(await ids({ q: 'stuck', status: 'open' })).toEqual([])
    expect(await ids({ q: 'stuck', status: 'closed' })).toEqual([a.ticketId])

    const counts = (await support.ok(staff.counts)).data
    const open = (await support.ok(staff.list, { query: { per_page: 100 } })).meta.total
    expect(counts).toMatchObject({
      tickets_open: open,
      real_withdraws_pending: 0,
      referral_withdraws_pending: 0,
      account_requests_pending: 0,
    })
    expect(open).toBeGreaterThan(0)
  })
})
