/**
 * Changing leverage (trading.md "leverage per account and pair"): capped by
 * the account's maximum and the pair's brackets, refused when the position's
 * notional exceeds the new bracket's cap or the margin would not fit; a
 * refusal changes nothing. BTCUSDT brackets: ≤ 50 000 → 125x, ≤ 600 000 →
 * 100x, ≤ 3 000 000 → 75x, ≤ 12 000 000 → 50x; ETHUSDT's top leverage is 100x.
 */
import { describe, expect, it } from 'vitest'
import { D } from '#money/decimal.ts'
import { loadAccount, newCore, order, quote, T0 } from './support.ts'

function setup(balance = '10000', maxLeverage = 20) {
  const core = newCore()
  loadAccount(core, 1, balance, { maxLeverage })
  core.tick('BTCUSDT', quote('60000'), T0)
  core.tick('ETHUSDT', quote('3000'), T0)
  return core
}

const leverageOf = (core: ReturnType<typeof setup>, symbol = 'BTCUSDT') =>
  core.account(1).leverageFor(core.state.pair(symbol))

function refusal(result: ReturnType<ReturnType<typeof setup>['setLeverage']>) {
  if (result.ok) throw new Error('accepted')
  return result.rejection
}

describe('leverage caps', () => {
  it('answers the cap of the widest bracket allowing the leverage', () => {
    const core = setup('10000', 125)
    const at = (leverage: number, symbol = 'BTCUSDT') => {
      const result = core.setLeverage(1, symbol, leverage, T0)
      return result.ok ? result.value.maxNotional.toString() : result.rejection.code
    }
    expect(at(20)).toBe('12000000')
    expect(at(50)).toBe('12000000')
    expect(at(51)).toBe('3000000')
    expect(at(75)).toBe('3000000')
    expect(at(76)).toBe('600000')
    expect(at(100)).toBe('600000')
    expect(at(125)).toBe('50000')
    expect(at(100, 'ETHUSDT')).toBe('50000')
  })

  it('reports the new leverage as an event', () => {
    const core = setup()
    const result = core.setLeverage(1, 'BTCUSDT', 7, T0)
    expect(result.ok && result.value.leverage).toBe(7)
    expect(result.ok && result.events).toEqual([
      { kind: 'leverage', accountId: 1, symbol: 'BTCUSDT', leverage: 7 },
    ])
    expect(leverageOf(core)).toBe(7)
  })

  it('refuses above the account maximum, allows it exactly', () => {
    const core = setup()
    expect(refusal(core.setLeverage(1, 'BTCUSDT', 21, T0))).toMatchObject({
      code: 'leverage_account_cap',
      field: 'leverage',
      params: { max: '20' },
    })
    expect(leverageOf(core)).toBe(20)
    expect(core.setLeverage(1, 'BTCUSDT', 20, T0).ok).toBe(true)
  })

  it("refuses above the pair's top bracket, allows it exactly", () => {
    const core = setup('10000', 125)
    expect(refusal(core.setLeverage(1, 'ETHUSDT', 101, T0))).toMatchObject({
      code: 'leverage_pair_cap',
      field: 'leverage',
      params: { max: '100', symbol: 'ETHUSDT' },
    })
    expect(leverageOf(core, 'ETHUSDT')).toBe(20)
    expect(core.setLeverage(1, 'ETHUSDT', 100, T0).ok).toBe(true)
    expect(core.setLeverage(1, 'BTCUSDT', 125, T0).ok).toBe(true)
  })

  it('refuses an unknown pair and an account that is not active', () => {
    const core = setup()
    expect(refusal(core.setLeverage(1, 'SOLUSDT', 10, T0))).toMatchObject({
      code: 'unknown_symbol',
      field: 'coinPairCode',
    })
    core.setStatus(1, 'pending')
    expect(refusal(core.setLeverage(1, 'BTCUSDT', 10, T0)).code).toBe('account_inactive')
    expect(leverageOf(core)).toBe(20)
  })
})

describe('leverage against the open position', () => {
  it("refuses when the position's notional at mark exceeds the new bracket's cap", () => {
    const core = setup('100000', 125)
    core.place(1, order('BTCUSDT', 'MARKET', 'buy', '1'), T0)
    core.tick('BTCUSDT', quote('60000', { mark: '60000.004' }), T0)
    // notional 1 × 60 000.004, shown rounded up; cap at 125x is 50 000
    expect(refusal(core.setLeverage(1, 'BTCUSDT', 125, T0))).toMatchObject({
      code: 'leverage_bracket',
      field: 'leverage',
      params: { leverage: '125', cap: '50000', notional: '60000.01' },
    })
    expect(leverageOf(core)).toBe(20)
    expect(core.setLeverage(1, 'BTCUSDT', 100, T0).ok).toBe(true)
  })

  it('allows a notional exactly at the cap', () => {
    const core = setup('100000', 125)
    core.place(1, order('BTCUSDT', 'MARKET', 'buy', '0.5'), T0)
    core.tick('BTCUSDT', quote('100000'), T0)
    // 0.5 × 100 000 = 50 000 = the 125x cap
    expect(core.setLeverage(1, 'BTCUSDT', 125, T0).ok).toBe(true)
  })

  it('refuses when the margin would exceed equity, keeping the leverage it had', () => {
    const core = setup()
    expect(core.setLeverage(1, 'BTCUSDT', 19, T0).ok).toBe(true)
    core.place(1, order('BTCUSDT', 'MARKET', 'buy', '3'), T0) // fee 3 × 60 000 × 0.0005 = 90
    core.tick('BTCUSDT', quote('60000', { mark: '60000.003' }), T0)
    // margin 3 × 60 000.003 / 13 = 13 846.1545… (shown up: 13 846.16);
    // equity 9 910 + 3 × 0.003 = 9 910.009 (shown down: 9 910.00)
    expect(refusal(core.setLeverage(1, 'BTCUSDT', 13, T0))).toMatchObject({
      code: 'leverage_margin',
      field: 'leverage',
      params: { leverage: '13', margin: '13846.16', equity: '9910.00' },
    })
    expect(leverageOf(core)).toBe(19)
    // 180 000.009 / 19 = 9 473.6846842105…, rounded up at 10 places
    expect(core.assets(1).margin.toString()).toBe('9473.6846842106')
  })

  it('keeps no chosen leverage after refusing the first change', () => {
    const core = setup()
    core.place(1, order('BTCUSDT', 'MARKET', 'buy', '3'), T0) // margin 9 000 at 20x
    expect(refusal(core.setLeverage(1, 'BTCUSDT', 2, T0)).code).toBe('leverage_margin')
    expect(core.account(1).leverages.has('BTCUSDT')).toBe(false)
  })

  it('can be changed on a pair that has no price yet', () => {
    const core = newCore()
    loadAccount(core)
    expect(core.setLeverage(1, 'ETHUSDT', 5, T0).ok).toBe(true)
  })

  it('allows margin exactly equal to equity', () => {
    const core = setup()
    core.place(1, order('BTCUSDT', 'MARKET', 'buy', '1'), T0) // fee 30 → balance 9 970
    core.adjustBalance(1, 'WITHDRAWAL', D(30), T0) // back to 10 000
    // 1 × 60 000 / 6 = 10 000 = equity
    expect(core.setLeverage(1, 'BTCUSDT', 6, T0).ok).toBe(true)
    expect(refusal(core.setLeverage(1, 'BTCUSDT', 5, T0)).code).toBe('leverage_margin')
    expect(leverageOf(core)).toBe(6)
  })
})
