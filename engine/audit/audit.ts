/**
 * The audit log (db/schema/audit.ts): staff decisions and edits, written
 * in the same transaction as the change itself, so a change without its
 * record (or a record of a change rolled back) cannot happen.
 */
import { and, count, desc, eq, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { AuditEntry } from '#contract/staff.ts'
import { changedFields } from '../core/audit/changes.ts'
import type { DbOrTx } from '../db/client.ts'
import { auditLog, users } from '../db/schema/index.ts'

export interface AuditRecord {
  actorId: number | null
  action: string
  subjectType: string
  subjectId: number | null
  before?: unknown
  after?: unknown
  note?: string | null
  now: Date
}

/** Dates become ISO strings, decimals stay strings: what JSON keeps. */
function plain(value: unknown): unknown {
  return value === undefined || value === null ? null : JSON.parse(JSON.stringify(value))
}

export async function recordAudit(tx: DbOrTx, r: AuditRecord): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: r.actorId,
    action: r.action,
    subjectType: r.subjectType,
    subjectId: r.subjectId,
    before: plain(r.before),
    after: plain(r.after),
    note: r.note ?? null,
    createdAt: r.now,
  })
}

export interface AuditQuery {
  page: number
  per_page: number
  subject_type?: string | undefined
  subject_id?: number | undefined
  action?: string | undefined
  /** The actor's e-mail (or part of it). */
  actor?: string | undefined
}

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`)

function auditFilter(query: AuditQuery) {
  return and(
    query.subject_type ? eq(auditLog.subjectType, query.subject_type) : undefined,
    query.subject_id ? eq(auditLog.subjectId, query.subject_id) : undefined,
    query.action ? eq(auditLog.action, query.action) : undefined,
    query.actor
      ? sql`exists (select 1 from ${users} where ${users.id} = ${auditLog.actorId} and ${users.email} ilike ${`%${likeEscape(query.actor)}%`})`
      : undefined,
  )
}

export async function auditPage(
  db: DbOrTx,
  query: AuditQuery,
): Promise<{ data: AuditEntry[]; total: number }> {
  const where = auditFilter(query)
  const subject = alias(users, 'subject_user')
  const rows = await db
    .select({
      entry: auditLog,
      actor: { id: users.id, email: users.email, name: users.name },
      subjectEmail: subject.email,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .leftJoin(subject, and(eq(auditLog.subjectType, 'user'), eq(subject.id, auditLog.subjectId)))
    .where(where)
    .orderBy(desc(auditLog.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page)
  const [total] = await db.select({ n: count() }).from(auditLog).where(where)
  return {
    data: rows.map(({ entry, actor, subjectEmail }) => ({
      id: entry.id,
      actor: actor?.id ? actor : null,
      action: entry.action,
      subject_label: subjectEmail ?? null,
      changes: changedFields(entry.before, entry.after) as AuditEntry['changes'],
      subject_type: entry.subjectType,
      subject_id: entry.subjectId,
      before: (entry.before ?? null) as AuditEntry['before'],
      after: (entry.after ?? null) as AuditEntry['after'],
      note: entry.note,
      created_at: entry.createdAt.toISOString(),
    })),
    total: total?.n ?? 0,
  }
}
