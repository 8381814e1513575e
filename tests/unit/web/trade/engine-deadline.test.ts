import { describe, expect, it } from 'vitest'
import { engineDeadline, hms } from '../../../../app/lib/trade/engine-deadline'

describe('the day reset on the engine clock', () => {
  it('counts from the first sight of an answer, not from the wall clock', () => {
    // The engine says 3 h 25 min 10 s (12 310 000 ms) are left; the page first
    // sees the answer 1 500 ms into its life: the reset is at 12 311 500.
    const answer = { daily_reset_in: 12_310_000 }
    expect(engineDeadline(answer, answer.daily_reset_in, 1_500)).toBe(12_311_500)
    // Seen again 60 s later (a remount): the same moment, not a minute later.
    expect(engineDeadline(answer, answer.daily_reset_in, 61_500)).toBe(12_311_500)
    // A new answer (after a refetch) counts from its own first sight.
    const next = { daily_reset_in: 12_250_000 }
    expect(engineDeadline(next, next.daily_reset_in, 61_600)).toBe(12_311_600)
  })

  it('shows the time left as HH:MM:SS, whole seconds, never negative', () => {
    // 12 311 500 − 1 500 = 12 310 000 ms = 3 h 25 min 10 s.
    expect(hms(12_311_500 - 1_500)).toBe('03:25:10')
    expect(hms(999)).toBe('00:00:00')
    expect(hms(59_999)).toBe('00:00:59')
    expect(hms(-5_000)).toBe('00:00:00')
    expect(hms(86_400_000)).toBe('24:00:00')
  })
})
