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
import { sql } from 'drizzle-orm'
import { type Database, type DbOrTx, resultRows } from '../db/client.ts'
import { type Batch, emptyBatch } from './batch-rows.ts'

/** Ids named in a section of the document, for an index lookup. */
const ids = (section: string) =>
  `any (array(select (e->>'id')::integer from b, jsonb_array_elements(b.doc->'${section}') e))`

/**
 * `with ordinality … order by` keeps rows in the batch's order. The
 * parameter is declared text (the drivers pass a string as it is) and
 * cast to jsonb once.
 */
export const WRITE_BATCH_SQL = `with b as (select $1::text::jsonb as doc),
o as (
  insert into orders (id, trading_account_id, client_order_id, symbol, type, side, trade_type, price,
    stop_price, size, tp, sl, status, reason, avg_price, origin, leverage, created_at, updated_at)
  select x.id, x.trading_account_id, x.client_order_id, x.symbol, x.type, x.side, x.trade_type, x.price,
    x.stop_price, x.size, x.tp, x.sl, x.status, x.reason, x.avg_price, x.origin, x.leverage, x.created_at,
    x.updated_at
  from b, rows from (jsonb_to_recordset(b.doc->'orders') as (id integer, trading_account_id integer,
    client_order_id text, symbol text, type text, side text, trade_type text, price numeric,
    stop_price numeric, size numeric, tp numeric, sl numeric, status text, reason text,
    avg_price numeric, origin text, leverage integer, created_at timestamptz,
    updated_at timestamptz)) with ordinality as x
  order by x.ordinality
  on conflict (id) do update set status = excluded.status, reason = excluded.reason,
    avg_price = excluded.avg_price, size = excluded.size, updated_at = excluded.updated_at
),
f as (
  insert into fills (id, trading_account_id, order_id, symbol, type, side, price, quantity, fee,
    realized_pnl, role, origin, created_at)
  select x.id, x.trading_account_id, x.order_id, x.symbol, x.type, x.side, x.price, x.quantity, x.fee,
    x.realized_pnl, x.role, x.origin, x.created_at
  from b, rows from (jsonb_to_recordset(b.doc->'fills') as (id integer, trading_account_id integer,
    order_id integer, symbol text, type text, side text, price numeric, quantity numeric, fee numeric,
    realized_pnl numeric, role text, origin text, created_at timestamptz)) with ordinality as x
  order by x.ordinality
),
p as (
  insert into positions (id, trading_account_id, symbol, size, entry_price, tp, sl, opened_at,
    updated_at, closed_at)
  select x.id, x.trading_account_id, x.symbol, x.size, x.entry_price, x.tp, x.sl, x.opened_at,
    x.updated_at, x.closed_at
  from b, rows from (jsonb_to_recordset(b.doc->'positions') as (id integer,
    trading_account_id integer, symbol text, size numeric, entry_price numeric, tp numeric,
    sl numeric, opened_at timestamptz, updated_at timestamptz, closed_at timestamptz)) with ordinality as x
  order by x.ordinality
  on conflict (id) do update set size = excluded.size, entry_price = excluded.entry_price,
    tp = excluded.tp, sl = excluded.sl, updated_at = excluded.updated_at, closed_at = excluded.closed_at
),
l as (
  insert into ledger_entries (id, trading_account_id, type, amount, symbol, fill_id, created_at)
  select x.id, x.trading_account_id, x.type, x.amount, x.symbol, x.fill_id, x.created_at
  from b, rows from (jsonb_to_recordset(b.doc->'ledger') as (id integer,
    trading_account_id integer, type text, amount numeric, symbol text, fill_id integer,
    created_at timestamptz)) with ordinality as x
  order by x.ordinality
),
v as (
  insert into account_leverages (trading_account_id, symbol, leverage, updated_at)
  select x.trading_account_id, x.symbol, x.leverage, x.updated_at
  from b, jsonb_to_recordset(b.doc->'leverages') as x(trading_account_id integer, symbol text,
    leverage integer, updated_at timestamptz)
  on conflict (trading_account_id, symbol) do update set leverage = excluded.leverage,
    updated_at = excluded.updated_at
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
  insert into account_days (trading_account_id, day_key, start_balance, lowest_equity)
  select x.trading_account_id, x.day_key, x.start_balance, x.lowest_equity
  from b, jsonb_to_recordset(b.doc->'days') as x(trading_account_id integer, day_key text,
    start_balance numeric, lowest_equity numeric)
  on conflict (trading_account_id, day_key) do update set lowest_equity = excluded.lowest_equity
),
c as (
  update user_challenges u set status = x.status, ended_at = x.ended_at, updated_at = x.updated_at
  from b, jsonb_to_recordset(b.doc->'challenges') as x(id integer, status text,
    ended_at timestamptz, updated_at timestamptz)
  where u.id = x.id and u.id = ${ids('challenges')}
),
s as (
  insert into account_samples (trading_account_id, at, balance, equity)
  select x.trading_account_id, x.at, x.balance, x.equity
  from b, jsonb_to_recordset(b.doc->'samples') as x(trading_account_id integer, at timestamptz,
    balance numeric, equity numeric)
),
n as (
  insert into notifications (user_id, type, title, body, params, link, data, created_at)
  select x.user_id, x.type, x.title, x.body, x.params, x.link, x.data, x.created_at
  from b, rows from (jsonb_to_recordset(b.doc->'notifications') as (user_id integer, type text,
    title text, body text, params jsonb, link text, data jsonb, created_at timestamptz)) with ordinality as x
  order by x.ordinality
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
