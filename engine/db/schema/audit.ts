/**
 * Every staff decision and edit (rules.md, Staff: "recorded with who and
 * when"): the actor, the action, what it was about, and the subject before
 * and after, as JSON. Rows are only ever inserted.
 */
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core'
import { users } from './accounts.ts'
import { at } from './columns.ts'

export const auditLog = pgTable(
  'audit_log',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** null: the system (an operator's script). */
    actorId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** e.g. real_withdraw.paid, coupon.created */
    action: text().notNull(),
    subjectType: text().notNull(),
    subjectId: integer(),
    before: jsonb(),
    after: jsonb(),
    note: text(),
    createdAt: at().notNull(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.id),
    index('audit_log_subject_idx').on(t.subjectType, t.subjectId),
  ],
)
