/**
 * The feed guard tells which applied prices it judged a jump (decision 588):
 * a held tick confirmed by the next one or by another source, or a jump
 * another source confirmed at once. The risk detector reads these as moves
 * short trades may have ridden. A price taken as it comes is no jump.
 */
import { describe, expect, it } from 'vitest'
import { D } from '#money/decimal.ts'
import { FeedGuard, type GuardedPrices } from '../../../../../engine/core/market/feed-guard.ts'

type Tick = GuardedPrices & { id: string }
const T = 1_790_000_000_000
const tick = (id: string, last: string): Tick => ({ id, last: D(last) })

function guard(names: string[]) {
  return new FeedGuard<Tick>(
    ['BTCUSDT'],
    names.map((name) => ({ name, live: true, running: true })),
    { staleMs: 10_000, maxJumpPercent: D(5) },
  )
}

describe('a flagged move is told with the ticks it applies', () => {
  it('held, then confirmed by the next tick: jumped', () => {
    const g = guard(['binance'])
    expect(g.receive('binance', 'BTCUSDT', tick('a', '100'), T).jumped).toBeUndefined()
    const held = g.receive('binance', 'BTCUSDT', tick('far', '90'), T + 100)
    expect([held.apply, held.jumped]).toEqual([[], undefined])
    const confirmed = g.receive('binance', 'BTCUSDT', tick('near', '90.4'), T + 200)
    expect(confirmed.apply.map((t) => t.id)).toEqual(['far', 'near'])
    expect(confirmed.jumped).toBe(true)
    // The next ordinary tick is no jump.
    expect(g.receive('binance', 'BTCUSDT', tick('b', '90.6'), T + 300).jumped).toBeUndefined()
  })

  it('confirmed by the other source, later or at once: jumped', () => {
    const g = guard(['binance', 'bybit'])
    g.receive('binance', 'BTCUSDT', tick('a', '100'), T)
    g.receive('binance', 'BTCUSDT', tick('far', '90'), T + 100)
    expect(g.receive('bybit', 'BTCUSDT', tick('y', '90.5'), T + 200).jumped).toBe(true)
    g.receive('bybit', 'BTCUSDT', tick('y2', '80'), T + 300)
    const atOnce = g.receive('binance', 'BTCUSDT', tick('far2', '80.2'), T + 400)
    expect([atOnce.apply.map((t) => t.id), atOnce.jumped]).toEqual([['far2'], true])
  })

  it('a dropped bad print and a move after the window are no jumps', () => {
    const g = guard(['binance'])
    g.receive('binance', 'BTCUSDT', tick('a', '100'), T)
    g.receive('binance', 'BTCUSDT', tick('bad', '150'), T + 10)
    expect(g.receive('binance', 'BTCUSDT', tick('b', '100.5'), T + 20).jumped).toBeUndefined()
    expect(g.receive('binance', 'BTCUSDT', tick('c', '120'), T + 2000).jumped).toBeUndefined()
  })
})
