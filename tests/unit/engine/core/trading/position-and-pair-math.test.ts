/**
 * The one-way position formulas (trading.md "Positions and money") and the
 * per-pair bracket math, called directly with hand-worked figures.
 */
import { describe, expect, it } from 'vitest'
import { D } from '#money/decimal.ts'
import {
  bracketFor,
  bracketsWithCum,
  decimalsOf,
  maintenanceOf,
  maxNotionalAt,
  pairMaxLeverage,
  pricePrecision,
} from '../../../../../engine/core/trading/pair.ts'
import {
  applyFill,
  feeOf,
  sideSign,
  unrealizedPnl,
} from '../../../../../engine/core/trading/position-math.ts'
import { catalogueSpec } from '../../../../../engine/market/pair-catalogue.ts'

const fill = (size: string, entry: string, side: 'buy' | 'sell', qty: string, price: string) => {
  const out = applyFill(D(size), D(entry), side, D(qty), D(price))
  return {
    size: out.size.toString(),
    entry: out.entry.toString(),
    realized: out.realized.toString(),
    reduced: out.reduced.toString(),
    opened: out.opened,
  }
}

describe('a fill on a one-way position', () => {
  it('opens from flat at the fill price', () => {
    // exactly, even with more places than an average entry keeps
    expect(fill('0', '0', 'buy', '1', '0.00000000001').entry).toBe('0.00000000001')
    expect(fill('0', '0', 'sell', '2', '100')).toEqual({
      size: '-2',
      entry: '100',
      realized: '0',
      reduced: '0',
      opened: true,
    })
  })

  it('increases: E′ = (|q|·E + f·p) / (|q| + f), 10 places', () => {
    // (1 × 100 + 2 × 130) / 3 = 120
    expect(fill('1', '100', 'buy', '2', '130')).toMatchObject({
      size: '3',
      entry: '120',
      opened: false,
    })
    // (1 × 100 + 2 × 101) / 3 = 100.666…
    expect(fill('1', '100', 'buy', '2', '101').entry).toBe('100.6666666667')
    // short: (2 × 100 + 1 × 91) / 3 = 97
    expect(fill('-2', '100', 'sell', '1', '91')).toMatchObject({ size: '-3', entry: '97' })
  })

  it('reduces: realized = f·(p − E)·sign(q), the entry kept', () => {
    expect(fill('3', '120', 'sell', '1', '150')).toEqual({
      size: '2',
      entry: '120',
      realized: '30',
      reduced: '1',
      opened: false,
    })
    // short 2 at 100 bought back 1 at 90: 1 × (90 − 100) × −1 = 10
    expect(fill('-2', '100', 'buy', '1', '90')).toMatchObject({ size: '-1', realized: '10' })
  })

  it('closes to flat with entry 0', () => {
    expect(fill('2', '120', 'sell', '2', '110')).toEqual({
      size: '0',
      entry: '0',
      realized: '-20',
      reduced: '2',
      opened: false,
    })
  })

  it('flips: realizes on |q|, the rest opens at the fill price', () => {
    expect(fill('1', '100', 'sell', '3', '90')).toEqual({
      size: '-2',
      entry: '90',
      realized: '-10',
      reduced: '1',
      opened: true,
    })
  })

  it('rounds realized PnL to 8 places, half to even', () => {
    // 0.001 × 0.000005 = 0.000000005 → 0; 0.003 × 0.000005 = 0.000000015 → 0.00000002
    expect(fill('0.001', '100', 'sell', '0.001', '100.000005').realized).toBe('0')
    expect(fill('0.003', '100', 'sell', '0.003', '100.000005').realized).toBe('0.00000002')
  })

  it('values the open position at mark and charges fees to 8 places', () => {
    expect(unrealizedPnl(D(-2), D(100), D(90)).toString()).toBe('20')
    expect(unrealizedPnl(D('0.5'), D(60000), D(57000)).toString()).toBe('-1500')
    // 1 × 0.00000001 × 0.5 = 0.000000005 → 0; × 1.5 = 0.000000015 → 0.00000002
    expect(feeOf(D(1), D('0.00000001'), D('0.5')).toString()).toBe('0')
    expect(feeOf(D(1), D('0.00000001'), D('1.5')).toString()).toBe('0.00000002')
    expect(feeOf(D('0.5'), D(60000), D('0.0005')).toString()).toBe('15')
    expect([sideSign('buy'), sideSign('sell')]).toEqual([1, -1])
  })
})

describe('pair brackets', () => {
  const btc = catalogueSpec('BTCUSDT')

  it('finds the bracket of a notional, the last one beyond every cap', () => {
    expect(bracketFor(btc, D(50000)).mmr.toString()).toBe('0.004')
    expect(bracketFor(btc, D('50000.01')).mmr.toString()).toBe('0.005')
    expect(bracketFor(btc, D(12000001)).mmr.toString()).toBe('0.01')
    expect(() => bracketFor({ ...btc, code: 'NONE', brackets: [] }, D(1))).toThrow(
      'pair NONE has no leverage brackets',
    )
  })

  it('maintenance = notional × MMR − cum', () => {
    expect(maintenanceOf(btc, D(50000)).toString()).toBe('200')
    // 100 000 × 0.005 − 50
    expect(maintenanceOf(btc, D(100000)).toString()).toBe('450')
  })

  it('caps: the highest leverage, and none above it', () => {
    expect(pairMaxLeverage(btc)).toBe(125)
    expect(pairMaxLeverage(catalogueSpec('ETHUSDT'))).toBe(100)
    expect(maxNotionalAt(btc, 126).toString()).toBe('0')
  })

  it('derives each cum from the bracket before: cumᵢ = cumᵢ₋₁ + capᵢ₋₁ × (mmrᵢ − mmrᵢ₋₁)', () => {
    const rows = bracketsWithCum([
      { notionalCap: '50000', maxLeverage: 125, mmr: '0.004' },
      { notionalCap: '600000', maxLeverage: 100, mmr: '0.005' },
      { notionalCap: '3000000', maxLeverage: 75, mmr: '0.0065' },
    ])
    expect(rows.map((b) => [b.notionalCap.toString(), b.maxLeverage, b.cum.toString()])).toEqual([
      ['50000', 125, '0'],
      ['600000', 100, '50'],
      ['3000000', 75, '950'],
    ])
  })

  it('counts decimals of a step and shows derived prices with at least 2', () => {
    expect(decimalsOf(D('0.001'))).toBe(3)
    expect(decimalsOf(D('10'))).toBe(0)
    expect(decimalsOf(D('0.10'))).toBe(1)
    expect(pricePrecision(btc)).toBe(2)
    expect(pricePrecision(catalogueSpec('XRPUSDT'))).toBe(4)
  })
})
