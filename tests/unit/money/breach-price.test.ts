/**
 * Breach prices worked by hand (docs/decisions/455). The floors come from the
 * evaluation itself (equityThresholds), never from a second formula here.
 * Account: initial 10 000 USDT, 5 % daily, 10 % total, day started at 10 000
 * → daily floor 9 500, total floor 9 000.
 */
import { describe, expect, it } from 'vitest'
import { limitsFor } from '../../../engine/core/evaluation/limits.ts'
import { equityThresholds } from '../../../engine/core/evaluation/thresholds.ts'
import type { RulesSnapshot } from '../../../engine/core/rules.ts'
import { type BreachInputs, breachPrice, exactBreachPrice } from '../../../money/breach-price.ts'
import { D } from '../../../money/decimal.ts'

const limits = {
  maxDdDaily: '5',
  maxDdTotal: '10',
  minProfit: '8',
  minTradingDays: 4,
  days: 30,
  warningPercent: '80',
}
const floors = (dailyBalance = '10000') =>
  equityThresholds(limits, { initialBalance: '10000', dailyBalance })

function inputs(
  balance: string,
  positions: BreachInputs['positions'],
  marks: Record<string, string> = {},
): BreachInputs {
  return { balance, positions, markOf: (s) => marks[s] }
}

const btcLong = { symbol: 'BTCUSDT', side: 'long', size: '0.5', entryPrice: '60000' } as const
const ethShort = { symbol: 'ETHUSDT', side: 'short', size: '2', entryPrice: '3000' } as const

describe('the breach price of a pair', () => {
  it('uses the evaluation floors: 9 500 daily, 9 000 total', () => {
    expect(floors().dailyFloor).toBe('9500')
    expect(floors().totalFloor).toBe('9000')
    // A day that started at 10 400 moves the daily floor only.
    expect(floors('10400').dailyFloor).toBe('9900')
    expect(floors('10400').totalFloor).toBe('9000')
  })

  it('long 0.5 BTC at 60 000, balance 10 000: 60 000 − 500/0.5 = 59 000 and 60 000 − 1 000/0.5 = 58 000', () => {
    const a = inputs('10000', [btcLong])
    expect(breachPrice(a, 'BTCUSDT', floors().dailyFloor, '0.1')).toBe('59000')
    expect(breachPrice(a, 'BTCUSDT', floors().totalFloor, '0.1')).toBe('58000')
  })

  it('short 2 ETH at 3 000: 3 000 + 500/2 = 3 250 and 3 000 + 1 000/2 = 3 500', () => {
    const a = inputs('10000', [ethShort])
    expect(breachPrice(a, 'ETHUSDT', floors().dailyFloor, '0.01')).toBe('3250')
    expect(breachPrice(a, 'ETHUSDT', floors().totalFloor, '0.01')).toBe('3500')
  })

  it('fees paid are in the balance: a 15 USDT opening fee (0.05 % of 30 000) leaves 9 985 → 59 030 and 58 030', () => {
    const a = inputs('9985', [btcLong])
    expect(breachPrice(a, 'BTCUSDT', '9500', '0.1')).toBe('59030')
    expect(breachPrice(a, 'BTCUSDT', '9000', '0.1')).toBe('58030')
  })

  it('several positions: the others are held at their mark', () => {
    // ETH short at mark 3 100: PnL (3 100 − 3 000) × −2 = −200.
    // BTC: 60 000 + (9 500 − 10 000 + 200)/0.5 = 59 400; total: 60 000 + (9 000 − 10 000 + 200)/0.5 = 58 400.
    const a = inputs('10000', [btcLong, ethShort], { ETHUSDT: '3100', BTCUSDT: '60500' })
    expect(breachPrice(a, 'BTCUSDT', '9500', '0.1')).toBe('59400')
    expect(breachPrice(a, 'BTCUSDT', '9000', '0.1')).toBe('58400')
    // ETH, BTC at mark 60 500 (PnL +250): 3 000 + (9 500 − 10 000 − 250)/−2 = 3 375.
    expect(breachPrice(a, 'ETHUSDT', '9500', '0.01')).toBe('3375')
    // A mark move of the other pair moves the line: ETH at 3 200 (PnL −400) → 59 800.
    const moved = inputs('10000', [btcLong, ethShort], { ETHUSDT: '3200' })
    expect(breachPrice(moved, 'BTCUSDT', '9500', '0.1')).toBe('59800')
  })

  it('puts the price on the tick on the side where the rule holds', () => {
    // Long 0.3 at 60 000: 60 000 − 500/0.3 = 58 333.333… → 58 333.3 (down).
    const long = inputs('10000', [{ ...btcLong, size: '0.3' }])
    expect(breachPrice(long, 'BTCUSDT', '9500', '0.1')).toBe('58333.3')
    // Short 0.3 at 60 000: 61 666.666… → 61 666.7 (up).
    const short = inputs('10000', [{ ...btcLong, side: 'short', size: '0.3' }])
    expect(breachPrice(short, 'BTCUSDT', '9500', '0.1')).toBe('61666.7')
  })

  it('the equity at the breach price is at or below the floor, one tick before it above', () => {
    const a = inputs('9985', [{ ...btcLong, size: '0.3' }])
    const price = D(breachPrice(a, 'BTCUSDT', '9500', '0.1') ?? '0')
    const equityAt = (p: string) => D('9985').add(D(p).sub('60000').mul('0.3'))
    expect(equityAt(price.toString()).lte('9500')).toBe(true)
    expect(equityAt(price.add('0.1').toString()).gt('9500')).toBe(true)
  })

  it('no line without a position on the pair, or when the floor lies below a price of 0', () => {
    expect(breachPrice(inputs('10000', [ethShort]), 'BTCUSDT', '9500', '0.1')).toBeNull()
    // 0.01 BTC long at 60 000: 60 000 − 500/0.01 = 10 000 (daily); − 1 000/0.01 = −40 000: none.
    const small = inputs('10000', [{ ...btcLong, size: '0.01' }])
    expect(breachPrice(small, 'BTCUSDT', '9500', '0.1')).toBe('10000')
    expect(breachPrice(small, 'BTCUSDT', '9000', '0.1')).toBeNull()
    expect(exactBreachPrice(small, 'BTCUSDT', '9000')).toBeNull()
  })

  it('the rules snapshot names the limits the floors are computed from', () => {
    const rules = {
      version: 1,
      steps: [
        { step: 1, days: 30, maxDdDaily: '5', maxDdTotal: '10', minProfit: '8', minTradingDays: 4 },
      ],
      real: { maxDdDaily: '5', maxDdTotal: '10' },
    } as unknown as RulesSnapshot
    const step1 = limitsFor(rules, 'step1')
    expect(
      step1 &&
        equityThresholds(step1, { initialBalance: '10000', dailyBalance: '10000' }).dailyFloor,
    ).toBe('9500')
  })
})
