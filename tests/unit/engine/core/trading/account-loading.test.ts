/**
 * An account into and out of the core (account-loading.ts), driven
 * directly: what a loaded account shows (its lows as stored, the snapshot
 * left as it was read), and what unloading it takes away: every entry it
 * had in the trigger book, the risk index and the low index, its holdings
 * and the orders its client ids named, so a warm standby's `unload` then
 * `load` (decision 510) sees only the account as the other engine left it.
 * BTCUSDT brackets (trading.md): notional ≤ 50 000 → MMR 0.40 %, cum 0.
 */
import { describe, expect, it } from 'vitest'
import { D, type Decimal } from '#money/decimal.ts'
import { loadAccount, unloadAccount } from '../../../../../engine/core/trading/account-loading.ts'
import { ClientOrderIds } from '../../../../../engine/core/trading/client-order-ids.ts'
import { CoreState } from '../../../../../engine/core/trading/core-state.ts'
import type {
  AccountSnapshot,
  EquityLows,
  Order,
  Position,
} from '../../../../../engine/core/trading/types.ts'
import { catalogueSpec } from '../../../../../engine/market/pair-catalogue.ts'
import { btcPosition, counterIds, fills, newCore, quote, restingOrder, T0 } from './support.ts'

function snapshot(
  id: number,
  fields: {
    positions?: Position[]
    openOrders?: Order[]
    thresholds?: Record<string, Decimal>
    lows?: EquityLows
  } = {},
): AccountSnapshot {
  return {
    id,
    userChallengeId: id,
    status: 'active',
    initialBalance: D(10000),
    balance: D(10000),
    maxLeverage: 20,
    leverages: { BTCUSDT: 10 },
    positions: fields.positions ?? [],
    openOrders: fields.openOrders ?? [],
    thresholds: fields.thresholds ?? {},
    ...(fields.lows ? { lows: fields.lows } : {}),
  }
}

/** Account 1: long 0.5 BTC at 60 000 with TP 62 000 and SL 58 000, a buy limit resting, a floor. */
const account1 = () =>
  snapshot(1, {
    positions: [btcPosition({ id: 4, size: D('0.5'), tp: D(62000), sl: D(58000) })],
    openOrders: [restingOrder({ id: 9, price: D(59000), clientOrderId: 'c9' })],
    thresholds: { floor: D(9000) },
  })

/** Account 2: long 1 BTC at 60 000, nothing else. */
const account2 = () =>
  snapshot(2, { positions: [btcPosition({ id: 5, accountId: 2, size: D(1) })] })

describe('loading an account', () => {
  it('keeps the lows it was stored with, and leaves the snapshot as it was read', () => {
    const core = newCore()
    const stored = snapshot(1, {
      positions: [btcPosition({ id: 4, size: D('0.5') })],
      lows: { step: D(9995), day: { key: '2026-03-01', startBalance: D(10000), lowest: D(9998) } },
    })
    // At load no BTC quote yet: equity = balance 10 000, above both lows, so nothing is noted.
    expect(core.load(stored, T0)).toEqual([])
    expect(core.lows(1).stepLow?.toString()).toBe('9995')
    expect(core.lows(1).day).toEqual({
      key: '2026-03-01',
      startBalance: D(10000),
      lowest: D(9998),
    })
    // First quote 59 980: equity 10 000 + 0.5 × (59 980 − 60 000) = 9 990, under both lows.
    const lows = core
      .tick('BTCUSDT', quote('59980'), T0)
      .flatMap((e) =>
        e.kind === 'equity_low'
          ? [[e.accountId, String(e.step), e.day?.key, String(e.day?.lowest)]]
          : [],
      )
    expect(lows).toEqual([[1, '9990', '2026-03-01', '9990']])
    // The core moved its own copies: what was read from storage is unchanged.
    expect(stored.lows?.day?.lowest?.toString()).toBe('9998')
    expect(stored.lows?.step?.toString()).toBe('9995')
  })
})

