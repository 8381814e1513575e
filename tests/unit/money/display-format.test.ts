/** One way to show numbers, money, percents and dates, in English and Persian (decision 421). */
import { describe, expect, it } from 'vitest'
import {
  formatDate,
  formatDateTime,
  formatDayMonth,
  formatMoney,
  formatNumber,
  formatPercent,
  formatShortTime,
  formatTime,
  localDigits,
} from '#money/format.ts'

const AT = '2026-11-24T23:09:12Z'

describe('numbers', () => {
  it('groups exact decimals in Latin digits (en) and Persian digits and separators (fa)', () => {
    expect(formatNumber('12000000', 'en')).toBe('12,000,000')
    expect(formatNumber('12000000', 'fa')).toBe('۱۲٬۰۰۰٬۰۰۰')
    expect(formatNumber('9812.3515', 'en', { decimals: 2 })).toBe('9,812.35')
    expect(formatNumber('9812.3515', 'fa', { decimals: 2 })).toBe('۹٬۸۱۲٫۳۵')
    expect(formatNumber('9007199254740993.129', 'en', { decimals: 2, rounding: 'trunc' })).toBe(
      '9,007,199,254,740,993.12',
    )
  })

  it('signs: negatives in plain text, no "-0.00", "+" on request', () => {
    expect(formatNumber('-13.59', 'en', { decimals: 2 })).toBe('-13.59')
    // Persian keeps the left-to-right mark that holds the minus on the number's left.
    expect(formatNumber('-13.59', 'fa', { decimals: 2 })).toBe('\u200e-۱۳٫۵۹')
    expect(formatNumber('-0.001', 'en', { decimals: 2, rounding: 'trunc' })).toBe('0.00')
    expect(formatNumber('1.25', 'en', { decimals: 2, signed: true })).toBe('+1.25')
  })

  it('leaves what is not a number as it is', () => {
    expect(formatNumber('--', 'fa')).toBe('--')
  })
})

describe('money', () => {
  it('reads amount then unit in both languages, to the cent half-even (decision 556)', () => {
    expect(formatMoney('25000', 'en')).toBe('25,000.00 USDT')
    // Shown left to right as "USDT ۲۵٬۰۰۰٫۰۰": a Persian reader meets the amount first.
    expect(formatMoney('25000', 'fa')).toBe('\u2066USDT ۲۵٬۰۰۰٫۰۰\u2069')
    expect(formatMoney('9997.577455', 'en')).toBe('9,997.58 USDT')
  })
})

describe('percents', () => {
  it('puts the sign of the locale after the number ("0%", "۰٪", never "%0")', () => {
    expect(formatPercent('0', 'en')).toBe('0%')
    expect(formatPercent('0', 'fa')).toBe('۰٪')
    expect(formatPercent('12.50', 'en')).toBe('12.5%')
    expect(formatPercent('-0.4', 'fa', { decimals: 2, signed: true })).toBe('\u200e-۰٫۴۰٪')
  })
})

describe('digits of labels', () => {
  it('writes "Step 1" digits as the locale does', () => {
    expect(localDigits(1, 'en')).toBe('1')
    expect(localDigits(12, 'fa')).toBe('۱۲')
  })
})

describe('dates', () => {
  it('one format per kind: date, date-time, time (UTC)', () => {
    expect(formatDate(AT, 'en')).toBe('24 Nov 2026')
    expect(formatDateTime(AT, 'en')).toBe('24 Nov 2026, 23:09')
    expect(formatTime(AT, 'en')).toBe('23:09:12')
    expect(formatShortTime(AT, 'en')).toBe('23:09')
  })

  it('Persian: the Solar Hijri calendar and Persian digits', () => {
    expect(formatDate(AT, 'fa')).toBe('۳ آذر ۱۴۰۵')
    expect(formatDateTime(AT, 'fa')).toBe('۳ آذر ۱۴۰۵، ۲۳:۰۹')
    expect(formatTime(AT, 'fa')).toBe('۲۳:۰۹:۱۲')
  })

  it('a UTC day on a chart axis: day and month in the page’s calendar', () => {
    expect(formatDayMonth('2026-11-24', 'en')).toBe('24 Nov')
    expect(formatDayMonth('2026-11-24', 'fa')).toBe('۳ آذر')
  })
})
