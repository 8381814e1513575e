/**
 * Tickets as the wire shows them (contract/tickets.ts), read in a few
 * queries: the ticket with its type and challenge, then its attachments and
 * messages with their authors. Texts users wrote are returned as written.
 */
import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { z } from 'zod'
import type { ticket, ticketDetail, attachment as wireAttachment } from '#contract/tickets.ts'
import type { DbOrTx } from '../db/client.ts'
import {
  challenges,
  ticketAttachments,
  ticketMessages,
  tickets,
  ticketTypes,
  userChallenges,
  users,
} from '../db/schema/index.ts'
import { type Locale, translate } from '../i18n.ts'
import { type PageRequest, pageOffset } from '../pagination.ts'
import { shownTitle } from '../user-challenges/present.ts'
import { ticketTexts } from './texts.ts'
import type { AttachmentRow } from './uploads.ts'

type Ticket = z.input<typeof ticket>
type TicketDetail = z.input<typeof ticketDetail>
type UserRow = typeof users.$inferSelect
export type TicketRow = typeof tickets.$inferSelect

export interface TicketOwner {
  id: number
  email: string
  name: string | null
}

const owners = alias(users, 'owner')

const summaryColumns = {
  ticket: tickets,
  type: { id: ticketTypes.id, title: ticketTypes.title },
  challenge: { id: userChallenges.id, title: userChallenges.title },
  product: { titleEn: challenges.titleEn, titleFa: challenges.titleFa },
  owner: owners,
}

function summaryQuery(db: DbOrTx) {
  return db
    .select(summaryColumns)
    .from(tickets)
    .innerJoin(ticketTypes, eq(ticketTypes.id, tickets.typeId))
    .innerJoin(owners, eq(owners.id, tickets.userId))
    .leftJoin(userChallenges, eq(userChallenges.id, tickets.userChallengeId))
    .leftJoin(challenges, eq(challenges.id, userChallenges.challengeId))
}

type SummaryRow = Awaited<ReturnType<ReturnType<typeof summaryQuery>['execute']>>[number]

function summaryOf(row: SummaryRow, locale: Locale): Ticket {
  return {
    id: row.ticket.id,
    subject: row.ticket.subject,
    status: row.ticket.status,
    type: { id: row.type.id, title: translate(locale, row.type.title) },
    // A catalogue title in the reader's language; a renamed one as typed.
    challenge: row.challenge
      ? {
          id: row.challenge.id,
          title: shownTitle(row.challenge.title, row.product?.titleEn ? row.product : null, locale),
        }
      : null,
    created_at: row.ticket.createdAt.toISOString(),
    updated_at: row.ticket.updatedAt.toISOString(),
  }
}

export function ownerOf(user: UserRow): TicketOwner {
  return { id: user.id, email: user.email, name: displayNameOf(user) }
}

/** What a person is called on a ticket: their name, else their first and last names. */
function displayNameOf(user: UserRow): string | null {
  const name = user.name?.trim()
  if (name) return name
  const full = [user.firstName, user.lastName].filter(Boolean).join(' ').trim()
  return full || null
}

export function attachmentResource(row: AttachmentRow): z.input<typeof wireAttachment> {
  return {
    id: row.id,
    name: row.name,
    size: row.size,
    mime: row.mime,
    created_at: row.createdAt.toISOString(),
  }
}

export interface TicketPage {
  data: Array<Ticket & { user: TicketOwner }>
  total: number
}

/**
 * A page of tickets matching `where`: newest activity first for a trader,
 * longest waiting first for staff.
 */
export async function ticketPage(
  db: DbOrTx,
  where: SQL | undefined,
  order: 'newest' | 'oldest',
  page: PageRequest,
  locale: Locale,
): Promise<TicketPage> {
  const direction = order === 'newest' ? desc : asc
  const [rows, [total]] = await Promise.all([
    summaryQuery(db)
      .where(where)
      .orderBy(direction(tickets.updatedAt), direction(tickets.id))
      .limit(page.per_page)
      .offset(pageOffset(page)),
    db.select({ n: count() }).from(tickets).where(where),
  ])
  return {
    data: rows.map((row) => ({ ...summaryOf(row, locale), user: ownerOf(row.owner) })),
    total: total?.n ?? 0,
  }
}

/** The ticket with its thread; undefined when there is none (or not the user's, with `userId`). */
export async function ticketDetailOf(
  db: DbOrTx,
  ticketId: number,
  locale: Locale,
  userId?: number,
): Promise<(TicketDetail & { user: TicketOwner }) | undefined> {
  const [row] = await summaryQuery(db)
    .where(
      userId === undefined
        ? eq(tickets.id, ticketId)
        : and(eq(tickets.id, ticketId), eq(tickets.userId, userId)),
    )
    .limit(1)
  if (!row) return undefined

  const [files, messages] = await Promise.all([
    db
      .select()
      .from(ticketAttachments)
      .where(eq(ticketAttachments.ticketId, ticketId))
      .orderBy(asc(ticketAttachments.id)),
    db
      .select({ message: ticketMessages, author: users })
      .from(ticketMessages)
      .leftJoin(users, eq(users.id, ticketMessages.authorId))
      .where(eq(ticketMessages.ticketId, ticketId))
      .orderBy(asc(ticketMessages.id)),
  ])
  const filesOf = (messageId: number | null) =>
    files.filter((f) => f.messageId === messageId).map(attachmentResource)

  return {
    ...summaryOf(row, locale),
    user: ownerOf(row.owner),
    description: row.ticket.description,
    attachments: filesOf(null),
    messages: messages.map(({ message, author }) => ({
      id: message.id,
      content: message.content,
      author: {
        name: authorName(author, message.fromStaff, locale),
        is_staff: message.fromStaff,
      },
      attachments: filesOf(message.id),
      created_at: message.createdAt.toISOString(),
    })),
  }
}

function authorName(author: UserRow | null, fromStaff: boolean, locale: Locale): string {
  const name = author ? displayNameOf(author) : null
  if (name) return name
  // Staff without a name sign as the team; a trader without one by their address's name.
  if (fromStaff) return translate(locale, ticketTexts.support)
  if (!author) return translate(locale, ticketTexts.trader)
  return author.email.split('@')[0] ?? author.email
}

/** Drops the owner details staff see (the trader's own view has no `user`). */
export function forTrader<T extends { user: TicketOwner }>(view: T): Omit<T, 'user'> {
  const { user: _user, ...rest } = view
  return rest
}
