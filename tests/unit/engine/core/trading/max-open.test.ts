/**
 * The largest market order on each side (trading.md "cost shown before
 * placing"): the most whole steps the order checks accept, judged on what
 * the fill would leave (decision 122): per unit mark / leverage + the open
 * loss (long: ask − mark, short: mark − bid) + the taker fee on its price,
 * within the bracket cap, plus any opposite position it would close first,
 * whose closing frees its margin (issue 31).
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { D } from '#money/decimal.ts'
import type { TradingCore } from '../../../../../engine/core/trading/trading-core.ts'
import { btcPosition, loadAccount, newCore, order, quote, T0 } from './support.ts'

const skewed = quote('60000', { mark: '60050', bid: '59900', ask: '60100' })

function maxOpen(core: ReturnType<typeof newCore>) {
  const max = core.maxOpen(1, 'BTCUSDT')
  return { buy: max.buy.toString(), sell: max.sell.toString() }
}

describe('max open size', () => {
  it('fits free margin, each side with its own price and open loss', () => {
    const core = newCore()
    loadAccount(core)
    core.tick('BTCUSDT', skewed, T0)
    // buy:  60 050 / 20 + (60 100 − 60 050) + 60 100 × 0.0005 = 3 082.55 per BTC;
    //       10 000 / 3 082.55 = 3.2440… → 3.244
    // sell: 3 002.5 + (60 050 − 59 900) + 59 900 × 0.0005 = 3 182.45 per BTC;
    //       10 000 / 3 182.45 = 3.1422… → 3.142
    expect(maxOpen(core)).toEqual({ buy: '3.244', sell: '3.142' })
  })

  it('counts the open gain as the order check does when the price is on the better side of the mark', () => {
    const core = newCore()
    loadAccount(core)
    core.tick('BTCUSDT', quote('60000', { mark: '60200', bid: '59900', ask: '60100' }), T0)
    // buy: the fill leaves equity 10 000 − 30.05 s + 100 s (ask 100 under the mark) and
    //      margin 3 010 s: 10 000 / 2 940.05 = 3.4013… → 3.401
    // sell: 3 010 + 300 + 29.95 = 3 339.95 → 2.9940… → 2.994
    expect(maxOpen(core)).toEqual({ buy: '3.401', sell: '2.994' })
    expect(core.place(1, order('BTCUSDT', 'MARKET', 'buy', '3.401'), T0).ok).toBe(true)
  })

  it('counts what closing the opposite position frees, fee included (issue 31)', () => {
    const core = newCore()
    loadAccount(core)
    core.tick('BTCUSDT', quote('60000', { bid: '59999.9', ask: '60000.1' }), T0)
    expect(core.place(1, order('BTCUSDT', 'MARKET', 'buy', '0.5'), T0).ok).toBe(true)
    // long 0.5 at 60 000.1, fee 15.00005: balance 9 984.99995. A sell of s at 59 999.9
    // realizes −0.1 on the 0.5, pays 29.99995 s, and leaves a short of s − 0.5 with
    // open loss 0.1 and margin 3 000 per BTC: 11 484.94995 ≥ 3 030.09995 s → 3.7902… → 3.790
    expect(maxOpen(core).sell).toBe('3.79')
    const refused = core.place(1, order('BTCUSDT', 'MARKET', 'sell', '3.791'), T0)
    expect(refused.ok ? null : refused.rejection.code).toBe('free_margin')
    expect(core.place(1, order('BTCUSDT', 'MARKET', 'sell', '3.79'), T0).ok).toBe(true)
  })

  it('stops at the bracket cap, less what the position already holds on that side', () => {
    const core = newCore()
    loadAccount(core, 1, '1000000', { maxLeverage: 125 })
    core.tick('BTCUSDT', skewed, T0)
    core.setLeverage(1, 'BTCUSDT', 125, T0)
    // cap 50 000: buy 50 000 / 60 100 = 0.8319… → 0.831; sell 50 000 / 59 900 = 0.8347… → 0.834
    expect(maxOpen(core)).toEqual({ buy: '0.831', sell: '0.834' })
    core.place(1, order('BTCUSDT', 'MARKET', 'buy', '0.5'), T0)
    // long 0.5: buy 0.8319… − 0.5 → 0.331; sell closes the 0.5 first: 0.8347… + 0.5 → 1.334
    expect(maxOpen(core)).toEqual({ buy: '0.331', sell: '1.334' })
  })

  it('is zero when the position alone is past the cap, and on an inactive account', () => {
    const core = newCore()
    loadAccount(core, 1, '1000000', { maxLeverage: 125 })
    core.tick('BTCUSDT', quote('60000'), T0)
    core.setLeverage(1, 'BTCUSDT', 125, T0)
    core.place(1, order('BTCUSDT', 'MARKET', 'buy', '0.8'), T0)
    core.tick('BTCUSDT', quote('70000'), T0)
    // 50 000 / 70 000 = 0.714… < 0.8 held: nothing more on the buy side
    expect(maxOpen(core).buy).toBe('0')
    core.setStatus(1, 'passed')
    expect(maxOpen(core)).toEqual({ buy: '0', sell: '0' })
  })

  it('never offers a size that would not fit: every rounding goes against the order', () => {
    // 7x: margin per BTC 60 000 / 7 = 8 571.428571428571428…, counted up at 12 places:
    // 8 571.428571428572 + fee 30 = 8 601.428571428572 > the balance, so 1 BTC does not fit
    const byLeverage = newCore()
    loadAccount(byLeverage, 1, '8601.428571428571')
    byLeverage.tick('BTCUSDT', quote('60000'), T0)
    byLeverage.setLeverage(1, 'BTCUSDT', 7, T0)
    expect(maxOpen(byLeverage).buy).toBe('0.999')
    // 20x: 3 030 per BTC; 3 029.999999998788 / 3 030 = 0.9999999999996, floored: 0.999
    const byMargin = newCore()
    loadAccount(byMargin, 1, '3029.999999998788')
    byMargin.tick('BTCUSDT', quote('60000'), T0)
    expect(maxOpen(byMargin)).toEqual({ buy: '0.999', sell: '0.999' })
    // cap 12 000 000 / ask 60 000.00000000012 = 199.9999999999996, floored: 199.999
    const byCap = newCore()
    loadAccount(byCap, 1, '1000000000')
    byCap.tick('BTCUSDT', quote('60000', { ask: '60000.00000000012' }), T0)
    expect(maxOpen(byCap).buy).toBe('199.999')
  })

  it('is zero before the pair has a price', () => {
    const core = newCore()
    loadAccount(core)
    expect(maxOpen(core)).toEqual({ buy: '0', sell: '0' })
  })
})

/** An account with an optional BTC position and leverage, at a random quote around 60 000. */
const scenario = fc.record({
  balance: fc.integer({ min: 50, max: 5_000_000 }),
  leverage: fc.integer({ min: 1, max: 125 }),
  /** Signed position in steps: none, or long or short (the opposite side of one of the two orders). */
  held: fc.oneof(fc.constant(0), fc.integer({ min: -3000, max: 3000 })),
  entryTicks: fc.integer({ min: 540_000, max: 660_000 }),
  markTicks: fc.integer({ min: 570_000, max: 630_000 }),
  bidBelow: fc.integer({ min: 0, max: 30 }),
  askAbove: fc.integer({ min: 0, max: 30 }),
  /** The last trade's offset from the mark, in ticks (mark and last differ on a fast market). */
  lastOffset: fc.integer({ min: -50, max: 50 }),
})

