/**
 * The core's low-watch wiring (core/trading/core-lows.ts, decision 550),
 * through TradingCore: lows another engine stored, a trading day opened,
 * a sweep over every pair, the turns that note what it found, and a read.
 * Worked by hand from trading.md (equity = balance + (mark − entry) × size):
 * balance 10 000, long 0.1 BTC entered at 60 000 (a loaded position, no
 * fee), so each 1 000 of mark is 100 of equity; long 1 ETH at 3 000, so
 * each 100 of mark is 100 of equity.
 */
import { describe, expect, it } from 'vitest'
import { D } from '#money/decimal.ts'
import type { EquityLows, TradingEvent } from '../../../../../engine/core/trading/types.ts'
import { btcPosition, kinds, loadAccount, newCore, plainLow, quote, T0 } from './support.ts'

/** Every event, an equity_low as plain strings (anything else shows as its kind). */
function plain(events: TradingEvent[]) {
  return events.map((e) => (e.kind === 'equity_low' ? plainLow(e) : e.kind))
}

function btcLong() {
  const core = newCore()
  core.tick('BTCUSDT', quote('60000'), T0)
  core.tick('ETHUSDT', quote('3000'), T0)
  loadAccount(core, 1, '10000', { positions: [btcPosition({ id: 1, size: D('0.1') })] })
  return core
}

const tick = (core: ReturnType<typeof newCore>, symbol: string, mark: string) =>
  core.tick(symbol, quote(mark), T0)

describe('lows another engine stored (set)', () => {
  it('replace the account’s lows and re-arm the key under the higher of them', () => {
    const core = btcLong()
    const stored: EquityLows = {
      step: D('9900'),
      day: { key: '2026-03-01', startBalance: D('10000'), lowest: D('9950') },
    }
    core.setLows(1, stored)
    // A copy: the caller's object changing later is not the account's day.
    stored.day = null
    expect(core.account(1).stepLow?.toString()).toBe('9900')
    expect(core.account(1).day?.key).toBe('2026-03-01')
    expect(core.account(1).day?.startBalance.toString()).toBe('10000')
    expect(core.account(1).day?.lowest?.toString()).toBe('9950')
    // The key moves to equity 9 949.99 = 10 000 + 0.1 × (m − 60 000): m = 59 499.9.
    // 59 600 (9 960) crosses the old key (59 999.9) but is no new low: nobody found.
    tick(core, 'BTCUSDT', '59600')
    core.sweepLows()
    expect(core.lowsWaiting).toBe(0)
    tick(core, 'BTCUSDT', '59499.9')
    core.sweepLows()
    expect(core.lowsWaiting).toBe(1)
    // 9 949.99: the day's new low; the step's 9 900 stays.
    expect(plain(core.noteLows(10))).toEqual([
      {
        accountId: 1,
        step: '9900',
        day: { key: '2026-03-01', startBalance: '10000', lowest: '9949.99' },
      },
    ])
  })

  it('no lows at all: no key, and a read has none', () => {
    const core = btcLong()
    core.setLows(1, { step: null, day: null })
    expect(core.account(1).lowEntry).toBeNull()
    expect(core.account(1).day).toBeNull()
    tick(core, 'BTCUSDT', '59000')
    expect(core.lows(1)).toEqual({ stepLow: null, day: null })
    core.sweepLows()
    expect(core.lowsWaiting).toBe(0)
  })

  it('a day’s low only (the step’s unknown): the key goes under the day’s, and a dip is both lows', () => {
    const core = btcLong()
    core.setLows(1, {
      step: null,
      day: { key: '2026-03-01', startBalance: D('10000'), lowest: D('9990') },
    })
    // Key at equity 9 989.99: m = 60 000 − 10.01 / 0.1 = 59 899.9; 59 800 → 9 980.
    tick(core, 'BTCUSDT', '59800')
    const read = core.lows(1)
    expect(read.stepLow?.toString()).toBe('9980')
    expect(read.day?.lowest?.toString()).toBe('9980')
    core.sweepLows()
    expect(plain(core.noteLows(10))).toEqual([
      {
        accountId: 1,
        step: '9980',
        day: { key: '2026-03-01', startBalance: '10000', lowest: '9980' },
      },
    ])
  })

  it('a step’s low only (no day open): the key goes under the step’s', () => {
    const core = btcLong()
    core.setLows(1, { step: D('9990'), day: null })
    // Key at 59 899.9 (equity 9 989.99): 59 900 (9 990) finds nobody, 59 899.9 does.
    tick(core, 'BTCUSDT', '59900')
    core.sweepLows()
    expect(core.lowsWaiting).toBe(0)
    tick(core, 'BTCUSDT', '59899.9')
    core.sweepLows()
    expect(plain(core.noteLows(10))).toEqual([{ accountId: 1, step: '9989.99', day: null }])
  })
})

