/**
 * The trading core: pure and deterministic. The shell loads accounts and
 * feeds quotes; each operation takes the time, mutates the in-memory state
 * and returns what happened (events) for the shell to persist and publish.
 * No I/O, no clock, ids from the IdSource it is given.
 */
import type { Decimal } from '#money/decimal.ts'
import { checkAccount } from './account-check.ts'
import { loadAccount, unloadAccount } from './account-loading.ts'
import { liquidationPriceIn, maxOpenOf } from './account-reads.ts'
import { type AccountState, figuresOf } from './account-state.ts'
import { ClientOrderIds } from './client-order-ids.ts'
import { CoreLows } from './core-lows.ts'
import { CoreState } from './core-state.ts'
import { DeferredHolders } from './deferred-holders.ts'
import { cancelOpenOrders, closePositions, type Events, finishOrder } from './execution.ts'
import { changeLeverage } from './leverage-change.ts'
import { syncLow } from './low-watch.ts'
import type { PlaceOrderRequest } from './order-checks.ts'
import { maintenanceOf } from './pair.ts'
import { placeOrder } from './place-order.ts'
import { setTpsl } from './position-tpsl.ts'
import { applyQuote } from './quote-tick.ts'
import { reject } from './rejections.ts'
import type {
  AccountSnapshot,
  AccountStatus,
  Assets,
  EquityLows,
  IdSource,
  LedgerType,
  Order,
  Outcome,
  PairSpec,
  Position,
  Quote,
  TradingEvent,
} from './types.ts'

export type { Outcome }

export class TradingCore {
  readonly state: CoreState
  private readonly clientIds = new ClientOrderIds()
  /** Holders a pair's first quote left to `checkDeferred` (a first quote with many holders). */
  private readonly deferred = new DeferredHolders()
  /** The low-watch's wiring: marks logged, sweeps noted in turns (decision 550). */
  private readonly lowWatch: CoreLows

  constructor(pairs: PairSpec[], ids: IdSource) {
    this.state = new CoreState(pairs, ids)
    this.lowWatch = new CoreLows(this.state)
  }

  // ── accounts ────────────────────────────────────────────────────────────

  hasAccount(id: number): boolean {
    return this.state.accounts.has(id)
  }

  account(id: number): AccountState {
    const account = this.state.accounts.get(id)
    if (!account) throw new RangeError(`account ${id} is not loaded`)
    return account
  }

  /** Loads an account (its open positions and orders) and checks it at once. */
  load(snapshot: AccountSnapshot, now: Date): TradingEvent[] {
    return loadAccount(this.state, this.clientIds, snapshot, now)
  }

  /**
   * Takes an account out: its orders, TP/SL and risk entries leave the
   * indexes, its holdings and remembered client ids are forgotten. A warm
   * standby (docs/decisions/510) replaces an account another engine changed
   * by `unload` then `load`, as a restart would have read it.
   */
  unload(id: number): void {
    unloadAccount(this.state, this.clientIds, id)
  }

  /** The lows another engine stored for an account (a standby's catch-up, decision 510). */
  setLows(accountId: number, lows: EquityLows): void {
    this.lowWatch.set(this.account(accountId), lows)
  }

  /**
   * Opens a trading day (the shell names it and gives its starting
   * balance): its lowest equity starts at the equity now (the old day keeps its dip).
   */
  startDay(accountId: number, key: string, startBalance: Decimal): TradingEvent[] {
    return this.lowWatch.startDay(this.account(accountId), key, startBalance)
  }

  /** Finds the accounts whose dips since each pair's last sweep are new lows (decision 550); `noteLows` notes them. */
  sweepLows(): void {
    this.lowWatch.sweep()
  }

  /** How many swept accounts wait for `noteLows`. */
  get lowsWaiting(): number {
    return this.lowWatch.waiting
  }

  /** Notes the new lows of up to `limit` swept accounts (a turn of the shell's flush). */
  noteLows(limit: number): TradingEvent[] {
    return this.lowWatch.note(limit)
  }

