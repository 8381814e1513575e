/**
 * The trading shell: owns the core, feeds it the market's ticks, persists
 * what it returns and publishes it after commit. Single writer per
 * account: every operation runs the core at once (synchronously, so the
 * in-memory order is the order of arrival) and chains its write behind the
 * previous writes of the accounts it touched; different accounts write in
 * parallel. A failed write means memory is ahead of the database: the
 * shell rebuilds itself from the database (the same path as a restart).
 */

import { D, type Decimal } from '#money/decimal.ts'
import type { EngineContext } from '../context.ts'
import type { PlaceOrderRequest } from '../core/trading/order-checks.ts'
import { type Outcome, TradingCore } from '../core/trading/trading-core.ts'
import type {
  AccountStatus,
  IdSource,
  LedgerType,
  Order,
  PairSpec,
  Quote,
  TradingEvent,
} from '../core/trading/types.ts'
import type { MarketData } from '../market/market-data.ts'
import { accountOf, publishAccountEvents } from './account-publishing.ts'
import {
  readAccountRow,
  readAccounts,
  readActiveAccounts,
  type StoredAccount,
} from './account-store.ts'
import { prepareWriter } from './batch-statement.ts'
import { EarlierClientOrders } from './earlier-client-orders.ts'
import { FIRST_CHECKS_PER_TURN, FirstQuoteChecks } from './first-quote-checks.ts'
import { HeldReads } from './held-reads.ts'
import { idSourceFromDatabase } from './ids.ts'
import { KillSwitchSet } from './kill-switches.ts'
import { type CoinPairRow, pairSpecOf } from './pairs.ts'
import { PendingLows, storedLows } from './pending-lows.ts'
import { PolicyTurns } from './policy-turns.ts'
import {
  noEvaluationPolicy,
  type ThresholdPolicy,
  type TradingAccountRow,
  type UserChallengeRow,
} from './threshold-policy.ts'
import { forgetTradeAccount } from './trade-account.ts'
import { type Extra, type Joined, WriteQueue, type Written } from './write-queue.ts'

/** Accounts read per chunk at the start (four range reads each). */
const LOAD_CHUNK = 5000
/** Swept accounts whose new lows one turn of the minute's flush notes and writes (decision 550). */
const LOWS_PER_TURN = 1000

/** Statuses an account never leaves: it trades no more and watches no thresholds. */
const ENDED: ReadonlySet<AccountStatus> = new Set(['passed', 'failed', 'expired', 'refunded'])

type AccountRows = { account: TradingAccountRow; challenge: UserChallengeRow }

/** Hands every active account over, a chunk at a time (the start's load). */
export type AccountSource = (each: (accounts: StoredAccount[]) => Promise<void>) => Promise<void>

export type { Outcome }

