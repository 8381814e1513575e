/**
 * The candle chart's own labels follow the page's digit rule (decision 421):
 * Persian digits and the Solar Hijri calendar in fa, Latin and Gregorian in
 * en, in UTC. Before, lightweight-charts wrote "60000.00" and "Dec" on a
 * Persian page.
 */
import { describe, expect, it } from 'vitest'
import { chartPrice, chartTick, chartTime, TICK } from '~/lib/trade/chart-format'

const seconds = (iso: string) => Date.parse(iso) / 1000

describe('price axis', () => {
  it("shows the float the chart draws at the tick's places, grouped, in the page's digits", () => {
    expect(chartPrice(60000, 1, 'en')).toBe('60,000.0')
    expect(chartPrice(60000, 1, 'fa')).toBe('۶۰٬۰۰۰٫۰')
    expect(chartPrice(96759.25, 2, 'fa')).toBe('۹۶٬۷۵۹٫۲۵')
    expect(chartPrice(0.081234, 5, 'en')).toBe('0.08123')
  })
})

describe('time axis and crosshair (UTC)', () => {
  it('the crosshair shows the one date-time format', () => {
    expect(chartTime(seconds('2026-11-24T23:09:12Z'), 'en')).toBe('24 Nov 2026, 23:09')
    expect(chartTime(seconds('2026-11-24T23:09:12Z'), 'fa')).toBe('۳ آذر ۱۴۰۵، ۲۳:۰۹')
  })

  it('times and days in the locale digits', () => {
    const at = seconds('2026-11-24T07:05:00Z')
    expect(chartTick(at, TICK.time, 'en')).toBe('07:05')
    // Persian writes the hour without a leading zero, as every Persian time on the page does.
    expect(chartTick(at, TICK.time, 'fa')).toBe('۷:۰۵')
    expect(chartTick(at, TICK.day, 'en')).toBe('24')
    // 24 Nov 2026 is 3 Azar 1405.
    expect(chartTick(at, TICK.day, 'fa')).toBe('۳')
  })

  it('a month or year mark names the Persian day it falls on, not a month begun days before', () => {
    const december = seconds('2026-12-01T00:00:00Z')
    expect(chartTick(december, TICK.month, 'en')).toBe('Dec')
    expect(chartTick(december, TICK.month, 'fa')).toBe('۱۰ آذر')
    const newYear = seconds('2027-01-01T00:00:00Z')
    expect(chartTick(newYear, TICK.year, 'en')).toBe('2027')
    expect(chartTick(newYear, TICK.year, 'fa')).toBe('۱۱ دی ۱۴۰۵')
  })
})
