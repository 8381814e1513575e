/**
 * Equity lows between checks (docs/decisions/550). An account holding one
 * pair is checked only when something crosses, so a dip between crossings
 * is seen here: each pair keeps the extremes of its marks since the last
 * sweep (O(1) a tick, whatever the number of accounts), and each such
 * account a "new low" key in the pair's low index, at the mark where its
 * equity would be a cent under max(step low, day low). The dip is noted
 * when the account is next checked or operated on (before the operation
 * moves its position), when it is read, and at the shell's sweep (the
 * minute's flush), which pops exactly the keys the extremes crossed and
 * leaves each popped account's extreme mark on it, to be noted in turns
 * (`drainLows`) so a sweep of 100 000 accounts never holds the process.
 * Accounts holding several pairs need no key: every tick of any of their
 * pairs checks them.
 */
import { D, type Decimal } from '#money/decimal.ts'
import type { AccountState } from './account-state.ts'
import type { CoreState } from './core-state.ts'
import { noteEquity } from './equity-lows.ts'
import { thresholdPrice } from './liquidation.ts'
import { unrealizedPnl } from './position-math.ts'
import type { Direction } from './price-index.ts'
import type { TradingEvent } from './types.ts'

/** A new low counts when it is at least this far under the one noted (bounds the writes). */
export const LOW_STEP = D('0.01')
/** A pair's mark log is swept by its own tick past this many kept marks (memory bound). */
const MAX_KEPT = 4096

interface Kept {
  seq: number
  mark: Decimal
}

/**
 * The marks of one pair since its last sweep, as two monotonic stacks:
 * `mins` ascending in mark, each the lowest mark from the one before it to
 * now (so the lowest since tick s is the first kept at or after s); `maxs`
 * the same for highs.
 */
export class MarkLog {
  seq = 0
  private mins: Kept[] = []
  private maxs: Kept[] = []

  push(mark: Decimal): void {
    const seq = ++this.seq
    while (this.mins.length > 0 && (this.mins[this.mins.length - 1] as Kept).mark.gte(mark))
      this.mins.pop()
    this.mins.push({ seq, mark })
    while (this.maxs.length > 0 && (this.maxs[this.maxs.length - 1] as Kept).mark.lte(mark))
      this.maxs.pop()
    this.maxs.push({ seq, mark })
  }

  get kept(): number {
    return Math.max(this.mins.length, this.maxs.length)
  }

  /** The lowest (long) or highest (short) mark since tick `seq`, or null when none was kept. */
  extremeSince(seq: number, long: boolean): Decimal | null {
    const list = long ? this.mins : this.maxs
    let lo = 0
    let hi = list.length
    while (lo < hi) {
      const mid = (lo + hi) >>> 1
      if ((list[mid] as Kept).seq < seq) lo = mid + 1
      else hi = mid
    }
    return list[lo]?.mark ?? null
  }

  /** The lowest and highest marks kept (the extremes since the last sweep). */
  extremes(): { min: Decimal; max: Decimal } | null {
    const min = this.mins[0]
    const max = this.maxs[0]
    // Stryker disable next-line LogicalOperator: every push and reset fills both stacks, so both are empty or neither
    return min && max ? { min: min.mark, max: max.mark } : null
  }

  /** After a sweep: only the current mark is kept. */
  reset(): void {
    this.mins = this.mins.slice(-1)
    this.maxs = this.maxs.slice(-1)
  }
}

/** The higher of the step's and the day's lows: a new low is a cent under it. */
function lowBase(account: AccountState): Decimal | null {
  const step = account.stepLow
  const day = account.day?.lowest ?? null
  if (step === null) return day
  if (day === null) return step
  return step.gt(day) ? step : day
}

/**
 * The equity at the pair's extreme mark since the account was last synced,
 * when it is a new low by at least LOW_STEP; else null. Reads only.
 */
export function pendingDip(state: CoreState, account: AccountState): Decimal | null {
  const ref = account.lowEntry
  if (!ref || account.positions.size !== 1) return null
  const position = account.positions.get(ref.symbol)
  const base = lowBase(account)
  if (!position || base === null) return null
  const long = position.size.isPositive()
  const mark = further(
    account.lowMark,
    state.markLog(ref.symbol).extremeSince(account.lowSync, long),
    long,
  )
  if (!mark) return null
  const equity = account.balance.add(unrealizedPnl(position.size, position.entryPrice, mark))
  return equity.lte(base.sub(LOW_STEP)) ? equity : null
}

/** The lower (long) or higher (short) of two marks. */
function further(a: Decimal | null, b: Decimal | null, long: boolean): Decimal | null {
  if (!a || !b) return a ?? b
  return (long ? a.lt(b) : a.gt(b)) ? a : b
}

/** Notes the account's dip since its last sync (before anything moves its position or balance). */
export function syncLow(state: CoreState, account: AccountState, events: TradingEvent[]): void {
  const ref = account.lowEntry
  if (!ref) return
  const dip = pendingDip(state, account)
  if (dip) noteEquity(account, dip, events)
  account.lowMark = null
  account.lowSync = state.markLog(ref.symbol).seq
}

