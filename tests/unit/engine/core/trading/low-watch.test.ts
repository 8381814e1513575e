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
import { CoreState } from '../../../../../engine/core/trading/core-state.ts'
import {
  armLow,
  currentLows,
  LowsToNote,
  MarkLog,
  pendingDip,
  sweepPair,
} from '../../../../../engine/core/trading/low-watch.ts'
import type { EquityLows, TradingEvent } from '../../../../../engine/core/trading/types.ts'
import { catalogueSpec } from '../../../../../engine/market/pair-catalogue.ts'
import { btcPosition, counterIds, loadAccount, newCore, quote, T0 } from './support.ts'

/** The equity_low events, as plain strings. */
function lows(events: TradingEvent[]) {
  return events.flatMap((e) =>
    e.kind === 'equity_low'
      ? [
          {
            accountId: e.accountId,
            step: e.step.toString(),
            day: e.day && { key: e.day.key, lowest: e.day.lowest.toString() },
          },
        ]
      : [],
  )
}

/** A core at BTC 60 000 / ETH 3 000 with account `id` holding `size` BTC entered at 60 000. */
function holding(size: string, id = 1, balance = '10000') {
  const core = newCore()
  core.tick('BTCUSDT', quote('60000'), T0)
  core.tick('ETHUSDT', quote('3000'), T0)
  loadAccount(core, id, balance, { positions: [btcPosition({ id, accountId: id, size: D(size) })] })
  return core
}

function also(core: ReturnType<typeof newCore>, id: number, size: string, balance = '10000') {
  loadAccount(core, id, balance, { positions: [btcPosition({ id, accountId: id, size: D(size) })] })
}

function ticks(core: ReturnType<typeof newCore>, symbol: string, ...marks: string[]) {
  const events: TradingEvent[] = []
  for (const mark of marks) events.push(...core.tick(symbol, quote(mark), T0))
  return events
}

const low = (core: ReturnType<typeof newCore>, id = 1) => {
  const read = core.lows(id)
  return { step: read.stepLow?.toString() ?? null, day: read.day?.lowest?.toString() ?? null }
}
const noted = (core: ReturnType<typeof newCore>, id = 1) => core.account(id).stepLow?.toString()

describe('the mark log of a pair', () => {
  // Marks by tick: 1:50 2:30 3:40 4:20 5:60 6:45.
  function log() {
    const marks = new MarkLog()
    for (const m of ['50', '30', '40', '20', '60', '45']) marks.push(D(m))
    return marks
  }

  it('the lowest and highest mark since any tick', () => {
    const marks = log()
    expect(marks.seq).toBe(6)
    // Lowest since tick 1…4: 20 (tick 4); since 5: min(60, 45) = 45; since 6: 45; since 7: none yet.
    expect(
      ['1', '2', '3', '4', '5', '6'].map((s) => marks.extremeSince(+s, true)?.toString()),
    ).toEqual(['20', '20', '20', '20', '45', '45'])
    expect(marks.extremeSince(7, true)).toBeNull()
    // Highest since tick 1…5: 60 (tick 5); since 6: 45; since 7: none.
    expect(['1', '3', '5', '6'].map((s) => marks.extremeSince(+s, false)?.toString())).toEqual([
      '60',
      '60',
      '60',
      '45',
    ])
    expect(marks.extremeSince(7, false)).toBeNull()
    // Highest since 2: max(30, 40, 20, 60, 45) = 60; lowest since 3: 20.
    expect(marks.extremeSince(2, false)?.toString()).toBe('60')
    expect(marks.extremeSince(3, true)?.toString()).toBe('20')
  })

  it('keeps only what a later question can ask: 2 lows (20, 45) and 2 highs (60, 45)', () => {
    const marks = log()
    expect(marks.kept).toBe(2)
    expect(marks.extremes()).toEqual({ min: D('20'), max: D('60') })
  })

  it('a rise keeps every mark as a low, a fall every mark as a high; a repeat replaces', () => {
    const rising = new MarkLog()
    for (const m of ['1', '2', '3', '4']) rising.push(D(m))
    expect(rising.kept).toBe(4)
    // Highest since 1 is the last (4); lowest since 3 is 3.
    expect(rising.extremeSince(1, false)?.toString()).toBe('4')
    expect(rising.extremeSince(3, true)?.toString()).toBe('3')
    const falling = new MarkLog()
    for (const m of ['4', '3', '2', '1']) falling.push(D(m))
    expect(falling.kept).toBe(4)
    expect(falling.extremeSince(2, true)?.toString()).toBe('1')
    expect(falling.extremeSince(2, false)?.toString()).toBe('3')
    const flat = new MarkLog()
    for (const m of ['7', '7', '7']) flat.push(D(m))
    // An equal mark answers as well as the older one: one kept each side.
    expect(flat.kept).toBe(1)
    expect(flat.extremeSince(3, true)?.toString()).toBe('7')
    expect(flat.extremeSince(3, false)?.toString()).toBe('7')
  })

  it('an empty log has no extremes; after a reset only the current mark is kept', () => {
    const empty = new MarkLog()
    expect(empty.extremes()).toBeNull()
    expect(empty.kept).toBe(0)
    expect(empty.extremeSince(0, true)).toBeNull()
    const marks = log()
    marks.reset()
    expect(marks.kept).toBe(1)
    expect(marks.extremes()).toEqual({ min: D('45'), max: D('45') })
    // Ticks keep counting: a push after the reset is tick 7.
    marks.push(D('70'))
    expect(marks.seq).toBe(7)
    expect(marks.extremeSince(1, true)?.toString()).toBe('45')
    expect(marks.extremeSince(7, true)?.toString()).toBe('70')
    expect(marks.extremes()).toEqual({ min: D('45'), max: D('70') })
    // A rise kept 4 lows (1, 2, 3, 4) and a fall 4 highs: after a reset, the last alone.
    const rising = new MarkLog()
    for (const m of ['1', '2', '3', '4']) rising.push(D(m))
    rising.reset()
    expect(rising.kept).toBe(1)
    expect(rising.extremes()).toEqual({ min: D('4'), max: D('4') })
    const falling = new MarkLog()
    for (const m of ['4', '3', '2', '1']) falling.push(D(m))
    falling.reset()
    expect(falling.kept).toBe(1)
    expect(falling.extremes()).toEqual({ min: D('1'), max: D('1') })
  })
})

