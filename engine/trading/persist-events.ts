/**
 * Writes what the core did, in one transaction: orders (upserted by id,
 * last state wins), fills, positions (upserted), ledger rows, leverage
 * choices, and per account the balance (+ Σ ledger of the batch, so it
 * stays initial + Σ ledger) and the trading-day count. Multi-row
 * statements, chunked under the parameter limit.
 */
import { eq, type SQLWrapper, sql } from 'drizzle-orm'
import type { Decimal } from '../core/decimal.ts'
import type { Order, Position, TradingEvent } from '../core/trading/types.ts'
import type { DbOrTx } from '../db/client.ts'
import {
  accountLeverages,
  fills,
  ledgerEntries,
  orders,
  positions,
  tradingAccounts,
} from '../db/schema/index.ts'

const CHUNK = 500

/** A statement not yet run: awaiting it runs it; it can also be embedded (SQLWrapper). */
export type Statement = (db: DbOrTx) => SQLWrapper & PromiseLike<unknown>

const text = (d: Decimal | null) => (d === null ? null : d.toString())

function chunks<T>(rows: T[]): T[][] {
  const out: T[][] = []
  for (let i = 0; i < rows.length; i += CHUNK) out.push(rows.slice(i, i + CHUNK))
  return out
}

export function orderRow(o: Order) {
  return {
    id: o.id,
    tradingAccountId: o.accountId,
    clientOrderId: o.clientOrderId,
    symbol: o.symbol,
    type: o.type,
    side: o.side,
    tradeType: o.tradeType,
    price: text(o.price),
    stopPrice: text(o.stopPrice),
    size: o.size.toString(),
    tp: text(o.tp),
    sl: text(o.sl),
    status: o.status,
    reason: o.reason,
    avgPrice: text(o.avgPrice),
    leverage: o.leverage,
    createdAt: o.createdAt,
    updatedAt: o.updatedAt,
  }
}

function positionRow(p: Position, closed: boolean) {
  return {
    id: p.id,
    tradingAccountId: p.accountId,
    symbol: p.symbol,
    size: p.size.toString(),
    entryPrice: p.entryPrice.toString(),
    tp: text(p.tp),
    sl: text(p.sl),
    openedAt: p.openedAt,
    updatedAt: p.updatedAt,
    closedAt: closed ? p.updatedAt : null,
  }
}

/** The statements that persist `events` (empty when there is nothing to write). */
/**
 * `sequential` when they must run one after another (a batch so large that
 * position rows span several statements: a flip's closing must precede
 * its opening).
 */
export type Statements = Statement[] & { sequential?: boolean }

/**
 * `accountColumns`: more columns for an account's own update (a caller's
 * status rows joined to the same statement; a statement may change a row
 * only once).
 */
