/**
 * What the low watch keeps between checks (core/trading/low-watch.ts,
 * docs/decisions/550): a pair's mark log, the extremes a later question can
 * ask for, and the queue of accounts a sweep left to note.
 */
import { describe, expect, it } from 'vitest'
import { D } from '#money/decimal.ts'
import { LowsToNote, MarkLog } from '../../../../../engine/core/trading/low-watch.ts'

describe('the mark log of a pair', () => {
  // Marks by tick: 1:50 2:30 3:40 4:20 5:60 6:45.
  function log() {
    const marks = new MarkLog()
    for (const m of ['50', '30', '40', '20', '60', '45']) marks.push(D(m))
    return marks
  }

  it('the lowest and highest mark since any tick', () => {
    const marks = log()
    expect(marks.seq).toBe(6)
    // Lowest since tick 1…4: 20 (tick 4); since 5: min(60, 45) = 45; since 6: 45; since 7: none yet.
    expect(
      ['1', '2', '3', '4', '5', '6'].map((s) => marks.extremeSince(+s, true)?.toString()),
    ).toEqual(['20', '20', '20', '20', '45', '45'])
    expect(marks.extremeSince(7, true)).toBeNull()
    // Highest since tick 1…5: 60 (tick 5); since 6: 45; since 7: none.
    expect(['1', '3', '5', '6'].map((s) => marks.extremeSince(+s, false)?.toString())).toEqual([
      '60',
      '60',
      '60',
      '45',
    ])
    expect(marks.extremeSince(7, false)).toBeNull()
    // Highest since 2: max(30, 40, 20, 60, 45) = 60; lowest since 3: 20.
    expect(marks.extremeSince(2, false)?.toString()).toBe('60')
    expect(marks.extremeSince(3, true)?.toString()).toBe('20')
  })

  it('keeps only what a later question can ask: 2 lows (20, 45) and 2 highs (60, 45)', () => {
    const marks = log()
    expect(marks.kept).toBe(2)
    expect(marks.extremes()).toEqual({ min: D('20'), max: D('60') })
  })

  it('a rise keeps every mark as a low, a fall every mark as a high; a repeat replaces', () => {
    const rising = new MarkLog()
    for (const m of ['1', '2', '3', '4']) rising.push(D(m))
    expect(rising.kept).toBe(4)
    // Highest since 1 is the last (4); lowest since 3 is 3.
    expect(rising.extremeSince(1, false)?.toString()).toBe('4')
    expect(rising.extremeSince(3, true)?.toString()).toBe('3')
    const falling = new MarkLog()
    for (const m of ['4', '3', '2', '1']) falling.push(D(m))
    expect(falling.kept).toBe(4)
    expect(falling.extremeSince(2, true)?.toString()).toBe('1')
    expect(falling.extremeSince(2, false)?.toString()).toBe('3')
    const flat = new MarkLog()
    for (const m of ['7', '7', '7']) flat.push(D(m))
    // An equal mark answers as well as the older one: one kept each side.
    expect(flat.kept).toBe(1)
    expect(flat.extremeSince(3, true)?.toString()).toBe('7')
    expect(flat.extremeSince(3, false)?.toString()).toBe('7')
  })

  it('an empty log has no extremes; after a reset only the current mark is kept', () => {
    const empty = new MarkLog()
    expect(empty.extremes()).toBeNull()
    expect(empty.kept).toBe(0)
    expect(empty.extremeSince(0, true)).toBeNull()
    const marks = log()
    marks.reset()
    expect(marks.kept).toBe(1)
    expect(marks.extremes()).toEqual({ min: D('45'), max: D('45') })
    // Ticks keep counting: a push after the reset is tick 7.
    marks.push(D('70'))
    expect(marks.seq).toBe(7)
    expect(marks.extremeSince(1, true)?.toString()).toBe('45')
    expect(marks.extremeSince(7, true)?.toString()).toBe('70')
    expect(marks.extremes()).toEqual({ min: D('45'), max: D('70') })
    // A rise kept 4 lows (1, 2, 3, 4) and a fall 4 highs: after a reset, the last alone.
    const rising = new MarkLog()
    for (const m of ['1', '2', '3', '4']) rising.push(D(m))
    rising.reset()
    expect(rising.kept).toBe(1)
    expect(rising.extremes()).toEqual({ min: D('4'), max: D('4') })
    const falling = new MarkLog()
    for (const m of ['4', '3', '2', '1']) falling.push(D(m))
    falling.reset()
    expect(falling.kept).toBe(1)
    expect(falling.extremes()).toEqual({ min: D('1'), max: D('1') })
  })
})

describe('the accounts a sweep left to note', () => {
  it('each once, in the order found; taken in turns; back once taken', () => {
    const queue = new LowsToNote()
    expect(queue.size).toBe(0)
    queue.add(3)
    queue.add(1)
    queue.add(3)
    queue.add(2)
    expect(queue.size).toBe(3)
    expect(queue.waiting()).toEqual([3, 1, 2])
    expect(queue.take(2)).toEqual([3, 1])
    expect(queue.size).toBe(1)
    expect(queue.waiting()).toEqual([2])
    // 3 was taken: a later sweep may add it again; 2 still waits (no second place).
    queue.add(3)
    queue.add(2)
    expect(queue.waiting()).toEqual([2, 3])
    expect(queue.take(5)).toEqual([2, 3])
    expect(queue.size).toBe(0)
    expect(queue.waiting()).toEqual([])
    expect(queue.take(1)).toEqual([])
    queue.add(1)
    expect(queue.waiting()).toEqual([1])
    expect(queue.size).toBe(1)
  })
})