export class TradingUnavailable extends Error {}

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
  private readonly pairs: PairSpec[]
  /** The stored pairs, by code, in display order. */
  readonly pairRows: Map<string, CoinPairRow>
  private policy: ThresholdPolicy = noEvaluationPolicy
  private readonly writes: WriteQueue
  private readonly loading = new Map<number, Promise<void>>()
  private readonly dailyBalances = new Map<number, Decimal>()
  private readonly pendingLows = new PendingLows()
  private readonly earlierOrders: EarlierClientOrders
  private rebuilding: Promise<void> | undefined
  /** The rows the start's load read, kept until the policy is set (no second read). */
  private loadedRows: Map<number, AccountRows> | undefined
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
    this.pairs = rows.map(pairSpecOf)
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
    this.earlierOrders = new EarlierClientOrders(ctx.db)
    this.firstQuoteChecks = new FirstQuoteChecks({
      now: () => ctx.clock.now(),
      commit: (events) => void this.commit(events, []).catch(() => {}),
      // A rebuild's new core checks its own holders; a stopped shell checks nothing.
      current: (checked) => !this.stopped && checked === this.#core,
    })
    this.policyTurns = new PolicyTurns({
      log: ctx.log,
      policy: () => this.policy,
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
    if (policy) shell.policy = policy
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
    await this.loadActive(this.policy === noEvaluationPolicy, accounts)
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
    const stopTicks = this.market.onTick((symbol, quote, time) =>
      this.onTick(symbol, quote, new Date(time)),
    )
    // Halts reach the core before the tick that ends them (decision 440).
    const stopHalts = this.market.onHalt((symbol, halted) => this.#core.setHalted(symbol, halted))
    this.unsubscribe = () => {
      stopTicks()
      stopHalts()
    }
    this.copyHalts()
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

  async setPolicy(policy: ThresholdPolicy): Promise<void> {
    // Given at creation: every account's thresholds were computed by it at the load.
    if (policy === this.policy && this.loadedRows === undefined) return
    this.policy = policy
    // The rows the load just read (a start with 100 000 accounts reads them once), else read in batches.
    const loaded = this.loadedRows
    this.loadedRows = undefined
    const ids = [...this.#core.state.accounts.keys()]
    for (let i = 0; i < ids.length; i += 500) {
      const events: TradingEvent[] = []
      const slice = ids.slice(i, i + 500)
      const rows = loaded
        ? slice.flatMap((id) => loaded.get(id) ?? [])
        : await readAccounts(this.ctx.db, slice)
      for (const stored of rows) {
        const id = stored.account.id
        if (!this.#core.hasAccount(id)) continue
        this.dailyBalances.set(id, D(stored.account.dailyBalance))
        const thresholds = await policy.thresholdsFor(stored.account, stored.challenge)
        events.push(...this.#core.setThresholds(id, decimals(thresholds), this.ctx.clock.now()))
      }
      if (events.length > 0) await this.commit(events, [])
    }
  }

  /**
   * Asks the policy for an account's thresholds and hands them to the core.
   * `rows`: the account's rows when the caller holds them current (no read).
   */
  async refreshThresholds(accountId: number, rows?: AccountRows): Promise<void> {
    if (!this.#core.hasAccount(accountId)) return
    const now = this.ctx.clock.now()
    // An account that ended watches nothing, whatever the policy (no read for it).
    if (ENDED.has(this.#core.account(accountId).status)) {
      const events = this.#core.setThresholds(accountId, {}, now)
      if (events.length > 0) await this.commit(events, [accountId])
      return
    }
    const stored = rows ?? (await readAccountRow(this.ctx.db, accountId))
    if (!stored || !this.#core.hasAccount(accountId)) return
    this.dailyBalances.set(accountId, D(stored.account.dailyBalance))
    const thresholds = await this.policy.thresholdsFor(stored.account, stored.challenge)
    const events = this.#core.setThresholds(accountId, decimals(thresholds), now)
    await this.commit(events, [accountId])
  }

  // ── loading ─────────────────────────────────────────────────────────────

  private async loadActive(keepRows = false, source?: AccountSource): Promise<void> {
    const kept = keepRows ? new Map<number, AccountRows>() : undefined
    const read: AccountSource =
      source ?? ((each) => readActiveAccounts(this.ctx.db, LOAD_CHUNK, each))
    await read(async (chunk) => {
      for (const stored of chunk) {
        await this.install(stored)
        kept?.set(stored.account.id, { account: stored.account, challenge: stored.challenge })
      }
    })
    if (kept) this.loadedRows = kept
  }

  private async install(stored: StoredAccount): Promise<void> {
    const events = await this.build(stored)
    if (events.length > 0) void this.commit(events, [stored.account.id]).catch(() => {})
  }

  /**
   * A standby's install (docs/decisions/510): the account replaces the one
   * held, nothing is written; answers what the install found, for
   * `startInstalled`.
   */
  async installQuietly(stored: StoredAccount): Promise<TradingEvent[]> {
    this.unload(stored.account.id)
    return this.build(stored)
  }

  /** The lows another engine stored for a held account (a standby's catch-up): nothing else changed. */
  setStoredLows(account: TradingAccountRow): void {
    if (!this.#core.hasAccount(account.id)) return
    this.#core.setLows(account.id, storedLows(account, this.ctx.config.DAY_BOUNDARY_HOUR_UTC))
  }

  /** Takes an account out of memory (a standby's account that changed or ended). */
  unload(accountId: number): void {
    this.#core.unload(accountId)
    this.dailyBalances.delete(accountId)
    this.pendingLows.forget(accountId)
  }

  private async build(stored: StoredAccount): Promise<TradingEvent[]> {
    const thresholds = await this.policy.thresholdsFor(stored.account, stored.challenge)
    this.dailyBalances.set(stored.account.id, D(stored.account.dailyBalance))
    const lows = storedLows(stored.account, this.ctx.config.DAY_BOUNDARY_HOUR_UTC)
    return this.#core.load(
      { ...stored.snapshot, thresholds: decimals(thresholds), lows },
      this.ctx.clock.now(),
    )
  }

  /** Loads an account the core does not hold yet (a new demo, an account opened by checkout). */
  async ensureLoaded(accountId: number): Promise<void> {
    if (this.rebuilding) await this.rebuilding
    if (this.#core.hasAccount(accountId)) return
    let pending = this.loading.get(accountId)
    if (!pending) {
      pending = (async () => {
        const [stored] = await readAccounts(this.ctx.db, [accountId])
        if (stored && !this.#core.hasAccount(accountId)) await this.install(stored)
      })().finally(() => this.loading.delete(accountId))
      this.loading.set(accountId, pending)
    }
    await pending
  }

  /** Re-reads an account whose status others changed (a pass, a breach decided elsewhere). */
  async accountChanged(accountId: number): Promise<void> {
    await this.whenWritten(accountId)
    const [stored] = await readAccounts(this.ctx.db, [accountId])
    if (!stored) return
    forgetTradeAccount(this.ctx, stored.account.userChallengeId)
    if (this.#core.hasAccount(accountId)) this.#core.setStatus(accountId, stored.account.status)
    else await this.install(stored)
  }

  dailyBalance(accountId: number): Decimal {
    return this.dailyBalances.get(accountId) ?? this.#core.account(accountId).initialBalance
  }

  setDailyBalance(accountId: number, value: Decimal): void {
    this.dailyBalances.set(accountId, value)
  }

  /** A new trading day (the boundary job): its lowest equity starts from the equity now. */
  async startDay(accountId: number, key: string, startBalance: Decimal): Promise<void> {
    this.dailyBalances.set(accountId, startBalance)
    if (!this.#core.hasAccount(accountId)) return
    const events = this.#core.startDay(accountId, key, startBalance)
    if (events.length > 0) await this.commit(events, [accountId])
  }

  // ── operations (each: core now, write chained, publish after commit) ────

  async place(
    accountId: number,
    request: PlaceOrderRequest,
  ): Promise<Outcome<{ order: Order; duplicate: boolean }>> {
    await this.ready(accountId)
    const userChallengeId = this.#core.account(accountId).userChallengeId
    const stopped = this.killSwitches.refusal(userChallengeId, request)
    const result = stopped
      ? ({ ok: false, rejection: stopped } as const)
      : this.#core.place(accountId, request, this.ctx.clock.now())
    if (!result.ok) {
      this.ctx.metrics.ordersRejected.labels(result.rejection.code).inc()
      return result
    }
    if (result.value.duplicate) await this.whenWritten(accountId)
    else {
      this.ctx.metrics.ordersPlaced.inc()
      await this.commit(result.events, [accountId])
    }
    return result
  }

  async cancel(accountId: number, orderId: number) {
    await this.ready(accountId)
    return this.run(accountId, this.#core.cancel(accountId, orderId, this.ctx.clock.now()))
  }

  async cancelAll(accountId: number, symbol?: string) {
    await this.ready(accountId)
    return this.run(accountId, this.#core.cancelAll(accountId, symbol, this.ctx.clock.now()))
  }

  async closeAll(accountId: number, symbol?: string) {
    await this.ready(accountId)
    return this.run(accountId, this.#core.closeAll(accountId, symbol, this.ctx.clock.now()))
  }

  async setLeverage(accountId: number, symbol: string, leverage: number) {
    await this.ready(accountId)
    return this.run(
      accountId,
      this.#core.setLeverage(accountId, symbol, leverage, this.ctx.clock.now()),
    )
  }

  async setPositionTpsl(
    accountId: number,
    positionId: number,
    tp: Decimal | null | undefined,
    sl: Decimal | null | undefined,
  ) {
    await this.ready(accountId)
    return this.run(
      accountId,
      this.#core.setPositionTpsl(accountId, positionId, tp, sl, this.ctx.clock.now()),
    )
  }

  /**
   * Ends trading on an account (breach, expiry): every order canceled, every
   * position closed at market, the status set; `extra` is written with it,
   * atomically (the caller's own status rows). Resolves with the ids of the
   * notifications a joined ending stored.
   */
  async closeOut(
    accountId: number,
    status: AccountStatus,
    reason: string,
    extra?: Extra | Joined,
  ): Promise<Written> {
    await this.ready(accountId)
    const events = this.#core.closeOut(accountId, status, reason, this.ctx.clock.now())
    return this.commit(events, [accountId], extra ?? (async () => {}))
  }

  /** A balance change outside trading (withdrawals): a ledger row and the balance, in one transaction with `extra`. */
  async adjustBalance(
    accountId: number,
    type: LedgerType,
    amount: Decimal,
    extra?: Extra,
  ): Promise<void> {
    await this.ready(accountId)
    const events = this.#core.adjustBalance(accountId, type, amount, this.ctx.clock.now())
    await this.commit(events, [accountId], extra)
  }

  /** The first order placed with this client id when only the database still knows it. */
  async earlierClientOrder(accountId: number, clientId: string): Promise<Order | null> {
    await this.ready(accountId)
    return this.earlierOrders.find(
      () => this.#core,
      accountId,
      clientId,
      (id) => this.whenWritten(id),
    )
  }

  /** Resolves once every write queued for the account so far is committed. */
  async whenWritten(accountId: number): Promise<void> {
    await this.writes.whenWritten(accountId)
  }

  private async ready(accountId: number): Promise<void> {
    await this.ensureLoaded(accountId)
    if (!this.#core.hasAccount(accountId))
      throw new TradingUnavailable(`account ${accountId} not found`)
  }

  private async run<T>(accountId: number, outcome: Outcome<T>): Promise<Outcome<T>> {
    if (outcome.ok) await this.commit(outcome.events, [accountId])
    return outcome
  }

  // ── market ticks ────────────────────────────────────────────────────────

  private onTick(symbol: string, quote: Quote, time: Date): void {
    if (this.rebuilding) return
    this.ctx.metrics.ticks.inc()
    const events = this.#core.tick(symbol, quote, time, FIRST_CHECKS_PER_TURN)
    if (events.length > 0) this.commit(events, []).catch(() => {})
    if (this.#core.deferredChecks > 0) this.firstQuoteChecks.start(this.#core)
  }

  /**
   * Halts every pair (a standby's core, decision 510: nobody is liquidated
   * or judged there); the takeover's start copies the market's halts.
   */
  haltEveryPair(): void {
    for (const code of this.pairRows.keys()) this.#core.setHalted(code, true)
  }

  /** The market's halted pairs into the core (at start and after a rebuild). */
  private copyHalts(): void {
    for (const code of this.market.codes()) this.#core.setHalted(code, this.market.isHalted(code))
  }

  /** Writes the lows no write has carried yet (the minute job), one batch. */
  async flushLows(): Promise<void> {
    // First the dips between checks the marks made since the last flush
    // (decision 550), noted in turns and written a batch a turn, so a
    // falling market's 100 000 new lows never hold the process at once.
    // Each batch is committed before the next turn: a breach's write waits for one at most.
    this.#core.sweepLows()
    for (;;) {
      const core = this.#core
      for (const e of core.noteLows(LOWS_PER_TURN)) this.pendingLows.add(accountOf(e))
      const { ids, lows } = this.pendingLows.takeAll(core)
      if (lows.length > 0) await this.writes.enqueue(lows, ids)
      else await new Promise((resolve) => setImmediate(resolve))
      if (this.#core.lowsWaiting === 0 || this.stopped) break
    }
  }

  // ── writing and publishing ──────────────────────────────────────────────

  private commit(
    events: TradingEvent[],
    accountIds: number[],
    extra?: Extra | Joined,
  ): Promise<Written> {
    // New lows ride on a write that stores the account anyway (a fill, a
    // ledger row, an ending) or the minute's flush: never a write of their
    // own before a crossing's turn (decision 410).
    const ids = new Set(accountIds)
    const written: TradingEvent[] = []
    const stored = new Set<number>()
    for (const e of events) {
      const id = accountOf(e)
      ids.add(id)
      if (e.kind === 'equity_low') {
        this.pendingLows.add(id)
        continue
      }
      if (e.kind === 'fill' || e.kind === 'ledger' || extra) stored.add(id)
      written.push(e)
    }
    if (extra) for (const id of ids) stored.add(id)
    for (const id of stored) {
      const low = this.pendingLows.size > 0 ? this.pendingLows.take(this.#core, id) : null
      if (low) written.push(low)
    }
    return this.writes.enqueue(written, ids, extra)
  }

  private writeFailed(error: unknown): void {
    this.ctx.log.error('trading write failed; rebuilding from the database', { error })
    if (this.rebuilding) return
    this.rebuilding = (async () => {
      await this.writes.idle()
      this.#core = new TradingCore(this.pairs, await idSourceFromDatabase(this.ctx.db))
      this.copyHalts()
      for (const code of this.market.codes()) {
        const quote = this.market.quote(code)
        if (quote) this.#core.tick(code, quote, this.ctx.clock.now())
      }
      await this.loadActive()
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
    if (crossings.length === 0 && (filled.size === 0 || this.policy === noEvaluationPolicy)) return
    // Outside the write chain: the policy may call closeOut, which waits on it.
    if (this.stopped) return
    this.policyTurns.schedule(crossings, filled)
  }
}

function decimals(record: Record<string, string>): Record<string, Decimal> {
  return Object.fromEntries(Object.entries(record).map(([k, v]) => [k, D(v)]))
}
