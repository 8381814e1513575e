/**
 * The trading core's data: instruments, prices, orders, positions, fills,
 * ledger rows, and the events an operation returns. Pure data, exact
 * decimals; times and ids are given by the caller.
 */
import type { Decimal } from '#money/decimal.ts'

export type OrderType = 'LIMIT' | 'MARKET' | 'STOP_MARKET' | 'STOP_LIMIT'
export type Side = 'buy' | 'sell'
export type TradeType = 'open' | 'close'
export type OrderStatus = 'NEW' | 'TRIGGERED' | 'FILLED' | 'CANCELED' | 'REJECTED' | 'EXPIRED'
/**
 * Who placed an order (and so its fills): the trader, or the engine closing
 * a position for a take-profit, a stop-loss, a liquidation or the end of a
 * step (a breach, an expiry, a pass: its close-out).
 */
export type OrderOrigin = 'trader' | 'take_profit' | 'stop_loss' | 'liquidation' | 'close_out'
export type LedgerType = 'REALIZED_PNL' | 'COMMISSION' | 'WITHDRAWAL' | 'LIQUIDATION'
export type AccountStatus = 'active' | 'pending' | 'passed' | 'failed' | 'expired' | 'refunded'

export interface Bracket {
  /** Upper bound of position notional, USDT. */
  notionalCap: Decimal
  maxLeverage: number
  /** Maintenance margin rate, a fraction. */
  mmr: Decimal
  /** Maintenance amount. */
  cum: Decimal
}

export interface PairSpec {
  code: string
  base: string
  quote: string
  tickSize: Decimal
  stepSize: Decimal
  minNotional: Decimal
  makerFee: Decimal
  takerFee: Decimal
  /** Percent. */
  priceOffsetPercent: Decimal
  /** Percent. */
  priceProtectionPercent: Decimal
  /** Ascending by notionalCap. */
  brackets: Bracket[]
}

export interface Quote {
  last: Decimal
  mark: Decimal
  bid: Decimal
  ask: Decimal
}

export interface Order {
  id: number
  accountId: number
  clientOrderId: string | null
  symbol: string
  type: OrderType
  side: Side
  tradeType: TradeType
  /** Limit price (LIMIT, STOP_LIMIT). */
  price: Decimal | null
  /** Trigger price (STOP_MARKET, STOP_LIMIT). */
  stopPrice: Decimal | null
  size: Decimal
  tp: Decimal | null
  sl: Decimal | null
  status: OrderStatus
  reason: string | null
  avgPrice: Decimal | null
  origin: OrderOrigin
  /** Leverage the order's margin was reserved at. */
  leverage: number
  createdAt: Date
  updatedAt: Date
}

export interface Position {
  id: number
  accountId: number
  symbol: string
  /** Signed: long > 0, short < 0. */
  size: Decimal
  entryPrice: Decimal
  tp: Decimal | null
  sl: Decimal | null
  openedAt: Date
  updatedAt: Date
}

export interface Fill {
  id: number
  orderId: number
  accountId: number
  symbol: string
  type: OrderType
  side: Side
  price: Decimal
  quantity: Decimal
  fee: Decimal
  realizedPnl: Decimal
  role: 'maker' | 'taker'
  /** Its order's origin. */
  origin: OrderOrigin
  time: Date
}

export interface LedgerRow {
  id: number
  accountId: number
  type: LedgerType
  /** Signed change of the balance. */
  amount: Decimal
  symbol: string | null
  fillId: number | null
  time: Date
}

export type IdKind = 'order' | 'fill' | 'position' | 'ledger'

/** Where new ids come from (the shell seeds it from the database). */
export interface IdSource {
  next(kind: IdKind): number
}

/** An account as the shell loads it. */
export interface AccountSnapshot {
  id: number
  userChallengeId: number
  status: AccountStatus
  initialBalance: Decimal
  balance: Decimal
  maxLeverage: number
  /** Leverage chosen per pair; others use the default. */
  leverages: Record<string, number>
  positions: Position[]
  openOrders: Order[]
  /** Named "equity ≤ value" thresholds (evaluation rules). */
  thresholds: Record<string, Decimal>
  /** The lowest equities computed so far (absent: none yet, nor a trading day). */
  lows?: EquityLows
}

/**
 * The lowest equity computed since the account started, and in its current
 * trading day (which the shell names and opens: the core knows no days).
 */
export interface EquityLows {
  step: Decimal | null
  day: { key: string; startBalance: Decimal; lowest: Decimal | null } | null
}

export interface Assets {
  balance: Decimal
  equity: Decimal
  unrealizedPnl: Decimal
  margin: Decimal
  freeMargin: Decimal
  maintenance: Decimal
}

export type Rejection = {
  code: string
  /** The request field it concerns. */
  field: string
  /** English template with {placeholders}; the shell translates it. */
  message: string
  params: Record<string, string>
}

/** What an operation answers: its value and the events it caused, or why it was refused. */
export type Outcome<T> =
  | { ok: true; value: T; events: TradingEvent[] }
  | { ok: false; rejection: Rejection }

/** What an operation did, in order. The shell persists and publishes these. */
export type TradingEvent =
  | { kind: 'order'; order: Order }
  | { kind: 'fill'; fill: Fill }
  | { kind: 'position'; accountId: number; symbol: string; position: Position; closed: boolean }
  | { kind: 'ledger'; row: LedgerRow }
  | { kind: 'balance'; accountId: number; balance: Decimal }
  | { kind: 'leverage'; accountId: number; symbol: string; leverage: number }
  | {
      kind: 'threshold_crossed'
      accountId: number
      name: string
      threshold: Decimal
      equity: Decimal
      time: Date
    }
  | { kind: 'liquidation'; accountId: number; equity: Decimal; maintenance: Decimal; time: Date }
  /** A new lowest equity (of the step, the day or both): the values after it. */
  | {
      kind: 'equity_low'
      accountId: number
      step: Decimal
      day: { key: string; startBalance: Decimal; lowest: Decimal } | null
    }
