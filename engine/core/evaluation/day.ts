/**
 * Trading days. A day starts at DAY_BOUNDARY_HOUR_UTC (00:00 UTC by
 * default); the daily starting balance is the balance at that boundary.
 */
import { D } from '#money/decimal.ts'

const HOUR_MS = 3_600_000
export const DAY_MS = 24 * HOUR_MS

/** The start of the trading day `at` falls in. */
export function tradingDayStart(at: Date, boundaryHourUtc: number): Date {
  const shifted = at.getTime() - boundaryHourUtc * HOUR_MS
  const dayStart = Math.floor(shifted / DAY_MS) * DAY_MS
  return new Date(dayStart + boundaryHourUtc * HOUR_MS)
}

/** The next boundary after `at` (when the daily floor resets). */
export function nextDayBoundary(at: Date, boundaryHourUtc: number): Date {
  return new Date(tradingDayStart(at, boundaryHourUtc).getTime() + DAY_MS)
}

/**
 * The trading day's name: the UTC date its start falls on (YYYY-MM-DD).
 * With the boundary at 00:00 UTC this is the UTC date.
 */
export function tradingDayKey(at: Date, boundaryHourUtc: number): string {
  return tradingDayStart(at, boundaryHourUtc).toISOString().slice(0, 10)
}

/**
 * Which day of a step `at` falls on, 1-based, counted like trading days:
 * the day the step started is day 1, each boundary after it starts the
 * next (an account opened at 23:00 is on day 2 at 00:00).
 */
export function dayNumber(startedAt: Date, at: Date, boundaryHourUtc: number): number {
  const first = tradingDayStart(startedAt, boundaryHourUtc).getTime()
  const current = tradingDayStart(at, boundaryHourUtc).getTime()
  return Math.max(0, Math.round((current - first) / DAY_MS)) + 1
}

export interface DayState {
  /** Balance at the start of the current trading day. */
  dailyBalance: string
  /** When the current trading day began (a boundary). */
  dayStartedAt: Date
}

/**
 * Moves an account into the trading day of `now`. `balanceAtBoundary` is the
 * balance (never the equity: an open position's loss does not lower it) at
 * the latest boundary; the shell rolls the day before it applies anything
 * that happened after the boundary, so that is the balance it holds then.
 * Returns null when `now` is still in the same day.
 */
export function rollDay(
  state: DayState,
  now: Date,
  boundaryHourUtc: number,
  balanceAtBoundary: string,
): DayState | null {
  const start = tradingDayStart(now, boundaryHourUtc)
  // An account opened mid-day started its first day then, not at a boundary.
  const current = tradingDayStart(state.dayStartedAt, boundaryHourUtc)
  if (start.getTime() <= current.getTime()) return null
  return { dailyBalance: D(balanceAtBoundary).toString(), dayStartedAt: start }
}
