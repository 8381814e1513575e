/**
 * Opening tickets, adding messages (trader or staff) and closing, each as
 * one unit of work: the rows, the attachment files and the notification
 * commit together or not at all. Everything the user sent is checked before
 * the first write; files written before a failure are removed again.
 */
import { and, eq } from 'drizzle-orm'
import { recordAudit } from '../audit/audit.ts'
import type { EngineContext } from '../context.ts'
import { transition } from '../core/tickets/ticket-status.ts'
import type { Tx } from '../db/client.ts'
import { ticketMessages, tickets, ticketTypes, userChallenges } from '../db/schema/index.ts'
import { transaction } from '../db/transaction.ts'
import { type FieldErrors, notFound, validationError } from '../errors.ts'
import { type Locale, translate } from '../i18n.ts'
import { notify } from '../notifications/notify.ts'
import { ticketTexts } from './texts.ts'
import type { TicketRow } from './ticket-views.ts'
import { type CheckedUpload, checkUploads, storeUploads } from './uploads.ts'

export interface NewTicket {
  userId: number
  typeId: number
  /** Required only by the types about an account (ticket_types.needs_challenge). */
  userChallengeId: number | null
  subject: string
  description: string
  files: File[]
}

export async function openTicket(
  ctx: EngineContext,
  input: NewTicket,
  locale: Locale,
): Promise<number> {
  const errors: FieldErrors = {}
  const [type, challenge, uploads] = await Promise.all([
    ctx.db
      .select({ id: ticketTypes.id, needsChallenge: ticketTypes.needsChallenge })
      .from(ticketTypes)
      .where(eq(ticketTypes.id, input.typeId))
      .limit(1),
    input.userChallengeId === null
      ? []
      : ctx.db
          .select({ id: userChallenges.id })
          .from(userChallenges)
          .where(
            and(
              eq(userChallenges.id, input.userChallengeId),
              eq(userChallenges.userId, input.userId),
            ),
          )
          .limit(1),
    checkUploads(ctx, input.files, locale),
  ])
  const [found] = type
  if (!found) errors.type_id = [translate(locale, ticketTexts.noType)]
  if (input.userChallengeId === null) {
    if (found?.needsChallenge)
      errors.user_challenge_id = [translate(locale, ticketTexts.challengeRequired)]
  } else if (challenge.length === 0) {
    errors.user_challenge_id = [translate(locale, ticketTexts.noChallenge)]
  }
  if (!uploads.ok) errors.attachments = uploads.errors
  if (Object.keys(errors).length > 0 || !uploads.ok) throw validationError(errors)

  return withStoredFiles(ctx, async (tx, store) => {
    const now = ctx.clock.now()
    const [row] = await tx
      .insert(tickets)
      .values({
        userId: input.userId,
        typeId: input.typeId,
        userChallengeId: input.userChallengeId,
        subject: input.subject,
        description: input.description,
        status: 'open',
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: tickets.id })
    if (!row) throw new Error('ticket insert returned nothing')
    await store(uploads.uploads, {
      ticketId: row.id,
      messageId: null,
      uploadedBy: input.userId,
      now,
    })
    return row.id
  })
}

export interface NewMessage {
  ticketId: number
  authorId: number
  /** A trader may write only on their own tickets; staff on any. */
  as: 'owner' | 'staff'
  content: string
  files: File[]
}

