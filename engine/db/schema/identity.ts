/**
 * Identity checks through Sumsub (docs/decisions/590): each user's
 * applicant and its latest review, and every verified webhook as history.
 */
import { sql } from 'drizzle-orm'
import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { users } from './accounts.ts'
import { at } from './columns.ts'

export const identityChecks = pgTable(
  'identity_checks',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Sumsub's applicantId; null until the applicant is created. */
    applicantId: text(),
    levelName: text().notNull(),
    /** Sumsub's reviewStatus: init, pending, prechecked, queued, onHold, completed. */
    reviewStatus: text().notNull().default('init'),
    /** With reviewStatus completed: GREEN or RED. */
    reviewAnswer: text({ enum: ['GREEN', 'RED'] }),
    /** With RED: FINAL (no retry) or RETRY (the trader may send documents again). */
    rejectType: text({ enum: ['FINAL', 'RETRY'] }),
    rejectLabels: jsonb().$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    /** The name the documents confirmed (Latin form), read from the applicant on GREEN. */
    verifiedFirstName: text(),
    verifiedLastName: text(),
    /** Why staff must look: a final rejection, or a confirmed name unlike the profile's. */
    flag: text({ enum: ['final_rejection', 'name_mismatch'] }),
    flaggedAt: at(),
    /** createdAtMs of the newest webhook applied: an older one arriving late changes nothing. */
    lastEventAt: at(),
    createdAt: at().notNull(),
    updatedAt: at().notNull(),
  },
  (t) => [
    uniqueIndex('identity_checks_user_unique').on(t.userId),
    uniqueIndex('identity_checks_applicant_unique').on(t.applicantId),
  ],
)

export const identityCheckEvents = pgTable(
  'identity_check_events',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    applicantId: text().notNull(),
    /** applicantReviewed, applicantPending, applicantOnHold, applicantReset, … */
    type: text().notNull(),
    reviewStatus: text(),
    reviewAnswer: text(),
    rejectType: text(),
    rejectLabels: jsonb().$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    /** Sumsub's comment for the applicant. */
    moderationComment: text(),
    /** Sumsub's comment for staff only: never shown to the trader. */
    clientComment: text(),
    /** SHA-256 of the raw body: the same webhook delivered twice is recorded once. */
    payloadHash: text().notNull(),
    occurredAt: at().notNull(),
    receivedAt: at().notNull(),
  },
  (t) => [
    uniqueIndex('identity_check_events_payload_unique').on(t.payloadHash),
    index('identity_check_events_user_idx').on(t.userId, t.id),
  ],
)
