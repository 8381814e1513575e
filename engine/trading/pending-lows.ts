/**
 * Equity lows between writes (decision 410): a tick's new low is held here
 * and rides on the next write that stores its account anyway (a fill, a
 * ledger row, an ending) or on the minute's flush, never a write of its own.
 */
import { D } from '#money/decimal.ts'
import { tradingDayKey } from '../core/evaluation/day.ts'
import type { TradingCore } from '../core/trading/trading-core.ts'
import type { EquityLows, TradingEvent } from '../core/trading/types.ts'
import { accountOf } from './account-publishing.ts'
import type { TradingAccountRow } from './threshold-policy.ts'

/** Swept accounts whose new lows one turn of the minute's flush notes and writes (decision 550). */
const LOWS_PER_TURN = 1000

export class PendingLows {
  /** Accounts whose lows a tick changed and no write has carried yet. */
  private readonly ids = new Set<number>()

  get size(): number {
    return this.ids.size
  }

  add(accountId: number): void {
    this.ids.add(accountId)
  }

  forget(accountId: number): void {
    this.ids.delete(accountId)
  }

  /** The account's current lows as an event, when no write has carried them yet. */
  take(core: TradingCore, accountId: number): TradingEvent | null {
    if (!this.ids.delete(accountId) || !core.hasAccount(accountId)) return null
    const held = core.account(accountId)
    if (held.stepLow === null) return null
    const day = held.day
    return {
      kind: 'equity_low',
      accountId,
      step: held.stepLow,
      day: day?.lowest
        ? { key: day.key, startBalance: day.startBalance, lowest: day.lowest }
        : null,
    }
  }

  /**
   * What a commit writes: new lows ride on a write that stores the account
   * anyway (a fill, a ledger row, an ending: `storesAll` when the write
   * carries the caller's own rows) or the minute's flush, never a write of
   * their own before a crossing's turn (decision 410).
   */
  ride(
    core: TradingCore,
    events: TradingEvent[],
    accountIds: number[],
    storesAll: boolean,
  ): { ids: Set<number>; written: TradingEvent[] } {
    const ids = new Set(accountIds)
    const written: TradingEvent[] = []
    const stored = new Set<number>()
    for (const e of events) {
      const id = accountOf(e)
      ids.add(id)
      if (e.kind === 'equity_low') {
        this.add(id)
        continue
      }
      if (e.kind === 'fill' || e.kind === 'ledger' || storesAll) stored.add(id)
      written.push(e)
    }
    if (storesAll) for (const id of ids) stored.add(id)
    for (const id of stored) {
      const low = this.size > 0 ? this.take(core, id) : null
      if (low) written.push(low)
    }
    return { ids, written }
  }

  /** Every pending low as events (the minute's flush), with the accounts they belong to. */
  takeAll(core: TradingCore): { ids: number[]; lows: TradingEvent[] } {
    const ids = [...this.ids]
    return { ids, lows: ids.flatMap((id) => this.take(core, id) ?? []) }
  }
}

/** The lows an account's row holds (decision 410): its day is the one its daily balance opened. */
export function storedLows(account: TradingAccountRow, boundaryHourUtc: number): EquityLows {
  return {
    step: account.lowestEquity === null ? null : D(account.lowestEquity),
    day: {
      key: tradingDayKey(account.dayStartedAt, boundaryHourUtc),
      startBalance: D(account.dailyBalance),
      lowest: account.dayLowestEquity === null ? null : D(account.dayLowestEquity),
    },
  }
}

/**
 * Writes the lows no write has carried yet (the minute job). First the dips
 * between checks the marks made since the last flush (decision 550), noted
 * in turns and written a batch a turn, so a falling market's 100 000 new
 * lows never hold the process at once. Each batch is committed before the
 * next turn: a breach's write waits for one at most.
 */
export async function flushLows(deps: {
  core: () => TradingCore
  pending: PendingLows
  write: (lows: TradingEvent[], ids: number[]) => Promise<unknown>
  stopped: () => boolean
}): Promise<void> {
  deps.core().sweepLows()
  for (;;) {
    const core = deps.core()
    for (const e of core.noteLows(LOWS_PER_TURN)) deps.pending.add(accountOf(e))
    const { ids, lows } = deps.pending.takeAll(core)
    if (lows.length > 0) await deps.write(lows, ids)
    else await new Promise((resolve) => setImmediate(resolve))
    if (deps.core().lowsWaiting === 0 || deps.stopped()) break
  }
}
