/**
 * One trading account held by the core: balance, positions per pair, open
 * orders, leverage per pair, the named equity thresholds, and the index
 * entries that point back at it. Figures are computed at the current marks.
 */
import { D, type Decimal } from '#money/decimal.ts'
import { DEFAULT_LEVERAGE, maintenanceOf, pairMaxLeverage } from './pair.ts'
import { unrealizedPnl } from './position-math.ts'
import type { Direction, IndexEntry } from './price-index.ts'
import type { AccountStatus, Assets, Order, PairSpec, Position, Quote } from './types.ts'

/** Margin figures keep this many decimals (rounded up: never under-reserve). */
export const MARGIN_SCALE = 10

export interface TriggerRef {
  kind: 'order' | 'tp' | 'sl'
  accountId: number
  /** Order id, or position id for TP/SL. */
  id: number
  symbol: string
}

export interface IndexRef<T> {
  symbol: string
  direction: Direction
  entry: IndexEntry<T>
}

export class AccountState {
  readonly id: number
  readonly userChallengeId: number
  status: AccountStatus
  readonly initialBalance: Decimal
  balance: Decimal
  maxLeverage: number
  readonly leverages = new Map<string, number>()
  readonly positions = new Map<string, Position>()
  /** Open orders (NEW, or TRIGGERED and resting), by id: change through addOrder/removeOrder. */
  readonly orders = new Map<number, Order>()
  /** Σ size × price of the open opening orders, per pair (their margin is this ÷ leverage). */
  readonly orderNotional = new Map<string, Decimal>()
  readonly clientOrderIds = new Map<string, number>()
  /**
   * Whether clientOrderIds holds every client id the account ever used, so
   * an unknown id is surely new (the shell then skips the database).
   */
  clientIdsComplete = false
  readonly thresholds = new Map<string, Decimal>()
  /** Thresholds already reported and not recovered from since. */
  readonly crossed = new Set<string>()
  /** Trigger-book entries: orders by id, TP/SL by position id. */
  readonly orderEntries = new Map<number, IndexRef<TriggerRef>>()
  readonly tpslEntries = new Map<number, { tp?: IndexRef<TriggerRef>; sl?: IndexRef<TriggerRef> }>()
  /** Risk-index entries (liquidation and threshold crossings). */
  riskEntries: Array<IndexRef<number>> = []
  /** The "new low" key of an account holding one pair (low-watch.ts), and the tick of its pair's mark log it is synced to. */
  lowEntry: IndexRef<number> | null = null
  lowSync = 0
  /** The extreme mark a sweep found for it, its dip not noted yet. */
  lowMark: Decimal | null = null
  /** Lowest equity computed since the step started (equity-lows.ts). */
  stepLow: Decimal | null = null
  /** The current trading day as the shell opened it, and its lowest equity. */
  day: { key: string; startBalance: Decimal; lowest: Decimal | null } | null = null

  constructor(fields: {
    id: number
    userChallengeId: number
    status: AccountStatus
    initialBalance: Decimal
    balance: Decimal
    maxLeverage: number
  }) {
    this.id = fields.id
    this.userChallengeId = fields.userChallengeId
    this.status = fields.status
    this.initialBalance = fields.initialBalance
    this.balance = fields.balance
    this.maxLeverage = fields.maxLeverage
  }

  addOrder(order: Order): void {
    this.orders.set(order.id, order)
    if (order.tradeType === 'open') {
      const notional = order.size.mul(orderPrice(order))
      this.orderNotional.set(
        order.symbol,
        (this.orderNotional.get(order.symbol) ?? D(0)).add(notional),
      )
    }
  }

  removeOrder(order: Order): void {
    if (!this.orders.delete(order.id) || order.tradeType !== 'open') return
    const left = (this.orderNotional.get(order.symbol) ?? D(0)).sub(
      order.size.mul(orderPrice(order)),
    )
    if (left.isZero()) this.orderNotional.delete(order.symbol)
    else this.orderNotional.set(order.symbol, left)
  }

  leverageFor(pair: PairSpec): number {
    return (
      this.leverages.get(pair.code) ??
      Math.min(DEFAULT_LEVERAGE, this.maxLeverage, pairMaxLeverage(pair))
    )
  }
}

export interface Market {
  pair(code: string): PairSpec
  quote(code: string): Quote | undefined
  /** Pairs halted on stale market data (decision 440). */
  readonly halted?: ReadonlySet<string>
}

/** Reference price of an open order's margin: its limit price, else its stop. */
export function orderPrice(order: Order): Decimal {
  const price = order.price ?? order.stopPrice
  if (!price) throw new Error(`order ${order.id} has no price`)
  return price
}

/** Margin of the open orders of one pair: their notional ÷ the pair's leverage. */
export function ordersMargin(account: AccountState, market: Market, symbol: string): Decimal {
  const notional = account.orderNotional.get(symbol)
  if (!notional) return D(0)
  return notional.div(account.leverageFor(market.pair(symbol)), MARGIN_SCALE, 'ceil')
}

/**
 * Balance, equity, margin (positions at mark + open orders at their price,
 * each ÷ leverage), free margin and total maintenance, optionally with one
 * pair's position replaced (to judge an order before accepting it).
 */
export function figuresOf(
  account: AccountState,
  market: Market,
  override?: { symbol: string; size: Decimal; entry: Decimal; balanceDelta: Decimal },
): Assets {
  let unrealized = D(0)
  let margin = D(0)
  let maintenance = D(0)
  const positions = [...account.positions.values()]
  if (override && !account.positions.has(override.symbol) && !override.size.isZero()) {
    positions.push({ symbol: override.symbol } as Position)
  }
  for (const stored of positions) {
    let size = stored.size
    let entry = stored.entryPrice
    if (override && stored.symbol === override.symbol) {
      size = override.size
      entry = override.entry
    }
    if (size.isZero()) continue
    const quote = market.quote(stored.symbol)
    if (!quote) continue
    const pair = market.pair(stored.symbol)
    const notional = size.abs().mul(quote.mark)
    unrealized = unrealized.add(unrealizedPnl(size, entry, quote.mark))
    margin = margin.add(notional.div(account.leverageFor(pair), MARGIN_SCALE, 'ceil'))
    maintenance = maintenance.add(maintenanceOf(pair, notional))
  }
  for (const symbol of account.orderNotional.keys()) {
    margin = margin.add(ordersMargin(account, market, symbol))
  }
  const balance = account.balance.add(override?.balanceDelta ?? D(0))
  const equity = balance.add(unrealized)
  const free = equity.sub(margin)
  return {
    balance,
    equity,
    unrealizedPnl: unrealized,
    margin,
    freeMargin: free.isNegative() ? D(0) : free,
    maintenance,
  }
}
