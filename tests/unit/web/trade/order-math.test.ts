/**
 * The order pane's numbers against trading.md and the engine's own core:
 * the maximum of a market order is the engine's maxOpen to the step, the
 * maximum the pane offers is accepted and one step more is refused.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { LeverageBracket } from '#contract/coin-pairs.ts'
import { D } from '#money/decimal.ts'
import {
  beyondOffset,
  leverageLimit,
  maxNotionalAt,
  maxOpenSize,
  orderCost,
  orderTerms,
  percentOf,
  type Side,
  sizeAtPercent,
} from '../../../../app/lib/trade/order-math.ts'
import type { PairSpec } from '../../../../engine/core/trading/types.ts'
import { catalogueSpec } from '../../../../engine/market/pair-catalogue.ts'
import { loadAccount, newCore, order, quote, T0 } from '../../engine/core/trading/support.ts'

const btc = catalogueSpec('BTCUSDT')
const wireBrackets = (pair: PairSpec): LeverageBracket[] =>
  pair.brackets.map((b) => ({
    notional_cap: b.notionalCap.toString(),
    max_leverage: b.maxLeverage,
    mmr: b.mmr.toString(),
    cum: b.cum.toString(),
  }))
const brackets = wireBrackets(btc)

describe('leverage brackets', () => {
  it('the largest position at each leverage (trading.md BTCUSDT, spec §9: 50 000 at 125x)', () => {
    expect(maxNotionalAt(brackets, 125).toString()).toBe('50000')
    expect(maxNotionalAt(brackets, 101).toString()).toBe('50000')
    expect(maxNotionalAt(brackets, 100).toString()).toBe('600000')
    expect(maxNotionalAt(brackets, 75).toString()).toBe('3000000')
    expect(maxNotionalAt(brackets, 50).toString()).toBe('12000000')
    expect(maxNotionalAt(brackets, 20).toString()).toBe('12000000')
  })
  it('the dialog runs to the lower of the account cap and the pair cap', () => {
    expect(leverageLimit(brackets, 20)).toBe(20)
    expect(leverageLimit(brackets, 50)).toBe(50)
    expect(leverageLimit(brackets, 200)).toBe(125)
  })
})

describe('cost before placing = initial margin + open loss (trading.md)', () => {
  const quoteOf = { mark: '60000', bid: '59990', ask: '60010' }
  it('a market buy fills at ask: margin at mark ÷ leverage + open loss + taker fee', () => {
    const terms = orderTerms('buy', 'MARKET', quoteOf, null, null)
    expect(terms).toEqual({ price: D('60010'), immediate: true })
    // 0.5 × 60000 / 20 = 1500; open loss 0.5 × 10 = 5; fee 0.5 × 60010 × 0.0005 = 15.0025
    const cost = orderCost({
      side: 'buy',
      size: D('0.5'),
      price: D('60010'),
      mark: D('60000'),
      leverage: 20,
      immediate: true,
      takerFee: D('0.0005'),
    })
    expect(cost.toFixed(2)).toBe('1520.01')
  })
  it('a resting sell above mark reserves at least what the engine reserves (size × price ÷ leverage)', () => {
    const terms = orderTerms('sell', 'LIMIT', quoteOf, D('61000'), null)
    expect(terms).toEqual({ price: D('61000'), immediate: false })
    const cost = orderCost({
      side: 'sell',
      size: D('0.5'),
      price: D('61000'),
      mark: D('60000'),
      leverage: 20,
      immediate: false,
      takerFee: D('0.0005'),
    })
    expect(cost.toFixed(2)).toBe('1525.00')
  })
  it('a resting buy above mark pays the open loss', () => {
    // below ask, so it rests: 0.5 × 60000 / 20 + 0.5 × (60005 − 60000) = 1502.5
    const terms = orderTerms('buy', 'LIMIT', quoteOf, D('60005'), null)
    expect(terms?.immediate).toBe(false)
    expect(
      orderCost({
        side: 'buy',
        size: D('0.5'),
        price: D('60005'),
        mark: D('60000'),
        leverage: 20,
        immediate: false,
        takerFee: D('0.0005'),
      }).toFixed(2),
    ).toBe('1502.50')
  })
  it('a marketable limit is judged at ask / bid; stops at their limit, else stop price', () => {
    expect(orderTerms('buy', 'LIMIT', quoteOf, D('60100'), null)).toEqual({
      price: D('60010'),
      immediate: true,
    })
    expect(orderTerms('sell', 'STOP_MARKET', quoteOf, null, D('59000'))).toEqual({
      price: D('59000'),
      immediate: false,
    })
    expect(orderTerms('sell', 'STOP_LIMIT', quoteOf, D('58900'), D('59000'))).toEqual({
      price: D('58900'),
      immediate: false,
    })
    expect(orderTerms('buy', 'STOP_LIMIT', quoteOf, null, D('61000'))).toBeNull()
  })
})

describe('the price offset warning (spec §5)', () => {
  it('warns beyond the offset, not at it', () => {
    expect(beyondOffset(D('105'), D('100'), D('5'))).toBe(false)
    expect(beyondOffset(D('105.01'), D('100'), D('5'))).toBe(true)
    expect(beyondOffset(D('95'), D('100'), D('5'))).toBe(false)
    expect(beyondOffset(D('94.99'), D('100'), D('5'))).toBe(true)
  })
})

describe('the size slider', () => {
  it('a share of the maximum, floored to the step, and back', () => {
    expect(sizeAtPercent(D('1.234'), 50, D('0.001')).toString()).toBe('0.617')
    expect(sizeAtPercent(D('1.234'), 100, D('0.001')).toString()).toBe('1.234')
    expect(percentOf(D('0.617'), D('1.234'))).toBe(50)
    expect(percentOf(D('2'), D('1.234'))).toBe(100)
  })
})

/** An account on the engine's core with a position, if asked, at quote q. */
function coreWith(input: {
  balance: string
  leverage: number
  mark: number
  spread: number
  held: { side: Side; size: string } | null
}) {
  const core = newCore(['BTCUSDT'])
  loadAccount(core, 1, input.balance, { maxLeverage: 125 })
  const q = (mark: number) =>
    quote(String(mark), {
      mark: String(mark),
      bid: (mark - input.spread / 10).toFixed(1),
      ask: (mark + input.spread / 10).toFixed(1),
    })
  core.tick('BTCUSDT', q(input.mark), T0)
  const setLeverage = core.setLeverage(1, 'BTCUSDT', input.leverage, T0)
  if (!setLeverage.ok) return null
  if (input.held) {
    const placed = core.place(1, order('BTCUSDT', 'MARKET', input.held.side, input.held.size), T0)
    if (!placed.ok) return null
  }
  return { core, quote: q(input.mark) }
}