describe('a trading day opened (startDay)', () => {
  it('the old day keeps its dip; the new one starts at the equity now; the key re-arms from it', () => {
    const core = btcLong()
    core.setLows(1, {
      step: D('10000'),
      day: { key: 'd1', startBalance: D('10000'), lowest: D('10000') },
    })
    // 59 000 (9 900) then 60 500 (10 050), unchecked.
    tick(core, 'BTCUSDT', '59000')
    tick(core, 'BTCUSDT', '60500')
    expect(plain(core.startDay(1, 'd2', D('10000')))).toEqual([
      // The dip, noted for d1 (and the step) before d2 opens.
      { accountId: 1, step: '9900', day: { key: 'd1', startBalance: '10000', lowest: '9900' } },
      // d2's first low: the equity now, 10 050; the step's stays 9 900.
      { accountId: 1, step: '9900', day: { key: 'd2', startBalance: '10000', lowest: '10050' } },
    ])
    // Key at equity 10 049.99 = 10 000 + 0.1 × (m − 60 000): m = 60 499.9.
    tick(core, 'BTCUSDT', '60499.9')
    core.sweepLows()
    expect(core.lowsWaiting).toBe(1)
    expect(plain(core.noteLows(10))).toEqual([
      { accountId: 1, step: '9900', day: { key: 'd2', startBalance: '10000', lowest: '10049.99' } },
    ])
  })

  it('no dip since the last check: only the new day’s first low', () => {
    const core = btcLong()
    expect(plain(core.startDay(1, 'd1', D('10000')))).toEqual([
      { accountId: 1, step: '10000', day: { key: 'd1', startBalance: '10000', lowest: '10000' } },
    ])
  })
})

describe('the sweep and its turns', () => {
  it('one sweep covers every pair; each turn returns exactly the lows it noted', () => {
    const core = btcLong()
    loadAccount(core, 2, '10000', {
      positions: [
        btcPosition({ id: 2, accountId: 2, symbol: 'ETHUSDT', entryPrice: D(3000), size: D(1) }),
      ],
    })
    // BTC 59 000: account 1 at 9 900; ETH 2 900: account 2 at 10 000 − 100 = 9 900.
    tick(core, 'BTCUSDT', '59000')
    tick(core, 'ETHUSDT', '2900')
    expect(core.lowsWaiting).toBe(0)
    core.sweepLows()
    expect(core.lowsWaiting).toBe(2)
    expect(plain(core.noteLows(1))).toEqual([{ accountId: 1, step: '9900', day: null }])
    expect(core.lowsWaiting).toBe(1)
    expect(plain(core.noteLows(1))).toEqual([{ accountId: 2, step: '9900', day: null }])
    expect(core.lowsWaiting).toBe(0)
    // Nothing waits: a turn returns no event at all.
    expect(kinds(core.noteLows(1))).toEqual([])
  })

  it('a read between the sweep and the turn shows the dip; the account’s lows wait for the turn', () => {
    const core = btcLong()
    tick(core, 'BTCUSDT', '59000')
    tick(core, 'BTCUSDT', '60000')
    core.sweepLows()
    expect(core.lows(1).stepLow?.toString()).toBe('9900')
    expect(core.account(1).stepLow?.toString()).toBe('10000')
  })
})
