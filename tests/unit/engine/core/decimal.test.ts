import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { D, Decimal } from '#money/decimal.ts'

const decimalString = fc
  .tuple(fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }), fc.integer({ min: 0, max: 12 }))
  .map(([units, scale]) => Decimal.of(units, scale))

describe('Decimal', () => {
  it('parses and prints without losing a digit', () => {
    expect(D('0.1').add('0.2').toString()).toBe('0.3')
    expect(D('-12.500').toString()).toBe('-12.5')
    expect(D('60000').mul('0.5').toString()).toBe('30000')
    expect(D('1.005').toFixed(2, 'half-up')).toBe('1.01')
    expect(D('1.005').toFixed(2, 'half-even')).toBe('1.00')
    expect(D('0.000001').toString()).toBe('0.000001')
  })

  it('refuses floats and garbage', () => {
    expect(() => D(0.1)).toThrow()
    expect(() => D('1e5')).toThrow()
    expect(() => D('12.')).toThrow()
    expect(Decimal.tryParse('abc')).toBeUndefined()
  })

  it('divides with the rounding asked', () => {
    expect(D('10').div('3', 4).toString()).toBe('3.3333')
    expect(D('-10').div('3', 0, 'floor').toString()).toBe('-4')
    expect(D('-10').div('3', 0, 'ceil').toString()).toBe('-3')
    expect(D('2.5').div('1', 0, 'half-even').toString()).toBe('2')
    expect(D('3.5').div('1', 0, 'half-even').toString()).toBe('4')
    expect(() => D('1').div('0', 2)).toThrow('Division by zero')
  })

  it('rounds to a step', () => {
    expect(D('0.0127').roundToStep(D('0.001')).toString()).toBe('0.012')
    expect(D('0.0127').roundToStep(D('0.001'), 'up').toString()).toBe('0.013')
    expect(D('60000.15').isMultipleOf(D('0.1'))).toBe(false)
    expect(D('60000.1').isMultipleOf(D('0.1'))).toBe(true)
  })

  it('adds and subtracts exactly (property)', () => {
    fc.assert(
      fc.property(decimalString, decimalString, (a, b) => {
        expect(a.add(b).sub(b).eq(a)).toBe(true)
        expect(a.add(b).eq(b.add(a))).toBe(true)
      }),
    )
  })

  it('round-trips through its string (property)', () => {
    fc.assert(
      fc.property(decimalString, (a) => {
        expect(D(a.toString()).eq(a)).toBe(true)
      }),
    )
  })

  it('multiplies exactly and division undoes it (property)', () => {
    fc.assert(
      fc.property(decimalString, decimalString, (a, b) => {
        fc.pre(!b.isZero())
        const product = a.mul(b)
        expect(product.div(b, a.scale).eq(a)).toBe(true)
      }),
    )
  })
})