  /** The account's lowest equities, its dip since its last check included (not noted). */
  lows(accountId: number): { stepLow: Decimal | null; day: AccountState['day'] } {
    return this.lowWatch.current(this.account(accountId))
  }

  setStatus(accountId: number, status: AccountStatus): void {
    this.account(accountId).status = status
  }

  /** Replaces the named "equity ≤ value" thresholds; reports any already crossed. */
  setThresholds(accountId: number, thresholds: Record<string, Decimal>, now: Date): TradingEvent[] {
    const account = this.account(accountId)
    const previous = new Map(account.thresholds)
    account.thresholds.clear()
    for (const [name, value] of Object.entries(thresholds)) {
      account.thresholds.set(name, value)
      if (!previous.get(name)?.eq(value)) account.crossed.delete(name)
    }
    for (const name of [...account.crossed])
      if (!account.thresholds.has(name)) account.crossed.delete(name)
    const events: Events = []
    checkAccount(this.state, account, now, events)
    return events
  }

  // ── market ──────────────────────────────────────────────────────────────

  /**
   * A new quote for one pair: triggers fired, the accounts it touched
   * checked; a first quote's holders beyond `deferOver` are left to
   * `checkDeferred` (quote-tick.ts, decision 510).
   */
  tick(symbol: string, quote: Quote, now: Date, deferOver = Infinity): TradingEvent[] {
    return applyQuote(this.state, this.lowWatch, this.deferred, symbol, quote, now, deferOver)
  }

  /** How many holders a first quote left unchecked. */
  get deferredChecks(): number {
    return this.deferred.size
  }

  /** Checks up to `limit` of the holders a first quote left, lowest account id first. */
  checkDeferred(limit: number, now: Date): TradingEvent[] {
    const events: Events = []
    for (const id of this.deferred.take(limit)) {
      const account = this.state.accounts.get(id)
      if (account) checkAccount(this.state, account, now, events)
    }
    return events
  }

  /**
   * A pair's market data went stale or came back (decision 440). While
   * halted: no orders on it, and no account holding it is liquidated or
   * crosses a threshold; its first fresh tick checks them again.
   */
  setHalted(symbol: string, halted: boolean): void {
    this.state.pair(symbol)
    if (halted) this.state.halted.add(symbol)
    else this.state.halted.delete(symbol)
  }

  isHalted(symbol: string): boolean {
    return this.state.halted.has(symbol)
  }

  // ── orders ──────────────────────────────────────────────────────────────

  place(
    accountId: number,
    request: PlaceOrderRequest,
    now: Date,
  ): Outcome<{ order: Order; duplicate: boolean }> {
    return placeOrder(this.state, this.clientIds, this.account(accountId), request, now)
  }

  cancel(accountId: number, orderId: number, now: Date): Outcome<Order> {
    const account = this.account(accountId)
    const order = account.orders.get(orderId)
    if (!order) return { ok: false, rejection: reject('order_not_open', 'order_id') }
    const events: Events = []
    finishOrder(this.state, account, order, 'CANCELED', null, now, events)
    // Stryker disable next-line CallExpression: a cancel moves neither equity nor maintenance
    checkAccount(this.state, account, now, events)
    return { ok: true, value: { ...order }, events }
  }

  cancelAll(
    accountId: number,
    symbol: string | undefined,
    now: Date,
    reason: string | null = null,
  ): Outcome<number> {
    const account = this.account(accountId)
    const events: Events = []
    const count = cancelOpenOrders(this.state, account, symbol, reason, now, events)
    // Stryker disable next-line CallExpression: a cancel moves neither equity nor maintenance
    checkAccount(this.state, account, now, events)
    return { ok: true, value: count, events }
  }

