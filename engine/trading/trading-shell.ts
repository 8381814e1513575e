/**
 * The trading shell: owns the core, feeds it the market's ticks, persists
 * what it returns and publishes it after commit. Single writer per
 * account: every operation runs the core at once (synchronously, so the
 * in-memory order is the order of arrival) and chains its write behind the
 * previous writes of the accounts it touched; different accounts write in
 * parallel. A failed write means memory is ahead of the database: the
 * shell rebuilds itself from the database (the same path as a restart).
 */

import type { Decimal } from '#money/decimal.ts'
import type { EngineContext } from '../context.ts'
import type { PlaceOrderRequest } from '../core/trading/order-checks.ts'
import { TradingCore } from '../core/trading/trading-core.ts'
import type { AccountStatus, IdSource, LedgerType, TradingEvent } from '../core/trading/types.ts'
import type { MarketData } from '../market/market-data.ts'
import { publishAccountEvents } from './account-publishing.ts'
import { prepareWriter } from './batch-statement.ts'
import { EarlierClientOrders } from './earlier-client-orders.ts'
import { FirstQuoteChecks } from './first-quote-checks.ts'
import { HeldReads } from './held-reads.ts'
import { idSourceFromDatabase } from './ids.ts'
import { KillSwitchSet } from './kill-switches.ts'
import { type CoinPairRow, pairSpecOf } from './pairs.ts'
import { flushLows, PendingLows } from './pending-lows.ts'
import { PolicyTurns } from './policy-turns.ts'
import {
  type AccountRows,
  type AccountSource,
  ShellAccounts,
  type StandbyInstalls,
} from './shell-accounts.ts'
import { type FollowDeps, followMarket, freshCore } from './shell-market.ts'
import { ShellOperations, TradingUnavailable } from './shell-operations.ts'
import { ShellThresholds } from './shell-thresholds.ts'
import type { ShellView } from './shell-view.ts'
import { noEvaluationPolicy, type ThresholdPolicy } from './threshold-policy.ts'
import { type Extra, type Joined, WriteQueue, type Written } from './write-queue.ts'

export type { AccountSource }
export { TradingUnavailable }

export class TradingShell {
  /**
   * The core: this shell's alone (ES-private: no cast reaches it). A failed
   * write replaces it; others read values through `held` (decision 620).
   */
  #core: TradingCore
  /** What the engine reads of the core: values, never the core itself. */
  readonly held: HeldReads
  /** The risk desk's kill switches the order path obeys (decision 581). */
  readonly killSwitches = new KillSwitchSet()
  private readonly ctx: EngineContext
  private readonly market: MarketData
  /** The stored pairs, by code, in display order. */
  readonly pairRows: Map<string, CoinPairRow>
  private readonly writes: WriteQueue
  private readonly pendingLows = new PendingLows()
  /** The accounts in memory: loads, quiet installs, daily balances. */
  private readonly accounts: ShellAccounts
  /** A warm standby's installs into this shell (decision 510): nothing of them is written. */
  readonly standby: StandbyInstalls
  private readonly thresholds: ShellThresholds
  private readonly follow: FollowDeps
  private readonly operations: ShellOperations
  private rebuilding: Promise<void> | undefined
  private unsubscribe: (() => void) | undefined
  /** Policy turns started and not finished: shutdown waits for them before the database closes. */
  private readonly policyTurns: PolicyTurns
  private stopped = false
  /** The holders a first quote left, checked in turns. */
  private readonly firstQuoteChecks: FirstQuoteChecks

