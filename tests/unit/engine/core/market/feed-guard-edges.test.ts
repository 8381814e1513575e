/**
 * The feed guard at its edges (core/market/feed-guard.ts, decision 440):
 * names it does not know, the stale and jump windows at exactly their
 * length, sources that are not live, a stopped source that cannot confirm,
 * and what health reports.
 */
import { describe, expect, it } from 'vitest'
import { D } from '#money/decimal.ts'
import {
  FeedGuard,
  type GuardedPrices,
  priceOf,
} from '../../../../../engine/core/market/feed-guard.ts'

type Tick = GuardedPrices & { id: string }
const T = 1_790_000_000_000
const tick = (id: string, last: string): Tick => ({ id, last: D(last) })
const ids = (ticks: Tick[]) => ticks.map((t) => t.id)

function guard(
  sources = [
    { name: 'binance', live: true, running: true },
    { name: 'bybit', live: true, running: true },
  ],
) {
  return new FeedGuard<Tick>(['BTCUSDT'], sources, { staleMs: 10_000, maxJumpPercent: D(5) })
}

describe('feed guard edges', () => {
  it('needs a source; refuses an unknown one by name', () => {
    expect(
      () => new FeedGuard<Tick>(['BTCUSDT'], [], { staleMs: 1, maxJumpPercent: D(1) }),
    ).toThrow('a feed guard needs a source')
    expect(() => guard().setSource('kraken', { running: false })).toThrow('unknown source kraken')
  })

  it('an unknown pair or source changes nothing and applies nothing', () => {
    const g = guard()
    expect(g.receive('binance', 'DOGEUSDT', tick('a', '1'), T)).toEqual({ apply: [], events: [] })
    expect(g.receive('kraken', 'BTCUSDT', tick('a', '1'), T)).toEqual({ apply: [], events: [] })
    expect(g.sourceOf('BTCUSDT')).toBeNull()
    expect(g.sourceOf('DOGEUSDT')).toBeNull()
    expect(g.isHalted('DOGEUSDT')).toBe(false)
    expect(g.fresh('kraken', 'BTCUSDT', T)).toBe(false)
    expect(g.fresh('binance', 'DOGEUSDT', T)).toBe(false)
    expect(g.codes()).toEqual(['BTCUSDT'])
  })

  it('a live source is fresh for exactly staleMs after its last message', () => {
    const g = guard()
    g.receive('binance', 'BTCUSDT', tick('a', '100'), T)
    expect(g.sourceOf('BTCUSDT')).toBe('binance')
    expect(g.fresh('binance', 'BTCUSDT', T + 10_000)).toBe(true)
    expect(g.fresh('binance', 'BTCUSDT', T + 10_001)).toBe(false)
    // Bybit never spoke: not fresh, no age.
    expect(g.fresh('bybit', 'BTCUSDT', T)).toBe(false)
    expect(g.health(T + 2500)).toEqual([
      {
        symbol: 'BTCUSDT',
        source: 'binance',
        halted: false,
        held: false,
        ages: [
          { source: 'binance', ageMs: 2500, fresh: true },
          { source: 'bybit', ageMs: null, fresh: false },
        ],
      },
    ])
    // A clock behind the message reads age 0, not negative.
    expect(g.health(T - 5)[0]?.ages[0]?.ageMs).toBe(0)
  })

  it('a tick without any price renews freshness but applies nothing', () => {
    const g = guard()
    g.receive('binance', 'BTCUSDT', tick('a', '100'), T)
    const verdict = g.receive('binance', 'BTCUSDT', { id: 'empty' }, T + 9000)
    expect(verdict).toEqual({ apply: [], events: [] })
    expect(g.fresh('binance', 'BTCUSDT', T + 18_000)).toBe(true)
  })

  it('a jump exactly one second after the reference is judged; a tick from a source not in use applies nothing', () => {
    const g = guard()
    g.receive('binance', 'BTCUSDT', tick('a', '100'), T)
    expect(g.receive('binance', 'BTCUSDT', tick('far', '120'), T + 1000).apply).toEqual([])
    // Bybit far from 120: confirms nothing, and as a source not in use applies nothing.
    expect(g.receive('bybit', 'BTCUSDT', tick('y', '100'), T + 1100)).toEqual({
      apply: [],
      events: [],
    })
  })

  it('another source confirms only within the window and while it runs', () => {
    /** Binance in use at 100 (fresh reference at T + 900), Bybit's 120 seen at `bybitAt`. */
    const setup = (bybitAt: number, bybitRunning = true) => {
      const g = guard()
      g.receive('binance', 'BTCUSDT', tick('a', '100'), T)
      g.receive('bybit', 'BTCUSDT', tick('y', '120'), T + bybitAt)
      g.receive('binance', 'BTCUSDT', tick('a2', '100'), T + 900)
      if (!bybitRunning) g.setSource('bybit', { running: false })
      return g
    }
    // A jump to 120 at T + 1 100; Bybit's 120 is 1 000 ms old: it confirms.
    expect(ids(setup(100).receive('binance', 'BTCUSDT', tick('b', '120'), T + 1100).apply)).toEqual(
      ['b'],
    )
    // 1 001 ms old: too old to confirm; held.
    expect(setup(99).receive('binance', 'BTCUSDT', tick('b', '120'), T + 1100).apply).toEqual([])
    // A stopped source confirms nothing.
    expect(
      setup(100, false).receive('binance', 'BTCUSDT', tick('b', '120'), T + 1100).apply,
    ).toEqual([])
  })

  it('a source that is not live is fresh while it runs and its prices apply as they come', () => {
    const g = guard([{ name: 'simulated', live: false, running: true }])
    expect(g.fresh('simulated', 'BTCUSDT', T + 10 ** 9)).toBe(true)
    expect(ids(g.receive('simulated', 'BTCUSDT', tick('a', '100'), T).apply)).toEqual(['a'])
    // 50 % jump within the window: taken as it comes (not live: no bad-print rule).
    expect(ids(g.receive('simulated', 'BTCUSDT', tick('b', '150'), T + 10).apply)).toEqual(['b'])
    expect(g.health(T + 10)[0]?.held).toBe(false)
  })

  it('the price judged: last, else mark, else bid, else ask', () => {
    expect(priceOf({ last: D(1), mark: D(2), bid: D(3), ask: D(4) })?.toString()).toBe('1')
    expect(priceOf({ mark: D(2), bid: D(3), ask: D(4) })?.toString()).toBe('2')
    expect(priceOf({ bid: D(3), ask: D(4) })?.toString()).toBe('3')
    expect(priceOf({ ask: D(4) })?.toString()).toBe('4')
    expect(priceOf({})).toBeUndefined()
  })
})