describe('unloading an account', () => {
  it('takes out every index entry and holding of that account, and only of it', () => {
    const core = newCore()
    core.load(account1(), T0)
    core.load(account2(), T0)
    // The first quote checks both holders: their risk entries and "new low" keys are armed.
    core.tick('BTCUSDT', quote('60000'), T0)
    // Book: account 1's TP, SL and buy limit. Risk: account 1's liquidation
    // ((10 000 − 30 000) / (0.5 × 0.004 − 0.5) ≈ 40 161) and floor
    // (equity 9 000 at 60 000 − 1 000 / 0.5 = 58 000), account 2's liquidation
    // (notional 60 000: MMR 0.5 %, cum 50; (10 000 + 50 − 60 000) / (0.005 − 1) ≈ 50 201).
    // Lows: one key each (one pair held, a step low of 10 000 noted at load).
    expect(core.state.book('BTCUSDT').size).toBe(3)
    expect(core.state.riskIndex('BTCUSDT').size).toBe(3)
    expect(core.state.lowIndex('BTCUSDT').size).toBe(2)
    expect([...(core.state.holders.get('BTCUSDT') ?? [])]).toEqual([1, 2])
    const old = core.account(1)
    expect(old.lowEntry).not.toBeNull()

    core.unload(1)

    expect(core.hasAccount(1)).toBe(false)
    expect(core.hasAccount(2)).toBe(true)
    expect(core.state.book('BTCUSDT').size).toBe(0)
    expect(core.state.riskIndex('BTCUSDT').size).toBe(1)
    expect(core.state.lowIndex('BTCUSDT').size).toBe(1)
    expect([...(core.state.holders.get('BTCUSDT') ?? [])]).toEqual([2])
    // The object let go points at nothing any more.
    expect(old.orderEntries.size).toBe(0)
    expect(old.tpslEntries.size).toBe(0)
    expect(old.riskEntries).toEqual([])
    expect(old.lowEntry).toBeNull()
    // Account 2 still trades: 1 BTC from 60 000 to 50 000 leaves equity 0 ≤ maintenance 200.
    const events = core.tick('BTCUSDT', quote('50000'), T0)
    expect(events.flatMap((e) => (e.kind === 'liquidation' ? [e.accountId] : []))).toEqual([2])
  })

  it("after a standby's unload and load, a TP another engine moved fires at its new price only", () => {
    const core = newCore()
    core.load(account1(), T0)
    core.tick('BTCUSDT', quote('60000'), T0)
    core.unload(1)
    // The other engine moved the TP to 63 000 and canceled the buy limit.
    core.load(
      snapshot(1, {
        positions: [btcPosition({ id: 4, size: D('0.5'), tp: D(63000), sl: D(58000) })],
      }),
      T0,
    )
    // One TP and one SL entry, none left from before.
    expect(core.state.book('BTCUSDT').size).toBe(2)
    // The old TP's price 62 000 is reached: nothing fires, the position stays.
    expect(fills(core.tick('BTCUSDT', quote('62000'), T0))).toEqual([])
    expect(core.account(1).positions.get('BTCUSDT')?.size.toString()).toBe('0.5')
    // At 63 000 the moved TP closes the whole 0.5 at the bid.
    expect(fills(core.tick('BTCUSDT', quote('63000'), T0))).toMatchObject([
      { side: 'sell', quantity: D('0.5'), price: D(63000) },
    ])
  })

  it('leaves a pair with no holder left behind: its first quote defers no one', () => {
    const core = newCore()
    core.load(account1(), T0)
    core.unload(1)
    // Had account 1 stayed a holder, this first quote would leave it to checkDeferred.
    expect(core.tick('BTCUSDT', quote('60000'), T0, 0)).toEqual([])
    expect(core.deferredChecks).toBe(0)
  })

  it('forgets the orders its client ids named, so a reloaded account does not answer them', () => {
    const state = new CoreState(['BTCUSDT', 'ETHUSDT'].map(catalogueSpec), counterIds())
    const ids = new ClientOrderIds()
    loadAccount(state, ids, account1(), T0)
    const first = state.accounts.get(1)
    if (!first) throw new Error('account 1 not loaded')
    expect(ids.orderById(first, 9).clientOrderId).toBe('c9')
    unloadAccount(state, ids, 1)
    // Reloaded as another engine left it: order 9 is gone (filled or canceled there).
    loadAccount(state, ids, snapshot(1), T0)
    const reloaded = state.accounts.get(1)
    if (!reloaded) throw new Error('account 1 not reloaded')
    expect(reloaded.clientOrderIds.size).toBe(0)
    expect(() => ids.orderById(reloaded, 9)).toThrow('order 9 is not known')
  })

  it('does nothing for an account that is not loaded', () => {
    const core = newCore()
    core.load(account2(), T0)
    core.tick('BTCUSDT', quote('60000'), T0)
    expect(() => core.unload(7)).not.toThrow()
    core.unload(2)
    expect(() => core.unload(2)).not.toThrow()
    expect(core.hasAccount(2)).toBe(false)
    expect(core.state.riskIndex('BTCUSDT').size).toBe(0)
  })
})
