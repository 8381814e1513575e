/**
 * The holders a pair's first quote leaves (decision 510): lowest account id
 * first, never one the quote already checked, never one taken before.
 */
import { describe, expect, it } from 'vitest'
import { DeferredHolders } from '../../../../../engine/core/trading/deferred-holders.ts'

describe('holders a first quote left', () => {
  it('are taken lowest id first, a batch at a time, without those already checked', () => {
    const left = new DeferredHolders()
    left.leave([9, 3, 7, 1, 5], new Set([7]))
    expect(left.size).toBe(4)
    expect(left.take(2)).toEqual([1, 3])
    expect(left.size).toBe(2)
    expect(left.take(2)).toEqual([5, 9])
    expect(left.size).toBe(0)
    expect(left.take(2)).toEqual([])
  })

  it("a second pair's first quote adds its holders to those still left, not to those taken", () => {
    const left = new DeferredHolders()
    left.leave([4, 2, 6], new Set())
    expect(left.take(1)).toEqual([2])
    left.leave([5, 1], new Set())
    expect(left.size).toBe(4)
    expect(left.take(10)).toEqual([1, 4, 5, 6])
  })
})
