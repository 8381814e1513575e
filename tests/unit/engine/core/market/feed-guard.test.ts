/**
 * The feed guard's rules (decision 440), on a clock the test moves: a pair
 * halts when no source priced it within the stale window, resumes on the
 * first fresh price, fails over to the next fresh source without a halt,
 * and holds a far tick until a second tick or the other source confirms.
 */
import { describe, expect, it } from 'vitest'
import { D } from '#money/decimal.ts'
import {
  FeedGuard,
  type GuardedPrices,
  within,
} from '../../../../../engine/core/market/feed-guard.ts'

type Tick = GuardedPrices & { id: string }
const T = 1_790_000_000_000
const tick = (id: string, last: string): Tick => ({ id, last: D(last) })
const ids = (ticks: Tick[]) => ticks.map((t) => t.id)

function guard(sources = [{ name: 'binance', live: true, running: true }]) {
  return new FeedGuard<Tick>(['BTCUSDT', 'ETHUSDT'], sources, {
    staleMs: 10_000,
    maxJumpPercent: D(5),
  })
}
const both = () =>
  guard([
    { name: 'binance', live: true, running: true },
    { name: 'bybit', live: true, running: true },
  ])

describe('stale prices halt a pair', () => {
  it('halts a live pair with no price for more than FEED_STALE_SECONDS, resumes on the next', () => {
    const g = guard()
    g.receive('binance', 'BTCUSDT', tick('a', '100'), T)
    g.receive('binance', 'ETHUSDT', tick('e', '10'), T + 5000)
    expect(g.check(T + 10_000)).toEqual([])
    expect(g.isHalted('BTCUSDT')).toBe(false)
    // 10.001 s: BTCUSDT halts; ETHUSDT (5.001 s old) does not.
    expect(g.check(T + 10_001)).toEqual([{ kind: 'halted', symbol: 'BTCUSDT' }])
    expect(g.isHalted('BTCUSDT')).toBe(true)
    expect(g.isHalted('ETHUSDT')).toBe(false)
    expect(g.check(T + 12_000)).toEqual([])
    // The first fresh price resumes the pair and is applied, however far it moved.
    const v = g.receive('binance', 'BTCUSDT', tick('b', '130'), T + 30_000)
    expect(v.events).toEqual([{ kind: 'resumed', symbol: 'BTCUSDT', source: 'binance' }])
    expect(ids(v.apply)).toEqual(['b'])
    expect(g.isHalted('BTCUSDT')).toBe(false)
  })

  it('a pair never priced by a live source is halted', () => {
    const g = guard()
    expect(g.check(T)).toEqual([
      { kind: 'halted', symbol: 'BTCUSDT' },
      { kind: 'halted', symbol: 'ETHUSDT' },
    ])
  })

  it('the simulated or manual feed never goes stale while it runs; stopped, it halts', () => {
    const g = guard([{ name: 'simulated', live: false, running: true }])
    g.receive('simulated', 'BTCUSDT', tick('a', '100'), T)
    expect(g.check(T + 86_400_000)).toEqual([])
    // Far jumps from a non-live source are its own prices: applied.
    expect(ids(g.receive('simulated', 'BTCUSDT', tick('b', '200'), T + 86_400_001).apply)).toEqual([
      'b',
    ])
    g.setSource('simulated', { running: false })
    expect(g.check(T + 86_400_002)).toEqual([
      { kind: 'halted', symbol: 'BTCUSDT' },
      { kind: 'halted', symbol: 'ETHUSDT' },
    ])
  })

  it('a manual feed made live goes stale on the clock', () => {
    const g = guard([{ name: 'manual', live: false, running: true }])
    g.receive('manual', 'BTCUSDT', tick('a', '100'), T)
    g.setSource('manual', { live: true })
    expect(g.check(T + 10_001)).toContainEqual({ kind: 'halted', symbol: 'BTCUSDT' })
  })

  it('a held tick is dropped when its pair halts (it never applies alone)', () => {
    const g = guard()
    g.receive('binance', 'BTCUSDT', tick('a', '100'), T)
    expect(g.receive('binance', 'BTCUSDT', tick('far', '110'), T + 500).apply).toEqual([])
    g.check(T + 10_600)
    expect(g.isHalted('BTCUSDT')).toBe(true)
    expect(ids(g.receive('binance', 'BTCUSDT', tick('b', '101'), T + 20_000).apply)).toEqual(['b'])
  })
})

