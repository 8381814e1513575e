/**
 * What the audit log's reader needs to read an entry in words (issue 32):
 * whose thing each subject is ("profit withdrawal of trader1@…", not
 * "real_withdraw #1") and its name where it has one (a coupon's code, a
 * challenge's title), and the e-mails behind user ids in the changes
 * ("Decided by admin@…", not "decidedBy 1"). One query per kind of subject
 * on the page, never one per row.
 */
import { inArray } from 'drizzle-orm'
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { FieldChange } from '../core/audit/changes.ts'
import type { DbOrTx } from '../db/client.ts'
import {
  apiKeys,
  challenges,
  coupons,
  features,
  payments,
  realAccountRequests,
  realWithdraws,
  referralWithdraws,
  tickets,
  users,
} from '../db/schema/index.ts'
import type { Locale } from '../i18n.ts'

export interface SubjectWords {
  owner: string | null
  name: string | null
}

/** The subjects that belong to a user: the table and its owner column. */
const owned: Record<string, { table: PgTable; id: AnyPgColumn; userId: AnyPgColumn }> = {
  real_withdraw: { table: realWithdraws, id: realWithdraws.id, userId: realWithdraws.userId },
  referral_withdraw: {
    table: referralWithdraws,
    id: referralWithdraws.id,
    userId: referralWithdraws.userId,
  },
  account_request: {
    table: realAccountRequests,
    id: realAccountRequests.id,
    userId: realAccountRequests.userId,
  },
  payment: { table: payments, id: payments.id, userId: payments.userId },
  ticket: { table: tickets, id: tickets.id, userId: tickets.userId },
  api_key: { table: apiKeys, id: apiKeys.id, userId: apiKeys.userId },
}

/** Fields whose value is a user's id: shown as the user's e-mail. */
export const USER_FIELDS = new Set(['decidedBy', 'decided_by', 'userId', 'user_id'])

export const subjectKey = (type: string, id: number | null) => `${type}:${id ?? ''}`

export interface SubjectRow {
  subjectType: string
  subjectId: number | null
  before: unknown
  after: unknown
}

const field = (snapshot: unknown, name: string): unknown =>
  typeof snapshot === 'object' && snapshot !== null
    ? (snapshot as Record<string, unknown>)[name]
    : undefined

export async function subjectWords(
  db: DbOrTx,
  rows: SubjectRow[],
  locale: Locale,
): Promise<Map<string, SubjectWords>> {
  const words = new Map<string, SubjectWords>()
  const idsOf = (type: string) => [
    ...new Set(
      rows.filter((r) => r.subjectType === type && r.subjectId).map((r) => r.subjectId as number),
    ),
  ]
  const ownerIds = new Map<string, number>()
  for (const [type, t] of Object.entries(owned)) {
    const ids = idsOf(type)
    if (ids.length === 0) continue
    const found = await db
      .select({ id: t.id, userId: t.userId })
      .from(t.table)
      .where(inArray(t.id, ids))
    for (const f of found) ownerIds.set(subjectKey(type, f.id as number), f.userId as number)
  }
  for (const id of idsOf('user')) ownerIds.set(subjectKey('user', id), id)
  const emails = await emailsOf(db, [...ownerIds.values()])
  for (const [key, userId] of ownerIds)
    words.set(key, { owner: emails.get(userId) ?? null, name: null })

  const named = async (
    type: string,
    rowsOf: (ids: number[]) => Promise<{ id: number; name: string }[]>,
  ) => {
    const ids = idsOf(type)
    if (ids.length === 0) return
    for (const r of await rowsOf(ids))
      words.set(subjectKey(type, r.id), {
        owner: words.get(subjectKey(type, r.id))?.owner ?? null,
        name: r.name,
      })
  }
  const title = locale === 'fa' ? 'titleFa' : 'titleEn'
  await named('challenge', (ids) =>
    db
      .select({ id: challenges.id, name: challenges[title] })
      .from(challenges)
      .where(inArray(challenges.id, ids)),
  )
  await named('feature', (ids) =>
    db
      .select({ id: features.id, name: features[title] })
      .from(features)
      .where(inArray(features.id, ids)),
  )
  await named('coupon', (ids) =>
    db.select({ id: coupons.id, name: coupons.code }).from(coupons).where(inArray(coupons.id, ids)),
  )
  await named('ticket', (ids) =>
    db
      .select({ id: tickets.id, name: tickets.subject })
      .from(tickets)
      .where(inArray(tickets.id, ids)),
  )
  await named('api_key', (ids) =>
    db
      .select({ id: apiKeys.id, name: apiKeys.label })
      .from(apiKeys)
      .where(inArray(apiKeys.id, ids)),
  )
  // A deleted coupon is named by its last snapshot; the rules by their version; a program by its title.
  for (const r of rows) {
    const key = subjectKey(r.subjectType, r.subjectId)
    if (words.get(key)?.name) continue
    const fromSnapshot =
      r.subjectType === 'coupon'
        ? (field(r.before, 'code') ?? field(r.after, 'code'))
        : r.subjectType === 'rules'
          ? (field(r.after, 'version') ?? field(r.before, 'version'))
          : r.subjectType === 'program'
            ? (field(r.after, `title_${locale}`) ?? field(r.before, `title_${locale}`))
            : undefined
    if (fromSnapshot !== undefined && fromSnapshot !== null)
      words.set(key, { owner: words.get(key)?.owner ?? null, name: String(fromSnapshot) })
  }
  return words
}

export async function emailsOf(db: DbOrTx, ids: number[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids)]
  if (unique.length === 0) return new Map()
  const found = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.id, unique))
  return new Map(found.map((u) => [u.id, u.email]))
}

/** Challenge ids ("1,6" as coupons record them) as the challenges' titles. */
export async function challengeTitles(
  db: DbOrTx,
  changes: FieldChange[],
  locale: Locale,
): Promise<Map<number, string>> {
  const ids = changes
    .filter((c) => c.field === 'challenge_ids')
    .flatMap((c) => [c.before, c.after])
    .flatMap((v) => idList(v))
  if (ids.length === 0) return new Map()
  const title = locale === 'fa' ? 'titleFa' : 'titleEn'
  const found = await db
    .select({ id: challenges.id, name: challenges[title] })
    .from(challenges)
    .where(inArray(challenges.id, [...new Set(ids)]))
  return new Map(found.map((c) => [c.id, c.name]))
}

/** "1,6", [1, 6] or "" as ids. */
export function idList(value: unknown): number[] {
  const parts = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : []
  return parts.map((p) => Number(p)).filter((n) => Number.isInteger(n) && n > 0)
}
