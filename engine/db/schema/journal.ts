/**
 * The trader's journal (issue 35 §3, docs/decisions/630): a note with tags
 * on one trade (a fill of the trade history) or on one trading day, kept
 * per trading account (a step, or the demo or real account), at most one
 * per trade and one per day. Tags are a text array (normalised: trimmed,
 * lower-cased, Persian letters unified) with a GIN index; the text is
 * searched by substring within the account.
 */
import { sql } from 'drizzle-orm'
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { tradingAccounts } from './challenge-accounts.ts'
import { timestamps } from './columns.ts'

export const journalNoteKinds = ['trade', 'day'] as const

export const journalNotes = pgTable(
  'journal_notes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    tradingAccountId: integer()
      .notNull()
      .references(() => tradingAccounts.id, { onDelete: 'cascade' }),
    kind: text({ enum: journalNoteKinds }).notNull(),
    /** The trade noted (fills.id, of this trading account); null on a day's note. */
    fillId: integer(),
    /** The trading day noted (YYYY-MM-DD, the engine's day boundary); null on a trade's note. */
    day: text(),
    body: text().notNull().default(''),
    tags: text().array().notNull().default(sql`'{}'::text[]`),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('journal_notes_one_per_trade')
      .on(t.tradingAccountId, t.fillId)
      .where(sql`${t.kind} = 'trade'`),
    uniqueIndex('journal_notes_one_per_day')
      .on(t.tradingAccountId, t.day)
      .where(sql`${t.kind} = 'day'`),
    index('journal_notes_account_idx').on(t.tradingAccountId, t.id),
    index('journal_notes_tags_idx').using('gin', t.tags),
  ],
)
