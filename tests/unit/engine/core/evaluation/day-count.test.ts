/** A step's `day`, counted like its trading days (engine/core/evaluation/day.ts, dayNumber). */
import { describe, expect, it } from 'vitest'
import { dayNumber } from '../../../../../engine/core/evaluation/day.ts'

const t = (iso: string) => new Date(iso)

describe('day of a step', () => {
  it('a step started at 23:00 UTC is on day 2 at midnight, day 4 on its 4th UTC day', () => {
    const started = t('2026-03-01T23:00:00Z')
    expect(dayNumber(started, t('2026-03-01T23:59:59Z'), 0)).toBe(1)
    expect(dayNumber(started, t('2026-03-02T00:00:00Z'), 0)).toBe(2)
    // 1, 2, 3, 4 March: the 4th UTC day, as trading_days counts it with a fill each day.
    expect(dayNumber(started, t('2026-03-04T12:00:00Z'), 0)).toBe(4)
  })

  it('the day boundary hour moves the count: at 22:00 UTC a new day begins', () => {
    const started = t('2026-03-01T21:00:00Z')
    expect(dayNumber(started, t('2026-03-01T21:59:59Z'), 22)).toBe(1)
    expect(dayNumber(started, t('2026-03-01T22:00:00Z'), 22)).toBe(2)
  })

  it('the start is day 1, never 0', () => {
    const started = t('2026-03-01T10:00:00Z')
    expect(dayNumber(started, started, 0)).toBe(1)
  })
})
