/**
 * The price index, worked by hand: which entries a price move fires, in
 * which order (nearest first), and what is left. A side keeps its entries
 * in chunks of 256 that split past 512, so the long cases hold 1 500
 * entries (several chunks) inserted out of order.
 */
import { describe, expect, it } from 'vitest'
import { D } from '#money/decimal.ts'
import {
  type Direction,
  type IndexEntry,
  PriceIndex,
} from '../../../../../engine/core/trading/price-index.ts'

const popped = (index: PriceIndex<number>, price: number | string) =>
  index.popCrossed(D(price)).map(({ direction, entry }) => [direction, entry.value])

/** 1..n in a scrambled order: i·7 mod 1 501 runs through 1..1 500 once (1 501 is prime). */
const scrambled = (n = 1500) => Array.from({ length: n }, (_, i) => ((i + 1) * 7) % (n + 1))

const range = (from: number, to: number) => {
  const step = from <= to ? 1 : -1
  return Array.from({ length: Math.abs(to - from) + 1 }, (_, i) => from + i * step)
}

/** 1 500 entries on one side, key k (1..1 500) with value k, added in scrambled order. */
function filled(direction: Direction) {
  const index = new PriceIndex<number>()
  const entries = new Map<number, IndexEntry<number>>()
  let seq = 0
  for (const k of scrambled()) entries.set(k, index.add(direction, D(k), ++seq, k))
  return { index, entries }
}

describe('price index: what a move fires', () => {
  it('an up entry fires when the price rises to its key, a down entry when it falls to it', () => {
    const index = new PriceIndex<number>()
    index.add('up', D(101), 1, 1) // e.g. a long's TP
    index.add('down', D(99), 2, 2) // e.g. a long's SL
    expect(index.size).toBe(2)
    // 100 reaches neither; 100.9 neither; 101 the up key only.
    expect(popped(index, 100)).toEqual([])
    expect(popped(index, '100.9')).toEqual([])
    expect(popped(index, 101)).toEqual([['up', 1]])
    expect(index.size).toBe(1)
    // 99.1 does not reach the down key 99; 99 does.
    expect(popped(index, '99.1')).toEqual([])
    expect(popped(index, 99)).toEqual([['down', 2]])
    expect(index.size).toBe(0)
    expect(popped(index, 0)).toEqual([])
  })

  it('one move fires both sides: the up keys at or below it and the down keys at or above it', () => {
    const index = new PriceIndex<number>()
    for (const [direction, key, value] of [
      ['up', 98, 1],
      ['up', 100, 2],
      ['up', 102, 3],
      ['down', 98, 4],
      ['down', 100, 5],
      ['down', 102, 6],
    ] as const)
      index.add(direction, D(key), value, value)
    expect(index.size).toBe(6)
    // At 100: up 98 and 100 (ascending), then down 102 and 100 (descending).
    expect(popped(index, 100)).toEqual([
      ['up', 1],
      ['up', 2],
      ['down', 6],
      ['down', 5],
    ])
    expect(index.size).toBe(2)
    expect(popped(index, 102)).toEqual([['up', 3]])
    expect(popped(index, 98)).toEqual([['down', 4]])
  })

  it('equal up keys fire earliest first', () => {
    const index = new PriceIndex<number>()
    for (const value of [1, 2, 3]) index.add('up', D(100), value, value)
    index.add('up', D(99), 4, 4)
    expect(popped(index, 100)).toEqual([
      ['up', 4],
      ['up', 1],
      ['up', 2],
      ['up', 3],
    ])
  })

  it('a key finer than 12 places fires early, never late, even when it is nearer the next step', () => {
    // Up 100.0000000000006 is kept as 100 (down), not 100.000000000001 (nearest):
    // the price 100 fires it. Down 99.9999999999994 is kept as 100 (up), not
    // 99.999999999999: the price 100 fires it too.
    const index = new PriceIndex<number>()
    index.add('up', D('100.0000000000006'), 1, 1)
    index.add('down', D('99.9999999999994'), 2, 2)
    expect(popped(index, 100)).toEqual([
      ['up', 1],
      ['down', 2],
    ])
  })
})

