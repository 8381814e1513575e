/**
 * The core's low-watch wiring (decision 550): the marks each tick logs, the
 * accounts a sweep finds below their lows, noted in turns, and the lows a
 * day or another engine sets. The watch itself is low-watch.ts.
 */
import type { Decimal } from '#money/decimal.ts'
import { type AccountState, figuresOf } from './account-state.ts'
import type { CoreState } from './core-state.ts'
import { noteEquity } from './equity-lows.ts'
import {
  armLow,
  currentLows,
  LowsToNote,
  logMark,
  noteLows,
  sweepPair,
  syncLow,
} from './low-watch.ts'
import type { EquityLows, TradingEvent } from './types.ts'

export class CoreLows {
  /** Accounts a sweep of the lows popped, noted in turns. */
  private readonly toNote = new LowsToNote()

  private readonly state: CoreState

  constructor(state: CoreState) {
    this.state = state
  }

  /** A pair's new mark, logged for the next sweep. */
  mark(symbol: string, mark: Decimal): void {
    logMark(this.state, symbol, mark, this.toNote)
  }

  /** The lows another engine stored for an account (a standby's catch-up, decision 510). */
  set(account: AccountState, lows: EquityLows): void {
    account.stepLow = lows.step
    account.day = lows.day ? { ...lows.day } : null
    armLow(this.state, account)
  }

  /** Opens a trading day: its lowest equity starts at the equity now (the old day keeps its dip). */
  startDay(account: AccountState, key: string, startBalance: Decimal): TradingEvent[] {
    const events: TradingEvent[] = []
    syncLow(this.state, account, events)
    account.day = { key, startBalance, lowest: null }
    noteEquity(account, figuresOf(account, this.state).equity, events)
    armLow(this.state, account)
    return events
  }

  /** Finds the accounts whose dips since each pair's last sweep are new lows; `note` notes them. */
  sweep(): void {
    for (const code of this.state.pairs.keys()) sweepPair(this.state, code, this.toNote)
  }

  /** How many swept accounts wait for `note`. */
  get waiting(): number {
    return this.toNote.size
  }

  /** Notes the new lows of up to `limit` swept accounts. */
  note(limit: number): TradingEvent[] {
    const events: TradingEvent[] = []
    noteLows(this.state, this.toNote, limit, events)
    return events
  }

  /** The account's lowest equities, its dip since its last check included (not noted). */
  current(account: AccountState): { stepLow: Decimal | null; day: AccountState['day'] } {
    return currentLows(this.state, account)
  }
}
