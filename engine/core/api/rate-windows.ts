/**
 * The trading API's rate limits per key (decision 612): request weight per
 * minute and orders per ten seconds, each a fixed window counted in the
 * database (engine/accounts/throttle.ts's table), so every engine and every
 * restart shares the count. Requests arriving together are counted in one
 * statement; this says which of them the window still takes. Pure.
 */

export interface RateLimits {
  /** Request weight a key may use in a minute. */
  weightPerMinute: number
  /** Orders a key may place (or an alert may) in ten seconds. */
  ordersPer10s: number
}

export const WEIGHT_WINDOW_MS = 60_000
export const ORDER_WINDOW_MS = 10_000

/**
 * Each request's count once it is added, in arrival order: `after` is the
 * window's count after the whole batch, so it started at after − Σ shares
 * (a window that began with this batch started at 0, which is the same).
 */
export function runningCounts(after: number, shares: readonly number[]): number[] {
  let running = after - shares.reduce((sum, share) => sum + share, 0)
  return shares.map((share) => {
    running += share
    return running
  })
}

/** Whether a request is over a limit: its share took the count past it. */
export function overLimit(count: number, share: number, limit: number): boolean {
  return share > 0 && count > limit
}
