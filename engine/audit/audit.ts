/**
 * The audit log (db/schema/audit.ts): staff decisions and edits, written
 * in the same transaction as the change itself, so a change without its
 * record (or a record of a change rolled back) cannot happen.
 */
import { count, desc, eq } from 'drizzle-orm'
import type { AuditEntry } from '#contract/staff.ts'
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

export async function auditPage(
  db: DbOrTx,
  query: { page: number; per_page: number; subject_type?: string | undefined },
): Promise<{ data: AuditEntry[]; total: number }> {
  const where = query.subject_type ? eq(auditLog.subjectType, query.subject_type) : undefined
  const rows = await db
    .select({ entry: auditLog, actor: { id: users.id, email: users.email, name: users.name } })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(where)
    .orderBy(desc(auditLog.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page)
  const [total] = await db.select({ n: count() }).from(auditLog).where(where)
  return {
    data: rows.map(({ entry, actor }) => ({
      id: entry.id,
      actor: actor?.id ? actor : null,
      action: entry.action,
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
