/**
 * Everything the core holds: pairs and their latest quotes, loaded
 * accounts, and per pair two price indexes: the trigger book (orders,
 * stops, TP/SL, keyed by the last price) and the risk index (liquidation
 * and equity-threshold crossings, keyed by the mark price).
 */
import type { AccountState, Market, TriggerRef } from './account-state.ts'
import { MarkLog } from './low-watch.ts'
import { PriceIndex } from './price-index.ts'
import type { IdSource, PairSpec, Quote } from './types.ts'

export class CoreState implements Market {
  readonly pairs = new Map<string, PairSpec>()
  readonly quotes = new Map<string, Quote>()
  readonly accounts = new Map<number, AccountState>()
  readonly books = new Map<string, PriceIndex<TriggerRef>>()
  readonly risk = new Map<string, PriceIndex<number>>()
  /** Per pair: "new low" keys (account ids) and the marks since the last sweep (low-watch.ts). */
  readonly lows = new Map<string, PriceIndex<number>>()
  readonly marks = new Map<string, MarkLog>()
  /** Accounts with a position in the pair. */
  readonly holders = new Map<string, Set<number>>()
  /** Of those, accounts with positions in more than one pair: revalued on each tick of any. */
  readonly multiHolders = new Map<string, Set<number>>()
  /** Pairs whose market data is stale (decision 440): no orders, no risk decisions. */
  readonly halted = new Set<string>()
  readonly ids: IdSource
  /** Tie-break sequence of index entries: earlier entries fire first. */
  private sequence = 0

  constructor(pairs: PairSpec[], ids: IdSource) {
    this.ids = ids
    for (const pair of pairs) this.addPair(pair)
  }

  addPair(pair: PairSpec): void {
    this.pairs.set(pair.code, pair)
    if (!this.books.has(pair.code)) {
      this.books.set(pair.code, new PriceIndex())
      this.risk.set(pair.code, new PriceIndex())
      this.lows.set(pair.code, new PriceIndex())
      this.marks.set(pair.code, new MarkLog())
      this.holders.set(pair.code, new Set())
      this.multiHolders.set(pair.code, new Set())
    }
  }

  pair(code: string): PairSpec {
    const pair = this.pairs.get(code)
    if (!pair) throw new RangeError(`unknown pair ${code}`)
    return pair
  }

  quote(code: string): Quote | undefined {
    return this.quotes.get(code)
  }

  nextSeq(): number {
    return ++this.sequence
  }

  book(code: string): PriceIndex<TriggerRef> {
    this.pair(code)
    // biome-ignore lint/style/noNonNullAssertion: created with the pair
    return this.books.get(code)!
  }

  riskIndex(code: string): PriceIndex<number> {
    this.pair(code)
    // biome-ignore lint/style/noNonNullAssertion: created with the pair
    return this.risk.get(code)!
  }

  lowIndex(code: string): PriceIndex<number> {
    this.pair(code)
    // biome-ignore lint/style/noNonNullAssertion: created with the pair
    return this.lows.get(code)!
  }

  markLog(code: string): MarkLog {
    this.pair(code)
    // biome-ignore lint/style/noNonNullAssertion: created with the pair
    return this.marks.get(code)!
  }

  /** Keeps holders and multi-holders in step with the account's positions. */
  trackHoldings(account: AccountState): void {
    const multi = account.positions.size > 1
    for (const [code, set] of this.holders) {
      const holds = account.positions.has(code)
      if (holds) set.add(account.id)
      else set.delete(account.id)
      const multiSet = this.multiHolders.get(code)
      // Stryker disable next-line OptionalChaining: every pair has its multi-holder set (addPair)
      if (holds && multi) multiSet?.add(account.id)
      // Stryker disable next-line OptionalChaining: every pair has its multi-holder set (addPair)
      else multiSet?.delete(account.id)
    }
  }

  /** An account unloaded: it holds nothing any more. */
  forgetHoldings(accountId: number): void {
    for (const set of this.holders.values()) set.delete(accountId)
    for (const set of this.multiHolders.values()) set.delete(accountId)
  }
}
