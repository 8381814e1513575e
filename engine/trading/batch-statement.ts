/**
 * The one statement every trading write is (docs/decisions/340, 350, 360):
 * the batch's rows (batch-rows.ts) as one JSON document bound to one
 * statement of data-modifying CTEs whose text never changes. It is
 * prepared once per connection and planned once (the writer's connections
 * use generic plans, db/client.ts); each write costs one round trip, with
 * no query building; any number of rows fits (no parameter limit). Each
 * CTE changes different rows, so their shared snapshot is no concern.
 *
 * Rows updated by id name their ids a second time as `= any (array(…))`:
 * the planner guesses 100 rows for a recordset and would hash-join it
 * against a sequential scan of the whole table (2–3 ms at 10 000
 * accounts); an id array is estimated small and read through the primary
 * key.
 */
import { type Column, getTableColumns, getTableName, sql } from 'drizzle-orm'
import { toSnakeCase } from 'drizzle-orm/casing'
import type { PgTable } from 'drizzle-orm/pg-core'
import { type Database, type DbOrTx, resultRows } from '../db/client.ts'
import {
  accountDays,
  accountLeverages,
  accountSamples,
  fills,
  ledgerEntries,
  notifications,
  orders,
  positions,
} from '../db/schema/index.ts'
import { type Batch, emptyBatch } from './batch-rows.ts'

/** Ids named in a section of the document, for an index lookup. */
const ids = (section: string) =>
  `any (array(select (e->>'id')::integer from b, jsonb_array_elements(b.doc->'${section}') e))`

/** A column's name in the database (the engine's Drizzle uses snake_case for unnamed columns). */
const sqlName = (column: Column) => (column.keyAsName ? toSnakeCase(column.name) : column.name)

/**
 * The columns a section of the document writes, from the table's own
 * definition (so a column is named once, in engine/db/schema): every
 * column but those left to their defaults. The batch's rows carry the same
 * names as keys (tests/unit/engine/trading/batch-statement.test.ts).
 */
export function sectionColumns(
  table: PgTable,
  leftToDefault: string[] = [],
): Array<{ name: string; type: string }> {
  return Object.entries(getTableColumns(table))
    .filter(([key]) => !leftToDefault.includes(key))
    .map(([, column]) => ({ name: sqlName(column), type: column.getSQLType() }))
}

/**
 * `insert into <table> (…) select x.… from` the section's rows, typed by
 * jsonb_to_recordset. `ordered`: `with ordinality … order by` keeps rows in
 * the batch's order (ids, identities drawn in insert order).
 */
function insertFrom(
  table: PgTable,
  section: keyof Batch,
  columns: Array<{ name: string; type: string }>,
  ordered: boolean,
  onConflict = '',
): string {
  const names = columns.map((c) => c.name)
  const types = columns.map((c) => `${c.name} ${c.type}`).join(', ')
  const rows = `jsonb_to_recordset(b.doc->'${section}')`
  const from = ordered
    ? `from b, rows from (${rows} as (${types})) with ordinality as x\n  order by x.ordinality`
    : `from b, ${rows} as x(${types})`
  return [
    `insert into ${getTableName(table)} (${names.join(', ')})`,
    `  select ${names.map((n) => `x.${n}`).join(', ')}`,
    `  ${from}`,
    ...(onConflict ? [`  ${onConflict}`] : []),
  ].join('\n')
}

/** What each inserting section writes (the statement and the test read these). */
export const SECTIONS = {
  orders: { table: orders, columns: sectionColumns(orders) },
  fills: { table: fills, columns: sectionColumns(fills) },
  positions: { table: positions, columns: sectionColumns(positions) },
  ledger: { table: ledgerEntries, columns: sectionColumns(ledgerEntries, ['asset']) },
  leverages: { table: accountLeverages, columns: sectionColumns(accountLeverages) },
  days: { table: accountDays, columns: sectionColumns(accountDays) },
  samples: { table: accountSamples, columns: sectionColumns(accountSamples, ['id']) },
  notifications: {
    table: notifications,
    columns: sectionColumns(notifications, ['id', 'readAt']),
  },
} satisfies Partial<Record<keyof Batch, { table: PgTable; columns: unknown }>>