type Scenario = typeof scenario extends fc.Arbitrary<infer T> ? T : never

function build(s: Scenario): TradingCore {
  const core = newCore()
  const tick = D('0.1')
  const mark = D(s.markTicks).mul(tick)
  core.load(
    {
      id: 1,
      userChallengeId: 1,
      status: 'active',
      initialBalance: D(s.balance),
      balance: D(s.balance),
      maxLeverage: 125,
      leverages: { BTCUSDT: s.leverage },
      positions:
        s.held === 0
          ? []
          : [
              btcPosition({
                id: 1,
                size: D(s.held).mul('0.001'),
                entryPrice: D(s.entryTicks).mul(tick),
              }),
            ],
      openOrders: [],
      thresholds: {},
    },
    T0,
  )
  core.tick(
    'BTCUSDT',
    {
      last: mark.add(D(s.lastOffset).mul(tick)),
      mark,
      bid: mark.sub(D(s.bidBelow).mul(tick)),
      ask: mark.add(D(s.askAbove).mul(tick)),
    },
    T0,
  )
  return core
}

describe('max open size against the order checks (fast-check)', () => {
  it('an order of exactly Max is accepted and Max plus one step is refused, both sides', () => {
    fc.assert(
      fc.property(scenario, fc.constantFrom('buy' as const, 'sell' as const), (s, side) => {
        const core = build(s)
        // A position deep under water may be liquidated by the quote itself; nothing to offer then.
        fc.pre(core.account(1).status === 'active')
        const max = core.maxOpen(1, 'BTCUSDT')[side]
        const mark = D(s.markTicks).mul('0.1')
        const price =
          side === 'buy' ? mark.add(D(s.askAbove).mul('0.1')) : mark.sub(D(s.bidBelow).mul('0.1'))
        // Max is an upper bound; an order under the minimum notional is refused for that alone.
        if (max.isPositive() && max.mul(price).gte(5)) {
          const exact = build(s).place(1, order('BTCUSDT', 'MARKET', side, max.toString()), T0)
          expect(exact.ok ? null : exact.rejection.code).toBeNull()
        }
        const over = build(s).place(
          1,
          order('BTCUSDT', 'MARKET', side, max.add('0.001').toString()),
          T0,
        )
        expect(over.ok ? 'accepted' : over.rejection.code).toMatch(
          /^(free_margin|bracket_cap|min_notional)$/,
        )
      }),
      { numRuns: 400 },
    )
  })
})