export function statementsFor(
  events: TradingEvent[],
  now: Date,
  accountColumns?: ReadonlyMap<number, Record<string, unknown>>,
): Statements {
  const orderById = new Map<number, Order>()
  const positionById = new Map<number, { position: Position; closed: boolean }>()
  const fillRows: Array<typeof fills.$inferInsert> = []
  const ledgerRows: Array<typeof ledgerEntries.$inferInsert> = []
  const leverageRows = new Map<string, typeof accountLeverages.$inferInsert>()
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
        fillRows.push({
          id: f.id,
          tradingAccountId: f.accountId,
          orderId: f.orderId,
          symbol: f.symbol,
          type: f.type,
          side: f.side,
          price: f.price.toString(),
          quantity: f.quantity.toString(),
          fee: f.fee.toString(),
          realizedPnl: f.realizedPnl.toString(),
          role: f.role,
          createdAt: f.time,
        })
        account(f.accountId).lastFill = f.time
        break
      }
      case 'ledger': {
        const r = e.row
        ledgerRows.push({
          id: r.id,
          tradingAccountId: r.accountId,
          type: r.type,
          amount: r.amount.toString(),
          symbol: r.symbol,
          fillId: r.fillId,
          createdAt: r.time,
        })
        const a = account(r.accountId)
        a.delta = a.delta ? a.delta.add(r.amount) : r.amount
        break
      }
      case 'leverage':
        leverageRows.set(`${e.accountId}:${e.symbol}`, {
          tradingAccountId: e.accountId,
          symbol: e.symbol,
          leverage: e.leverage,
          updatedAt: now,
        })
        break
      default:
        break
    }
  }
  const out: Statements = []
  for (const rows of chunks([...orderById.values()].map(orderRow))) {
    out.push((db) =>
      db
        .insert(orders)
        .values(rows)
        .onConflictDoUpdate({
          target: orders.id,
          set: {
            status: sql`excluded.status`,
            reason: sql`excluded.reason`,
            avgPrice: sql`excluded.avg_price`,
            size: sql`excluded.size`,
            updatedAt: sql`excluded.updated_at`,
          },
        }),
    )
  }
  for (const rows of chunks(fillRows)) out.push((db) => db.insert(fills).values(rows))
  const positionRows = [...positionById.values()].map((p) => positionRow(p.position, p.closed))
  // Closings first, so a flip's new position never meets the old one open.
  positionRows.sort((a, b) => Number(b.closedAt !== null) - Number(a.closedAt !== null))
  if (positionRows.length > CHUNK) out.sequential = true
  for (const rows of chunks(positionRows)) {
    out.push((db) =>
      db
        .insert(positions)
        .values(rows)
        .onConflictDoUpdate({
          target: positions.id,
          set: {
            size: sql`excluded.size`,
            entryPrice: sql`excluded.entry_price`,
            tp: sql`excluded.tp`,
            sl: sql`excluded.sl`,
            updatedAt: sql`excluded.updated_at`,
            closedAt: sql`excluded.closed_at`,
          },
        }),
    )
  }
  for (const rows of chunks(ledgerRows)) out.push((db) => db.insert(ledgerEntries).values(rows))
  if (leverageRows.size > 0) {
    const rows = [...leverageRows.values()]
    out.push((db) =>
      db
        .insert(accountLeverages)
        .values(rows)
        .onConflictDoUpdate({
          target: [accountLeverages.tradingAccountId, accountLeverages.symbol],
          set: { leverage: sql`excluded.leverage`, updatedAt: sql`excluded.updated_at` },
        }),
    )
  }
  for (const id of accountColumns?.keys() ?? []) account(id)
  for (const [id, a] of accounts) {
    const more = accountColumns?.get(id)
    if (!a.delta && !a.lastFill && !more) continue
    const set: Record<string, unknown> = {}
    if (a.delta) set.balance = sql`${tradingAccounts.balance} + ${a.delta.toString()}::numeric`
    if (a.lastFill) {
      const day = a.lastFill.toISOString().slice(0, 10)
      set.tradingDays = sql`case when ${tradingAccounts.lastTradingDay} is distinct from ${day} then ${tradingAccounts.tradingDays} + 1 else ${tradingAccounts.tradingDays} end`
      set.lastTradingDay = day
      set.firstFillAt = sql`coalesce(${tradingAccounts.firstFillAt}, ${a.lastFill.toISOString()}::timestamptz)`
      set.updatedAt = a.lastFill
    }
    Object.assign(set, more)
    out.push((db) => db.update(tradingAccounts).set(set).where(eq(tradingAccounts.id, id)))
  }
  return out
}

/** Rows a statement returned (the drivers differ: an array, or `{ rows }`). */
export type Returned = Record<string, unknown>[]

/**
 * Runs the statements as one: a single statement of data-modifying CTEs is
 * atomic by itself and costs one round trip instead of BEGIN, n
 * statements and COMMIT. (They touch different rows, so their shared
 * snapshot is no concern.) `returning` runs last among them and its rows
 * come back.
 */
export async function runAtomically(
  db: DbOrTx,
  statements: Statements,
  returning?: Statement,
): Promise<Returned> {
  const all = returning ? [...statements, returning] : statements
  if (all.length === 0) return []
  if (statements.sequential) {
    return db.transaction(async (tx) => {
      let last: unknown
      for (const statement of all) last = await statement(tx)
      return returning ? rowsOf(last) : []
    })
  }
  if (all.length === 1) {
    // biome-ignore lint/style/noNonNullAssertion: length checked
    const result = await all[0]!(db)
    return returning ? rowsOf(result) : []
  }
  // getSQL(): the statement itself; embedding the builder would parenthesise it as a subquery.
  const parts = all.map((build, i) => sql`${sql.raw(`s${i}`)} as (${build(db).getSQL()})`)
  const tail = returning ? sql.raw(`select * from s${all.length - 1}`) : sql`select 1`
  const result = await db.execute(sql`with ${sql.join(parts, sql`, `)} ${tail}`)
  return returning ? rowsOf(result) : []
}

function rowsOf(result: unknown): Returned {
  if (Array.isArray(result)) return result
  return (result as { rows?: Returned }).rows ?? []
}
