/**
 * Countdowns count from the server's time, not the device's (issue 31 item
 * 5): the same engine answer gives the same "Resets in" with a device clock
 * right, an hour ahead, a day behind; and a demo's end is read on the
 * engine's clock too.
 */
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { UserChallenge } from '#contract/user-challenges.ts'
import { demoExpired } from '~/components/demo/demo-account-card'
import { useTimeLeft } from '~/lib/challenges/use-time-left'
import { noteServerTime, serverNow, serverTimeLeft } from '~/lib/server-clock'

const ENGINE_NOW = Date.parse('2026-06-30T21:19:32.000Z')
const HOUR = 3_600_000
const DAY = 24 * HOUR
// The engine's answer: its time and the next day boundary, 2 h 40 min 28 s on.
const answer = () => ({
  server_time: new Date(ENGINE_NOW).toISOString(),
  daily_reset_at: '2026-07-01T00:00:00.000Z',
})

function ResetIn({ step }: { step: ReturnType<typeof answer> }) {
  return <span>{useTimeLeft(step.daily_reset_at, step, step.server_time)}</span>
}

afterEach(() => {
  vi.useRealTimers()
})

describe('the server clock', () => {
  for (const [label, skew] of [
    ['right', 0],
    ['an hour ahead', HOUR],
    ['an hour behind', -HOUR],
    ['a day ahead', DAY],
    ['a day behind', -DAY],
  ] as const) {
    it(`counts the daily reset from the engine's time with a device clock ${label}`, () => {
      vi.useFakeTimers()
      vi.setSystemTime(ENGINE_NOW + skew)
      expect(renderToStaticMarkup(<ResetIn step={answer()} />)).toBe('<span>02:40:28</span>')
    })
  }

  it('keeps counting on the device clock from the offset first seen', () => {
    const step = answer()
    const offset = noteServerTime(step, step.server_time, ENGINE_NOW - DAY)
    expect(offset).toBe(DAY)
    // Ten seconds later on the (wrong) device clock: ten seconds less.
    expect(serverTimeLeft(step.daily_reset_at, offset, ENGINE_NOW - DAY + 10_000)).toBe(
      2 * HOUR + 40 * 60_000 + 18_000,
    )
    // Seen again later: the offset stays the first one (no drift from re-renders).
    expect(noteServerTime(step, step.server_time, ENGINE_NOW - DAY + 60_000)).toBe(DAY)
    expect(serverNow(ENGINE_NOW - DAY + 5_000)).toBe(ENGINE_NOW + 5_000)
  })

  it("reads a demo's end on the engine's clock", () => {
    const demo = { status: 'active', expires_at: '2026-06-30T22:00:00.000Z' } as UserChallenge
    const step = answer()
    // A device two hours behind: the end is read from the engine time the answers carried.
    noteServerTime(step, step.server_time, ENGINE_NOW - 2 * HOUR)
    vi.useFakeTimers()
    vi.setSystemTime(ENGINE_NOW - 2 * HOUR)
    expect(demoExpired(demo)).toBe(false)
    const late = { server_time: '2026-06-30T22:00:01.000Z' }
    noteServerTime(late, late.server_time, ENGINE_NOW - 2 * HOUR)
    expect(demoExpired(demo)).toBe(true)
  })
})
