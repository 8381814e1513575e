/**
 * Support tickets: a ticket (subject, description, type, the user challenge
 * it is about), its messages (trader and staff replies) and the files
 * attached to either. File bytes live in attachment storage under
 * `storage_key`; the row holds what was learnt from the content.
 */
import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { users } from './accounts.ts'
import { userChallenges } from './challenge-accounts.ts'
import { at, timestamps } from './columns.ts'

export const ticketTypes = pgTable(
  'ticket_types',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** Stable name the seeder matches on. */
    code: text().notNull(),
    /** English title; translated when answered (engine/tickets/texts.ts). */
    title: text().notNull(),
    sortOrder: integer().notNull().default(0),
    /**
     * Whether a ticket of this type must name a challenge: types about an
     * account do; billing and the like do not (a user may have none yet).
     */
    needsChallenge: boolean().notNull().default(true),
    createdAt: at().notNull(),
  },
  (t) => [uniqueIndex('ticket_types_code_unique').on(t.code)],
)

export const tickets = pgTable(
  'tickets',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    typeId: integer()
      .notNull()
      .references(() => ticketTypes.id),
    /** The user challenge it is about; kept when that challenge is gone. */
    userChallengeId: integer().references(() => userChallenges.id, { onDelete: 'set null' }),
    subject: text().notNull(),
    description: text().notNull(),
    status: text({ enum: ['open', 'answered', 'closed'] }).notNull(),
    closedAt: at(),
    /** The staff member who closed it (rules.md: staff decisions record who and when). */
    closedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    /** Moves with every message: the list's "newest activity first". */
    ...timestamps,
  },
  (t) => [
    index('tickets_user_activity_idx').on(t.userId, t.updatedAt, t.id),
    index('tickets_status_activity_idx').on(t.status, t.updatedAt, t.id),
  ],
)

export const ticketMessages = pgTable(
  'ticket_messages',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    ticketId: integer()
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    authorId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** Written by support staff (not the ticket's owner). */
    fromStaff: boolean().notNull(),
    content: text().notNull(),
    createdAt: at().notNull(),
  },
  (t) => [index('ticket_messages_ticket_idx').on(t.ticketId, t.id)],
)

export const ticketAttachments = pgTable(
  'ticket_attachments',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    ticketId: integer()
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    /** null: attached to the ticket itself (its description). */
    messageId: integer().references(() => ticketMessages.id, { onDelete: 'cascade' }),
    uploadedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    /** The file name shown and offered on download (sanitised, extension matching the content). */
    name: text().notNull(),
    size: integer().notNull(),
    /** Sniffed from the bytes, never taken from the client. */
    mime: text().notNull(),
    /** Where the bytes are in attachment storage. */
    storageKey: text().notNull(),
    sha256: text().notNull(),
    createdAt: at().notNull(),
  },
  (t) => [
    index('ticket_attachments_ticket_idx').on(t.ticketId, t.messageId),
    uniqueIndex('ticket_attachments_storage_key_unique').on(t.storageKey),
  ],
)
