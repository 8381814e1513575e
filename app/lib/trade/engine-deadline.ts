/**
 * A moment on the engine's clock (the day's reset) as a moment on this
 * page's own monotonic clock. The engine says how long until it
 * (`daily_reset_in`, milliseconds as of its answer); the page counts from
 * when it first saw that answer. The engine's test clock and a browser
 * whose wall clock is off by hours both leave the countdown right: only
 * the answer's travel time (milliseconds) is not counted.
 */

/** First sight of each answer object, in `performance.now()` time: a remount keeps it. */
const seenAt = new WeakMap<object, number>()

export function engineDeadline(answer: object, leftMs: number, now: number): number {
  let seen = seenAt.get(answer)
  if (seen === undefined) {
    seen = now
    seenAt.set(answer, seen)
  }
  return seen + leftMs
}

/** Time left as "HH:MM:SS" (hours past 24 kept whole), never negative. */
export function hms(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000))
  const two = (n: number) => String(n).padStart(2, '0')
  return `${two(Math.floor(total / 3600))}:${two(Math.floor((total % 3600) / 60))}:${two(total % 60)}`
}