describe('the accounts a sweep left to note', () => {
  it('each once, in the order found; taken in turns; back once taken', () => {
    const queue = new LowsToNote()
    expect(queue.size).toBe(0)
    queue.add(3)
    queue.add(1)
    queue.add(3)
    queue.add(2)
    expect(queue.size).toBe(3)
    expect(queue.waiting()).toEqual([3, 1, 2])
    expect(queue.take(2)).toEqual([3, 1])
    expect(queue.size).toBe(1)
    expect(queue.waiting()).toEqual([2])
    // 3 was taken: a later sweep may add it again; 2 still waits (no second place).
    queue.add(3)
    queue.add(2)
    expect(queue.waiting()).toEqual([2, 3])
    expect(queue.take(5)).toEqual([2, 3])
    expect(queue.size).toBe(0)
    expect(queue.waiting()).toEqual([])
    expect(queue.take(1)).toEqual([])
    queue.add(1)
    expect(queue.waiting()).toEqual([1])
    expect(queue.size).toBe(1)
  })
})

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

describe('a sweep of many accounts', () => {
  it('finds the longs at the lowest mark and the shorts at the highest, each noted lowest id first', () => {
    const core = holding('0.05', 1)
    // Keys: id 1 (0.05) at 60 000 − 0.01 / 0.05 = 59 999.8; id 2 (0.1) at 59 999.9;
    // id 3 (−0.1) at 60 000.1.
    also(core, 2, '0.1')
    also(core, 3, '-0.1')
    // 59 999.8 then 60 000.1: every key crossed (ids 1 and 2 falling, 3 rising).
    ticks(core, 'BTCUSDT', '59999.8', '60000.1', '60000')
    core.sweepLows()
    expect(core.lowsWaiting).toBe(3)
    // A turn of 2: ids 1 and 2, though 2's key was met first.
    // id 1: 10 000 − 0.05 × 0.2 = 9 999.99; id 2: 10 000 − 0.1 × 0.2 = 9 999.98.
    expect(lows(core.noteLows(2))).toEqual([
      { accountId: 1, step: '9999.99', day: null },
      { accountId: 2, step: '9999.98', day: null },
    ])
    expect(core.lowsWaiting).toBe(1)
    // id 3 (short) at 60 000.1: 10 000 − 0.1 × 0.1 = 9 999.99.
    expect(lows(core.noteLows(2))).toEqual([{ accountId: 3, step: '9999.99', day: null }])
    expect(core.lowsWaiting).toBe(0)
  })

  it('an account unloaded while it waits is skipped, by a later sweep and by its turn', () => {
    const core = holding('0.1', 1)
    also(core, 2, '0.1')
    ticks(core, 'BTCUSDT', '59000', '60000')
    core.sweepLows()
    expect(core.lowsWaiting).toBe(2)
    core.unload(1)
    ticks(core, 'BTCUSDT', '58000', '60000')
    core.sweepLows()
    // Account 2 keeps 58 000 (9 800); account 1 is gone: nothing noted for it.
    expect(lows(core.noteLows(10))).toEqual([{ accountId: 2, step: '9800', day: null }])
    expect(core.lowsWaiting).toBe(0)
  })

  it('a pair with no new mark since its last sweep finds nobody', () => {
    const core = holding('0.1')
    core.sweepLows()
    core.sweepLows()
    expect(core.lowsWaiting).toBe(0)
  })

  it('a sweep of ETH leaves a BTC dip to the BTC sweep', () => {
    const core = holding('0.1')
    ticks(core, 'BTCUSDT', '59000', '60000')
    const state = core.state
    const queue = new LowsToNote()
    sweepPair(state, 'ETHUSDT', queue)
    expect(queue.size).toBe(0)
    sweepPair(state, 'BTCUSDT', queue)
    expect(queue.waiting()).toEqual([1])
  })
})

