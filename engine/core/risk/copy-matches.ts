/**
 * Copy trading across users (issue 33 §2): orders of two users matching
 * symbol and side within the copy window, counted per pair of users over
 * the copy period; one match per order of each user (decision 585). Pure:
 * the fill's time is the clock.
 */
import { dropOlder, type FillPair, prune, type SeenFill } from './seen-fill.ts'
import type { RiskThresholds } from './thresholds.ts'

/** Two users whose matching orders reached the threshold with a fill: all their matches. */
export interface CopyFinding {
  users: [number, number]
  matches: FillPair[]
}

export class CopyMatches {
  /**
   * Fills per symbol and side, then per user, newest last, for copying: a
   * fill looks at each other user once, not at every fill of the window
   * (one busy user's own fills cost nothing), and a user with no fill left
   * in the window is dropped.
   */
  private readonly recent = new Map<string, Map<number, SeenFill[]>>()
  /** Matches per pair of users ("lo:hi"), newest last. */
  private readonly matches = new Map<string, FillPair[]>()
  /** When (fill time, ms) the pairs with no match left in the period are next swept out. */
  private nextSweep = 0
  private thresholds: RiskThresholds

  constructor(thresholds: RiskThresholds) {
    this.thresholds = thresholds
  }

  setThresholds(t: RiskThresholds): void {
    this.thresholds = t
  }

  /** The pairs of users this fill's order matches, and their matches if they reached the threshold. */
  see(f: SeenFill): CopyFinding[] {
    const t = this.thresholds
    const now = f.time.getTime()
    const period = t.copyPeriodHours * 3_600_000
    this.sweep(now, period)
    const sideKey = `${f.symbol}:${f.side}`
    const users = this.recent.get(sideKey) ?? new Map<number, SeenFill[]>()
    this.recent.set(sideKey, users)
    const found: CopyFinding[] = []
    for (const [userId, fills] of users) {
      const live = dropOlder(fills, now - t.copyWindowSeconds * 1000, (v) => v.time)
      // Stryker disable next-line ConditionalExpression,CallExpression: keeping an emptied user only holds memory; it is skipped below
      if (live.length === 0) users.delete(userId)
      if (userId === f.userId || live.length === 0) continue
      const list = prune(this.matches, pairKey(userId, f.userId), now - period, (p) => p.b.time)
      // One match per order of each user: a second fill of the same order adds
      // nothing, nor does an order matched before, whichever came first then;
      // the other user's earliest order not matched yet is the one.
      if (matched(list, f.orderId)) continue
      const o = live.find((x) => !matched(list, x.orderId))
      if (!o) continue
      list.push({ a: o, b: f })
      if (list.length >= t.copyMinOrders)
        found.push({
          users: [userId, f.userId].sort((x, y) => x - y) as [number, number],
          matches: [...list],
        })
    }
    const mine = users.get(f.userId)
    if (mine) mine.push(f)
    else users.set(f.userId, [f])
    return found
  }

  /**
   * Once per period's 24th (an hour at 24 h), of fill time: the pairs of users
   * whose newest match left the period are forgotten. A pair is pruned when it
   * matches again; one that never does would otherwise be held for good.
   */
  private sweep(now: number, period: number): void {
    if (now < this.nextSweep) return
    this.nextSweep = now + period / 24
    const since = now - period
    for (const [pair, list] of this.matches)
      if (!list.some((p) => p.b.time.getTime() >= since)) this.matches.delete(pair)
  }

  /** How many pairs of users have matches held: what the sweep bounds. */
  get heldPairs(): number {
    return this.matches.size
  }
}

/** Whether the order is in one of the matches, on either side. */
function matched(list: FillPair[], orderId: number): boolean {
  return list.some((p) => p.a.orderId === orderId || p.b.orderId === orderId)
}

function pairKey(x: number, y: number): string {
  // Stryker disable next-line EqualityOperator: x and y differ (one user's fills are skipped), and any order-free key groups a pair alike
  return x < y ? `${x}:${y}` : `${y}:${x}`
}
