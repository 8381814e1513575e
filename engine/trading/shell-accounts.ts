/**
 * The shell's accounts in memory: the start's load (a chunk at a time),
 * one account loaded on demand or re-read after others changed it, a
 * standby's quiet installs, and each account's daily balance. The shell
 * owns the core; this reads it through `core()` at each step, so a rebuild's
 * new core is the one loaded into.
 */
import { D, type Decimal } from '#money/decimal.ts'
import type { TradingEvent } from '../core/trading/types.ts'
import { readAccounts, readActiveAccounts, type StoredAccount } from './account-store.ts'
import { type PendingLows, storedLows } from './pending-lows.ts'
import type { ShellView } from './shell-view.ts'
import type { ThresholdPolicy, TradingAccountRow, UserChallengeRow } from './threshold-policy.ts'
import { forgetTradeAccount } from './trade-account.ts'

/** Accounts read per chunk at the start (four range reads each). */
const LOAD_CHUNK = 5000

export type AccountRows = { account: TradingAccountRow; challenge: UserChallengeRow }

/** Hands every active account over, a chunk at a time (the start's load). */
export type AccountSource = (each: (accounts: StoredAccount[]) => Promise<void>) => Promise<void>

/** What a warm standby does to the shell's accounts (decision 510). */
export type StandbyInstalls = Pick<ShellAccounts, 'installQuietly' | 'setStoredLows' | 'unload'>

export interface ShellAccountsDeps extends ShellView {
  policy: () => ThresholdPolicy
  pendingLows: PendingLows
  whenWritten: (accountId: number) => Promise<void>
}

export class ShellAccounts {
  private readonly deps: ShellAccountsDeps
  private readonly loading = new Map<number, Promise<void>>()
  private readonly dailyBalances = new Map<number, Decimal>()
  /** The rows the start's load read, kept until the policy is set (no second read). */
  private loadedRows: Map<number, AccountRows> | undefined

  constructor(deps: ShellAccountsDeps) {
    this.deps = deps
  }

  /** Hands over (once) the rows the start's load kept. */
  takeLoadedRows(): Map<number, AccountRows> | undefined {
    const rows = this.loadedRows
    this.loadedRows = undefined
    return rows
  }

  get holdsLoadedRows(): boolean {
    return this.loadedRows !== undefined
  }

  async loadActive(keepRows = false, source?: AccountSource): Promise<void> {
    const kept = keepRows ? new Map<number, AccountRows>() : undefined
    const read: AccountSource =
      source ?? ((each) => readActiveAccounts(this.deps.ctx.db, LOAD_CHUNK, each))
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
    if (events.length > 0) void this.deps.commit(events, [stored.account.id]).catch(() => {})
  }

  /** A standby's install (docs/decisions/510): replaces the account held, writes nothing. */
  async installQuietly(stored: StoredAccount): Promise<TradingEvent[]> {
    this.unload(stored.account.id)
    return this.build(stored)
  }

  /** The lows another engine stored for a held account (a standby's catch-up): nothing else changed. */
  setStoredLows(account: TradingAccountRow): void {
    const core = this.deps.core()
    if (!core.hasAccount(account.id)) return
    core.setLows(account.id, storedLows(account, this.deps.ctx.config.DAY_BOUNDARY_HOUR_UTC))
  }

  /** Takes an account out of memory (a standby's account that changed or ended). */
  unload(accountId: number): void {
    this.deps.core().unload(accountId)
    this.dailyBalances.delete(accountId)
    this.deps.pendingLows.forget(accountId)
  }

  private async build(stored: StoredAccount): Promise<TradingEvent[]> {
    const { ctx } = this.deps
    const thresholds = await this.deps.policy().thresholdsFor(stored.account, stored.challenge)
    this.dailyBalances.set(stored.account.id, D(stored.account.dailyBalance))
    const lows = storedLows(stored.account, ctx.config.DAY_BOUNDARY_HOUR_UTC)
    return this.deps
      .core()
      .load({ ...stored.snapshot, thresholds: decimals(thresholds), lows }, ctx.clock.now())
  }

  /** Loads an account the core does not hold yet (a new demo, an account opened by checkout). */
  async ensureLoaded(accountId: number): Promise<void> {
    const rebuilding = this.deps.rebuilding()
    if (rebuilding) await rebuilding
    if (this.deps.core().hasAccount(accountId)) return
    let pending = this.loading.get(accountId)
    if (!pending) {
      pending = (async () => {
        const [stored] = await readAccounts(this.deps.ctx.db, [accountId])
        if (stored && !this.deps.core().hasAccount(accountId)) await this.install(stored)
      })().finally(() => this.loading.delete(accountId))
      this.loading.set(accountId, pending)
    }
    await pending
  }

  /** Re-reads an account whose status others changed (a pass, a breach decided elsewhere). */
  async accountChanged(accountId: number): Promise<void> {
    await this.deps.whenWritten(accountId)
    const [stored] = await readAccounts(this.deps.ctx.db, [accountId])
    if (!stored) return
    forgetTradeAccount(this.deps.ctx, stored.account.userChallengeId)
    const core = this.deps.core()
    if (core.hasAccount(accountId)) core.setStatus(accountId, stored.account.status)
    else await this.install(stored)
  }

  /** A new trading day (the boundary job): its lowest equity starts from the equity now. */
  async startDay(accountId: number, key: string, startBalance: Decimal): Promise<void> {
    this.dailyBalances.set(accountId, startBalance)
    const core = this.deps.core()
    if (!core.hasAccount(accountId)) return
    const events = core.startDay(accountId, key, startBalance)
    if (events.length > 0) await this.deps.commit(events, [accountId])
  }

  dailyBalance(accountId: number): Decimal {
    return this.dailyBalances.get(accountId) ?? this.deps.core().account(accountId).initialBalance
  }

  setDailyBalance(accountId: number, value: Decimal): void {
    this.dailyBalances.set(accountId, value)
  }
}

/** A policy's thresholds (decimal strings) as the core takes them. */
export function decimals(record: Record<string, string>): Record<string, Decimal> {
  return Object.fromEntries(Object.entries(record).map(([k, v]) => [k, D(v)]))
}
