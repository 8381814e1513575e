/**
 * Decimal, case by case: every rounding mode on both signs, parsing,
 * comparison and printing, worked by hand (the property tests in
 * decimal.test.ts check the laws; these pin the exact digits).
 */
import { describe, expect, it } from 'vitest'
import { D, Decimal, type Rounding } from '#money/decimal.ts'

const at0 = (value: string, mode: Rounding) => D(value).div(1, 0, mode).toString()

describe('Decimal rounding modes', () => {
  it.each([
    // value, half-even, half-up, down, up, floor, ceil
    ['2.5', '2', '3', '2', '3', '2', '3'],
    ['3.5', '4', '4', '3', '4', '3', '4'],
    ['-2.5', '-2', '-3', '-2', '-3', '-3', '-2'],
    ['-3.5', '-4', '-4', '-3', '-4', '-4', '-3'],
    ['2.4', '2', '2', '2', '3', '2', '3'],
    ['-2.4', '-2', '-2', '-2', '-3', '-3', '-2'],
    ['2.6', '3', '3', '2', '3', '2', '3'],
    ['-2.6', '-3', '-3', '-2', '-3', '-3', '-2'],
    ['-7', '-7', '-7', '-7', '-7', '-7', '-7'],
  ])('%s → %s %s %s %s %s %s', (value, ...expected) => {
    const modes: Rounding[] = ['half-even', 'half-up', 'down', 'up', 'floor', 'ceil']
    expect(modes.map((mode) => at0(value, mode))).toEqual(expected)
  })

  it('divides by a negative number with the sign on the quotient', () => {
    // 7 ÷ −2 = −3.5
    expect(D(7).div(-2, 0, 'floor').toString()).toBe('-4')
    expect(D(7).div(-2, 0, 'ceil').toString()).toBe('-3')
    expect(D(7).div(-2, 0, 'down').toString()).toBe('-3')
    expect(D(7).div(-2, 0, 'half-even').toString()).toBe('-4')
    expect(D(-7).div(-2, 0, 'floor').toString()).toBe('3')
  })

  it('divides across scales', () => {
    expect(D(1).div(8, 3).toString()).toBe('0.125')
    expect(D(1).div(8, 2).toString()).toBe('0.12')
    expect(D(1).div(8, 2, 'half-up').toString()).toBe('0.13')
    // 1.23456 ÷ 2 = 0.61728
    expect(D('1.23456').div(2, 2).toString()).toBe('0.62')
    expect(D('1.23456').div('0.2', 3).toString()).toBe('6.173')
    expect(D(10).div('0.4', 0).toString()).toBe('25')
    expect(D(10).div('0.4', 2).scale).toBe(2)
  })

  it('keeps at most 36 decimals, rounding half-even beyond', () => {
    const third = D(1).div(3, 40)
    expect(third.scale).toBe(36)
    expect(third.toString()).toBe(`0.${'3'.repeat(36)}`)
    expect(D(2).div(3, 40).toString()).toBe(`0.${'6'.repeat(35)}7`)
    // 3.5 × 10⁻³⁶ → 4 × 10⁻³⁶; 2.5 × 10⁻³⁶ → 2 × 10⁻³⁶
    expect(Decimal.of(35n, 37).toString()).toBe(`0.${'0'.repeat(35)}4`)
    expect(Decimal.of(25n, 37).toString()).toBe(`0.${'0'.repeat(35)}2`)
    const tiny = D('0.000000000000000001').mul('0.0000000000000000005')
    expect(tiny.isZero()).toBe(true)
    expect(D(1).round(80).eq(1)).toBe(true)
    expect(D(1).round(80).scale).toBe(36)
  })

  it('rounds to a number of places', () => {
    expect(D('1.25').round(1).toString()).toBe('1.2')
    expect(D('1.35').round(1).toString()).toBe('1.4')
    expect(D('-1.25').round(1, 'half-up').toString()).toBe('-1.3')
    const wider = D('1.25').round(4)
    expect([wider.units, wider.scale]).toEqual([12500n, 4])
    const same = D('1.25').round(2)
    expect([same.units, same.scale]).toEqual([125n, 2])
  })

  it('rounds to a step', () => {
    expect(D('0.0127').roundToStep(D('0.005')).toString()).toBe('0.01')
    expect(D('0.0127').roundToStep(D('0.005'), 'up').toString()).toBe('0.015')
    expect(D('0.0127').roundToStep(D('0.005'), 'half-up').toString()).toBe('0.015')
    expect(D('-0.0127').roundToStep(D('0.005'), 'floor').toString()).toBe('-0.015')
    expect(D('-0.0127').roundToStep(D('0.005'), 'ceil').toString()).toBe('-0.01')
    expect(D(1).roundToStep(D('0.3')).toString()).toBe('0.9')
    expect(D('12').roundToStep(D('0.5'), 'up').toString()).toBe('12')
  })

  it('tells whether a value is a multiple of a step', () => {
    expect(D('0').isMultipleOf(D('0.1'))).toBe(true)
    expect(D('-0.3').isMultipleOf(D('0.1'))).toBe(true)
    expect(D('0.3').isMultipleOf(D('0.2'))).toBe(false)
    expect(D('3').isMultipleOf(D('1.5'))).toBe(true)
    expect(D('3').isMultipleOf(D('0'))).toBe(false)
  })
})

