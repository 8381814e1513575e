/**
 * The largest market order on each side (trading.md "cost shown before
 * placing"): per unit it costs mark / leverage + the open loss (long:
 * ask − mark, short: mark − bid, never below 0) + the taker fee on its
 * price; the size is the most that fits free margin and the bracket cap,
 * floored to the step, plus any opposite position it would close first.
 */
import { describe, expect, it } from 'vitest'
import { loadAccount, newCore, order, quote, T0 } from './support.ts'

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

  it('counts no open loss when the price is on the better side of the mark', () => {
    const core = newCore()
    loadAccount(core)
    core.tick('BTCUSDT', quote('60000', { mark: '60200', bid: '59900', ask: '60100' }), T0)
    // buy: 3 010 + 0 (ask below mark) + 30.05 = 3 040.05 → 10 000 / 3 040.05 = 3.2894… → 3.289
    // sell: 3 010 + 300 + 29.95 = 3 339.95 → 2.9940… → 2.994
    expect(maxOpen(core)).toEqual({ buy: '3.289', sell: '2.994' })
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
