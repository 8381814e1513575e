/**
 * Equity lows between checks (core/trading/low-watch.ts, docs/decisions/550).
 * An account holding one pair is revalued only when something crosses, so
 * its pair's mark log keeps the extremes since the last sweep and the
 * account a "new low" key a cent under max(step low, day low). Worked by
 * hand from trading.md (equity = balance + (mark − entry) × size) and
 * rules.md (all checks on equity at mark): the low a read shows at once,
 * the accounts a sweep finds, the lows noted in turns, what re-arms.
 *
 * The usual account: balance 10 000, long (or short) 0.1 BTC entered at
 * 60 000, no fee paid (a loaded position), so equity = 10 000 ± 0.1 × (mark − 60 000):
 * each 1 000 of mark moves equity by 100.
 */
import { describe, expect, it } from 'vitest'
import { D } from '#money/decimal.ts'
import { holding, low, lows, noted, ticks } from './low-support.ts'
import { T0 } from './support.ts'

describe('a dip between checks (long 0.1 BTC at 60 000, balance 10 000)', () => {
  it('is read at once, found by the sweep, noted at its turn, then the key re-arms a cent lower', () => {
    const core = holding('0.1')
    // Loaded at 60 000: equity 10 000 is the step's low; the key sits where equity is 9 999.99.
    expect(noted(core)).toBe('10000')
    // 59 000 → 9 900, 61 000 → 10 100: no check (nothing crosses), no event.
    expect(ticks(core, 'BTCUSDT', '59500', '59000', '61000')).toEqual([])
    expect(noted(core)).toBe('10000')
    // A read folds in the dip at 59 000: 10 000 − 100.
    expect(low(core)).toEqual({ step: '9900', day: null })
    expect(noted(core)).toBe('10000')
    core.sweepLows()
    expect(core.lowsWaiting).toBe(1)
    // Found, not noted yet; the log now keeps only 61 000 but the account keeps its 59 000.
    expect(noted(core)).toBe('10000')
    expect(low(core)).toEqual({ step: '9900', day: null })
    expect(lows(core.noteLows(10))).toEqual([{ accountId: 1, step: '9900', day: null }])
    expect(core.lowsWaiting).toBe(0)
    expect(noted(core)).toBe('9900')
    // Re-armed a cent under 9 900: 9 899.99 = 10 000 + 0.1 × (m − 60 000) → m = 58 999.9.
    // 59 000 again (9 900) is no new low: the sweep finds nobody.
    ticks(core, 'BTCUSDT', '59000')
    core.sweepLows()
    expect(core.lowsWaiting).toBe(0)
    expect(lows(core.noteLows(10))).toEqual([])
    // 58 999.9 → 9 899.99: found and noted.
    ticks(core, 'BTCUSDT', '58999.9', '60000')
    core.sweepLows()
    expect(core.lowsWaiting).toBe(1)
    expect(lows(core.noteLows(10))).toEqual([{ accountId: 1, step: '9899.99', day: null }])
  })

  it('under a cent below the low is no new low; a cent is', () => {
    const core = holding('0.1')
    // 59 999.95 → 9 999.995: half a cent under 10 000.
    ticks(core, 'BTCUSDT', '59999.95')
    expect(low(core)).toEqual({ step: '10000', day: null })
    core.sweepLows()
    expect(lows(core.noteLows(10))).toEqual([])
    // 59 999.9 → 9 999.99: exactly a cent under.
    ticks(core, 'BTCUSDT', '59999.9')
    expect(low(core)).toEqual({ step: '9999.99', day: null })
    core.sweepLows()
    expect(lows(core.noteLows(10))).toEqual([{ accountId: 1, step: '9999.99', day: null }])
  })

  it('the deepest of the dips before and after a sweep is the one noted', () => {
    // Swept at 59 000, then 58 000 before its turn: the turn notes 9 800.
    const deeper = holding('0.1')
    ticks(deeper, 'BTCUSDT', '59000', '60000')
    deeper.sweepLows()
    ticks(deeper, 'BTCUSDT', '58000', '60500')
    expect(low(deeper)).toEqual({ step: '9800', day: null })
    expect(lows(deeper.noteLows(10))).toEqual([{ accountId: 1, step: '9800', day: null }])
    // Swept at 58 000, then only 59 000 before its turn: still 9 800.
    const shallower = holding('0.1')
    ticks(shallower, 'BTCUSDT', '58000', '60000')
    shallower.sweepLows()
    ticks(shallower, 'BTCUSDT', '59000', '60500')
    expect(low(shallower)).toEqual({ step: '9800', day: null })
    expect(lows(shallower.noteLows(10))).toEqual([{ accountId: 1, step: '9800', day: null }])
  })

  it('a second sweep before the turn keeps the dip made since the first', () => {
    // 59 000 swept (the log then keeps 60 000 only); 58 000 swept again while waiting: 9 800.
    const core = holding('0.1')
    ticks(core, 'BTCUSDT', '59000', '60000')
    core.sweepLows()
    ticks(core, 'BTCUSDT', '58000', '60000')
    core.sweepLows()
    expect(core.lowsWaiting).toBe(1)
    // After both sweeps the log keeps only 60 000: the 58 000 lives on the account.
    expect(low(core)).toEqual({ step: '9800', day: null })
    expect(lows(core.noteLows(10))).toEqual([{ accountId: 1, step: '9800', day: null }])
  })

  it('noted before a withdrawal moves the balance, at the balance it had then', () => {
    const core = holding('0.1')
    ticks(core, 'BTCUSDT', '59000', '61000')
    // At 59 000 the equity was 10 000 − 100 = 9 900; after taking 500 out at 61 000 it is
    // 9 500 + 100 = 9 600 (a new low, noted by the check); never 9 500 − 100 = 9 400.
    const events = core.adjustBalance(1, 'WITHDRAWAL', D(-500), T0)
    expect(lows(events)).toEqual([
      { accountId: 1, step: '9900', day: null },
      { accountId: 1, step: '9600', day: null },
    ])
    expect(low(core)).toEqual({ step: '9600', day: null })
  })

  it('the same, when the sweep had found it first', () => {
    const core = holding('0.1')
    ticks(core, 'BTCUSDT', '59000', '61000')
    core.sweepLows()
    expect(core.lowsWaiting).toBe(1)
    const events = core.adjustBalance(1, 'WITHDRAWAL', D(-500), T0)
    expect(lows(events)).toEqual([
      { accountId: 1, step: '9900', day: null },
      { accountId: 1, step: '9600', day: null },
    ])
    // Its turn finds nothing more (noted already).
    expect(lows(core.noteLows(10))).toEqual([])
    expect(noted(core)).toBe('9600')
  })
})

