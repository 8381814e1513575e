/**
 * Writes what the core did, atomically: orders (upserted by id, last state
 * wins), fills, positions (upserted), ledger rows, leverage choices, and
 * per account the balance (+ Σ ledger of the batch, so it stays initial +
 * Σ ledger) and the trading-day count.
 *
 * The whole batch is one JSON document bound to one statement of
 * data-modifying CTEs whose text never changes (docs/decisions/340): the
 * statement is prepared once per connection and each batch costs one round
 * trip, with no query building; any number of rows fits (no parameter
 * limit). The statement touches different rows in each CTE, so their
 * shared snapshot is no concern.
 */
import { type SQLWrapper, sql } from 'drizzle-orm'
import type { PgDialect } from 'drizzle-orm/pg-core'
import type { Decimal } from '../core/decimal.ts'
import type { Order, Position, TradingEvent } from '../core/trading/types.ts'
import type { DbOrTx } from '../db/client.ts'

type Text = string | null

/** One batch's rows, in the shape the statement reads (snake_case keys are its column names). */
export interface Batch {
  orders: Array<Record<string, Text | number | Date>>
  fills: Array<Record<string, Text | number | Date>>
  positions: Array<Record<string, Text | number | Date>>
  ledger: Array<Record<string, Text | number | Date>>
  leverages: Array<Record<string, Text | number | Date>>
  accounts: Array<{
    id: number
    delta: Text
    day: Text
    last_fill: Date | null
    /** An evaluation's ending, on the account's own update (a statement changes a row once). */
    status?: string
    ended_at?: Date
    breach?: unknown
    updated_at?: Date
  }>
}

/** How an account ends, written with its close-out's trading rows (decision 350). */
export interface AccountEnding {
  status: string
  endedAt: Date
  breach: unknown
  updatedAt: Date
}

const text = (d: Decimal | null) => (d === null ? null : d.toString())

function orderRow(o: Order) {
  return {
    id: o.id,
    trading_account_id: o.accountId,
    client_order_id: o.clientOrderId,
    symbol: o.symbol,
    type: o.type,
    side: o.side,
    trade_type: o.tradeType,
    price: text(o.price),
    stop_price: text(o.stopPrice),
    size: o.size.toString(),
    tp: text(o.tp),
    sl: text(o.sl),
    status: o.status,
    reason: o.reason,
    avg_price: text(o.avgPrice),
    leverage: o.leverage,
    created_at: o.createdAt,
    updated_at: o.updatedAt,
  }
}

function positionRow(p: Position, closed: boolean) {
  return {
    id: p.id,
    trading_account_id: p.accountId,
    symbol: p.symbol,
    size: p.size.toString(),
    entry_price: p.entryPrice.toString(),
    tp: text(p.tp),
    sl: text(p.sl),
    opened_at: p.openedAt,
    updated_at: p.updatedAt,
    closed_at: closed ? p.updatedAt : null,
  }
}

export function emptyBatch(): Batch {
  return { orders: [], fills: [], positions: [], ledger: [], leverages: [], accounts: [] }
}

/**
 * The rows that persist `events`, or null when there is nothing to write;
 * `endings` end those accounts in the same statement.
 */
export function batchFor(
  events: TradingEvent[],
  now: Date,
  endings?: ReadonlyMap<number, AccountEnding>,
): Batch | null {
  const orderById = new Map<number, Order>()
  const positionById = new Map<number, { position: Position; closed: boolean }>()
  const batch = emptyBatch()
  const leverages = new Map<string, Batch['leverages'][number]>()
  const accounts = new Map<number, { delta: Decimal | null; lastFill: Date | null }>()
  const account = (id: number) => {
    let a = accounts.get(id)
    if (!a) {
      a = { delta: null, lastFill: null }
      accounts.set(id, a)
    }
    return a
  }
  for (const e of events) {
    switch (e.kind) {
      case 'order':
        orderById.set(e.order.id, e.order)
        break
      case 'position':
        positionById.set(e.position.id, { position: e.position, closed: e.closed })
        break
      case 'fill': {
        const f = e.fill
        batch.fills.push({
          id: f.id,
          trading_account_id: f.accountId,
          order_id: f.orderId,
          symbol: f.symbol,
          type: f.type,
          side: f.side,
          price: f.price.toString(),
          quantity: f.quantity.toString(),
          fee: f.fee.toString(),
          realized_pnl: f.realizedPnl.toString(),
          role: f.role,
          created_at: f.time,
        })
        account(f.accountId).lastFill = f.time
        break
      }
      case 'ledger': {
        const r = e.row
        batch.ledger.push({
          id: r.id,
          trading_account_id: r.accountId,
          type: r.type,
          amount: r.amount.toString(),
          symbol: r.symbol,
          fill_id: r.fillId,
          created_at: r.time,
        })
        const a = account(r.accountId)
        a.delta = a.delta ? a.delta.add(r.amount) : r.amount
        break
      }
      case 'leverage':
        leverages.set(`${e.accountId}:${e.symbol}`, {
          trading_account_id: e.accountId,
          symbol: e.symbol,
          leverage: e.leverage,
          updated_at: now,
        })
        break
      default:
        break
    }
  }
  for (const o of orderById.values()) batch.orders.push(orderRow(o))
  const positionRows = [...positionById.values()].map((p) => positionRow(p.position, p.closed))
  // Closings first (the statement inserts in this order), so a flip's new
  // position never meets the old one open.
  positionRows.sort((a, b) => Number(b.closed_at !== null) - Number(a.closed_at !== null))
  batch.positions = positionRows
  batch.leverages = [...leverages.values()]
  for (const id of endings?.keys() ?? []) account(id)
  for (const [id, a] of accounts) {
    const ending = endings?.get(id)
    if (!a.delta && !a.lastFill && !ending) continue
    batch.accounts.push({
      id,
      delta: a.delta ? a.delta.toString() : null,
      day: a.lastFill ? a.lastFill.toISOString().slice(0, 10) : null,
      last_fill: a.lastFill,
      ...(ending && {
        status: ending.status,
        ended_at: ending.endedAt,
        breach: ending.breach,
        updated_at: ending.updatedAt,
      }),
    })
  }
  const empty =
    batch.orders.length === 0 &&
    batch.fills.length === 0 &&
    batch.positions.length === 0 &&
    batch.ledger.length === 0 &&
    batch.leverages.length === 0 &&
    batch.accounts.length === 0
  return empty ? null : batch
}

