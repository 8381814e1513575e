/**
 * One rule for USDT amounts in the histories (issue 24): the exact stored
 * figure, at least to the cent, grouped; never rounded away.
 */
import { describe, expect, it } from 'vitest'
import { usdt } from '../../../../app/lib/trade/format'
import { pageLocale, speak } from '../page-locale'

// An English page; the Persian one is the last test.
pageLocale('en')

describe('usdt (history amounts)', () => {
  it('keeps every stored place of a fee and pads to the cent', () => {
    expect(usdt('3.000005')).toBe('3.000005')
    expect(usdt('1.18')).toBe('1.18')
    expect(usdt('30')).toBe('30.00')
    expect(usdt('29.7')).toBe('29.70')
  })

  it('groups thousands and keeps the sign', () => {
    expect(usdt('-469.65')).toBe('-469.65')
    expect(usdt('12345.5')).toBe('12,345.50')
    expect(usdt('-1000000')).toBe('-1,000,000.00')
  })

  it('shows "--" for no figure', () => {
    expect(usdt(null)).toBe('--')
  })

  it('reads in Persian digits on a Persian page, the minus on the left (decision 421)', () => {
    speak('fa')
    expect(usdt('3.000005')).toBe('۳٫۰۰۰۰۰۵')
    expect(usdt('12345.5')).toBe('۱۲٬۳۴۵٫۵۰')
    expect(usdt('-469.65')).toBe('\u200e-۴۶۹٫۶۵')
  })
})