describe('a second source', () => {
  it('uses the first fresh source; Binance stale → Bybit, no halt; Binance back → Binance', () => {
    const g = both()
    expect(g.receive('binance', 'BTCUSDT', tick('b1', '100'), T).apply).toHaveLength(1)
    // Bybit's prices are watched but not applied while Binance is in use.
    expect(g.receive('bybit', 'BTCUSDT', tick('y1', '100.1'), T + 100).apply).toEqual([])
    g.receive('bybit', 'BTCUSDT', tick('y2', '100.2'), T + 9000)
    expect(g.check(T + 10_001)).toEqual([
      { kind: 'source', symbol: 'BTCUSDT', source: 'bybit', previous: 'binance' },
      { kind: 'halted', symbol: 'ETHUSDT' },
    ])
    expect(g.isHalted('BTCUSDT')).toBe(false)
    expect(ids(g.receive('bybit', 'BTCUSDT', tick('y3', '100.3'), T + 10_500).apply)).toEqual([
      'y3',
    ])
    const back = g.receive('binance', 'BTCUSDT', tick('b2', '100.4'), T + 11_000)
    expect(back.events).toEqual([
      { kind: 'source', symbol: 'BTCUSDT', source: 'binance', previous: 'bybit' },
    ])
    expect(ids(back.apply)).toEqual(['b2'])
    expect(g.health(T + 11_000)[0]).toEqual({
      symbol: 'BTCUSDT',
      source: 'binance',
      halted: false,
      held: false,
      ages: [
        { source: 'binance', ageMs: 0, fresh: true },
        { source: 'bybit', ageMs: 500, fresh: true },
      ],
    })
  })

  it('halts only when both are stale', () => {
    const g = both()
    g.receive('binance', 'BTCUSDT', tick('b1', '100'), T)
    g.receive('bybit', 'BTCUSDT', tick('y1', '100'), T + 3000)
    g.check(T + 10_001)
    expect(g.isHalted('BTCUSDT')).toBe(false)
    expect(g.check(T + 13_001)).toContainEqual({ kind: 'halted', symbol: 'BTCUSDT' })
  })
})

describe('bad prints (FEED_MAX_JUMP_PERCENT within one second)', () => {
  it('holds a far tick; a second tick near it confirms both', () => {
    const g = guard()
    g.receive('binance', 'BTCUSDT', tick('a', '100'), T)
    // 5 % is not "more than 5 %": applied.
    expect(ids(g.receive('binance', 'BTCUSDT', tick('b', '105'), T + 100).apply)).toEqual(['b'])
    expect(g.receive('binance', 'BTCUSDT', tick('far', '94.9'), T + 200).apply).toEqual([])
    expect(g.health(T + 200)[0]?.held).toBe(true)
    expect(ids(g.receive('binance', 'BTCUSDT', tick('near', '95'), T + 300).apply)).toEqual([
      'far',
      'near',
    ])
    expect(g.health(T + 300)[0]?.held).toBe(false)
  })

  it('drops the held tick when the next one is back near the old price', () => {
    const g = guard()
    g.receive('binance', 'BTCUSDT', tick('a', '100'), T)
    expect(g.receive('binance', 'BTCUSDT', tick('bad', '150'), T + 10).apply).toEqual([])
    expect(ids(g.receive('binance', 'BTCUSDT', tick('b', '100.5'), T + 20).apply)).toEqual(['b'])
  })

  it('a jump more than a second after the last price is taken as it comes', () => {
    const g = guard()
    g.receive('binance', 'BTCUSDT', tick('a', '100'), T)
    expect(ids(g.receive('binance', 'BTCUSDT', tick('b', '120'), T + 1001).apply)).toEqual(['b'])
  })

  it('the second source confirms a held tick, later or at once', () => {
    const g = both()
    g.receive('binance', 'BTCUSDT', tick('a', '100'), T)
    expect(g.receive('binance', 'BTCUSDT', tick('far', '90'), T + 100).apply).toEqual([])
    // Bybit agrees (within 5 % of 90): the held tick applies.
    expect(ids(g.receive('bybit', 'BTCUSDT', tick('y', '90.5'), T + 200).apply)).toEqual(['far'])
    // Bybit already at 80 when Binance jumps there: confirmed at once.
    expect(ids(g.receive('bybit', 'BTCUSDT', tick('y2', '80'), T + 300).apply)).toEqual([])
    expect(ids(g.receive('binance', 'BTCUSDT', tick('far2', '80.2'), T + 400).apply)).toEqual([
      'far2',
    ])
  })

  it('a second source that disagrees confirms nothing', () => {
    const g = both()
    g.receive('binance', 'BTCUSDT', tick('a', '100'), T)
    g.receive('bybit', 'BTCUSDT', tick('y', '100'), T + 50)
    expect(g.receive('binance', 'BTCUSDT', tick('far', '90'), T + 100).apply).toEqual([])
    expect(g.receive('bybit', 'BTCUSDT', tick('y2', '100.1'), T + 200).apply).toEqual([])
    expect(g.health(T + 200)[0]?.held).toBe(true)
  })

  it('within: at most the percentage of the reference', () => {
    expect(within(D('105'), D('100'), D(5))).toBe(true)
    expect(within(D('105.01'), D('100'), D(5))).toBe(false)
    expect(within(D('95'), D('100'), D(5))).toBe(true)
    expect(within(D('94.99'), D('100'), D(5))).toBe(false)
  })
})
