/**
 * The breach price before the tick (money/breach-price.ts, decision 455):
 * the division keeps 18 places and rounds toward where the rule already
 * holds (a long's down, a short's up), a position of size 0 has no price,
 * the pair's own position is found among others, and the room to a floor.
 */
import { describe, expect, it } from 'vitest'
import {
  type BreachInputs,
  breachPrice,
  exactBreachPrice,
  roomToFloor,
} from '../../../money/breach-price.ts'

const inputs = (balance: string, positions: BreachInputs['positions']): BreachInputs => ({
  balance,
  positions,
  markOf: () => undefined,
})

describe('the exact breach price', () => {
  it('a long of 3 at 60 000, balance 10 000, floor 9 500: 60 000 − 500/3, the thirds rounded down', () => {
    const long = inputs('10000', [
      { symbol: 'BTCUSDT', side: 'long', size: '3', entryPrice: '60000' },
    ])
    // −500 ÷ 3 = −166.666…; down (toward −∞) at 18 places: −166.666666666666666667.
    expect(exactBreachPrice(long, 'BTCUSDT', '9500')?.toString()).toBe('59833.333333333333333333')
  })

  it('a short of 3: 60 000 + 500/3, the thirds rounded up', () => {
    const short = inputs('10000', [
      { symbol: 'BTCUSDT', side: 'short', size: '3', entryPrice: '60000' },
    ])
    // −500 ÷ −3 = 166.666…; up at 18 places: 166.666666666666666667.
    expect(exactBreachPrice(short, 'BTCUSDT', '9500')?.toString()).toBe('60166.666666666666666667')
  })

  it('a long of 3, floor 9 000: 60 000 − 1 000/3, rounded down although the remainder is under half', () => {
    const long = inputs('10000', [
      { symbol: 'BTCUSDT', side: 'long', size: '3', entryPrice: '60000' },
    ])
    // −1 000 ÷ 3 = −333.333…; toward −∞ at 18 places: −333.333333333333333334
    // (half-even would give …333), so 60 000 − 333.333333333333333334.
    expect(exactBreachPrice(long, 'BTCUSDT', '9000')?.toString()).toBe('59666.666666666666666666')
    // On a tick of 1, down: 59 666 (the nearest tick would be 59 667, where equity is still above 9 000).
    expect(breachPrice(long, 'BTCUSDT', '9000', '1')).toBe('59666')
  })

  it('a short of 3, floor 9 000: 60 000 + 1 000/3, rounded up although the remainder is under half', () => {
    const short = inputs('10000', [
      { symbol: 'BTCUSDT', side: 'short', size: '3', entryPrice: '60000' },
    ])
    // −1 000 ÷ −3 = 333.333…; toward +∞ at 18 places: 333.333333333333333334.
    expect(exactBreachPrice(short, 'BTCUSDT', '9000')?.toString()).toBe('60333.333333333333333334')
    // On a tick of 1, up: 60 334 (the nearest tick, 60 333, leaves equity above 9 000).
    expect(breachPrice(short, 'BTCUSDT', '9000', '1')).toBe('60334')
  })

  it('a position of size 0 has no breach price', () => {
    const flat = inputs('10000', [
      { symbol: 'BTCUSDT', side: 'long', size: '0', entryPrice: '60000' },
    ])
    expect(exactBreachPrice(flat, 'BTCUSDT', '9500')).toBeNull()
    expect(breachPrice(flat, 'BTCUSDT', '9500', '0.1')).toBeNull()
  })

  it('the pair’s own side decides the rounding when another pair is listed first', () => {
    // ETH short listed first (held at its entry: no PnL); BTC long of 0.3: 58 333.333… → down.
    const both = inputs('10000', [
      { symbol: 'ETHUSDT', side: 'short', size: '2', entryPrice: '3000' },
      { symbol: 'BTCUSDT', side: 'long', size: '0.3', entryPrice: '60000' },
    ])
    expect(breachPrice(both, 'BTCUSDT', '9500', '0.1')).toBe('58333.3')
  })

  it('room to a floor: equity − floor, negative past it', () => {
    expect(roomToFloor('9750.5', '9500')).toBe('250.5')
    expect(roomToFloor('9400', '9500')).toBe('-100')
  })
})
