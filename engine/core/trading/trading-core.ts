/**
 * The trading core: pure and deterministic. The shell loads accounts and
 * feeds quotes; each operation takes the time, mutates the in-memory state
 * and returns what happened (events) for the shell to persist and publish.
 * No I/O, no clock, ids from the IdSource it is given.
 */
import type { Decimal } from '#money/decimal.ts'
import { liquidationPriceIn, maxOpenOf } from './account-reads.ts'
import { AccountState, figuresOf } from './account-state.ts'
import { ClientOrderIds } from './client-order-ids.ts'
import { CoreState } from './core-state.ts'
import { DeferredHolders } from './deferred-holders.ts'
import { noteEquity } from './equity-lows.ts'
import {
  cancelOpenOrders,
  checkAccount,
  closePositions,
  type Events,
  fillOrder,
  finishOrder,
  fireTrigger,
} from './execution.ts'
import { indexOrder, indexTpsl, unindexOrder, unindexTpsl } from './indexing.ts'
import { changeLeverage } from './leverage-change.ts'
import {
  armLow,
  currentLows,
  LowsToNote,
  logMark,
  noteLows,
  sweepPair,
  syncLow,
  unarmLow,
} from './low-watch.ts'
import { checkPlacement, inactiveRejection, type PlaceOrderRequest } from './order-checks.ts'
import { maintenanceOf } from './pair.ts'
import { reject } from './rejections.ts'
import { checkPositionTpsl } from './tpsl-checks.ts'
import type {
  AccountSnapshot,
  AccountStatus,
  Assets,
  EquityLows,
  IdSource,
  LedgerType,
  Order,
  PairSpec,
  Position,
  Quote,
  Rejection,
  TradingEvent,
} from './types.ts'

export type Outcome<T> =
  | { ok: true; value: T; events: TradingEvent[] }
  | { ok: false; rejection: Rejection }

export class TradingCore {
  readonly state: CoreState
  private readonly clientIds = new ClientOrderIds()
  /** Holders a pair's first quote left to `checkDeferred` (a first quote with many holders). */
  private readonly deferred = new DeferredHolders()
  /** Accounts a sweep of the lows popped, noted in turns (decision 550). */
  private readonly lowsToNote = new LowsToNote()

  constructor(pairs: PairSpec[], ids: IdSource) {
    this.state = new CoreState(pairs, ids)
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
    const account = new AccountState(snapshot)
    for (const [code, leverage] of Object.entries(snapshot.leverages))
      account.leverages.set(code, leverage)
    for (const [name, value] of Object.entries(snapshot.thresholds))
      account.thresholds.set(name, value)
    this.state.accounts.set(account.id, account)
    for (const position of snapshot.positions) {
      account.positions.set(position.symbol, { ...position })
    }
    for (const position of account.positions.values()) indexTpsl(this.state, account, position)
    for (const order of [...snapshot.openOrders].sort((a, b) => a.id - b.id)) {
      const copy = { ...order }
      account.addOrder(copy)
      if (copy.clientOrderId) this.clientIds.remember(account, copy)
      indexOrder(this.state, account, copy)
    }
    this.state.trackHoldings(account)
    account.stepLow = snapshot.lows?.step ?? null
    account.day = snapshot.lows?.day ? { ...snapshot.lows.day } : null
    const events: Events = []
    checkAccount(this.state, account, now, events)
    return events
  }

  /**
   * Takes an account out: its orders, TP/SL and risk entries leave the
   * indexes, its holdings and remembered client ids are forgotten. A warm
   * standby (docs/decisions/510) replaces an account another engine changed
   * by `unload` then `load`, as a restart would have read it.
   */
  unload(id: number): void {
    const account = this.state.accounts.get(id)
    if (!account) return
    for (const orderId of [...account.orderEntries.keys()])
      unindexOrder(this.state, account, orderId)
    for (const positionId of [...account.tpslEntries.keys()])
      unindexTpsl(this.state, account, positionId)
    for (const ref of account.riskEntries)
      this.state.riskIndex(ref.symbol).remove(ref.direction, ref.entry)
    account.riskEntries = []
    unarmLow(this.state, account)
    this.state.forgetHoldings(id)
    this.clientIds.forget(account)
    this.state.accounts.delete(id)
  }

  /** The lows another engine stored for an account (a standby's catch-up, decision 510). */
  setLows(accountId: number, lows: EquityLows): void {
    const account = this.account(accountId)
    account.stepLow = lows.step
    account.day = lows.day ? { ...lows.day } : null
    armLow(this.state, account)
  }

  /**
   * Opens a trading day (the shell names it and gives its starting
   * balance): its lowest equity starts at the equity now (the old day keeps its dip).
   */
  startDay(accountId: number, key: string, startBalance: Decimal): TradingEvent[] {
    const account = this.account(accountId)
    const events: Events = []
    syncLow(this.state, account, events)
    account.day = { key, startBalance, lowest: null }
    noteEquity(account, figuresOf(account, this.state).equity, events)
    armLow(this.state, account)
    return events
  }

  /** Finds the accounts whose dips since each pair's last sweep are new lows (decision 550); `noteLows` notes them. */
  sweepLows(): void {
    for (const code of this.state.pairs.keys()) sweepPair(this.state, code, this.lowsToNote)
  }

  /** How many swept accounts wait for `noteLows`. */
  get lowsWaiting(): number {
    return this.lowsToNote.size
  }

