/**
 * The trader's journal (decision 630): notes with tags on a trade or a
 * trading day, per trading account; every read and write is limited to the
 * trading accounts of one of the caller's own challenges (another's is a
 * 404, as everywhere). Search is a substring match on the note and its
 * tags within those accounts, `tag` an exact tag (GIN-indexed array).
 */
import { and, asc, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm'
import type { JournalNote } from '#contract/journal.ts'
import { unifyLetters } from '#contract/journal-tags.ts'
import type { EngineContext } from '../context.ts'
import { fills, journalNotes, tradingAccounts, userChallenges } from '../db/schema/index.ts'
import { notFound } from '../errors.ts'
import { evaluationTexts } from '../evaluation/texts.ts'
import { pageOffset } from '../pagination.ts'
import { journalTexts } from './texts.ts'

export interface Owner {
  userId: number
  userChallengeId: number
}

export interface NoteText {
  body: string
  tags: string[]
}

export interface NoteSearch {
  step?: number | undefined
  q?: string | undefined
  tag?: string | undefined
  kind?: 'trade' | 'day' | undefined
  /** Comma-separated trade ids. */
  trades?: string | undefined
  page: number
  per_page: number
}

/** The trading accounts of the caller's challenge (or the one step named); none: 404. */
export async function accountIdsOf(
  ctx: EngineContext,
  owner: Owner,
  stepId?: number,
): Promise<number[]> {
  const rows = await ctx.db
    .select({ id: tradingAccounts.id })
    .from(tradingAccounts)
    .innerJoin(userChallenges, eq(userChallenges.id, tradingAccounts.userChallengeId))
    .where(
      and(
        eq(userChallenges.id, owner.userChallengeId),
        eq(userChallenges.userId, owner.userId),
        stepId === undefined ? undefined : eq(tradingAccounts.id, stepId),
      ),
    )
    .orderBy(asc(tradingAccounts.id))
  if (rows.length === 0) throw notFound(evaluationTexts.stepNotFound)
  return rows.map((r) => r.id)
}

const noteColumns = {
  id: journalNotes.id,
  kind: journalNotes.kind,
  step: journalNotes.tradingAccountId,
  fillId: journalNotes.fillId,
  day: journalNotes.day,
  body: journalNotes.body,
  tags: journalNotes.tags,
  createdAt: journalNotes.createdAt,
  updatedAt: journalNotes.updatedAt,
  symbol: fills.symbol,
  side: fills.side,
  time: fills.createdAt,
  realizedPnl: fills.realizedPnl,
}

type NoteRow = {
  [K in keyof typeof noteColumns]: (typeof noteColumns)[K]['_']['data'] | null
}

function present(row: NoteRow): JournalNote {
  const trade =
    row.symbol && row.side && row.time && row.realizedPnl !== null
      ? {
          symbol: row.symbol,
          side: row.side,
          time: row.time.toISOString(),
          realizedProfit: row.realizedPnl,
        }
      : null
  return {
    id: row.id ?? 0,
    kind: row.kind ?? 'trade',
    step: row.step ?? 0,
    trade_id: row.fillId,
    date: row.day,
    body: row.body ?? '',
    tags: row.tags ?? [],
    trade,
    created_at: (row.createdAt ?? new Date(0)).toISOString(),
    updated_at: (row.updatedAt ?? new Date(0)).toISOString(),
  }
}

function selectNotes(ctx: EngineContext) {
  return ctx.db
    .select(noteColumns)
    .from(journalNotes)
    .leftJoin(fills, eq(fills.id, journalNotes.fillId))
}

async function noteById(ctx: EngineContext, id: number): Promise<JournalNote> {
  const [row] = await selectNotes(ctx).where(eq(journalNotes.id, id))
  if (!row) throw notFound(journalTexts.noNote)
  return present(row)
}

/** `%text%` for ILIKE, the text's own % _ and \ taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`

function searchConditions(ids: number[], search: NoteSearch): SQL | undefined {
  const q = search.q ? unifyLetters(search.q.toLowerCase()) : ''
  const like = containing(q)
  return and(
    inArray(journalNotes.tradingAccountId, ids),
    q === ''
      ? undefined
      : or(
          ilike(journalNotes.body, like),
          sql`exists (select 1 from unnest(${journalNotes.tags}) as t(tag) where t.tag ilike ${like})`,
        ),
    search.tag ? sql`${journalNotes.tags} @> array[${search.tag}]::text[]` : undefined,
    search.kind ? eq(journalNotes.kind, search.kind) : undefined,
    search.trades ? inArray(journalNotes.fillId, search.trades.split(',').map(Number)) : undefined,
  )
}

export async function listNotes(
  ctx: EngineContext,
  owner: Owner,
  search: NoteSearch,
): Promise<{ notes: JournalNote[]; total: number }> {
  const ids = await accountIdsOf(ctx, owner, search.step)
  const where = searchConditions(ids, search)
  const [rows, [count]] = await Promise.all([
    selectNotes(ctx)
      .where(where)
      .orderBy(desc(journalNotes.id))
      .limit(search.per_page)
      .offset(pageOffset(search)),
    ctx.db.select({ n: sql<number>`count(*)::int` }).from(journalNotes).where(where),
  ])
  return { notes: rows.map(present), total: count?.n ?? 0 }
}

export async function tagCounts(
  ctx: EngineContext,
  owner: Owner,
  stepId: number | undefined,
): Promise<Array<{ tag: string; notes: number }>> {
  const ids = await accountIdsOf(ctx, owner, stepId)
  const tags = ctx.db
    .select({ tag: sql<string>`unnest(${journalNotes.tags})`.as('tag') })
    .from(journalNotes)
    .where(inArray(journalNotes.tradingAccountId, ids))
    .as('tags')
  const notes = sql<number>`count(*)::int`
  return ctx.db
    .select({ tag: tags.tag, notes })
    .from(tags)
    .groupBy(tags.tag)
    .orderBy(desc(notes), asc(tags.tag))
    .limit(200)
}

/** Writes a trade's note: the trade must be a fill of one of the challenge's accounts. */
export async function saveTradeNote(
  ctx: EngineContext,
  owner: Owner,
  tradeId: number,
  text: NoteText,
): Promise<JournalNote> {
  const ids = await accountIdsOf(ctx, owner)
  await Promise.all(ids.map((id) => ctx.trading.whenWritten(id)))
  const [fill] = await ctx.db
    .select({ accountId: fills.tradingAccountId })
    .from(fills)
    .where(and(eq(fills.id, tradeId), inArray(fills.tradingAccountId, ids)))
  if (!fill) throw notFound(journalTexts.noTrade)
  const now = ctx.clock.now()
  const [row] = await ctx.db
    .insert(journalNotes)
    .values({
      tradingAccountId: fill.accountId,
      kind: 'trade',
      fillId: tradeId,
      ...text,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [journalNotes.tradingAccountId, journalNotes.fillId],
      targetWhere: sql`${journalNotes.kind} = 'trade'`,
      set: { ...text, updatedAt: now },
    })
    .returning({ id: journalNotes.id })
  return noteById(ctx, row?.id ?? 0)
}

/** Writes a day's note on one step of the caller's challenge. */
export async function saveDayNote(
  ctx: EngineContext,
  owner: Owner,
  stepId: number,
  day: string,
  text: NoteText,
): Promise<JournalNote> {
  const [accountId] = await accountIdsOf(ctx, owner, stepId)
  const now = ctx.clock.now()
  const [row] = await ctx.db
    .insert(journalNotes)
    .values({
      tradingAccountId: accountId ?? stepId,
      kind: 'day',
      day,
      ...text,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [journalNotes.tradingAccountId, journalNotes.day],
      targetWhere: sql`${journalNotes.kind} = 'day'`,
      set: { ...text, updatedAt: now },
    })
    .returning({ id: journalNotes.id })
  return noteById(ctx, row?.id ?? 0)
}

export async function deleteNote(ctx: EngineContext, owner: Owner, noteId: number): Promise<void> {
  const ids = await accountIdsOf(ctx, owner)
  const gone = await ctx.db
    .delete(journalNotes)
    .where(and(eq(journalNotes.id, noteId), inArray(journalNotes.tradingAccountId, ids)))
    .returning({ id: journalNotes.id })
  if (gone.length === 0) throw notFound(journalTexts.noNote)
}
