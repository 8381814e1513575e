/**
 * The audit log (db/schema/audit.ts): staff decisions and edits, written
 * in the same transaction as the change itself, so a change without its
 * record (or a record of a change rolled back) cannot happen.
 */
import { and, count, desc, eq, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { AuditEntry } from '#contract/staff.ts'
import { changedFields, type FieldChange } from '../core/audit/changes.ts'
import type { DbOrTx } from '../db/client.ts'
import { auditLog, users } from '../db/schema/index.ts'
import type { Locale } from '../i18n.ts'
import {
  challengeTitles,
  emailsOf,
  idList,
  subjectKey,
  subjectWords,
  USER_FIELDS,
} from './audit-subjects.ts'

/** Row ids no reader acts on: the subject's own id (in the entry already) and links between tables. */
const INTERNAL = new Set(['id', 'tradingAccountId', 'typeId'])

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

/** Changes as the reader reads them: user ids as e-mails, challenge ids as titles. */
async function readable(
  db: DbOrTx,
  all: FieldChange[][],
  locale: Locale,
): Promise<FieldChange[][]> {
  const flat = all.flat()
  const userIds = flat
    .filter((c) => USER_FIELDS.has(c.field))
    .flatMap((c) => [c.before, c.after])
    .filter((v): v is number => typeof v === 'number')
  const emails = await emailsOf(db, userIds)
  const titles = await challengeTitles(db, flat, locale)
  const user = (v: unknown) => (typeof v === 'number' ? (emails.get(v) ?? `#${v}`) : v)
  const challengeList = (v: unknown) =>
    v === null ? null : idList(v).map((id) => titles.get(id) ?? `#${id}`)
  return all.map((changes) =>
    changes
      .filter((c) => !INTERNAL.has(c.field))
      .map((c) =>
        USER_FIELDS.has(c.field)
          ? { ...c, before: user(c.before), after: user(c.after) }
          : c.field === 'challenge_ids'
            ? { ...c, before: challengeList(c.before), after: challengeList(c.after) }
            : c,
      ),
  )
}

export async function auditPage(
  db: DbOrTx,
  query: AuditQuery,
  locale: Locale = 'en',
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
  const words = await subjectWords(
    db,
    rows.map((r) => r.entry),
    locale,
  )
  const changes = await readable(
    db,
    rows.map((r) => changedFields(r.entry.before, r.entry.after)),
    locale,
  )
  return {
    data: rows.map(({ entry, actor, subjectEmail }, i) => ({
      id: entry.id,
      actor: actor?.id ? actor : null,
      action: entry.action,
      subject_label: subjectEmail ?? null,
      subject_owner: words.get(subjectKey(entry.subjectType, entry.subjectId))?.owner ?? null,
      subject_name: words.get(subjectKey(entry.subjectType, entry.subjectId))?.name ?? null,
      changes: (changes[i] ?? []) as AuditEntry['changes'],
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