describe('a log past 4 096 kept marks is swept by its own tick', () => {
  it('a steady fall: the 4 097th kept mark sweeps, not the 4 096th', () => {
    const core = holding('0.1')
    // The log holds 60 000 (tick 1); each lower mark is one more kept high.
    const marks = Array.from({ length: 4095 }, (_, i) =>
      D(60000)
        .sub(D(i + 1).div(10, 1))
        .toString(),
    )
    ticks(core, 'BTCUSDT', ...marks)
    expect(core.state.markLog('BTCUSDT').kept).toBe(4096)
    expect(core.lowsWaiting).toBe(0)
    // 4 096th fall: 60 000 − 409.6 = 59 590.4, 4 097 kept → swept: the account (key 59 999.9) waits.
    ticks(core, 'BTCUSDT', '59590.4')
    expect(core.lowsWaiting).toBe(1)
    expect(core.state.markLog('BTCUSDT').kept).toBe(1)
    // Equity at the lowest mark: 10 000 − 0.1 × 409.6 = 9 959.04.
    expect(lows(core.noteLows(1))).toEqual([{ accountId: 1, step: '9959.04', day: null }])
  })

  it('a flat market keeps one mark however long', () => {
    const core = holding('0.1')
    // 60 000 again and again: each replaces the one kept (its own low and high).
    ticks(core, 'BTCUSDT', ...Array.from({ length: 5000 }, () => '60000'))
    expect(core.state.markLog('BTCUSDT').kept).toBe(1)
    expect(core.lowsWaiting).toBe(0)
  })
})

