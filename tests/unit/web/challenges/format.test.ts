import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { getLocale, overwriteGetLocale } from '~/paraglide/runtime'
import { formatAmount, formatPercent, formatUsdt } from '../../../../app/lib/challenges/format.ts'

const original = getLocale
beforeEach(() => overwriteGetLocale(() => 'en'))
afterEach(() => overwriteGetLocale(original))

import { formatDuration } from '../../../../app/lib/challenges/use-time-left.ts'

describe('challenge formats', () => {
  it('groups thousands and keeps exact cents from decimal strings', () => {
    expect(formatAmount('12345.5')).toBe('12,345.50')
    expect(formatAmount('-9370')).toBe('-9,370.00')
    // Half-even, the one money rule (decision 556): a tie keeps the even cent.
    expect(formatAmount('0.005')).toBe('0.00')
    expect(formatAmount('0.015')).toBe('0.02')
    expect(formatAmount('100000', 0)).toBe('100,000')
    expect(formatUsdt('1234567.891')).toBe('1,234,567.89 USDT')
    expect(formatAmount('999999999999999999.99')).toBe('999,999,999,999,999,999.99')
  })

  it('shows percents without trailing zeros', () => {
    expect(formatPercent('5')).toBe('5%')
    expect(formatPercent('12.50')).toBe('12.5%')
  })

  it('counts down as HH:MM:SS, never below zero', () => {
    expect(formatDuration(0)).toBe('00:00:00')
    expect(formatDuration(3661)).toBe('01:01:01')
    expect(formatDuration(86_399)).toBe('23:59:59')
    expect(formatDuration(-5)).toBe('00:00:00')
  })
})
