/**
 * The feed guard's reference price and source lookups (core/market/
 * feed-guard.ts, decision 440): every way a price becomes the reference
 * (applied, confirmed by another source, taken from a source that is not
 * live) is what the next jump is judged against; freshness and liveness
 * are looked up by the source's own name, not the first one configured;
 * a clock that reads below staleMs does not make a silent source fresh.
 */
import { describe, expect, it } from 'vitest'
import { D } from '#money/decimal.ts'
import {
  FeedGuard,
  type GuardedPrices,
  type GuardSource,
} from '../../../../../engine/core/market/feed-guard.ts'

type Tick = GuardedPrices & { id: string }
const T = 1_790_000_000_000
const tick = (id: string, last: string): Tick => ({ id, last: D(last) })
const ids = (ticks: Tick[]) => ticks.map((t) => t.id)

const live = (name: string): GuardSource => ({ name, live: true, running: true })
/** staleMs 10 s, a jump is more than 5 %, judged within 1 s of the reference. */
const guard = (sources: GuardSource[]) =>
  new FeedGuard<Tick>(['BTCUSDT'], sources, { staleMs: 10_000, maxJumpPercent: D(5) })

describe('the reference a jump is judged against', () => {
  it('an applied tick: 100 then 200 a tenth of a second later is held (100 % > 5 %)', () => {
    const g = guard([live('binance')])
    expect(ids(g.receive('binance', 'BTCUSDT', tick('a', '100'), T).apply)).toEqual(['a'])
    expect(ids(g.receive('binance', 'BTCUSDT', tick('b', '200'), T + 100).apply)).toEqual([])
  })

  it('a held tick another source confirmed: the next tick back at 100 is held (50 % from 200)', () => {
    const g = guard([live('binance'), live('bybit')])
    g.receive('binance', 'BTCUSDT', tick('a', '100'), T)
    expect(ids(g.receive('binance', 'BTCUSDT', tick('b', '200'), T + 100).apply)).toEqual([])
    // Bybit (not in use) at 200 confirms the held 200: it applies, 200 is the reference.
    expect(ids(g.receive('bybit', 'BTCUSDT', tick('c', '200'), T + 200).apply)).toEqual(['b'])
    // 100 is 50 % below 200, bybit's 200 does not confirm it: held.
    expect(ids(g.receive('binance', 'BTCUSDT', tick('d', '100'), T + 300).apply)).toEqual([])
  })

  it('a price from a source that is not live is the reference a live source is judged against', () => {
    const manual: GuardSource = { name: 'manual', live: false, running: true }
    const g = guard([live('binance'), manual])
    g.setSource('binance', { running: false })
    expect(ids(g.receive('manual', 'BTCUSDT', tick('a', '100'), T).apply)).toEqual(['a'])
    g.setSource('binance', { running: true })
    // Binance is back and first in order: its 200, 100 % from manual's 100
    // within the second, is held (manual's own 100 does not confirm it).
    const verdict = g.receive('binance', 'BTCUSDT', tick('b', '200'), T + 100)
    expect(g.sourceOf('BTCUSDT')).toBe('binance')
    expect(ids(verdict.apply)).toEqual([])
  })
})

describe('sources looked up by their own name', () => {
  it('a running source is fresh although the first configured one is stopped', () => {
    const g = guard([live('binance'), live('bybit')])
    g.setSource('binance', { running: false })
    g.receive('bybit', 'BTCUSDT', tick('a', '100'), T)
    expect(g.fresh('bybit', 'BTCUSDT', T + 1)).toBe(true)
    expect(g.fresh('binance', 'BTCUSDT', T + 1)).toBe(false)
  })

  it('a source that is not live takes its prices as they come although the first one is live', () => {
    const g = guard([live('binance'), { name: 'manual', live: false, running: true }])
    g.receive('binance', 'BTCUSDT', tick('a', '100'), T)
    g.setSource('binance', { running: false })
    // Manual is in use now; its 200 (100 % from 100, within the second) applies.
    expect(ids(g.receive('manual', 'BTCUSDT', tick('b', '200'), T + 100).apply)).toEqual(['b'])
    expect(g.sourceOf('BTCUSDT')).toBe('manual')
  })
})

describe('a silent live source', () => {
  it('is not fresh even when the clock reads less than staleMs', () => {
    const g = guard([live('binance')])
    expect(g.fresh('binance', 'BTCUSDT', 5_000)).toBe(false)
  })

  it('its first message may carry no price: kept as seen, nothing applied', () => {
    const g = guard([live('binance')])
    expect(g.receive('binance', 'BTCUSDT', { id: 'a' }, T).apply).toEqual([])
    expect(g.fresh('binance', 'BTCUSDT', T)).toBe(true)
  })
})
