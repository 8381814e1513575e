/**
 * Which requests of a batch a window still takes (core/api/rate-windows.ts):
 * a window at 4 of 5 that gets three requests of weight 1 takes the first
 * (5) and refuses the two after (6, 7); a new window counts from 0.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { overLimit, runningCounts } from '../../../../../engine/core/api/rate-windows.ts'

describe('rate windows', () => {
  it('counts each request at its place in the batch', () => {
    // 4 before the batch, then 1, 1, 1: the window reads 7 after it.
    expect(runningCounts(7, [1, 1, 1])).toEqual([5, 6, 7])
    expect(runningCounts(7, [1, 1, 1]).map((n) => overLimit(n, 1, 5))).toEqual([false, true, true])
    // Weights: 5 before, then 5 and 1 against 10.
    expect(runningCounts(11, [5, 1]).map((n, i) => overLimit(n, [5, 1][i] ?? 0, 10))).toEqual([
      false,
      true,
    ])
    // A window that began with this batch.
    expect(runningCounts(3, [1, 2])).toEqual([1, 3])
  })

  it('a request that adds nothing is never over (a read on the order window)', () => {
    expect(overLimit(99, 0, 10)).toBe(false)
    expect(overLimit(10, 1, 10)).toBe(false)
    expect(overLimit(11, 1, 10)).toBe(true)
  })

  it('the last running count is the window after the batch; no more requests pass than the limit allows (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 50 }),
        fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 1, maxLength: 20 }),
        fc.integer({ min: 1, max: 60 }),
        (before, shares, limit) => {
          const after = before + shares.reduce((a, b) => a + b, 0)
          const counts = runningCounts(after, shares)
          expect(counts.at(-1)).toBe(after)
          const taken = shares.filter((share, i) => !overLimit(counts[i] ?? 0, share, limit))
          expect(before + taken.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(
            Math.max(before, limit),
          )
        },
      ),
    )
  })
})
