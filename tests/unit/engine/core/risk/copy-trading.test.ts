import { describe, expect, it } from 'vitest'
import { CopyMatches } from '../../../../../engine/core/risk/copy-matches.ts'
import { FillWindows } from '../../../../../engine/core/risk/fill-windows.ts'
import type { SeenFill } from '../../../../../engine/core/risk/seen-fill.ts'
import {
  DEFAULT_THRESHOLDS,
  type RiskThresholds,
} from '../../../../../engine/core/risk/thresholds.ts'

// Issue 33 §2, copy trading: across different users, at least 10 orders in
// 24 h matching symbol and side within 2 s of each other; decision 585: one
// match per order.

const start = Date.parse('2026-11-28T10:00:00Z')
let nextId = 1

/** A fill of a new order, unless `orderId` names one (a second fill of it). */
function fill(
  userId: number,
  atSecond: number,
  o: { side?: 'buy' | 'sell'; symbol?: string; orderId?: number; accountId?: number } = {},
): SeenFill {
  const id = nextId++
  return {
    fillId: id,
    orderId: o.orderId ?? id,
    userId,
    accountId: o.accountId ?? userId * 10,
    symbol: o.symbol ?? 'BTCUSDT',
    side: o.side ?? 'buy',
    price: '60000',
    quantity: '0.1',
    realizedProfit: '0',
    time: new Date(start + atSecond * 1000),
  }
}

const windows = (t: Partial<RiskThresholds> = {}) =>
  new FillWindows({ ...DEFAULT_THRESHOLDS, ...t })
/** What the fill found: per pair of users, how many matches. */
const copies = (w: FillWindows, f: SeenFill) =>
  w.see(f).copies.map((c) => ({ users: c.users, matches: c.matches.length }))

describe('copy trading at the issue’s values (10 orders, 2 s, 24 h)', () => {
  it('the 9th match is nothing, the 10th a finding with all ten, the 11th again with eleven', () => {
    const w = windows()
    for (let i = 0; i < 11; i++) {
      // User 1 orders at i min, user 2 1.5 s later: one match each minute.
      expect(copies(w, fill(1, i * 60))).toEqual([])
      const found = copies(w, fill(2, i * 60 + 1.5))
      if (i < 9) expect(found).toEqual([])
      else expect(found).toEqual([{ users: [1, 2], matches: i + 1 }])
    }
  })

  it('the matches are the orders side by side, the earlier first', () => {
    const w = windows({ copyMinOrders: 2 })
    const a1 = fill(1, 0)
    const b1 = fill(2, 1)
    const a2 = fill(1, 60)
    const b2 = fill(2, 61)
    for (const f of [a1, b1, a2]) w.see(f)
    const [c] = w.see(b2).copies
    expect(c?.matches.map((p) => [p.a.fillId, p.b.fillId])).toEqual([
      [a1.fillId, b1.fillId],
      [a2.fillId, b2.fillId],
    ])
  })

  it('either user may lead: a pair’s matches count together, the users named low first', () => {
    const w = windows()
    let found: ReturnType<typeof copies> = []
    for (let i = 0; i < 10; i++) {
      // Even minutes user 9 first, odd minutes user 3 first: 5 + 5 = 10 matches.
      const [first, second] = i % 2 === 0 ? [9, 3] : [3, 9]
      w.see(fill(first as number, i * 60))
      found = copies(w, fill(second as number, i * 60 + 1))
    }
    expect(found).toEqual([{ users: [3, 9], matches: 10 }])
  })

  it('two accounts of one user never copy each other', () => {
    const w = windows({ copyMinOrders: 2 })
    for (let i = 0; i < 3; i++) {
      w.see(fill(1, i * 60, { accountId: 11 }))
      expect(copies(w, fill(1, i * 60 + 1, { accountId: 12 }))).toEqual([])
    }
  })

  it('the other side or another symbol is no match', () => {
    const w = windows({ copyMinOrders: 2 })
    for (let i = 0; i < 3; i++) {
      w.see(fill(1, i * 60))
      expect(copies(w, fill(2, i * 60 + 1, { side: 'sell' }))).toEqual([])
      expect(copies(w, fill(3, i * 60 + 1, { symbol: 'ETHUSDT' }))).toEqual([])
    }
  })
})