describe('which accounts have a key, and what a read folds in', () => {
  it('an account holding two pairs has none: each tick checks it', () => {
    const core = holding('0.1')
    loadAccount(core, 2, '10000', {
      positions: [
        btcPosition({ id: 2, accountId: 2, size: D('0.1') }),
        btcPosition({ id: 3, accountId: 2, symbol: 'ETHUSDT', entryPrice: D(3000), size: D(1) }),
      ],
    })
    expect(core.account(2).lowEntry).toBeNull()
    expect(core.account(1).lowEntry).not.toBeNull()
    expect(pendingDip(core.state, core.account(2))).toBeNull()
  })

  it('no position, no key; a read is the lows as noted', () => {
    const core = newCore()
    core.tick('BTCUSDT', quote('60000'), T0)
    loadAccount(core, 1, '10000')
    expect(core.account(1).lowEntry).toBeNull()
    expect(low(core)).toEqual({ step: '10000', day: null })
  })

  it('a key but a second pair since: no dip read from the first pair alone', () => {
    const core = holding('0.1')
    const account = core.account(1)
    ticks(core, 'BTCUSDT', '59000')
    expect(pendingDip(core.state, account)?.toString()).toBe('9900')
    // The ETH position arrives (as a fill's check finds it): the BTC dip alone is no equity.
    account.positions.set(
      'ETHUSDT',
      btcPosition({ id: 9, symbol: 'ETHUSDT', entryPrice: D(3000), size: D(1) }),
    )
    expect(pendingDip(core.state, account)).toBeNull()
  })

  it('a key whose pair is no longer held, or no low to go under: no dip', () => {
    const core = holding('0.1')
    const account = core.account(1)
    ticks(core, 'BTCUSDT', '59000')
    account.stepLow = null
    expect(pendingDip(core.state, account)).toBeNull()
    account.stepLow = D(10000)
    account.positions.delete('BTCUSDT')
    expect(pendingDip(core.state, account)).toBeNull()
  })

  it('a read folds the dip into the step and the day without noting it', () => {
    const core = holding('0.1')
    const lowsSet: EquityLows = {
      step: D('9950'),
      day: { key: '2026-03-01', startBalance: D('10000'), lowest: D('9980') },
    }
    core.setLows(1, lowsSet)
    // Base max(9 950, 9 980) = 9 980: 59 500 → 9 950, 9 950 − 9 980 ≤ −0.01 → a dip,
    // a new day low, not under the step's 9 950 (equal): the step stays.
    ticks(core, 'BTCUSDT', '59500')
    const read = currentLows(core.state, core.account(1))
    expect(read.stepLow?.toString()).toBe('9950')
    expect(read.day?.key).toBe('2026-03-01')
    expect(read.day?.startBalance.toString()).toBe('10000')
    expect(read.day?.lowest?.toString()).toBe('9950')
    // Nothing noted: the account's day still says 9 980.
    expect(core.account(1).day?.lowest?.toString()).toBe('9980')
    expect(core.account(1).stepLow?.toString()).toBe('9950')
    // 59 400 → 9 940: under both.
    ticks(core, 'BTCUSDT', '59400')
    expect(low(core)).toEqual({ step: '9940', day: '9940' })
  })

  it('a step that began mid-day: a dip under the step only leaves the day’s lower low', () => {
    const core = holding('0.1')
    core.setLows(1, {
      step: D('9980'),
      day: { key: '2026-03-01', startBalance: D('10000'), lowest: D('9900') },
    })
    // Base max(9 980, 9 900) = 9 980; 59 500 → 9 950: the step's low only.
    ticks(core, 'BTCUSDT', '59500')
    expect(low(core)).toEqual({ step: '9950', day: '9900' })
    core.sweepLows()
    expect(lows(core.noteLows(10))).toEqual([
      { accountId: 1, step: '9950', day: { key: '2026-03-01', lowest: '9900' } },
    ])
  })

  it('a day opened without a low yet takes the dip', () => {
    const core = holding('0.1')
    core.setLows(1, {
      step: D('9990'),
      day: { key: '2026-03-01', startBalance: D('10000'), lowest: null },
    })
    // Base = the step's 9 990 (the day has none); 59 800 → 9 980.
    ticks(core, 'BTCUSDT', '59800')
    expect(low(core)).toEqual({ step: '9980', day: '9980' })
  })

  it('a pair with no quote yet: no key until its first quote checks the account', () => {
    const core = newCore()
    loadAccount(core, 1, '10000', { positions: [btcPosition({ id: 1, size: D('0.1') })] })
    expect(core.account(1).lowEntry).toBeNull()
    // The first quote checks every holder: 60 000, equity 10 000, key armed.
    core.tick('BTCUSDT', quote('60000'), T0)
    expect(core.account(1).lowEntry?.symbol).toBe('BTCUSDT')
  })

  it('a key on a pair whose log holds no mark (a quote not logged): no dip', () => {
    const core = holding('0.1')
    const state = new CoreState([catalogueSpec('BTCUSDT')], counterIds())
    const account = core.account(1)
    // The account as held by a state whose BTC quote came without a logged mark.
    state.quotes.set('BTCUSDT', quote('60000'))
    state.accounts.set(1, account)
    armLow(state, account)
    expect(account.lowEntry?.symbol).toBe('BTCUSDT')
    expect(pendingDip(state, account)).toBeNull()
  })

  it('a waiting account whose key’s pair it no longer holds: a sweep and a turn pass it by', () => {
    // Guards only: a real close re-arms (drops the key) before any sweep can see this.
    const core = holding('0.1')
    ticks(core, 'BTCUSDT', '59000', '60000')
    core.sweepLows()
    expect(core.lowsWaiting).toBe(1)
    core.account(1).positions.delete('BTCUSDT')
    ticks(core, 'BTCUSDT', '58000', '60000')
    core.sweepLows()
    expect(lows(core.noteLows(10))).toEqual([])
    expect(core.account(1).lowEntry).toBeNull()
  })

  it('no day at all: the read has none', () => {
    const core = holding('0.1')
    ticks(core, 'BTCUSDT', '59000')
    expect(core.lows(1).day).toBeNull()
    expect(low(core)).toEqual({ step: '9900', day: null })
  })
})
