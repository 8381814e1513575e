/**
 * A standby's trading core, built while it waits (docs/decisions/510): the
 * engine's context and trading shell are made on the standby, every account
 * of the warm copy (decision 479) is installed into the shell as it is read,
 * and each catch-up replaces the accounts that changed. A takeover then
 * catches up the last rows, gives the core its ids, commits what the
 * installs found and starts serving: no account is installed at that moment
 * but the few changed in the last second.
 *
 * Nothing is written and no id is taken while standing by: the core's ids
 * come from a source that refuses until the takeover reads the largest
 * stored ones, and every pair is halted in the standby's core (an account
 * holding a pair is neither liquidated nor judged there; the takeover copies
 * the market's halts, and each pair's first tick checks its holders, as
 * after a restart). What an install finds (an equity low, a threshold already
 * crossed) is kept per account and committed at the takeover, as a start's
 * load commits it.
 */
import { createContext, type StandbyBuild } from '../boot.ts'
import type { Clock } from '../clock.ts'
import type { EngineConfig } from '../config.ts'
import type { EngineContext } from '../context.ts'
import type { IdKind, IdSource, TradingEvent } from '../core/trading/types.ts'
import type { Database } from '../db/client.ts'
import type { EvaluationPolicy } from '../evaluation/policy.ts'
import type { Logger } from '../logger.ts'
import type { StoredAccount } from '../trading/account-store.ts'
import { idSourceFromDatabase } from '../trading/ids.ts'
import { type CoinPairRow, loadPairRows } from '../trading/pairs.ts'
import type { TradingAccountRow } from '../trading/threshold-policy.ts'
import { TradingShell } from '../trading/trading-shell.ts'
import type { WarmAccounts, WarmTarget } from './warm-accounts.ts'

/** Ids for the core: none until the takeover gives it the database's. */
class TakeoverIds implements IdSource {
  private source: IdSource | undefined

  use(source: IdSource): void {
    this.source = source
  }

  next(kind: IdKind): number {
    if (!this.source) throw new Error(`a standby takes no ${kind} id`)
    return this.source.next(kind)
  }
}

interface Built {
  ctx: EngineContext
  evaluation: EvaluationPolicy
  pairRows: CoinPairRow[]
  ids: TakeoverIds
}

const samePairs = (a: CoinPairRow[], b: CoinPairRow[]) => JSON.stringify(a) === JSON.stringify(b)

export class StandbyCore implements WarmTarget, StandbyBuild {
  private readonly config: EngineConfig
  private readonly database: Database
  private readonly log: Logger
  private readonly clock: Clock
  private readonly copy: WarmAccounts
  private built: Built | undefined
  /** What each held account's install found, written at the takeover. */
  private readonly found = new Map<number, TradingEvent[]>()

  constructor(
    config: EngineConfig,
    deps: { database: Database; log: Logger; clock: Clock; copy: WarmAccounts },
  ) {
    this.config = config
    this.database = deps.database
    this.log = deps.log
    this.clock = deps.clock
    this.copy = deps.copy
    deps.copy.feed(this)
  }

  /** The accounts installed so far (the standby's `/health`). */
  get size(): number {
    return this.built?.ctx.trading.held.count ?? 0
  }

  // ── fed by the warm copy ────────────────────────────────────────────────

  async reset(): Promise<void> {
    const pairRows = await loadPairRows(this.database.db)
    let built = this.built
    if (!built || !samePairs(built.pairRows, pairRows)) {
      await built?.ctx.messages.close()
      const made = createContext(this.config, {
        database: this.database,
        clock: this.clock,
        log: this.log,
        pairRows,
      })
      built = { ...made, pairRows, ids: new TakeoverIds() }
      this.built = built
    }
    const ids = new TakeoverIds()
    built.ids = ids
    const { ctx, evaluation } = built
    ctx.trading = await TradingShell.open(ctx, ctx.market, pairRows, evaluation, ids)
    ctx.trading.haltEveryPair()
    this.found.clear()
  }

  changing(): void {
    this.built?.evaluation.forgetWarnings()
  }

  async put(stored: StoredAccount): Promise<void> {
    const shell = this.built?.ctx.trading
    if (!shell) throw new Error('the standby core was not reset')
    this.found.set(stored.account.id, await shell.standby.installQuietly(stored))
  }

  lows(account: TradingAccountRow): void {
    this.built?.ctx.trading.standby.setStoredLows(account)
  }

  drop(accountId: number): void {
    this.built?.ctx.trading.standby.unload(accountId)
    this.found.delete(accountId)
  }

  /** A standby shut down without taking over: its context's messenger closed. */
  async close(): Promise<void> {
    const built = this.built
    this.built = undefined
    await built?.ctx.messages.close()
  }

  // ── the takeover ────────────────────────────────────────────────────────

  async takeOver(
    pairRows: CoinPairRow[],
  ): Promise<{ ctx: EngineContext; evaluation: EvaluationPolicy } | undefined> {
    const built = this.built
    const current = built !== undefined && samePairs(built.pairRows, pairRows)
    // The copy catches up into this core only when both are current; else the boot loads.
    if (!current) this.copy.feed(undefined)
    const usable = current && (await this.copy.finish())
    if (!usable || !built) {
      this.log.warn('the standby core is not current: loading the accounts')
      this.built = undefined
      this.found.clear()
      await built?.ctx.messages.close()
      return undefined
    }
    built.ids.use(await idSourceFromDatabase(this.database.db))
    const found = [...this.found].sort(([a], [b]) => a - b)
    this.found.clear()
    await built.ctx.trading.startInstalled(found)
    this.built = undefined
    return { ctx: built.ctx, evaluation: built.evaluation }
  }
}