/**
 * Each CTE reads its part of the document; `with ordinality … order by`
 * keeps the rows in the batch's order. The parameter is declared text (the
 * drivers pass a string as it is) and cast to jsonb once.
 */
const WRITE_BATCH_HEAD = 'with b as (select $1::text::jsonb as doc),'
const WRITE_BATCH_BODY = `o as (
  insert into orders (id, trading_account_id, client_order_id, symbol, type, side, trade_type, price,
    stop_price, size, tp, sl, status, reason, avg_price, leverage, created_at, updated_at)
  select x.id, x.trading_account_id, x.client_order_id, x.symbol, x.type, x.side, x.trade_type, x.price,
    x.stop_price, x.size, x.tp, x.sl, x.status, x.reason, x.avg_price, x.leverage, x.created_at, x.updated_at
  from b, rows from (jsonb_to_recordset(b.doc->'orders') as (id integer, trading_account_id integer,
    client_order_id text, symbol text, type text, side text, trade_type text, price numeric,
    stop_price numeric, size numeric, tp numeric, sl numeric, status text, reason text,
    avg_price numeric, leverage integer, created_at timestamptz, updated_at timestamptz)) with ordinality as x
  order by x.ordinality
  on conflict (id) do update set status = excluded.status, reason = excluded.reason,
    avg_price = excluded.avg_price, size = excluded.size, updated_at = excluded.updated_at
),
f as (
  insert into fills (id, trading_account_id, order_id, symbol, type, side, price, quantity, fee,
    realized_pnl, role, created_at)
  select x.id, x.trading_account_id, x.order_id, x.symbol, x.type, x.side, x.price, x.quantity, x.fee,
    x.realized_pnl, x.role, x.created_at
  from b, rows from (jsonb_to_recordset(b.doc->'fills') as (id integer, trading_account_id integer,
    order_id integer, symbol text, type text, side text, price numeric, quantity numeric, fee numeric,
    realized_pnl numeric, role text, created_at timestamptz)) with ordinality as x
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
    status = coalesce(x.status, t.status),
    ended_at = coalesce(x.ended_at, t.ended_at),
    breach = coalesce(x.breach, t.breach),
    updated_at = coalesce(x.updated_at, x.last_fill, t.updated_at)
  from b, jsonb_to_recordset(b.doc->'accounts') as x(id integer, delta numeric, day text,
    last_fill timestamptz, status text, ended_at timestamptz, breach jsonb, updated_at timestamptz)
  where t.id = x.id
)`
const WRITE_BATCH = `${WRITE_BATCH_HEAD}\n${WRITE_BATCH_BODY}\nselect 1`

const writeBatchQuery = { sql: WRITE_BATCH, params: [sql.placeholder('batch')] }

/** Writes the batch in one statement (atomic by itself, or inside the caller's transaction). */
export async function writeBatch(db: DbOrTx, batch: Batch): Promise<void> {
  await db._.session
    .prepareQuery(writeBatchQuery, undefined, 'trading_write_batch', false)
    .execute({ batch: JSON.stringify(batch) })
}

/** A statement of another table joined to the batch's (built when the write runs). */
export type Statement = (db: DbOrTx) => SQLWrapper

/** Rows a statement returned (the drivers differ: an array, or `{ rows }`). */
export type Returned = Record<string, unknown>[]

/**
 * The batch and a caller's statements as one statement of data-modifying
 * CTEs: atomic by itself, one round trip (decision 350). `returning` runs
 * last and its rows come back.
 */
export async function writeBatchJoined(
  db: DbOrTx,
  batch: Batch,
  statements: Statement[],
  returning?: Statement,
): Promise<Returned> {
  const all = returning ? [...statements, returning] : statements
  // getSQL(): the statement itself; embedding the builder would parenthesise it as a subquery.
  const joined = all.map((build, i) => sql`, ${sql.raw(`s${i}`)} as (${build(db).getSQL()})`)
  const tail = returning ? sql.raw(`select * from s${all.length - 1}`) : sql.raw('select 1')
  const head = sql`with b as (select ${JSON.stringify(batch)}::text::jsonb as doc),`
  const statement = sql`${head} ${sql.raw(WRITE_BATCH_BODY)}${sql.join(joined, sql``)} ${tail}`
  // Named, so the driver prepares it: endings of one kind share its text and its plan.
  const query = (db as unknown as { dialect: PgDialect }).dialect.sqlToQuery(statement)
  const result = await db._.session.prepareQuery(query, undefined, 'ending', false).execute()
  if (!returning) return []
  if (Array.isArray(result)) return result
  return (result as { rows?: Returned }).rows ?? []
}