const scenario = fc.record({
  balance: fc.integer({ min: 50, max: 200_000 }).map(String),
  leverage: fc.integer({ min: 1, max: 125 }),
  mark: fc.integer({ min: 20_000, max: 120_000 }),
  spread: fc.integer({ min: 0, max: 30 }),
  held: fc.option(
    fc.record({
      side: fc.constantFrom<Side>('buy', 'sell'),
      size: fc.integer({ min: 1, max: 50 }).map((n) => (n / 1000).toFixed(3)),
    }),
  ),
  side: fc.constantFrom<Side>('buy', 'sell'),
})

function paneMax(
  setup: NonNullable<ReturnType<typeof coreWith>>,
  s: { leverage: number; side: Side },
  type: 'MARKET' | 'LIMIT',
  price: string | null,
) {
  const { core, quote: q } = setup
  const wire = { mark: q.mark.toString(), bid: q.bid.toString(), ask: q.ask.toString() }
  const terms = orderTerms(s.side, type, wire, price ? D(price) : null, null)
  if (!terms) throw new Error('no terms')
  const position = core.account(1).positions.get('BTCUSDT')
  return maxOpenSize({
    side: s.side,
    price: terms.price,
    mark: q.mark,
    leverage: s.leverage,
    immediate: terms.immediate,
    freeMargin: core.assets(1).freeMargin,
    brackets,
    stepSize: btc.stepSize,
    held: position?.size ?? D(0),
    takerFee: btc.takerFee,
  })
}

describe('the maximum the pane offers, against the engine core', () => {
  it('a market order: exactly the engine’s maxOpen', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const setup = coreWith(s)
        if (!setup) return
        const engine = setup.core.maxOpen(1, 'BTCUSDT')[s.side]
        expect(paneMax(setup, s, 'MARKET', null).toString()).toBe(engine.toString())
      }),
      { numRuns: 150 },
    )
  })
  it('a resting limit at the maximum is accepted; one step more is refused when margin or the bracket binds', () => {
    fc.assert(
      fc.property(scenario, fc.integer({ min: 1, max: 40 }), (s, away) => {
        const setup = coreWith(s)
        if (!setup) return
        // A limit a little on the passive side of the book, so it rests.
        const mark = setup.quote.mark
        const offset = mark.mul(away).div(1000, 1, 'floor')
        const price = (s.side === 'buy' ? mark.sub(offset) : mark.add(offset)).roundToStep(
          btc.tickSize,
          'floor',
        )
        const max = paneMax(setup, s, 'LIMIT', price.toString())
        const held = setup.core.account(1).positions.get('BTCUSDT')?.size ?? D(0)
        const opening = held.sign() !== (s.side === 'buy' ? -1 : 1)
        if (!opening || max.mul(price).lt(btc.minNotional)) return
        const at = setup.core.place(
          1,
          order('BTCUSDT', 'LIMIT', s.side, max.toString(), { price: price.toString() }),
          T0,
        )
        expect(at.ok ? 'accepted' : at.rejection.code).toBe('accepted')
      }),
      { numRuns: 150 },
    )
  })
  it('a market order one step above the maximum is refused (margin or bracket)', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const setup = coreWith({ ...s, held: null })
        if (!setup) return
        const max = paneMax(setup, s, 'MARKET', null)
        const over = max.add(btc.stepSize)
        const placed = setup.core.place(1, order('BTCUSDT', 'MARKET', s.side, over.toString()), T0)
        expect(placed.ok ? 'accepted' : placed.rejection.code).toMatch(/free_margin|bracket_cap/)
      }),
      { numRuns: 150 },
    )
  })
})