  /** Notes the new lows of up to `limit` swept accounts (a turn of the shell's flush). */
  noteLows(limit: number): TradingEvent[] {
    const events: Events = []
    noteLows(this.state, this.lowsToNote, limit, events)
    return events
  }

  /** The account's lowest equities, its dip since its last check included (not noted). */
  lows(accountId: number): { stepLow: Decimal | null; day: AccountState['day'] } {
    return currentLows(this.state, this.account(accountId))
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
   * A new quote for one pair. Pops the triggers the last price reached and
   * the risk entries the mark reached, fires them in placement order, then
   * checks exactly every account touched (and multi-pair holders of the pair).
   * The first quote of a pair checks every holder; when they are more than
   * `deferOver`, those not touched otherwise are left to `checkDeferred`
   * (the shell checks them in turns, so a takeover's first tick at 100 000
   * accounts does not hold the process for seconds, decision 510). Until
   * checked, such an account has no risk entry for the pair: it can be
   * neither liquidated nor cross a threshold on it, as before its load.
   */
  tick(symbol: string, quote: Quote, now: Date, deferOver = Infinity): TradingEvent[] {
    const state = this.state
    const first = !state.quotes.has(symbol)
    state.quotes.set(symbol, quote)
    const events: Events = []
    logMark(state, symbol, quote.mark, this.lowsToNote)
    const touched = new Set<number>()
    const crossed = state.book(symbol).popCrossed(quote.last)
    // Stryker disable next-line ConditionalExpression,EqualityOperator: sorting one entry changes nothing
    if (crossed.length > 1) crossed.sort((a, b) => a.entry.seq - b.entry.seq)
    for (const { entry } of crossed) {
      const account = state.accounts.get(entry.value.accountId)
      // Stryker disable next-line ConditionalExpression: entries belong to loaded accounts (unload removes them)
      if (!account) continue
      // The dip at this mark counts with the position before the fill (decision 550).
      syncLow(state, account, events)
      fireTrigger(state, account, entry.value, now, events)
      touched.add(account.id)
    }
    for (const { entry } of state.riskIndex(symbol).popCrossed(quote.mark)) touched.add(entry.value)
    // biome-ignore lint/style/noNonNullAssertion: every pair has its sets
    for (const id of state.multiHolders.get(symbol)!) touched.add(id)
    // biome-ignore lint/style/noNonNullAssertion: every pair has its sets
    const holders = state.holders.get(symbol)!
    if (first && holders.size > deferOver) this.deferred.leave(holders, touched)
    else if (first) for (const id of holders) touched.add(id)
    // Stryker disable next-line ConditionalExpression: a shortcut; the loop below does nothing then
    if (touched.size === 0) return events
    for (const id of [...touched].sort((a, b) => a - b)) {
      const account = state.accounts.get(id)
      // Stryker disable next-line ConditionalExpression: touched ids are loaded accounts (never unloaded)
      if (account) checkAccount(state, account, now, events)
    }
    return events
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
    const state = this.state
    const account = this.account(accountId)
    // Stryker disable next-line ConditionalExpression: no id is never a key of clientOrderIds
    if (request.clientOrderId) {
      const known = account.clientOrderIds.get(request.clientOrderId)
      if (known !== undefined)
        return {
          ok: true,
          value: { order: this.clientIds.orderById(account, known), duplicate: true },
          events: [],
        }
    }
    const prepared = checkPlacement(account, state, request)
    if ('code' in prepared) return { ok: false, rejection: prepared }
    const order: Order = {
      id: state.ids.next('order'),
      accountId,
      clientOrderId: request.clientOrderId ?? null,
      symbol: prepared.pair.code,
      type: request.type,
      side: request.side,
      tradeType: request.tradeType,
      price: prepared.price,
      stopPrice: prepared.stopPrice,
      size: prepared.size,
      tp: prepared.tp,
      sl: prepared.sl,
      status: 'NEW',
      reason: null,
      avgPrice: null,
      origin: 'trader',
      leverage: account.leverageFor(prepared.pair),
      createdAt: now,
      updatedAt: now,
    }
    if (order.clientOrderId) this.clientIds.remember(account, order)
    const events: Events = []
    if (prepared.immediate) {
      syncLow(state, account, events)
      fillOrder(
        state,
        account,
        order,
        prepared.immediate.price,
        prepared.immediate.role,
        now,
        events,
      )
    } else {
      account.addOrder(order)
      indexOrder(state, account, order)
      events.push({ kind: 'order', order: { ...order } })
    }
    checkAccount(state, account, now, events)
    return { ok: true, value: { order: { ...order }, duplicate: false }, events }
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
    const state = this.state
    const account = this.account(accountId)
    const inactive = inactiveRejection(account)
    if (inactive) return { ok: false, rejection: inactive }
    const position = [...account.positions.values()].find((p) => p.id === positionId)
    if (!position) return { ok: false, rejection: reject('position_not_found', 'positionId') }
    const quote = state.quote(position.symbol)
    const rejection = checkPositionTpsl(
      state.pair(position.symbol),
      position,
      quote,
      tp ?? null,
      sl ?? null,
    )
    if (rejection) return { ok: false, rejection }
    if (tp !== undefined) position.tp = tp
    if (sl !== undefined) position.sl = sl
    position.updatedAt = now
    indexTpsl(state, account, position)
    const events: Events = [
      {
        kind: 'position',
        accountId,
        symbol: position.symbol,
        position: { ...position },
        closed: false,
      },
    ]
    return { ok: true, value: { ...position }, events }
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
