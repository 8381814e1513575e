/**
 * The recorded low is the lowest equity any path of marks made (decision
 * 550): over random marks on two pairs, trades between them (one pair, both,
 * none, long, short, flipped), sweeps and day boundaries, the low read at
 * any moment and the low noted after a sweep are never under the true
 * minimum equity and less than a cent over it, for the step and for each
 * day; the noted lows are what the last `equity_low` event carried (what the
 * shell writes). With one position whose equity moves in whole cents, they
 * equal the minimum exactly. (fast-check)
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { D, type Decimal } from '#money/decimal.ts'
import type { TradingCore } from '../../../../../engine/core/trading/trading-core.ts'
import type { TradingEvent } from '../../../../../engine/core/trading/types.ts'
import { loadAccount, newCore, order, quote, T0 } from './support.ts'

const CENT = D('0.01')
type Action =
  | { kind: 'tick'; symbol: 'BTCUSDT' | 'ETHUSDT'; units: number }
  | { kind: 'trade'; symbol: 'BTCUSDT' | 'ETHUSDT'; side: 'buy' | 'sell'; lots: number }
  | { kind: 'sweep' }
  | { kind: 'note' }
  | { kind: 'day' }

const action: fc.Arbitrary<Action> = fc.oneof(
  {
    weight: 8,
    arbitrary: fc.record({
      kind: fc.constant('tick' as const),
      symbol: fc.constantFrom('BTCUSDT' as const, 'ETHUSDT' as const),
      // BTC 58 000–62 000 by 0.1; ETH 2 900–3 100 by 0.01 (same units scaled below).
      units: fc.integer({ min: -20000, max: 20000 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('trade' as const),
      symbol: fc.constantFrom('BTCUSDT' as const, 'ETHUSDT' as const),
      side: fc.constantFrom('buy' as const, 'sell' as const),
      lots: fc.integer({ min: 1, max: 200 }),
    }),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'sweep' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'note' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'day' as const }) },
)

function priceOf(symbol: 'BTCUSDT' | 'ETHUSDT', units: number): string {
  return symbol === 'BTCUSDT'
    ? D(60000).add(D(units).div(10, 1)).toString()
    : D(3000).add(D(units).div(200, 2)).toString()
}

const sizeOf = (symbol: 'BTCUSDT' | 'ETHUSDT', lots: number) =>
  symbol === 'BTCUSDT' ? D(lots).div(1000, 3) : D(lots).div(100, 2)

/** Never under the true minimum, less than a cent over it. */
function within(recorded: Decimal | null | undefined, min: Decimal): void {
  expect(recorded, 'a low is recorded').toBeTruthy()
  const r = recorded as Decimal
  expect(r.gte(min), `${r} ≥ ${min}`).toBe(true)
  expect(r.lt(min.add(CENT)), `${r} < ${min} + 0.01`).toBe(true)
}

function lastLow(events: TradingEvent[]) {
  const lows = events.filter((e) => e.kind === 'equity_low')
  return lows[lows.length - 1]
}

function run(core: TradingCore, actions: Action[], exact: boolean) {
  const events: TradingEvent[] = []
  let day = 0
  const startDay = () => {
    events.push(...core.startDay(1, `day-${++day}`, core.assets(1).balance))
  }
  startDay()
  let stepMin = core.assets(1).equity
  let dayMin = stepMin
  const observe = () => {
    const equity = core.assets(1).equity
    if (equity.lt(stepMin)) stepMin = equity
    if (equity.lt(dayMin)) dayMin = equity
  }
  const check = () => {
    const read = core.lows(1)
    if (exact) {
      expect(read.stepLow?.toString()).toBe(stepMin.toString())
      expect(read.day?.lowest?.toString()).toBe(dayMin.toString())
    } else {
      within(read.stepLow, stepMin)
      within(read.day?.lowest, dayMin)
    }
  }
  for (const a of actions) {
    if (a.kind === 'tick') {
      const price = priceOf(a.symbol, a.units)
      events.push(...core.tick(a.symbol, quote(price), T0))
      observe()
    } else if (a.kind === 'trade') {
      const placed = core.place(
        1,
        order(a.symbol, 'MARKET', a.side, sizeOf(a.symbol, a.lots).toString()),
        T0,
      )
      if (placed.ok) events.push(...placed.events)
      observe()
    } else if (a.kind === 'sweep') {
      // Found now, noted at a later 'note' (the shell's turns): reads and operations between see the dip.
      core.sweepLows()
    } else if (a.kind === 'note') {
      events.push(...core.noteLows(1))
    } else {
      check()
      startDay()
      dayMin = core.assets(1).equity
    }
    check()
  }
  core.sweepLows()
  events.push(...core.noteLows(Number.POSITIVE_INFINITY))
  expect(core.lowsWaiting).toBe(0)
  const held = core.account(1)
  // What is noted (and was carried by the last event) after the sweep, not only what a read folds in.
  if (exact) {
    expect(held.stepLow?.toString()).toBe(stepMin.toString())
    expect(held.day?.lowest?.toString()).toBe(dayMin.toString())
  } else {
    within(held.stepLow, stepMin)
    within(held.day?.lowest, dayMin)
  }
  const low = lastLow(events)
  expect(low?.kind === 'equity_low' && low.step.toString()).toBe(held.stepLow?.toString())
  expect(low?.kind === 'equity_low' && low.day?.lowest.toString()).toBe(
    held.day?.lowest?.toString(),
  )
}

describe('equity lows between checks (property)', () => {
  it('any path of marks, trades, sweeps and days: the low is the minimum, to the cent', () => {
    fc.assert(
      fc.property(fc.array(action, { minLength: 1, maxLength: 120 }), (actions) => {
        const core = newCore()
        core.tick('BTCUSDT', quote('60000'), T0)
        core.tick('ETHUSDT', quote('3000'), T0)
        loadAccount(core, 1, '10000')
        run(core, actions, false)
      }),
      { numRuns: 300 },
    )
  })

  it('one position moving in whole cents: the low equals the minimum exactly', () => {
    const moves = fc.array(
      fc.oneof(
        {
          weight: 8,
          arbitrary: fc.record({
            kind: fc.constant('tick' as const),
            symbol: fc.constant('BTCUSDT' as const),
            // Whole dollars: 0.01 BTC moves equity by whole cents.
            units: fc.integer({ min: -2000, max: 2000 }).map((u) => u * 10),
          }),
        },
        { weight: 1, arbitrary: fc.constant({ kind: 'sweep' as const }) },
        { weight: 1, arbitrary: fc.constant({ kind: 'note' as const }) },
        { weight: 1, arbitrary: fc.constant({ kind: 'day' as const }) },
      ),
      { minLength: 1, maxLength: 120 },
    )
    fc.assert(
      fc.property(
        fc.constantFrom('buy' as const, 'sell' as const),
        fc.integer({ min: 1, max: 40 }),
        moves,
        (side, hundredths, actions) => {
          const core = newCore()
          core.tick('BTCUSDT', quote('60000'), T0)
          loadAccount(core, 1, '10000')
          const size = D(hundredths).div(100, 2).toString()
          const placed = core.place(1, order('BTCUSDT', 'MARKET', side, size), T0)
          expect(placed.ok).toBe(true)
          run(core, actions as Action[], true)
        },
      ),
      { numRuns: 300 },
    )
  })
})
