/**
 * What a trading write stores, as rows: orders (upserted by id, last state
 * wins), fills, positions (upserted), ledger rows, leverage choices, per
 * account the balance delta, trading day and lowest equities (and each
 * day's lowest, decision 410), and what an ending adds (the
 * challenge's status, the final chart sample, the notification). The rows
 * are one JSON document for the single statement of batch-statement.ts
 * (docs/decisions/340, 350, 360).
 */
import type { Decimal } from '#money/decimal.ts'
import type { Order, Position, TradingEvent } from '../core/trading/types.ts'

type Text = string | null
type LowEvent = Extract<TradingEvent, { kind: 'equity_low' }>

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
    /** The lowest equities after this write (decision 410), when one is new. */
    low?: string
    day_low?: Text
    /** An evaluation's ending, on the account's own update (a statement changes a row once). */
    status?: string
    ended_at?: Date
    breach?: unknown
    updated_at?: Date
  }>
  /** Each trading day's lowest equity so far (decision 410), upserted. */
  days: Array<{
    trading_account_id: number
    day_key: string
    start_balance: string
    lowest_equity: string
  }>
  /** An ending's rows of other tables (decision 350); empty for trading alone. */
  challenges: Array<{ id: number; status: string; ended_at: Date; updated_at: Date }>
  samples: Array<{ trading_account_id: number; at: Date; balance: string; equity: string }>
  notifications: Array<{
    user_id: number
    type: string
    title: string
    body: string
    params: unknown
    link: string | null
    data: unknown
    created_at: Date
  }>
}

/** How an account ends, written with its close-out's trading rows (decision 350). */
export interface AccountEnding {
  status: string
  endedAt: Date
  breach: unknown
  updatedAt: Date
}

/** A notification's stored values (notifications/notify.ts builds them). */
export interface NotificationValues {
  userId: number
  type: string
  title: string
  body: string
  params: Record<string, unknown>
  link: string | null
  data: Record<string, unknown>
  createdAt: Date
}

/**
 * What an ending writes besides its account: the challenge's status, the
 * final chart sample and the notifications, each row changed once.
 */
export interface EndingRows {
  challenges: Array<{ id: number; status: string; endedAt: Date; updatedAt: Date }>
  samples: Array<{ accountId: number; at: Date; balance: string; equity: string }>
  notifications: NotificationValues[]
}

/** An ending joined to a write: how its accounts end, and its other rows. */
export interface Ending {
  accounts: ReadonlyMap<number, AccountEnding>
  rows: EndingRows
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
    origin: o.origin,
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
  return {
    orders: [],
    fills: [],
    positions: [],
    ledger: [],
    leverages: [],
    accounts: [],
    days: [],
    challenges: [],
    samples: [],
    notifications: [],
  }
}

/**
 * The rows that persist `events`, or null when there is nothing to write;
 * an `ending` ends its accounts and adds its rows in the same statement.
 */
export function batchFor(events: TradingEvent[], now: Date, ending?: Ending): Batch | null {
  const endings = ending?.accounts
  const orderById = new Map<number, Order>()
  const positionById = new Map<number, { position: Position; closed: boolean }>()
  const batch = emptyBatch()
  const leverages = new Map<string, Batch['leverages'][number]>()
  const accounts = new Map<
    number,
    { delta: Decimal | null; lastFill: Date | null; low: LowEvent | null }
  >()
  const days = new Map<string, Batch['days'][number]>()
  const account = (id: number) => {
    let a = accounts.get(id)
    if (!a) {
      a = { delta: null, lastFill: null, low: null }
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
          origin: f.origin,
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
      case 'equity_low': {
        // The last low of the batch holds: the core's lows only fall within a day.
        account(e.accountId).low = e
        if (e.day)
          days.set(`${e.accountId}:${e.day.key}`, {
            trading_account_id: e.accountId,
            day_key: e.day.key,
            start_balance: e.day.startBalance.toString(),
            lowest_equity: e.day.lowest.toString(),
          })
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
  batch.days = [...days.values()]
  for (const id of endings?.keys() ?? []) account(id)
  for (const [id, a] of accounts) {
    const ending = endings?.get(id)
    if (!a.delta && !a.lastFill && !a.low && !ending) continue
    batch.accounts.push({
      id,
      delta: a.delta ? a.delta.toString() : null,
      day: a.lastFill ? a.lastFill.toISOString().slice(0, 10) : null,
      last_fill: a.lastFill,
      ...(a.low && {
        low: a.low.step.toString(),
        day_low: a.low.day ? a.low.day.lowest.toString() : null,
      }),
      ...(ending && {
        status: ending.status,
        ended_at: ending.endedAt,
        breach: ending.breach,
        updated_at: ending.updatedAt,
      }),
    })
  }
  if (ending) addEndingRows(batch, ending.rows)
  const empty = Object.values(batch).every((rows: unknown[]) => rows.length === 0)
  return empty ? null : batch
}

function addEndingRows(batch: Batch, rows: EndingRows): void {
  for (const c of rows.challenges)
    batch.challenges.push({
      id: c.id,
      status: c.status,
      ended_at: c.endedAt,
      updated_at: c.updatedAt,
    })
  for (const s of rows.samples)
    batch.samples.push({
      trading_account_id: s.accountId,
      at: s.at,
      balance: s.balance,
      equity: s.equity,
    })
  for (const n of rows.notifications) batch.notifications.push(notificationRow(n))
}

/** A notification as the statements store it (the breach's and the warning's). */
export function notificationRow(n: NotificationValues): Batch['notifications'][number] {
  return {
    user_id: n.userId,
    type: n.type,
    title: n.title,
    body: n.body,
    params: n.params,
    link: n.link,
    data: n.data,
    created_at: n.createdAt,
  }
}