describe('price index: 1 500 entries on one side (several chunks)', () => {
  it('up: a rise to 700 fires keys 1..700 nearest first, then a rise to 1 500 the other 800', () => {
    const { index } = filled('up')
    expect(index.size).toBe(1500)
    expect(popped(index, '0.5')).toEqual([])
    const first = popped(index, 700)
    expect(first).toEqual(range(1, 700).map((k) => ['up', k]))
    expect(index.size).toBe(800)
    expect(popped(index, 700)).toEqual([])
    expect(popped(index, 1500)).toEqual(range(701, 1500).map((k) => ['up', k]))
    expect(index.size).toBe(0)
  })

  it('up: small rises fire one key at a time across chunk ends', () => {
    const { index } = filled('up')
    for (const k of range(1, 1500)) expect(popped(index, k)).toEqual([['up', k]])
    expect(index.size).toBe(0)
  })

  it('down: a fall to 800 fires keys 1 500..800 nearest first, then a fall to 1 the rest', () => {
    const { index } = filled('down')
    expect(popped(index, '1500.5')).toEqual([])
    expect(popped(index, 800)).toEqual(range(1500, 800).map((k) => ['down', k]))
    expect(index.size).toBe(799)
    expect(popped(index, 800)).toEqual([])
    expect(popped(index, 1)).toEqual(range(799, 1).map((k) => ['down', k]))
    expect(index.size).toBe(0)
  })

  it('down: small falls fire one key at a time across chunk ends', () => {
    const { index } = filled('down')
    for (const k of range(1500, 1)) expect(popped(index, k)).toEqual([['down', k]])
    expect(index.size).toBe(0)
  })

  it('a removed entry never fires; removing it again, or from the other side, is refused', () => {
    for (const direction of ['up', 'down'] as const) {
      const { index, entries } = filled(direction)
      const other: Direction = direction === 'up' ? 'down' : 'up'
      // Remove every key divisible by 3 (500 of them), in scrambled order.
      const removed = scrambled().filter((k) => k % 3 === 0)
      for (const k of removed) {
        const entry = entries.get(k) as IndexEntry<number>
        expect(index.remove(other, entry)).toBe(false)
        expect(index.remove(direction, entry)).toBe(true)
        expect(index.remove(direction, entry)).toBe(false)
      }
      expect(index.size).toBe(1000)
      const kept = range(1, 1500).filter((k) => k % 3 !== 0)
      const all = popped(index, direction === 'up' ? 1500 : 1)
      expect(all).toEqual((direction === 'up' ? kept : kept.reverse()).map((k) => [direction, k]))
      expect(index.size).toBe(0)
      // Nothing left: a remove is refused.
      expect(index.remove(direction, entries.get(1) as IndexEntry<number>)).toBe(false)
    }
  })

  it('removing every entry empties the side, and it fills again', () => {
    const { index, entries } = filled('up')
    for (const k of scrambled())
      expect(index.remove('up', entries.get(k) as IndexEntry<number>)).toBe(true)
    expect(index.size).toBe(0)
    expect(popped(index, 1500)).toEqual([])
    index.add('up', D(5), 1, 5)
    expect(popped(index, 5)).toEqual([['up', 5]])
  })

  it('among many equal keys, the very entry removed is the one that no longer fires', () => {
    // 600 up entries all at 100 (more than a chunk), values = their seq 1..600.
    const index = new PriceIndex<number>()
    const entries = range(1, 600).map((s) => index.add('up', D(100), s, s))
    for (const s of [1, 300, 513, 600])
      expect(index.remove('up', entries[s - 1] as IndexEntry<number>)).toBe(true)
    expect(index.size).toBe(596)
    expect(popped(index, 100)).toEqual(
      range(1, 600)
        .filter((s) => ![1, 300, 513, 600].includes(s))
        .map((s) => ['up', s]),
    )
  })

  it('when the lowest keys are all removed, the next ones still fire, and new low keys go in first', () => {
    // Removing keys 1..750 empties at least the first chunk (a chunk holds at most 512).
    const { index, entries } = filled('up')
    for (const k of range(1, 750)) index.remove('up', entries.get(k) as IndexEntry<number>)
    expect(index.size).toBe(750)
    expect(popped(index, 1)).toEqual([])
    index.add('up', D(10), 1501, 10)
    index.add('up', D(2000), 1502, 2000)
    expect(popped(index, 760)).toEqual([10, ...range(751, 760)].map((k) => ['up', k]))
    expect(popped(index, 2000)).toEqual([...range(761, 1500), 2000].map((k) => ['up', k]))
  })

  it('when the highest down keys are all removed, the next ones still fire', () => {
    const { index, entries } = filled('down')
    for (const k of range(1500, 751)) index.remove('down', entries.get(k) as IndexEntry<number>)
    expect(popped(index, 1500)).toEqual([])
    index.add('down', D(1400), 1501, 1400)
    expect(popped(index, 740)).toEqual([1400, ...range(750, 740)].map((k) => ['down', k]))
    expect(popped(index, 1)).toEqual(range(739, 1).map((k) => ['down', k]))
    expect(index.size).toBe(0)
  })
})
