/** The chunked price index pops exactly what a naive list would (fast-check). */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { D } from '#money/decimal.ts'
import {
  type Direction,
  type IndexEntry,
  PriceIndex,
} from '../../../../../engine/core/trading/price-index.ts'

// Mostly adds, so each side grows past a chunk (512) and splits.
const op = fc.oneof(
  {
    arbitrary: fc.record({
      kind: fc.constant('add' as const),
      up: fc.boolean(),
      key: fc.integer({ min: 1, max: 400 }),
    }),
    weight: 8,
  },
  { arbitrary: fc.record({ kind: fc.constant('remove' as const), pick: fc.nat() }), weight: 1 },
  {
    arbitrary: fc.record({
      kind: fc.constant('pop' as const),
      price: fc.integer({ min: 1, max: 400 }),
    }),
    weight: 1,
  },
)

describe('PriceIndex (property)', () => {
  it('matches a naive list through adds, removes and pops', () => {
    fc.assert(
      fc.property(fc.array(op, { minLength: 1000, maxLength: 3000 }), (ops) => {
        const index = new PriceIndex<number>()
        let live: Array<{ direction: Direction; entry: IndexEntry<number> }> = []
        let seq = 0
        for (const o of ops) {
          if (o.kind === 'add') {
            const direction: Direction = o.up ? 'up' : 'down'
            seq++
            live.push({ direction, entry: index.add(direction, D(o.key).mul('0.5'), seq, seq) })
          } else if (o.kind === 'remove') {
            if (live.length === 0) continue
            const victim = live[o.pick % live.length]
            if (!victim) continue
            expect(index.remove(victim.direction, victim.entry)).toBe(true)
            expect(index.remove(victim.direction, victim.entry)).toBe(false)
            live = live.filter((l) => l !== victim)
          } else {
            const price = D(o.price).mul('0.5')
            const expected = live
              .filter((l) =>
                l.direction === 'up' ? l.entry.key.lte(price) : l.entry.key.gte(price),
              )
              .map((l) => l.entry.value)
            const popped = index.popCrossed(price).map((p) => p.entry.value)
            expect([...popped].sort((a, b) => a - b)).toEqual([...expected].sort((a, b) => a - b))
            live = live.filter((l) => !expected.includes(l.entry.value))
          }
          expect(index.size).toBe(live.length)
        }
      }),
      { numRuns: 25 },
    )
  })
})
