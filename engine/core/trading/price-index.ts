/**
 * Entries keyed by a price, in two directions: `up` entries fire when the
 * price rises to or above their key, `down` entries when it falls to or
 * below it. Kept sorted, so a move pops exactly the crossed entries:
 * O(log n + crossed). Insertion and removal are a binary search plus an
 * array splice (a memmove, cheap at the sizes an engine holds per pair).
 */
import type { Decimal } from '../decimal.ts'

export type Direction = 'up' | 'down'

export interface IndexEntry<T> {
  key: Decimal
  /** Tie-break: earlier first (an order id, a sequence number). */
  seq: number
  value: T
}

function compare<T>(a: IndexEntry<T>, b: IndexEntry<T>): number {
  const c = a.key.cmp(b.key)
  return c !== 0 ? c : a.seq - b.seq
}

/** Entries sorted ascending by (key, seq). */
class SortedEntries<T> {
  readonly items: IndexEntry<T>[] = []

  /** First position whose entry is ≥ `entry`. */
  private lowerBound(entry: IndexEntry<T>): number {
    let lo = 0
    let hi = this.items.length
    while (lo < hi) {
      const mid = (lo + hi) >>> 1
      // biome-ignore lint/style/noNonNullAssertion: mid < length
      if (compare(this.items[mid]!, entry) < 0) lo = mid + 1
      else hi = mid
    }
    return lo
  }

  insert(entry: IndexEntry<T>): void {
    this.items.splice(this.lowerBound(entry), 0, entry)
  }

  remove(entry: IndexEntry<T>): boolean {
    let i = this.lowerBound(entry)
    while (i < this.items.length) {
      const item = this.items[i]
      if (!item || compare(item, entry) !== 0) break
      if (item === entry) {
        this.items.splice(i, 1)
        return true
      }
      i++
    }
    return false
  }

  /** Removes and returns entries with key ≤ price (ascending). */
  popAtOrBelow(price: Decimal): IndexEntry<T>[] {
    let n = 0
    // biome-ignore lint/style/noNonNullAssertion: n < length
    while (n < this.items.length && this.items[n]!.key.lte(price)) n++
    return n === 0 ? [] : this.items.splice(0, n)
  }

  /** Removes and returns entries with key ≥ price (descending key). */
  popAtOrAbove(price: Decimal): IndexEntry<T>[] {
    let start = this.items.length
    // biome-ignore lint/style/noNonNullAssertion: start > 0
    while (start > 0 && this.items[start - 1]!.key.gte(price)) start--
    return start === this.items.length ? [] : this.items.splice(start).reverse()
  }

  get size(): number {
    return this.items.length
  }
}

export class PriceIndex<T> {
  private readonly up = new SortedEntries<T>()
  private readonly down = new SortedEntries<T>()

  add(direction: Direction, key: Decimal, seq: number, value: T): IndexEntry<T> {
    const entry = { key, seq, value }
    this.side(direction).insert(entry)
    return entry
  }

  remove(direction: Direction, entry: IndexEntry<T>): boolean {
    return this.side(direction).remove(entry)
  }

  /**
   * Pops every entry the price has reached: `up` keys ≤ price and `down`
   * keys ≥ price. Each side is scanned from its near end, so the cost is
   * the number crossed (plus the splice).
   */
  popCrossed(price: Decimal): Array<{ direction: Direction; entry: IndexEntry<T> }> {
    const out: Array<{ direction: Direction; entry: IndexEntry<T> }> = []
    for (const entry of this.up.popAtOrBelow(price)) out.push({ direction: 'up', entry })
    for (const entry of this.down.popAtOrAbove(price)) out.push({ direction: 'down', entry })
    return out
  }

  get size(): number {
    return this.up.size + this.down.size
  }

  private side(direction: Direction): SortedEntries<T> {
    return direction === 'up' ? this.up : this.down
  }
}