/** The account's lows with its dip since the last sync folded in, without noting it. */
export function currentLows(
  state: CoreState,
  account: AccountState,
): { stepLow: Decimal | null; day: AccountState['day'] } {
  const dip = pendingDip(state, account)
  const day = account.day && { ...account.day }
  if (!dip) return { stepLow: account.stepLow, day }
  if (day && (day.lowest === null || dip.lt(day.lowest))) day.lowest = dip
  const step = account.stepLow
  return { stepLow: step === null || dip.lt(step) ? dip : step, day }
}

export function unarmLow(state: CoreState, account: AccountState): void {
  const ref = account.lowEntry
  if (!ref) return
  // A key a sweep popped is out of the index already (remove finds nothing).
  state.lowIndex(ref.symbol).remove(ref.direction, ref.entry)
  account.lowEntry = null
  account.lowMark = null
}

/**
 * Arms the account's "new low" key (one pair held, a low to go under): a
 * long's equity reaches base − LOW_STEP falling, a short's rising. The key
 * is rounded to fire early; pendingDip decides exactly. Synced from now.
 */
export function armLow(state: CoreState, account: AccountState): void {
  unarmLow(state, account)
  if (account.positions.size !== 1) return
  const base = lowBase(account)
  if (base === null) return
  const position = account.positions.values().next().value
  if (!position || !state.quote(position.symbol)) return
  const long = position.size.isPositive()
  const key = thresholdPrice(
    { balance: account.balance, otherUnrealized: D(0) },
    position.size,
    position.entryPrice,
    base.sub(LOW_STEP),
    long ? 'ceil' : 'floor',
  )
  if (!key) return
  // Stryker disable next-line StringLiteral: PriceIndex takes anything but 'up' as 'down'
  const direction: Direction = long ? 'down' : 'up'
  const log = state.markLog(position.symbol)
  account.lowEntry = {
    symbol: position.symbol,
    direction,
    entry: state.lowIndex(position.symbol).add(direction, key, state.nextSeq(), account.id),
  }
  account.lowSync = log.seq
}

/** Accounts a sweep popped, their dips not noted yet (lowest id first per sweep). */
export class LowsToNote {
  private ids: number[] = []
  private at = 0
  private readonly queued = new Set<number>()

  get size(): number {
    return this.ids.length - this.at
  }

  add(id: number): void {
    if (this.queued.has(id)) return
    this.queued.add(id)
    this.ids.push(id)
  }

  /** The ids still waiting (a new sweep folds the marks since into them). */
  waiting(): number[] {
    return this.ids.slice(this.at)
  }

  take(limit: number): number[] {
    const out = this.ids.slice(this.at, this.at + limit)
    this.at += out.length
    for (const id of out) this.queued.delete(id)
    if (this.at === this.ids.length) {
      this.ids = []
      this.at = 0
    }
    return out
  }
}

/** Leaves on the account the extreme mark its pair's log holds since its sync (before a reset). */
function keepExtreme(state: CoreState, account: AccountState): void {
  const ref = account.lowEntry
  const position = ref && account.positions.get(ref.symbol)
  if (!ref || !position) return
  const long = position.size.isPositive()
  const log = state.markLog(ref.symbol)
  account.lowMark = further(account.lowMark, log.extremeSince(account.lowSync, long), long)
}

/**
 * The sweep of one pair: pops the low keys its extreme marks crossed
 * (O(log n + crossed)) and leaves each popped account its extreme mark
 * (a binary search) and a place in `toNote`; then the log keeps only the
 * current mark. The accounts still waiting from an earlier sweep keep
 * theirs first. Noting is `noteLows`, in turns.
 */
export function sweepPair(state: CoreState, symbol: string, toNote: LowsToNote): void {
  const log = state.markLog(symbol)
  const extremes = log.extremes()
  if (!extremes) return
  for (const id of toNote.waiting()) {
    const account = state.accounts.get(id)
    if (account?.lowEntry?.symbol === symbol) keepExtreme(state, account)
  }
  const index = state.lowIndex(symbol)
  const popped = [...index.popCrossed(extremes.min), ...index.popCrossed(extremes.max)]
  for (const id of popped.map((p) => p.entry.value).sort((a, b) => a - b)) {
    const account = state.accounts.get(id)
    if (!account) continue
    keepExtreme(state, account)
    toNote.add(id)
  }
  log.reset()
}

/** Notes the dips of up to `limit` swept accounts and re-arms their keys. */
export function noteLows(
  state: CoreState,
  toNote: LowsToNote,
  limit: number,
  events: TradingEvent[],
): void {
  for (const id of toNote.take(limit)) {
    const account = state.accounts.get(id)
    if (!account) continue
    syncLow(state, account, events)
    armLow(state, account)
  }
}

/** A tick's mark into the pair's log; a log grown past MAX_KEPT is swept (noted in turns as any sweep). */
export function logMark(state: CoreState, symbol: string, mark: Decimal, toNote: LowsToNote): void {
  const log = state.markLog(symbol)
  log.push(mark)
  if (log.kept > MAX_KEPT) sweepPair(state, symbol, toNote)
}