const insert = (section: keyof typeof SECTIONS, ordered: boolean, onConflict?: string): string =>
  insertFrom(SECTIONS[section].table, section, SECTIONS[section].columns, ordered, onConflict)

/**
 * The statement, built once at load: its text never changes. The
 * parameter is declared text (the drivers pass a string as it is) and cast
 * to jsonb once. The two updates name the document's own fields (a balance
 * delta, the day's low), not a table's columns, and are written out.
 */
export const WRITE_BATCH_SQL = `with b as (select $1::text::jsonb as doc),
o as (
${insert(
  'orders',
  true,
  `on conflict (id) do update set status = excluded.status, reason = excluded.reason,
    avg_price = excluded.avg_price, size = excluded.size, updated_at = excluded.updated_at`,
)}
),
f as (
${insert('fills', true)}
),
p as (
${insert(
  'positions',
  true,
  `on conflict (id) do update set size = excluded.size, entry_price = excluded.entry_price,
    tp = excluded.tp, sl = excluded.sl, updated_at = excluded.updated_at, closed_at = excluded.closed_at`,
)}
),
l as (
${insert('ledger', true)}
),
v as (
${insert(
  'leverages',
  false,
  `on conflict (trading_account_id, symbol) do update set leverage = excluded.leverage,
    updated_at = excluded.updated_at`,
)}
),
a as (
  update trading_accounts t set
    balance = case when x.delta is null then t.balance else t.balance + x.delta end,
    trading_days = case when x.day is not null and t.last_trading_day is distinct from x.day
      then t.trading_days + 1 else t.trading_days end,
    last_trading_day = coalesce(x.day, t.last_trading_day),
    first_fill_at = case when x.last_fill is null then t.first_fill_at
      else coalesce(t.first_fill_at, x.last_fill) end,
    lowest_equity = coalesce(x.low, t.lowest_equity),
    day_lowest_equity = case when x.low is null then t.day_lowest_equity else x.day_low end,
    status = coalesce(x.status, t.status),
    ended_at = coalesce(x.ended_at, t.ended_at),
    breach = coalesce(x.breach, t.breach),
    updated_at = coalesce(x.updated_at, x.last_fill, t.updated_at)
  from b, jsonb_to_recordset(b.doc->'accounts') as x(id integer, delta numeric, day text,
    last_fill timestamptz, low numeric, day_low numeric, status text, ended_at timestamptz,
    breach jsonb, updated_at timestamptz)
  where t.id = x.id and t.id = ${ids('accounts')}
),
d as (
${insert(
  'days',
  false,
  'on conflict (trading_account_id, day_key) do update set lowest_equity = excluded.lowest_equity',
)}
),
c as (
  update user_challenges u set status = x.status, ended_at = x.ended_at, updated_at = x.updated_at
  from b, jsonb_to_recordset(b.doc->'challenges') as x(id integer, status text,
    ended_at timestamptz, updated_at timestamptz)
  where u.id = x.id and u.id = ${ids('challenges')}
),
s as (
${insert('samples', false)}
),
n as (
${insert('notifications', true)}
  returning id
)
select id from n order by id`

const writeBatchQuery = { sql: WRITE_BATCH_SQL, params: [sql.placeholder('batch')] }

/**
 * Writes the batch in one statement (atomic by itself, or inside the
 * caller's transaction). Resolves with the ids of the notifications it
 * stored, in the batch's order (identities are drawn in insert order).
 */
export async function writeBatch(db: DbOrTx, batch: Batch): Promise<number[]> {
  const result = await db._.session
    .prepareQuery(writeBatchQuery, undefined, 'trading_write_batch', false)
    .execute({ batch: JSON.stringify(batch) })
  return resultRows<{ id: number | string }>(result).map((r) => Number(r.id))
}

/**
 * Prepares and plans the statement on each of the writer's connections (an
 * empty write changes nothing), so that no trade or breach after a start
 * waits for it.
 */
export async function prepareWriter(writer: Database['writer']): Promise<void> {
  await Promise.all(
    Array.from({ length: writer.connections }, () => writeBatch(writer.db, emptyBatch())),
  )
}
