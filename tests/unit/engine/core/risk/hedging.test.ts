import { describe, expect, it } from 'vitest'
import { FillWindows, similarSize } from '../../../../../engine/core/risk/fill-windows.ts'
import type { SeenFill } from '../../../../../engine/core/risk/seen-fill.ts'
import { DEFAULT_THRESHOLDS } from '../../../../../engine/core/risk/thresholds.ts'

// Issue 33 §2, hedging: opposite positions on one symbol, sizes within 20 %
// of the larger, opened within 60 s of each other on two accounts (the shell
// checks the accounts are linked). Defaults: 60 s, 20 %.

const start = Date.parse('2026-11-28T10:00:00Z')
let nextId = 1

function fill(
  accountId: number,
  side: 'buy' | 'sell',
  quantity: string,
  atSecond: number,
  realizedProfit = '0',
  symbol = 'BTCUSDT',
): SeenFill {
  const id = nextId++
  return {
    fillId: id,
    orderId: id,
    userId: 7,
    accountId,
    symbol,
    side,
    price: '60000',
    quantity,
    realizedProfit,
    time: new Date(start + atSecond * 1000),
  }
}

const fresh = () => new FillWindows({ ...DEFAULT_THRESHOLDS })
/** The hedges a fill finds, as [earlier account, this account]. */
const hedges = (w: FillWindows, f: SeenFill) =>
  w.see(f).hedges.map((p) => [p.a.accountId, p.b.accountId])

describe('similar size: within the percent of the larger', () => {
  it('1 and 0.8 differ by 0.2, exactly 20 % of 1: similar, whichever is given first', () => {
    expect(similarSize('1', '0.8', 20)).toBe(true)
    expect(similarSize('0.8', '1', 20)).toBe(true)
  })

  it('1 and 0.79 differ by 0.21, 21 % of 1: not similar, whichever is given first', () => {
    expect(similarSize('1', '0.79', 20)).toBe(false)
    expect(similarSize('0.79', '1', 20)).toBe(false)
  })

  it('at 0 % only equal sizes are similar', () => {
    expect(similarSize('0.5', '0.5', 0)).toBe(true)
    expect(similarSize('0.5', '0.50001', 0)).toBe(false)
  })

  it('two zero sizes have no larger to compare with: not similar', () => {
    // |0 − 0| × 100 = 0 ≤ 0 × 20 would say "similar"; nothing was opened.
    expect(similarSize('0', '0', 20)).toBe(false)
  })
})

