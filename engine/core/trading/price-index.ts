/**
 * Entries keyed by a price, in two directions: `up` entries fire when the
 * price rises to or above their key, `down` entries when it falls to or
 * below it. Each side is a sorted list kept in chunks of a few hundred
 * (insert and remove: a binary search and a short splice), so a move pops
 * exactly the crossed entries from the near end: O(log n + crossed).
 * Keys are compared as integers at a fixed scale (no allocation per
 * comparison); a key finer than that is rounded so the entry fires early,
 * never late.
 */
import type { Decimal } from '#money/decimal.ts'

export type Direction = 'up' | 'down'

/** Digits after the point of the integer keys (crossing prices are computed at this scale). */
const KEY_SCALE = 12
const CHUNK = 256

export interface IndexEntry<T> {
  key: Decimal
  /** Integer form of key at KEY_SCALE. */
  at: bigint
  /** Tie-break, unique per entry: earlier first. */
  seq: number
  value: T
}

function scaled(price: Decimal, mode: 'floor' | 'ceil'): bigint {
  return price.round(KEY_SCALE, mode).units
}

function before<T>(a: IndexEntry<T>, b: IndexEntry<T>): boolean {
  return a.at < b.at || (a.at === b.at && a.seq < b.seq)
}

/** Entries sorted ascending by (key, seq), in chunks. */
class SortedEntries<T> {
  private chunks: IndexEntry<T>[][] = []
  private count = 0

  get size(): number {
    return this.count
  }

  /** Index of the chunk an entry belongs in: the first whose last entry is not before it. */
  private chunkFor(entry: IndexEntry<T>): number {
    let lo = 0
    let hi = this.chunks.length - 1
    while (lo < hi) {
      const mid = (lo + hi) >>> 1
      const chunk = this.chunks[mid] as IndexEntry<T>[]
      if (before(chunk[chunk.length - 1] as IndexEntry<T>, entry)) lo = mid + 1
      else hi = mid
    }
    return lo
  }

  private static lowerBound<T>(chunk: IndexEntry<T>[], entry: IndexEntry<T>): number {
    let lo = 0
    let hi = chunk.length
    while (lo < hi) {
      const mid = (lo + hi) >>> 1
      if (before(chunk[mid] as IndexEntry<T>, entry)) lo = mid + 1
      else hi = mid
    }
    return lo
  }

  insert(entry: IndexEntry<T>): void {
    this.count++
    if (this.chunks.length === 0) {
      this.chunks.push([entry])
      return
    }
    const ci = this.chunkFor(entry)
    const chunk = this.chunks[ci] as IndexEntry<T>[]
    chunk.splice(SortedEntries.lowerBound(chunk, entry), 0, entry)
    if (chunk.length > CHUNK * 2)
      this.chunks.splice(ci, 1, chunk.slice(0, CHUNK), chunk.slice(CHUNK))
  }

  remove(entry: IndexEntry<T>): boolean {
    if (this.chunks.length === 0) return false
    const ci = this.chunkFor(entry)
    const chunk = this.chunks[ci] as IndexEntry<T>[]
    const i = SortedEntries.lowerBound(chunk, entry)
    if (chunk[i] !== entry) return false
    chunk.splice(i, 1)
    this.count--
    if (chunk.length === 0) this.chunks.splice(ci, 1)
    return true
  }

  /** Removes and returns entries with key ≤ price, ascending. */
  popAtOrBelow(price: bigint): IndexEntry<T>[] {
    const out: IndexEntry<T>[] = []
    while (this.chunks.length > 0) {
      const chunk = this.chunks[0] as IndexEntry<T>[]
      let n = 0
      while (n < chunk.length && (chunk[n] as IndexEntry<T>).at <= price) n++
      if (n === 0) break
      if (n === chunk.length) {
        this.chunks.shift()
        for (const e of chunk) out.push(e)
      } else {
        for (const e of chunk.splice(0, n)) out.push(e)
        break
      }
    }
    this.count -= out.length
    return out
  }

  /** Removes and returns entries with key ≥ price, descending. */
  popAtOrAbove(price: bigint): IndexEntry<T>[] {
    const out: IndexEntry<T>[] = []
    while (this.chunks.length > 0) {
      const chunk = this.chunks[this.chunks.length - 1] as IndexEntry<T>[]
      let start = chunk.length
      while (start > 0 && (chunk[start - 1] as IndexEntry<T>).at >= price) start--
      if (start === chunk.length) break
      const taken = start === 0 ? (this.chunks.pop() as IndexEntry<T>[]) : chunk.splice(start)
      for (let i = taken.length - 1; i >= 0; i--) out.push(taken[i] as IndexEntry<T>)
      if (start > 0) break
    }
    this.count -= out.length
    return out
  }
}

export class PriceIndex<T> {
  private readonly up = new SortedEntries<T>()
  private readonly down = new SortedEntries<T>()

  add(direction: Direction, key: Decimal, seq: number, value: T): IndexEntry<T> {
    // Fire early, never late: an `up` key rounds down, a `down` key up.
    const entry = { key, at: scaled(key, direction === 'up' ? 'floor' : 'ceil'), seq, value }
    this.side(direction).insert(entry)
    return entry
  }

  remove(direction: Direction, entry: IndexEntry<T>): boolean {
    return this.side(direction).remove(entry)
  }

  /**
   * Pops every entry the price has reached: `up` keys ≤ price and `down`
   * keys ≥ price, each side taken from its near end.
   */
  popCrossed(price: Decimal): Array<{ direction: Direction; entry: IndexEntry<T> }> {
    const out: Array<{ direction: Direction; entry: IndexEntry<T> }> = []
    for (const entry of this.up.popAtOrBelow(scaled(price, 'floor')))
      out.push({ direction: 'up', entry })
    for (const entry of this.down.popAtOrAbove(scaled(price, 'ceil')))
      out.push({ direction: 'down', entry })
    return out
  }

  get size(): number {
    return this.up.size + this.down.size
  }

  private side(direction: Direction): SortedEntries<T> {
    return direction === 'up' ? this.up : this.down
  }
}
