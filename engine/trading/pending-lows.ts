/**
 * Equity lows between writes (decision 410): a tick's new low is held here
 * and rides on the next write that stores its account anyway (a fill, a
 * ledger row, an ending) or on the minute's flush, never a write of its own.
 */
import { D } from '#money/decimal.ts'
import { tradingDayKey } from '../core/evaluation/day.ts'
import type { TradingCore } from '../core/trading/trading-core.ts'
import type { EquityLows, TradingEvent } from '../core/trading/types.ts'
import type { TradingAccountRow } from './threshold-policy.ts'

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