describe('a dip of a short (−0.1 BTC at 60 000): equity falls as the mark rises', () => {
  it('read, swept and noted at the highest mark', () => {
    const core = holding('-0.1')
    // 61 000 → 10 000 − 0.1 × 1 000 = 9 900; 59 000 → 10 100.
    ticks(core, 'BTCUSDT', '60500', '61000', '59000')
    expect(low(core)).toEqual({ step: '9900', day: null })
    core.sweepLows()
    expect(core.lowsWaiting).toBe(1)
    // 62 000 before its turn: the highest since wins, 9 800.
    ticks(core, 'BTCUSDT', '62000', '59000')
    expect(low(core)).toEqual({ step: '9800', day: null })
    expect(lows(core.noteLows(10))).toEqual([{ accountId: 1, step: '9800', day: null }])
    // Re-armed where equity is 9 799.99: m = 60 000 + 200.01 / 0.1 = 62 000.1.
    ticks(core, 'BTCUSDT', '62000')
    core.sweepLows()
    expect(core.lowsWaiting).toBe(0)
    ticks(core, 'BTCUSDT', '62000.1')
    core.sweepLows()
    expect(lows(core.noteLows(10))).toEqual([{ accountId: 1, step: '9799.99', day: null }])
  })

  it('kept at the higher of the dips before and after a sweep', () => {
    const core = holding('-0.1')
    ticks(core, 'BTCUSDT', '62000', '60000')
    core.sweepLows()
    ticks(core, 'BTCUSDT', '61000', '60000')
    expect(low(core)).toEqual({ step: '9800', day: null })
    expect(lows(core.noteLows(10))).toEqual([{ accountId: 1, step: '9800', day: null }])
  })
})

describe('the key fires early, never late (a mark with 13 decimals)', () => {
  // 0.3 BTC: equity 9 999.99 at 60 000 − 0.01 / 0.3 = 59 999.9666…; the key, kept at
  // 12 decimals, rounds up to 59 999.966666666667 so a long meets it falling.
  it('long 0.3: a mark between the exact price and the key is found', () => {
    const core = holding('0.3')
    // 59 999.9666666666665: equity 10 000 − 0.3 × 0.0333333333335 = 9 999.98999999999995.
    ticks(core, 'BTCUSDT', '59999.9666666666665', '60000')
    core.sweepLows()
    expect(core.lowsWaiting).toBe(1)
    expect(lows(core.noteLows(10))).toEqual([
      { accountId: 1, step: '9999.98999999999995', day: null },
    ])
  })

  it('short 0.3: the key rounds down (60 000.033333333333), met rising', () => {
    const core = holding('-0.3')
    // 60 000.0333333333335: equity 10 000 − 0.3 × 0.0333333333335 = 9 999.98999999999995.
    ticks(core, 'BTCUSDT', '60000.0333333333335', '60000')
    core.sweepLows()
    expect(core.lowsWaiting).toBe(1)
    expect(lows(core.noteLows(10))).toEqual([
      { accountId: 1, step: '9999.98999999999995', day: null },
    ])
  })
})

describe('the key is rounded outward, not to the nearest (a 13th decimal of 6…)', () => {
  // 0.15 BTC: equity 9 999.99 at 60 000 − 0.01 / 0.15 = 59 999.9333…; to the nearest
  // 12th decimal that is 59 999.933333333333, under the exact price (late for a fall);
  // rounded up it is 59 999.933333333334.
  it('long 0.15: a mark a hair under the exact price is found', () => {
    const core = holding('0.15')
    // 59 999.9333333333333: equity 10 000 − 0.15 × 0.0666666666667 = 9 999.989999999999995.
    ticks(core, 'BTCUSDT', '59999.9333333333333', '60000')
    core.sweepLows()
    expect(core.lowsWaiting).toBe(1)
    expect(lows(core.noteLows(10))).toEqual([
      { accountId: 1, step: '9999.989999999999995', day: null },
    ])
  })

  it('short 0.15: the key rounds down to 60 000.066666666666, met rising', () => {
    const core = holding('-0.15')
    // 60 000.0666666666667: equity 10 000 − 0.15 × 0.0666666666667 = 9 999.989999999999995.
    ticks(core, 'BTCUSDT', '60000.0666666666667', '60000')
    core.sweepLows()
    expect(core.lowsWaiting).toBe(1)
    expect(lows(core.noteLows(10))).toEqual([
      { accountId: 1, step: '9999.989999999999995', day: null },
    ])
  })
})