describe('hedging: opposite openings close in time (issue 33 §2)', () => {
  it('exactly 60 s apart is still a hedge', () => {
    const w = fresh()
    w.see(fill(1, 'buy', '0.1', 0))
    expect(hedges(w, fill(2, 'sell', '0.1', 60))).toEqual([[1, 2]])
  })

  it('60.001 s apart is not', () => {
    const w = fresh()
    w.see(fill(1, 'buy', '0.1', 0))
    expect(hedges(w, fill(2, 'sell', '0.1', 60.001))).toEqual([])
  })

  it('sizes 1 and 0.8 (20 % of the larger) hedge; 1 and 0.79 (21 %) do not', () => {
    const w = fresh()
    w.see(fill(1, 'sell', '1', 0))
    expect(hedges(w, fill(2, 'buy', '0.8', 1))).toEqual([[1, 2]])
    const v = fresh()
    v.see(fill(1, 'sell', '1', 0))
    expect(hedges(v, fill(2, 'buy', '0.79', 1))).toEqual([])
  })

  it('same-side openings are no hedge; an opposite one hedges each of them, oldest first', () => {
    const w = fresh()
    expect(hedges(w, fill(1, 'buy', '0.1', 0))).toEqual([])
    expect(hedges(w, fill(2, 'buy', '0.1', 1))).toEqual([])
    expect(hedges(w, fill(3, 'sell', '0.1', 2))).toEqual([
      [1, 3],
      [2, 3],
    ])
  })

  it('a sell first and a buy after hedge too', () => {
    const w = fresh()
    w.see(fill(1, 'sell', '0.1', 0))
    expect(hedges(w, fill(2, 'buy', '0.1', 1))).toEqual([[1, 2]])
  })

  it('another symbol is no hedge', () => {
    const w = fresh()
    w.see(fill(1, 'buy', '0.1', 0, '0', 'ETHUSDT'))
    expect(hedges(w, fill(2, 'sell', '0.1', 1))).toEqual([])
  })

  it('openings older than the window are forgotten, newer ones of that side kept', () => {
    const w = fresh()
    w.see(fill(1, 'buy', '0.1', 0))
    w.see(fill(2, 'buy', '0.1', 30))
    // At 70 s the window starts at 10 s: account 1's opening at 0 s is gone, 2's at 30 s stays.
    expect(hedges(w, fill(3, 'sell', '0.1', 70))).toEqual([[2, 3]])
  })

  it('an account is no hedge of itself: flat again, opening the other way', () => {
    const w = fresh()
    w.see(fill(1, 'buy', '0.1', 0))
    // Closed at the entry price (0 realized), then a new short on the same account.
    expect(hedges(w, fill(1, 'sell', '0.1', 1))).toEqual([])
    expect(hedges(w, fill(1, 'sell', '0.1', 2))).toEqual([])
    // Account 2 buying now hedges account 1's short of 2 s, not its closed long.
    expect(hedges(w, fill(2, 'buy', '0.1', 3))).toEqual([[1, 2]])
  })

  it('adding to a position is an opening of its own', () => {
    const w = fresh()
    w.see(fill(1, 'buy', '0.1', 0))
    w.see(fill(1, 'buy', '0.1', 1))
    // Long 0.2 in two openings of 0.1: a sell of 0.1 on account 2 hedges each.
    expect(hedges(w, fill(2, 'sell', '0.1', 2))).toEqual([
      [1, 2],
      [1, 2],
    ])
  })

  it('a flip (one fill through flat) closes, and the short it leaves is an opening', () => {
    const w = fresh()
    w.see(fill(1, 'buy', '0.1', 0))
    w.see(fill(2, 'buy', '0.1', 0.5))
    // Long 0.1, sells 0.3: closes the 0.1 (profit 5) and opens a short of 0.2, which
    // meets account 2's long of 0.1 (0.1 apart, 50 % of 0.2: not similar) and its own
    // long (the same account): no hedge.
    expect(hedges(w, fill(1, 'sell', '0.3', 1, '5'))).toEqual([])
    // Selling 0.1 more adds to that short: an opening of 0.1, hedging account 2's long of 0.1.
    expect(hedges(w, fill(1, 'sell', '0.1', 2))).toEqual([[2, 1]])
    // Buying 0.3 closes the short of 0.3 exactly (profit 0): nothing opens, so account
    // 3's sell of 0.3 finds nothing (account 2's 0.1 is too small to be similar).
    expect(hedges(w, fill(1, 'buy', '0.3', 3))).toEqual([])
    expect(hedges(w, fill(3, 'sell', '0.3', 4))).toEqual([])
  })

  it('a flip that leaves a short of 0.2 hedges another account’s long of 0.2', () => {
    const w = fresh()
    w.see(fill(2, 'buy', '0.2', 0))
    w.see(fill(1, 'buy', '0.1', 10))
    // Account 1, long 0.1, sells 0.3 at 20 s: short 0.2, 20 s after account 2's long 0.2.
    const found = w.see(fill(1, 'sell', '0.3', 20, '3'))
    expect(found.hedges.map((p) => [p.a.accountId, p.b.accountId])).toEqual([[2, 1]])
    // The evidence shows the size the flip opened, not the fill's whole 0.3.
    expect(found.hedges[0]?.b.quantity).toBe('0.2')
  })
})