describe('copy trading boundaries (2 matches to flag, to see each one)', () => {
  it('exactly 2 s apart matches', () => {
    const w = windows({ copyMinOrders: 2 })
    w.see(fill(1, 0))
    w.see(fill(2, 2))
    w.see(fill(1, 60))
    expect(copies(w, fill(2, 62))).toEqual([{ users: [1, 2], matches: 2 }])
  })

  it('2.001 s apart does not', () => {
    const w = windows({ copyMinOrders: 2 })
    w.see(fill(1, 0))
    w.see(fill(2, 2.001))
    w.see(fill(1, 60))
    // Only the second minute matched: 1 of 2.
    expect(copies(w, fill(2, 61))).toEqual([])
  })

  it('a match exactly 24 h before the newest still counts', () => {
    const w = windows({ copyMinOrders: 2 })
    w.see(fill(1, 0))
    w.see(fill(2, 1))
    w.see(fill(1, 86_400.5))
    // The first match's later order at 1 s, this one at 1 s + 24 h: both in the 24 h.
    expect(copies(w, fill(2, 86_401))).toEqual([{ users: [1, 2], matches: 2 }])
  })

  it('a match older than 24 h is pruned', () => {
    const w = windows({ copyMinOrders: 2 })
    w.see(fill(1, 0))
    w.see(fill(2, 1))
    w.see(fill(1, 86_400.5))
    // 1 ms past 24 h after the first match: it is gone, 1 of 2.
    expect(copies(w, fill(2, 86_401.001))).toEqual([])
  })

  it('a second fill of an order adds no match, whichever user’s order it is', () => {
    const w = windows({ copyMinOrders: 2 })
    const a = fill(1, 0)
    const b = fill(2, 1)
    w.see(a)
    w.see(b)
    // User 2's order filled again, then user 1's: still one match (orders a and b).
    expect(copies(w, fill(2, 1.5, { orderId: b.orderId }))).toEqual([])
    expect(copies(w, fill(1, 1.8, { orderId: a.orderId }))).toEqual([])
    // A second pair of orders a minute later is the second match.
    w.see(fill(1, 60))
    expect(copies(w, fill(2, 61))).toEqual([{ users: [1, 2], matches: 2 }])
  })

  it('an order matched once is not matched again by another order of the other user', () => {
    const w = windows({ copyMinOrders: 2 })
    w.see(fill(2, 0))
    // User 1's first order matches user 2's; the second finds it taken.
    expect(copies(w, fill(1, 0.5))).toEqual([])
    expect(copies(w, fill(1, 1))).toEqual([])
    // User 2's next order matches user 1's second one (still free, 0.5 s before): 2 matches.
    expect(copies(w, fill(2, 1.5))).toEqual([{ users: [1, 2], matches: 2 }])
  })

  it('nor when the order taken was the later one of its match', () => {
    const w = windows({ copyMinOrders: 2 })
    w.see(fill(1, 0))
    // User 2's order matches user 1's first; user 1's second finds user 2's taken.
    expect(copies(w, fill(2, 0.5))).toEqual([])
    expect(copies(w, fill(1, 1))).toEqual([])
    // User 2's next order matches user 1's second one: 2 matches.
    expect(copies(w, fill(2, 1.5))).toEqual([{ users: [1, 2], matches: 2 }])
  })

  it('one fill can complete two pairs at once', () => {
    const w = windows({ copyMinOrders: 2 })
    for (const at of [0, 60]) {
      w.see(fill(1, at))
      w.see(fill(3, at + 0.5))
      const found = copies(w, fill(2, at + 1))
      if (at === 0) expect(found).toEqual([])
      // Users 1 and 3 already matched each other; user 2's order matches both.
      else
        expect(found).toEqual([
          { users: [1, 2], matches: 2 },
          { users: [2, 3], matches: 2 },
        ])
    }
  })
})

describe('what copy detection holds (decision 585): pairs of users, swept hourly by fill time', () => {
  const matches = () => new CopyMatches({ ...DEFAULT_THRESHOLDS, copyMinOrders: 2 })

  it('a pair whose newest match left the 24 h is forgotten at the first hourly sweep after', () => {
    const c = matches()
    // The first fill sweeps (nothing yet) and sets the next sweep an hour on (1 h = 24 h ÷ 24).
    c.see(fill(1, 0))
    c.see(fill(2, 0))
    expect(c.heldPairs).toBe(1)
    // At 24 h the match (at 0) is exactly 24 h old: still in the period, kept.
    c.see(fill(5, 86_400))
    expect(c.heldPairs).toBe(1)
    // 30 min on it is out of the period, but the next sweep is at 25 h.
    c.see(fill(5, 86_400 + 1_800))
    expect(c.heldPairs).toBe(1)
    // At 25 h the sweep runs and forgets it.
    c.see(fill(5, 90_000))
    expect(c.heldPairs).toBe(0)
  })

  it('a pair with any match left in the 24 h is kept, whatever its oldest', () => {
    const c = matches()
    c.see(fill(1, 0))
    c.see(fill(2, 1))
    c.see(fill(1, 50_000))
    c.see(fill(2, 50_001))
    // At 25 h the first match (at 1 s) is out, the second (at 50 001 s) in: the pair stays.
    c.see(fill(5, 90_000))
    expect(c.heldPairs).toBe(1)
    // Its lone remaining match and one more make the threshold of 2 again.
    c.see(fill(1, 90_100))
    expect(c.see(fill(2, 90_101)).map((f) => f.matches.length)).toEqual([2])
  })

  it('a user whose fills left the 2 s window makes no pair with the next fill', () => {
    const c = matches()
    c.see(fill(1, 0))
    c.see(fill(2, 10))
    expect(c.heldPairs).toBe(0)
  })

  it('a busy user’s many orders in the window match another user’s order once, the earliest first', () => {
    const c = new CopyMatches({ ...DEFAULT_THRESHOLDS, copyMinOrders: 1 })
    const first = fill(1, 0)
    c.see(first)
    c.see(fill(1, 0.5))
    c.see(fill(1, 1))
    const found = c.see(fill(2, 1.5))
    expect(found.map((f) => f.matches.map((m) => m.a.fillId))).toEqual([[first.fillId]])
  })
})

describe('copy trading, one match per order however it fills', () => {
  it('a second fill of a matched order does not match the other user’s next order', () => {
    const w = windows({ copyMinOrders: 2 })
    const b = fill(2, 1)
    w.see(fill(1, 0))
    w.see(b)
    // User 1's new order at 1.2 s finds only b, matched already: nothing.
    expect(copies(w, fill(1, 1.2))).toEqual([])
    // b fills again: its order is matched, so user 1's order at 1.2 s is not taken with it (still one match).
    expect(copies(w, fill(2, 1.5, { orderId: b.orderId }))).toEqual([])
  })

  it('thresholds set later reach copy detection: at 1 order, one match is a finding', () => {
    const w = windows()
    w.setThresholds({ ...DEFAULT_THRESHOLDS, copyMinOrders: 1 })
    w.see(fill(1, 0))
    expect(copies(w, fill(2, 1))).toEqual([{ users: [1, 2], matches: 1 }])
  })
})
