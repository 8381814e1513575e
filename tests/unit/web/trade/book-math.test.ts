/**
 * The order book panel's numbers, worked by hand: levels grouped onto the
 * step (bids down, asks up), sizes added exactly, cumulative depth from the
 * best price outwards, the spread, and the depth bars' widths.
 */
import { describe, expect, it } from 'vitest'
import {
  atPlaces,
  bookView,
  deepestTotal,
  depthPercents,
  groupLevels,
  groupSteps,
  spreadOf,
  stepPlaces,
} from '~/lib/trade/book-math'

// BTCUSDT-like: tick 0.1.
const bids = [
  ['60123.4', '0.5'],
  ['60123.1', '0.25'],
  ['60122.9', '1.1'],
  ['60119.8', '0.003'],
  ['60110.0', '2'],
] as const
const asks = [
  ['60123.5', '0.1'],
  ['60123.9', '0.2'],
  ['60124.1', '0.7'],
  ['60130.0', '3'],
] as const

describe('order book grouping', () => {
  it('offers the tick ×1, ×10, ×100 and shows each step’s places', () => {
    expect(groupSteps('0.1')).toEqual(['0.1', '1', '10'])
    expect(groupSteps('0.00001')).toEqual(['0.00001', '0.0001', '0.001'])
    expect(stepPlaces('0.1')).toBe(1)
    expect(stepPlaces('10')).toBe(0)
    expect(stepPlaces('0.00100')).toBe(3)
    expect(atPlaces('60000', 1)).toBe('60000.0')
  })

  it('at the tick keeps every level, the totals adding up from the best bid', () => {
    expect(groupLevels(bids, '0.1', 'bid')).toEqual([
      { price: '60123.4', size: '0.5', total: '0.5' },
      { price: '60123.1', size: '0.25', total: '0.75' },
      { price: '60122.9', size: '1.1', total: '1.85' },
      { price: '60119.8', size: '0.003', total: '1.853' },
      { price: '60110.0', size: '2', total: '3.853' },
    ])
  })

  it('by 1 puts bids down onto the whole number and asks up', () => {
    // 60123.4 and 60123.1 → 60123 (0.75); 60122.9 → 60122; 60119.8 → 60119; 60110.
    expect(groupLevels(bids, '1', 'bid')).toEqual([
      { price: '60123', size: '0.75', total: '0.75' },
      { price: '60122', size: '1.1', total: '1.85' },
      { price: '60119', size: '0.003', total: '1.853' },
      { price: '60110', size: '2', total: '3.853' },
    ])
    // 60123.5 and 60123.9 → 60124 (0.3); 60124.1 → 60125; 60130.
    expect(groupLevels(asks, '1', 'ask')).toEqual([
      { price: '60124', size: '0.3', total: '0.3' },
      { price: '60125', size: '0.7', total: '1' },
      { price: '60130', size: '3', total: '4' },
    ])
  })

  it('by 10 folds the book into a few rows; an ask on the step stays on it', () => {
    expect(groupLevels(bids, '10', 'bid')).toEqual([
      { price: '60120', size: '1.85', total: '1.85' },
      { price: '60110', size: '2.003', total: '3.853' },
    ])
    expect(groupLevels(asks, '10', 'ask')).toEqual([{ price: '60130', size: '4', total: '4' }])
  })

  it('stops at the row limit but still adds a level to the last row it shows', () => {
    expect(groupLevels(bids, '1', 'bid', 2)).toEqual([
      { price: '60123', size: '0.75', total: '0.75' },
      { price: '60122', size: '1.1', total: '1.85' },
    ])
    expect(groupLevels([], '1', 'ask')).toEqual([])
  })

  it('adds sizes exactly (no float drift)', () => {
    const rows = groupLevels(
      [
        ['1.15', '0.1'],
        ['1.12', '0.2'],
      ],
      '0.1',
      'bid',
    )
    expect(rows).toEqual([{ price: '1.1', size: '0.3', total: '0.3' }])
  })

  it('gives the spread and the depth bars against the deeper side', () => {
    expect(spreadOf(bids, asks)).toBe('0.1')
    expect(spreadOf([], asks)).toBeNull()
    const b = groupLevels(bids, '1', 'bid')
    const a = groupLevels(asks, '1', 'ask')
    expect(deepestTotal(b, a)).toBe('4')
    // 0.75/4, 1.85/4, 1.853/4, 3.853/4 as percentages to two places.
    expect(depthPercents(b, '4')).toEqual([18.75, 46.25, 46.33, 96.33])
    expect(depthPercents(a, '4')).toEqual([7.5, 25, 100])
    expect(depthPercents(a, '0')).toEqual([0, 0, 0])
  })
})

describe('the book as painted', () => {
  it('groups both sides once, bars as a share of the deeper side, asks highest first', () => {
    const view = bookView({ bids, asks }, '1')
    // Bids by 1: 60123 (0.75), 60122 (1.1), 60119 (0.003), 60110 (2): total 3.853.
    // Asks by 1: 60124 (0.1 + 0.2), 60125 (0.7), 60130 (3): total 4 (the deeper side).
    expect(view.bids.map((r) => [r.price, r.total, r.depth, r.slot])).toEqual([
      ['60123', '0.75', 0.1875, 0],
      ['60122', '1.85', 0.4625, 1],
      ['60119', '1.853', 0.4633, 2],
      ['60110', '3.853', 0.9633, 3],
    ])
    expect(view.asks.map((r) => [r.price, r.total, r.depth, r.slot])).toEqual([
      ['60130', '4', 1, 2],
      ['60125', '1', 0.25, 1],
      ['60124', '0.3', 0.075, 0],
    ])
    expect(view.spread).toBe('0.1')
  })
})
