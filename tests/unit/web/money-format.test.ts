import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { formatAmount, formatLimitUsdt, formatUsdt } from '~/lib/money-format'
import { getLocale, overwriteGetLocale } from '~/paraglide/runtime'

const original = getLocale
beforeEach(() => overwriteGetLocale(() => 'en'))
afterEach(() => overwriteGetLocale(original))

describe('formatAmount', () => {
  it('groups digits and rounds to two decimals half-even as text (decision 556)', () => {
    expect(formatAmount('12345.678')).toBe('12,345.68')
    expect(formatAmount('29.9')).toBe('29.90')
    expect(formatAmount('0')).toBe('0.00')
    expect(formatAmount('1000000')).toBe('1,000,000.00')
    expect(formatAmount('0.999')).toBe('1.00')
    expect(formatAmount('0.125')).toBe('0.12')
    expect(formatAmount('0.135')).toBe('0.14')
  })

  it('cuts a limit the trader acts on, never showing more than there is', () => {
    expect(formatLimitUsdt('12345.678')).toBe('12,345.67 USDT')
    expect(formatLimitUsdt('0.999')).toBe('0.99 USDT')
  })

  it('keeps the sign, and drops it when what is shown is zero', () => {
    expect(formatAmount('-1234.5')).toBe('-1,234.50')
    expect(formatAmount('-0.001')).toBe('0.00')
  })

  it('shows whole numbers and units', () => {
    expect(formatAmount('10', 0)).toBe('10')
    expect(formatUsdt('20')).toBe('20.00 USDT')
  })

  it('is exact beyond float precision', () => {
    expect(formatAmount('9007199254740993.129')).toBe('9,007,199,254,740,993.13')
    expect(formatLimitUsdt('9007199254740993.129')).toBe('9,007,199,254,740,993.12 USDT')
  })
})

describe('in Persian', () => {
  it('the same figures in Persian digits, the unit after the amount as in English', () => {
    overwriteGetLocale(() => 'fa')
    expect(formatUsdt('25000')).toBe('\u2066USDT ۲۵٬۰۰۰٫۰۰\u2069')
    expect(formatAmount('-1234.5')).toBe('\u200e-۱٬۲۳۴٫۵۰')
  })
})