describe('Decimal parsing', () => {
  it('reads strings with a sign and surrounding spaces, integers and bigints', () => {
    expect(D(' 1.50 ').toString()).toBe('1.5')
    expect(D('+2').toString()).toBe('2')
    expect(D('-0.5').toString()).toBe('-0.5')
    expect(D(5n).toString()).toBe('5')
    expect(D(-12).toString()).toBe('-12')
    expect(Decimal.of(5n).toString()).toBe('5')
    const same = D('1.5')
    expect(D(same)).toBe(same)
  })

  it('refuses what is not a plain decimal, saying what it got', () => {
    expect(Decimal.tryParse('1.')).toBeUndefined()
    expect(Decimal.tryParse('.5')).toBeUndefined()
    expect(Decimal.tryParse('1.5x')).toBeUndefined()
    expect(Decimal.tryParse('x1.5')).toBeUndefined()
    expect(() => D('1,5')).toThrow('Not a decimal: "1,5"')
    expect(() => D(2 ** 53)).toThrow(RangeError)
    expect(() => D(1.5)).toThrow('Decimal.from needs an integer or a string, got 1.5')
  })

  it('checks the plain form strictly, without trimming', () => {
    expect(Decimal.isDecimalString('-1.5')).toBe(true)
    expect(Decimal.isDecimalString(' 1.5')).toBe(false)
    expect(Decimal.isDecimalString('1e5')).toBe(false)
  })
})

describe('Decimal comparison and sign', () => {
  it('compares across scales', () => {
    expect(D('1.10').cmp('1.1')).toBe(0)
    expect(D('1.09').cmp('1.1')).toBe(-1)
    expect(D('1.2').cmp('1.19')).toBe(1)
    const cases = [
      ['1', '2'],
      ['2', '2.0'],
      ['2', '1'],
    ] as const
    expect(
      cases.map(([a, b]) => [D(a).lt(b), D(a).lte(b), D(a).eq(b), D(a).gte(b), D(a).gt(b)]),
    ).toEqual([
      [true, true, false, false, false],
      [false, true, true, true, false],
      [false, false, false, true, true],
    ])
  })

  it('picks the larger or smaller, the first one when equal', () => {
    expect(Decimal.max(D(1), D(2)).toString()).toBe('2')
    expect(Decimal.max(D(2), D(1)).toString()).toBe('2')
    expect(Decimal.min(D(1), D(2)).toString()).toBe('1')
    expect(Decimal.min(D(2), D(1)).toString()).toBe('1')
    expect(Decimal.max(D('1.0'), D('1')).scale).toBe(1)
    expect(Decimal.min(D('1.0'), D('1')).scale).toBe(1)
  })

  it('adds up a list, zero when empty', () => {
    expect(Decimal.sum([]).toString()).toBe('0')
    expect(Decimal.sum([D('1.5'), D('2.25'), D(-1)]).toString()).toBe('2.75')
  })

  it('knows its sign', () => {
    const of = (v: string) => {
      const d = D(v)
      return [d.sign(), d.isZero(), d.isNegative(), d.isPositive()]
    }
    expect(of('-0.1')).toEqual([-1, false, true, false])
    expect(of('0.00')).toEqual([0, true, false, false])
    expect(of('0.1')).toEqual([1, false, false, true])
    expect(D('-2.5').abs().toString()).toBe('2.5')
    const positive = D('2.5')
    expect(positive.abs()).toBe(positive)
    expect(D('2.5').neg().toString()).toBe('-2.5')
  })

  it('adds, subtracts and multiplies across scales', () => {
    expect(D('1.5').add('0.25').toString()).toBe('1.75')
    expect(D('1.5').sub('0.25').toString()).toBe('1.25')
    expect(D(1).sub('0.001').toString()).toBe('0.999')
    expect(D('0.001').sub(1).toString()).toBe('-0.999')
    expect(D('-1.5').mul('0.2').toString()).toBe('-0.3')
  })
})

describe('Decimal printing', () => {
  it('prints the shortest exact form', () => {
    expect(D('-0.050').toString()).toBe('-0.05')
    expect(D('100').toString()).toBe('100')
    expect(Decimal.of(1000n, 2).toString()).toBe('10')
    expect(Decimal.of(-5n, 3).toString()).toBe('-0.005')
    expect(Decimal.ZERO.toString()).toBe('0')
    expect(Decimal.ONE.toString()).toBe('1')
  })

  it('prints a fixed number of places, rounding as asked', () => {
    expect(D('-1.005').toFixed(2, 'half-up')).toBe('-1.01')
    expect(D('2').toFixed(2)).toBe('2.00')
    expect(D('0.5').toFixed(0)).toBe('0')
    expect(D('0.5').toFixed(0, 'half-up')).toBe('1')
    expect(D('-0.05').toFixed(3)).toBe('-0.050')
  })

  it('serializes as its string and converts to a number for charts', () => {
    expect(JSON.stringify({ a: D('1.50') })).toBe('{"a":"1.5"}')
    expect(D('-1.5').toNumber()).toBe(-1.5)
  })
})
