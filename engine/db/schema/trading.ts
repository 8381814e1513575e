/**
 * Trading: the instruments, and per trading account its orders, fills,
 * positions, ledger and leverage per pair. Ids of orders, fills, positions
 * and ledger rows are assigned by the trading core (engine/trading/ids.ts
 * seeds it from these tables), so a placement or a tick is written in one
 * batch without round trips for ids.
 */
import { sql } from 'drizzle-orm'
import { index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { tradingAccounts } from './challenge-accounts.ts'
import { at, money, timestamps } from './columns.ts'

const orderOrigins = ['trader', 'take_profit', 'stop_loss', 'liquidation', 'close_out'] as const

export interface BracketRow {
  notionalCap: string
  maxLeverage: number
  mmr: string
  cum: string
}

export const coinPairs = pgTable('coin_pairs', {
  code: text().primaryKey(),
  base: text().notNull(),
  quote: text().notNull(),
  tickSize: money().notNull(),
  stepSize: money().notNull(),
  minNotional: money().notNull(),
  makerFee: money().notNull(),
  takerFee: money().notNull(),
  priceOffsetPercent: money().notNull(),
  priceProtectionPercent: money().notNull(),
  brackets: jsonb().$type<BracketRow[]>().notNull(),
  /** Where the simulated market starts, and its annualised volatility. */
  simStartPrice: money().notNull(),
  simVolatility: money().notNull(),
  sortOrder: integer().notNull().default(0),
  ...timestamps,
})

const account = () =>
  integer()
    .notNull()
    .references(() => tradingAccounts.id, { onDelete: 'cascade' })

export const orders = pgTable(
  'orders',
  {
    id: integer().primaryKey(),
    tradingAccountId: account(),
    clientOrderId: text(),
    symbol: text().notNull(),
    type: text({ enum: ['LIMIT', 'MARKET', 'STOP_MARKET', 'STOP_LIMIT'] }).notNull(),
    side: text({ enum: ['buy', 'sell'] }).notNull(),
    tradeType: text({ enum: ['open', 'close'] }).notNull(),
    price: money(),
    stopPrice: money(),
    size: money().notNull(),
    tp: money(),
    sl: money(),
    status: text({
      enum: ['NEW', 'TRIGGERED', 'FILLED', 'CANCELED', 'REJECTED', 'EXPIRED'],
    }).notNull(),
    reason: text(),
    avgPrice: money(),
    /** Who placed it (decision 412): the trader, or the engine closing a position. */
    origin: text({ enum: orderOrigins }).notNull().default('trader'),
    leverage: integer().notNull(),
    ...timestamps,
  },
  (t) => [
    // A repeated client order id returns the first order (idempotent placement).
    uniqueIndex('orders_client_order_id_unique')
      .on(t.tradingAccountId, t.clientOrderId)
      .where(sql`${t.clientOrderId} is not null`),
    index('orders_account_idx').on(t.tradingAccountId, t.id),
    index('orders_open_idx').on(t.tradingAccountId).where(sql`${t.status} in ('NEW', 'TRIGGERED')`),
  ],
)

export const fills = pgTable(
  'fills',
  {
    id: integer().primaryKey(),
    tradingAccountId: account(),
    orderId: integer().notNull(),
    symbol: text().notNull(),
    type: text({ enum: ['LIMIT', 'MARKET', 'STOP_MARKET', 'STOP_LIMIT'] }).notNull(),
    side: text({ enum: ['buy', 'sell'] }).notNull(),
    price: money().notNull(),
    quantity: money().notNull(),
    fee: money().notNull(),
    realizedPnl: money().notNull(),
    role: text({ enum: ['maker', 'taker'] }).notNull(),
    /** Its order's origin (decision 412). */
    origin: text({ enum: orderOrigins }).notNull().default('trader'),
    createdAt: at().notNull(),
  },
  (t) => [index('fills_account_idx').on(t.tradingAccountId, t.id)],
)

export const positions = pgTable(
  'positions',
  {
    id: integer().primaryKey(),
    tradingAccountId: account(),
    symbol: text().notNull(),
    /** Signed: long > 0, short < 0; 0 once closed. */
    size: money().notNull(),
    entryPrice: money().notNull(),
    tp: money(),
    sl: money(),
    openedAt: at().notNull(),
    updatedAt: at().notNull(),
    closedAt: at(),
  },
  (t) => [
    uniqueIndex('positions_open_unique')
      .on(t.tradingAccountId, t.symbol)
      .where(sql`${t.closedAt} is null`),
  ],
)

/** Every change of a trading account's balance; the balance is initial + their sum. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: integer().primaryKey(),
    tradingAccountId: account(),
    type: text({ enum: ['REALIZED_PNL', 'COMMISSION', 'WITHDRAWAL', 'LIQUIDATION'] }).notNull(),
    amount: money().notNull(),
    asset: text().notNull().default('USDT'),
    symbol: text(),
    fillId: integer(),
    createdAt: at().notNull(),
  },
  (t) => [index('ledger_entries_account_idx').on(t.tradingAccountId, t.id)],
)

export const accountLeverages = pgTable(
  'account_leverages',
  {
    tradingAccountId: account(),
    symbol: text().notNull(),
    leverage: integer().notNull(),
    updatedAt: at().notNull(),
  },
  (t) => [primaryKey({ columns: [t.tradingAccountId, t.symbol] })],
)