  private constructor(
    ctx: EngineContext,
    market: MarketData,
    rows: CoinPairRow[],
    core: TradingCore,
  ) {
    this.ctx = ctx
    this.market = market
    this.pairRows = new Map(rows.map((r) => [r.code, r]))
    this.#core = core
    this.held = new HeldReads({
      core: () => this.#core,
      dailyBalance: (id) => this.dailyBalance(id),
      rebuilding: () => this.rebuilding,
    })
    this.writes = new WriteQueue({
      db: ctx.database.writer.db,
      now: () => ctx.clock.now(),
      committed: (events) => this.published(events),
      failed: (error) => this.writeFailed(error),
    })
    const view: ShellView = {
      ctx,
      core: () => this.#core,
      commit: (events, ids) => this.commit(events, ids),
      rebuilding: () => this.rebuilding,
    }
    this.accounts = new ShellAccounts({
      ...view,
      policy: () => this.thresholds.policy,
      pendingLows: this.pendingLows,
      whenWritten: (id) => this.whenWritten(id),
    })
    this.standby = this.accounts
    this.thresholds = new ShellThresholds({ ...view, accounts: this.accounts })
    this.operations = new ShellOperations({
      ...view,
      commit: (events, ids, extra) => this.commit(events, ids, extra),
      killSwitches: this.killSwitches,
      earlierOrders: new EarlierClientOrders(ctx.db, view.core, (id) => this.whenWritten(id)),
      ensureLoaded: (id) => this.ensureLoaded(id),
      whenWritten: (id) => this.whenWritten(id),
    })
    this.firstQuoteChecks = new FirstQuoteChecks({
      now: () => ctx.clock.now(),
      commit: (events) => void this.commit(events, []).catch(() => {}),
      // A rebuild's new core checks its own holders; a stopped shell checks nothing.
      current: (checked) => !this.stopped && checked === this.#core,
    })
    this.follow = { ...view, market, firstQuoteChecks: this.firstQuoteChecks }
    this.policyTurns = new PolicyTurns({
      log: ctx.log,
      policy: () => this.thresholds.policy,
      userChallengeOf: (id) => this.#core.account(id).userChallengeId,
      refreshThresholds: (id) => this.refreshThresholds(id),
    })
  }

  /**
   * Builds the shell; `start` then loads the accounts. `policy`, when given,
   * is in place before the load, so each account's thresholds are computed
   * once (decision 446). The caller makes the shell `ctx.trading` before
   * `start`: a threshold the load finds crossed is judged by the policy,
   * which reads the shell from the context.
   */
  static async open(
    ctx: EngineContext,
    market: MarketData,
    rows: CoinPairRow[],
    policy?: ThresholdPolicy,
    ids?: IdSource,
  ): Promise<TradingShell> {
    const core = new TradingCore(rows.map(pairSpecOf), ids ?? (await idSourceFromDatabase(ctx.db)))
    const shell = new TradingShell(ctx, market, rows, core)
    if (policy) shell.thresholds.policy = policy
    return shell
  }

  /**
   * Loads every active account, then follows the market. `accounts` is
   * where they come from: the database by default, or a warm standby's
   * copy caught up to now (engine/failover/warm-accounts.ts, decision 479).
   */
  async start(accounts?: AccountSource): Promise<void> {
    await prepareWriter(this.ctx.database.writer)
    await this.killSwitches.load(this.ctx.db)
    // Without a policy yet, the rows are kept for setPolicy (no second read).
    await this.accounts.loadActive(this.thresholds.policy === noEvaluationPolicy, accounts)
    this.followMarket()
  }

  /**
   * Starts a shell whose core a warm standby built (docs/decisions/510):
   * no load; what the installs found (lows, a threshold already crossed)
   * is committed now, in account order, as a start's load commits it.
   */
  async startInstalled(found: Iterable<[number, TradingEvent[]]>): Promise<void> {
    await prepareWriter(this.ctx.database.writer)
    await this.killSwitches.load(this.ctx.db)
    // One commit for them all (each event names its account): 100 000 installs' lows are one entry.
    const events = [...found].flatMap(([, e]) => e)
    if (events.length > 0) void this.commit(events, []).catch(() => {})
    this.followMarket()
  }

  private followMarket(): void {
    this.unsubscribe = followMarket(this.follow)
  }

  stop(): void {
    this.stopped = true
    this.unsubscribe?.()
  }

  /** The accounts are in memory and ticks reach them (not rebuilding after a failed write). */
  get loaded(): boolean {
    return !this.stopped && this.rebuilding === undefined
  }

  /** Every write and policy turn started so far has finished (tests, shutdown). */
  async idle(): Promise<void> {
    await this.firstQuoteChecks.settled()
    await this.writes.idle()
    while (this.policyTurns.busy) {
      await this.policyTurns.settled()
      await this.writes.idle()
    }
  }

  // ── the policy seam ─────────────────────────────────────────────────────

  setPolicy(policy: ThresholdPolicy): Promise<void> {
    return this.thresholds.set(policy)
  }

  /** Asks the policy for an account's thresholds (`rows` when the caller holds them current). */
  refreshThresholds(accountId: number, rows?: AccountRows): Promise<void> {
    return this.thresholds.refresh(accountId, rows)
  }

  // ── loading (shell-accounts.ts) ─────────────────────────────────────────

  /** Loads an account the core does not hold yet (a new demo, an account opened by checkout). */
  ensureLoaded(accountId: number): Promise<void> {
    return this.accounts.ensureLoaded(accountId)
  }

  /** Re-reads an account whose status others changed (a pass, a breach decided elsewhere). */
  accountChanged(accountId: number): Promise<void> {
    return this.accounts.accountChanged(accountId)
  }