  closeAll(
    accountId: number,
    symbol: string | undefined,
    now: Date,
    reason: string | null = null,
  ): Outcome<number> {
    const account = this.account(accountId)
    // Closing at market is a fill at a stale price while the pair is halted.
    for (const code of account.positions.keys()) {
      if ((symbol === undefined || code === symbol) && this.state.halted.has(code))
        return { ok: false, rejection: reject('market_halted', 'symbol', { symbol: code }) }
    }
    const events: Events = []
    syncLow(this.state, account, events)
    const count = closePositions(this.state, account, symbol, reason, 'trader', now, events)
    checkAccount(this.state, account, now, events)
    return { ok: true, value: count, events }
  }

  /** Ends trading on an account (breach, expiry): cancels every order, closes every position at market. */
  closeOut(accountId: number, status: AccountStatus, reason: string, now: Date): TradingEvent[] {
    const account = this.account(accountId)
    const events: Events = []
    syncLow(this.state, account, events)
    cancelOpenOrders(this.state, account, undefined, reason, now, events)
    closePositions(this.state, account, undefined, reason, 'close_out', now, events)
    account.status = status
    checkAccount(this.state, account, now, events)
    return events
  }

  /** A balance change from outside trading (a withdrawal or its return): one ledger row. */
  adjustBalance(accountId: number, type: LedgerType, amount: Decimal, now: Date): TradingEvent[] {
    const account = this.account(accountId)
    const dip: Events = []
    syncLow(this.state, account, dip)
    account.balance = account.balance.add(amount)
    const events: Events = [
      ...dip,
      {
        kind: 'ledger',
        row: {
          id: this.state.ids.next('ledger'),
          accountId,
          type,
          amount,
          symbol: null,
          fillId: null,
          time: now,
        },
      },
      { kind: 'balance', accountId, balance: account.balance },
    ]
    checkAccount(this.state, account, now, events)
    return events
  }

  setLeverage(
    accountId: number,
    symbol: string,
    leverage: number,
    now: Date,
  ): Outcome<{ leverage: number; maxNotional: Decimal }> {
    const account = this.account(accountId)
    const changed = changeLeverage(this.state, account, symbol, leverage)
    if ('code' in changed) return { ok: false, rejection: changed }
    const events: Events = [{ kind: 'leverage', accountId, symbol, leverage }]
    // Stryker disable next-line CallExpression: leverage moves margin only; liquidation and thresholds read equity and maintenance
    checkAccount(this.state, account, now, events)
    return { ok: true, value: { leverage, maxNotional: changed.maxNotional }, events }
  }

  /** A price sets it, null removes it, undefined keeps it (only what changes is checked). */
  setPositionTpsl(
    accountId: number,
    positionId: number,
    tp: Decimal | null | undefined,
    sl: Decimal | null | undefined,
    now: Date,
  ): Outcome<Position> {
    return setTpsl(this.state, this.account(accountId), positionId, tp, sl, now)
  }

  // ── reading ─────────────────────────────────────────────────────────────

  assets(accountId: number): Assets {
    return figuresOf(this.account(accountId), this.state)
  }

  /** The largest size of a market order on each side that fits free margin and the bracket cap. */
  maxOpen(accountId: number, symbol: string): { buy: Decimal; sell: Decimal } {
    return maxOpenOf(this.state, this.account(accountId), symbol)
  }

  /** The displayed liquidation price of the account's position in `symbol`, or null ("--"). */
  liquidationPriceOf(accountId: number, symbol: string): Decimal | null {
    return liquidationPriceIn(this.state, this.account(accountId), symbol)
  }

  maintenanceOf(symbol: string, notional: Decimal): Decimal {
    return maintenanceOf(this.state.pair(symbol), notional)
  }

  /**
   * Client ids the shell read back from the database (oldest first), so a
   * repeat answers the first order; `complete` when they are all the
   * account ever used.
   */
  rememberClientOrders(accountId: number, orders: Order[], complete: boolean): void {
    this.clientIds.rememberRead(this.account(accountId), orders, complete)
  }
}