export async function addMessage(
  ctx: EngineContext,
  input: NewMessage,
  locale: Locale,
): Promise<void> {
  const action = input.as === 'staff' ? 'staff_reply' : 'trader_reply'
  const current = await findTicket(ctx.db, input)
  if (!current) throw notFound()
  const uploads = await checkUploads(ctx, input.files, locale)
  const errors: FieldErrors = {}
  if (!transition(current.status, action).allowed) {
    errors.content = [translate(locale, ticketTexts.closed)]
  }
  if (!uploads.ok) errors.attachments = uploads.errors
  if (Object.keys(errors).length > 0 || !uploads.ok) throw validationError(errors)

  await withStoredFiles(ctx, async (tx, store) => {
    // Locked, and checked again: a close may have landed since the first look.
    const ticket = await findTicket(tx, input, true)
    if (!ticket) throw notFound()
    const next = transition(ticket.status, action)
    if (!next.allowed) throw validationError({ content: [translate(locale, ticketTexts.closed)] })
    const now = ctx.clock.now()
    const [message] = await tx
      .insert(ticketMessages)
      .values({
        ticketId: ticket.id,
        authorId: input.authorId,
        fromStaff: input.as === 'staff',
        content: input.content,
        createdAt: now,
      })
      .returning({ id: ticketMessages.id })
    if (!message) throw new Error('ticket message insert returned nothing')
    await store(uploads.uploads, {
      ticketId: ticket.id,
      messageId: message.id,
      uploadedBy: input.authorId,
      now,
    })
    await tx
      .update(tickets)
      .set({ status: next.status, updatedAt: now })
      .where(eq(tickets.id, ticket.id))
    if (input.as === 'staff') {
      await recordAudit(tx, {
        actorId: input.authorId,
        action: 'ticket.replied',
        subjectType: 'ticket',
        subjectId: ticket.id,
        before: { status: ticket.status },
        after: { status: next.status },
        now,
      })
      await notify(ctx, tx, {
        userId: ticket.userId,
        type: 'ticket_answered',
        title: ticketTexts.answeredTitle,
        body: ticketTexts.answeredBody,
        params: { subject: ticket.subject },
        link: `/tickets/${ticket.id}`,
        data: { ticket_id: ticket.id, message_id: message.id },
      })
    }
  })
}

/**
 * Staff close (with an optional closing note, added to the thread) or
 * reopen a ticket; the trader is notified and the action audited. Closing
 * a closed ticket, or reopening an open one, changes nothing.
 */
export async function setTicketStatus(
  ctx: EngineContext,
  ticketId: number,
  staffId: number,
  action: 'close' | 'reopen',
  note: string | null,
): Promise<void> {
  await transaction(ctx, async (tx) => {
    const ticket = await findTicket(tx, { ticketId, as: 'staff', authorId: staffId }, true)
    if (!ticket) throw notFound()
    const next = transition(ticket.status, action)
    if (!next.allowed || !next.changed) return
    const now = ctx.clock.now()
    if (note) {
      await tx.insert(ticketMessages).values({
        ticketId: ticket.id,
        authorId: staffId,
        fromStaff: true,
        content: note,
        createdAt: now,
      })
    }
    const closing = action === 'close'
    await tx
      .update(tickets)
      .set({
        status: next.status,
        closedAt: closing ? now : null,
        closedBy: closing ? staffId : null,
        updatedAt: now,
      })
      .where(eq(tickets.id, ticket.id))
    await recordAudit(tx, {
      actorId: staffId,
      action: closing ? 'ticket.closed' : 'ticket.reopened',
      subjectType: 'ticket',
      subjectId: ticket.id,
      before: { status: ticket.status },
      after: { status: next.status },
      note,
      now,
    })
    await notify(ctx, tx, {
      userId: ticket.userId,
      type: 'ticket_status_changed',
      title: closing ? ticketTexts.closedTitle : ticketTexts.reopenedTitle,
      body: closing ? ticketTexts.closedBody : ticketTexts.reopenedBody,
      params: { subject: ticket.subject },
      link: `/tickets/${ticket.id}`,
      data: { ticket_id: ticket.id, status: next.status },
    })
  })
}

async function findTicket(
  db: EngineContext['db'] | Tx,
  who: { ticketId: number; authorId: number; as: 'owner' | 'staff' },
  lock = false,
): Promise<TicketRow | undefined> {
  const where =
    who.as === 'staff'
      ? eq(tickets.id, who.ticketId)
      : and(eq(tickets.id, who.ticketId), eq(tickets.userId, who.authorId))
  const query = db.select().from(tickets).where(where).limit(1)
  const [row] = lock ? await query.for('update') : await query
  return row
}

type Store = (
  uploads: CheckedUpload[],
  owner: Parameters<typeof storeUploads>[3],
) => Promise<unknown>

/** A transaction that may write attachment files; they are removed if it does not commit. */
async function withStoredFiles<T>(
  ctx: EngineContext,
  work: (tx: Tx, store: Store) => Promise<T>,
): Promise<T> {
  const storage = ctx.attachments
  const written: string[] = []
  try {
    return await transaction(ctx, (tx) =>
      work(tx, (uploads, owner) => storeUploads(tx, storage, uploads, owner, written)),
    )
  } catch (error) {
    await Promise.all(
      written.map((key) =>
        storage
          .delete(key)
          .catch((failure: unknown) =>
            ctx.log.error('could not remove an attachment file', { key, error: failure }),
          ),
      ),
    )
    throw error
  }
}
