import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { D } from '#money/decimal.ts'
import { calculateOrder } from '../../../../app/lib/trade/calculator.ts'
import { pnlAt } from '../../../../app/lib/trade/tpsl-math.ts'

const step = D('0.001')

describe('the order calculator', () => {
  it('risking 1 % of 10 000 with the stop 1 000 below a 60 000 entry: 0.1 BTC, 300 USDT margin at 20x', () => {
    const result = calculateOrder({
      side: 'buy',
      leverage: 20,
      balance: D('10000'),
      riskPercent: D('1'),
      entry: D('60000'),
      stopLoss: D('59000'),
      stepSize: step,
    })
    expect(result.ok && [result.size, result.margin, result.loss].map(String)).toEqual([
      '0.1',
      '300',
      '100',
    ])
  })
  it('a short with its stop above; a stop on the wrong side is said so', () => {
    const short = calculateOrder({
      side: 'sell',
      leverage: 10,
      balance: D('5000'),
      riskPercent: D('2'),
      entry: D('3000'),
      stopLoss: D('3150'),
      stepSize: D('0.01'),
    })
    // 100 / 150 = 0.666… → 0.66; margin 0.66 × 3000 / 10 = 198; loss 0.66 × 150 = 99
    expect(short.ok && [short.size, short.margin, short.loss].map(String)).toEqual([
      '0.66',
      '198',
      '99',
    ])
    expect(
      calculateOrder({
        side: 'sell',
        leverage: 10,
        balance: D('5000'),
        riskPercent: D('2'),
        entry: D('3000'),
        stopLoss: D('2900'),
        stepSize: D('0.01'),
      }),
    ).toEqual({ ok: false, reason: 'stop_loss_side' })
  })
  it('never risks more than asked, and within one step of it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 1_000_000 }),
        fc.integer({ min: 1, max: 1000 }),
        fc.integer({ min: 1000, max: 100_000 }),
        fc.integer({ min: 1, max: 500 }),
        fc.constantFrom<'buy' | 'sell'>('buy', 'sell'),
        (balance, riskTenths, entry, distance, side) => {
          const risk = D(riskTenths).div(10, 1)
          const stop = side === 'buy' ? entry - distance : entry + distance
          const result = calculateOrder({
            side,
            leverage: 20,
            balance: D(balance),
            riskPercent: risk,
            entry: D(entry),
            stopLoss: D(stop),
            stepSize: step,
          })
          if (!result.ok) throw new Error('refused')
          const allowed = D(balance).mul(risk).div(100, 12)
          const lost = result.size.mul(distance)
          expect(lost.lte(allowed)).toBe(true)
          expect(result.size.add(step).mul(distance).gt(allowed)).toBe(true)
        },
      ),
    )
  })
})

describe('what a TP/SL would realize', () => {
  it('(P − entry) × size for a long, the other way for a short', () => {
    expect(pnlAt('long', '0.5', '60000', D('63000')).toFixed(2)).toBe('1500.00')
    expect(pnlAt('long', '0.5', '60000', D('59000')).toFixed(2)).toBe('-500.00')
    expect(pnlAt('short', '0.5', '60000', D('59000')).toFixed(2)).toBe('500.00')
  })
})
