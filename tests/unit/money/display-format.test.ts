/** One way to show numbers, money, percents and dates, in English and Persian (decision 421). */
import { describe, expect, it } from 'vitest'
import {
  formatDate,
  formatDateTime,
  formatDayMonth,
  formatLimit,
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
    // A number must be the whole text: nothing before it, nothing after it.
    expect(formatNumber('v12', 'en')).toBe('v12')
    expect(formatNumber('12 USDT', 'en')).toBe('12 USDT')
  })

  it('reads a decimal string with spaces around it as the number', () => {
    expect(formatNumber(' 1234.5 ', 'en')).toBe('1,234.5')
  })

  it('takes a JavaScript number too, also one whose text is in exponent form', () => {
    expect(formatNumber(1234.5, 'en')).toBe('1,234.5')
    // String(0.0000001) is "1e-7": still the number 0.0000001, 7 places, within the default 8.
    expect(formatNumber(0.0000001, 'en')).toBe('0.0000001')
  })
})

describe('money', () => {
  it('reads amount then unit in both languages, to the cent half-even (decision 556)', () => {
    expect(formatMoney('25000', 'en')).toBe('25,000.00 USDT')
    // Shown left to right as "USDT ۲۵٬۰۰۰٫۰۰": a Persian reader meets the amount first.
    expect(formatMoney('25000', 'fa')).toBe('\u2066USDT ۲۵٬۰۰۰٫۰۰\u2069')
    expect(formatMoney('9997.577455', 'en')).toBe('9,997.58 USDT')
  })

  it('half-even on an exact half cent: 0.125 → 0.12 (2 is even), 0.135 → 0.14 (4 is even)', () => {
    expect(formatMoney('0.125', 'en')).toBe('0.12 USDT')
    expect(formatMoney('0.135', 'en')).toBe('0.14 USDT')
    expect(formatMoney('-0.125', 'en')).toBe('-0.12 USDT')
  })
})

describe('limits the trader may act on (decision 556: cut to the cent, never shown above what there is)', () => {
  it('cuts instead of rounding: 123.459 → 123.45 where money shows 123.46', () => {
    expect(formatLimit('123.459', 'en')).toBe('123.45 USDT')
    expect(formatMoney('123.459', 'en')).toBe('123.46 USDT')
    // Room to a daily floor of 9 500 at equity 9 612.999: 112.999 → 112.99, not 113.00.
    expect(formatLimit('112.999', 'en')).toBe('112.99 USDT')
  })

  it('Persian: the same cut figure in Persian digits, the unit on its left', () => {
    expect(formatLimit('1234.567', 'fa')).toBe('\u2066USDT ۱٬۲۳۴٫۵۶\u2069')
  })

  it('keeps the other options (unit, sign) but always cuts, whatever rounding is asked', () => {
    expect(formatLimit('800.129', 'en', { unit: 'TRX' })).toBe('800.12 TRX')
    expect(formatLimit('0.999', 'en', { rounding: 'halfExpand' })).toBe('0.99 USDT')
    expect(formatLimit('5.005', 'en', { signed: true })).toBe('+5.00 USDT')
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
