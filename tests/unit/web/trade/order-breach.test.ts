/**
 * The order form's stop-loss check (decision 515): the account as the
 * order would leave it, worked by hand. 10 000 USDT challenge, floors
 * 9 500 (daily) and 9 000 (total); 1 BTC long at 60 750 after fees
 * (balance 9 969.625), as in tests/e2e/trade/moments.spec.ts.
 */
import { describe, expect, it } from 'vitest'
import type { AccountInputs } from '../../../../app/lib/trade/account-figures'
import { breachPrices } from '../../../../app/lib/trade/breach-lines'
import { stopSide, withOrder } from '../../../../app/lib/trade/order-breach'

const floors = { daily_floor: '9500', total_floor: '9000' }
const held: AccountInputs = {
  balance: '9969.625',
  dailyBalance: '10000',
  positions: [
    {
      symbol: 'BTCUSDT',
      side: 'long',
      size: '1',
      entryPrice: '60750',
      markPrice: '61500',
      leverage: 10,
    },
  ],
  openOrders: [],
  leverages: {},
}
const order = { symbol: 'BTCUSDT', price: '61500', leverage: 10 }
const breach = (inputs: AccountInputs) =>
  breachPrices(inputs, floors, 'BTCUSDT', '0.1', () => undefined)

describe("the order form's stop loss against the breach price", () => {
  it('a stop below the price protects a long, above it a short', () => {
    expect(stopSide('60000', '61500')).toBe('long')
    expect(stopSide('62000', '61500')).toBe('short')
    expect(stopSide('61500', '61500')).toBeNull()
  })

  it('without a size the held position alone: daily 60 280.3, total 59 780.3', () => {
    expect(withOrder(held, { ...order, side: 'long', size: '' })).toBe(held)
    expect(breach(withOrder(held, { ...order, side: 'long', size: '' }))).toEqual({
      daily: '60280.3',
      total: '59780.3',
    })
  })

  it('buying 1 more at 61 500 averages to 2 BTC at 61 125: daily 60 890.1875 → 60 890.1', () => {
    const after = withOrder(held, { ...order, side: 'long', size: '1' })
    expect(after.positions).toMatchObject([{ side: 'long', size: '2', entryPrice: '61125' }])
    expect(after.balance).toBe('9969.625')
    // 61 125 − 469.625 / 2 = 60 890.1875; total: 61 125 − 969.625 / 2 = 60 640.1875.
    expect(breach(after)).toEqual({ daily: '60890.1', total: '60640.1' })
  })

  it('selling part of it keeps the entry and books the closed part: 0.5 at 61 500 adds 375', () => {
    const after = withOrder(held, { ...order, side: 'short', size: '0.5' })
    expect(after.positions).toMatchObject([{ side: 'long', size: '0.5', entryPrice: '60750' }])
    expect(after.balance).toBe('10344.625')
    // 60 750 + (9 500 − 10 344.625) / 0.5 = 59 060.75 → 59 060.7.
    expect(breach(after).daily).toBe('59060.7')
  })

  it('selling past the position opens a short at the order price; selling it all leaves none', () => {
    const flipped = withOrder(held, { ...order, side: 'short', size: '3' })
    expect(flipped.positions).toMatchObject([{ side: 'short', size: '2', entryPrice: '61500' }])
    expect(flipped.balance).toBe('10719.625')
    // 61 500 + (9 500 − 10 719.625) / −2 = 62 109.8125 → up to the tick: 62 109.9.
    expect(breach(flipped).daily).toBe('62109.9')
    const flat = withOrder(held, { ...order, side: 'short', size: '1' })
    expect(flat.positions).toEqual([])
    expect(breach(flat)).toEqual({ daily: null, total: null })
  })

  it('a fresh account: the order alone', () => {
    const fresh = { ...held, balance: '10000', positions: [] }
    const after = withOrder(fresh, { ...order, side: 'short', size: '0.5', price: '60000' })
    // 60 000 + (9 500 − 10 000) / −0.5 = 61 000.
    expect(breach(after).daily).toBe('61000')
  })
})