  dailyBalance(accountId: number): Decimal {
    return this.accounts.dailyBalance(accountId)
  }

  setDailyBalance(accountId: number, value: Decimal): void {
    this.accounts.setDailyBalance(accountId, value)
  }

  /** A new trading day (the boundary job): its lowest equity starts from the equity now. */
  startDay(accountId: number, key: string, startBalance: Decimal): Promise<void> {
    return this.accounts.startDay(accountId, key, startBalance)
  }

  // ── operations (shell-operations.ts: core now, write chained, publish after commit) ──

  place(accountId: number, request: PlaceOrderRequest) {
    return this.operations.place(accountId, request)
  }

  cancel(accountId: number, orderId: number) {
    return this.operations.act(accountId, (core, now) => core.cancel(accountId, orderId, now))
  }

  cancelAll(accountId: number, symbol?: string) {
    return this.operations.act(accountId, (core, now) => core.cancelAll(accountId, symbol, now))
  }

  closeAll(accountId: number, symbol?: string) {
    return this.operations.act(accountId, (core, now) => core.closeAll(accountId, symbol, now))
  }

  setLeverage(accountId: number, symbol: string, leverage: number) {
    return this.operations.act(accountId, (core, now) =>
      core.setLeverage(accountId, symbol, leverage, now),
    )
  }

  setPositionTpsl(
    accountId: number,
    positionId: number,
    tp: Decimal | null | undefined,
    sl: Decimal | null | undefined,
  ) {
    return this.operations.act(accountId, (core, now) =>
      core.setPositionTpsl(accountId, positionId, tp, sl, now),
    )
  }

  /** Ends trading on an account (breach, expiry), `extra` written with it (ShellOperations.closeOut). */
  closeOut(accountId: number, status: AccountStatus, reason: string, extra?: Extra | Joined) {
    return this.operations.closeOut(accountId, status, reason, extra)
  }

  /** A balance change outside trading (withdrawals), in one transaction with `extra`. */
  adjustBalance(accountId: number, type: LedgerType, amount: Decimal, extra?: Extra) {
    return this.operations.adjustBalance(accountId, type, amount, extra)
  }

  /** The first order placed with this client id when only the database still knows it. */
  earlierClientOrder(accountId: number, clientId: string) {
    return this.operations.earlierClientOrder(accountId, clientId)
  }

  /** Resolves once every write queued for the account so far is committed. */
  async whenWritten(accountId: number): Promise<void> {
    await this.writes.whenWritten(accountId)
  }

  // ── market (shell-market.ts) ────────────────────────────────────────────────────────

  /**
   * Halts every pair (a standby's core, decision 510: nobody is liquidated
   * or judged there); the takeover's start copies the market's halts.
   */
  haltEveryPair(): void {
    for (const code of this.pairRows.keys()) this.#core.setHalted(code, true)
  }

  /** Writes the lows no write has carried yet (the minute job, decision 550). */
  flushLows(): Promise<void> {
    return flushLows({
      core: () => this.#core,
      pending: this.pendingLows,
      write: (lows, ids) => this.writes.enqueue(lows, ids),
      stopped: () => this.stopped,
    })
  }

  // ── writing and publishing ──────────────────────────────────────────────

  private commit(
    events: TradingEvent[],
    accountIds: number[],
    extra?: Extra | Joined,
  ): Promise<Written> {
    // New lows ride on a write that stores the account anyway (decision 410).
    const { ids, written } = this.pendingLows.ride(this.#core, events, accountIds, !!extra)
    return this.writes.enqueue(written, ids, extra)
  }

  private writeFailed(error: unknown): void {
    this.ctx.log.error('trading write failed; rebuilding from the database', { error })
    if (this.rebuilding) return
    this.rebuilding = (async () => {
      await this.writes.idle()
      this.#core = await freshCore(
        this.ctx,
        this.market,
        [...this.pairRows.values()].map(pairSpecOf),
      )
      await this.accounts.loadActive()
    })()
      .catch((e) => this.ctx.log.error('trading rebuild failed', { error: e }))
      .finally(() => {
        this.rebuilding = undefined
      })
  }

  /** After commit: events to each account's private channel, then the policy's turn. */
  private published(events: TradingEvent[]): void {
    const { crossings, filled } = publishAccountEvents(
      this.ctx,
      this.#core,
      (id) => this.dailyBalance(id),
      events,
    )
    // Outside the write chain: the policy may call closeOut, which waits on it.
    if (!this.stopped) this.policyTurns.schedule(crossings, filled)
  }
}
