/**
 * Sweeps of the low watch (core/trading/low-watch.ts, docs/decisions/550):
 * many accounts noted lowest id first, a log swept by its own size, which
 * accounts hold a key and what a read folds in. The usual account as in
 * low-watch.test.ts: balance 10 000, 0.1 BTC at 60 000.
 */
import { describe, expect, it } from 'vitest'
import { D } from '#money/decimal.ts'
import { CoreState } from '../../../../../engine/core/trading/core-state.ts'
import {
  armLow,
  currentLows,
  LowsToNote,
  pendingDip,
  sweepPair,
} from '../../../../../engine/core/trading/low-watch.ts'
import type { EquityLows } from '../../../../../engine/core/trading/types.ts'
import { catalogueSpec } from '../../../../../engine/market/pair-catalogue.ts'
import { also, holding, low, lows, ticks } from './low-support.ts'
import { btcPosition, counterIds, loadAccount, newCore, quote, T0 } from './support.ts'

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
