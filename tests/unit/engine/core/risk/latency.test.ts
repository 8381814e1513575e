import { describe, expect, it } from 'vitest'
import { FillWindows, type LatencyFinding } from '../../../../../engine/core/risk/fill-windows.ts'
import type { SeenFill } from '../../../../../engine/core/risk/seen-fill.ts'
import {
  DEFAULT_THRESHOLDS,
  type RiskThresholds,
} from '../../../../../engine/core/risk/thresholds.ts'

// Issue 33 §2, latency: many trades held under 10 s with a win rate far above
// the firm's (decision 585: at least 10 such trades, 30 points above the
// firm's short trades without the account's own), or (decision 588) winning
// short trades across moves the feed guard flagged (5 by default).

const start = Date.parse('2026-11-28T10:00:00Z')
let nextId = 1

function fill(
  accountId: number,
  side: 'buy' | 'sell',
  atSecond: number,
  realizedProfit = '0',
  quantity = '0.1',
): SeenFill {
  const id = nextId++
  return {
    fillId: id,
    orderId: id,
    userId: accountId * 100,
    accountId,
    symbol: 'BTCUSDT',
    side,
    price: '60000',
    quantity,
    realizedProfit,
    time: new Date(start + atSecond * 1000),
  }
}

const at = (second: number) => new Date(start + second * 1000)
const windows = (t: Partial<RiskThresholds> = {}) =>
  new FillWindows({ ...DEFAULT_THRESHOLDS, ...t })

/** A long opened at `from` and closed `held` s later with `profit`: what the close found. */
function trade(
  w: FillWindows,
  accountId: number,
  from: number,
  held: number,
  profit: string,
): LatencyFinding | null {
  expect(w.see(fill(accountId, 'buy', from)).latency).toBeNull()
  return w.see(fill(accountId, 'sell', from + held, profit)).latency
}

describe('latency by win rate (10 short trades, 30 points above the firm)', () => {
  it('ten short wins and no other short trade at the firm: the 10th is a finding (the firm taken at 50 %)', () => {
    const w = windows()
    let found: LatencyFinding | null = null
    for (let i = 0; i < 10; i++) {
      found = trade(w, 1, i * 20, 5, '10')
      // 9 trades are fewer than 10: nothing yet.
      if (i < 9) expect(found).toBeNull()
    }
    // 10/10 = 100 % against 50 %: 50 points ≥ 30.
    expect(found).toMatchObject({
      accountId: 1,
      userId: 100,
      shortTrades: 10,
      wins: 10,
      firmShortTrades: 0,
      firmWins: 0,
      flaggedMoveWins: 0,
    })
    expect(found?.trades).toHaveLength(10)
    expect(found?.trades[0]?.a.time).toEqual(at(0))
    expect(found?.trades[0]?.b.time).toEqual(at(5))
  })

  it('the firm’s rate is the other accounts’; a close at the entry price is no win', () => {
    const w = windows()
    // Account 2: 4 short trades, 1 win (25 %).
    for (const [i, p] of ['8', '-3', '-3', '-3'].entries()) trade(w, 2, i * 20, 4, p)
    // Account 1: 10 short trades, 6 wins (60 %): 4 losses, one of them at the entry price.
    const profits = ['5', '5', '5', '-2', '5', '0', '5', '-2', '-2', '5']
    let found: LatencyFinding | null = null
    for (const [i, p] of profits.entries()) found = trade(w, 1, 100 + i * 20, 3, p)
    // 60 % − 25 % = 35 points ≥ 30.
    expect(found).toMatchObject({ shortTrades: 10, wins: 6, firmShortTrades: 4, firmWins: 1 })
  })

  it('25 points above is nothing at 30', () => {
    const w = windows()
    for (const [i, p] of ['8', '-3', '-3', '-3'].entries()) trade(w, 2, i * 20, 4, p)
    // 5 wins of 10 = 50 %; 50 − 25 = 25 < 30.
    const profits = ['5', '-1', '5', '-1', '5', '-1', '5', '-1', '5', '-1']
    for (const [i, p] of profits.entries()) expect(trade(w, 1, 100 + i * 20, 3, p)).toBeNull()
  })

  it('exactly the points asked are enough: 100 % against 75 % at 25 points', () => {
    const w = windows({ latencyWinRateAbovePoints: 25 })
    // Account 2: 3 wins of 4 = 75 %.
    for (const [i, p] of ['8', '8', '8', '-3'].entries()) trade(w, 2, i * 20, 4, p)
    let found: LatencyFinding | null = null
    for (let i = 0; i < 10; i++) found = trade(w, 1, 100 + i * 20, 3, '5')
    // (1 − 0.75) × 100 = 25 ≥ 25.
    expect(found).toMatchObject({ shortTrades: 10, wins: 10, firmShortTrades: 4, firmWins: 3 })
  })

  it('keeps the last 20 short trades as the evidence', () => {
    const w = windows()
    let found: LatencyFinding | null = null
    for (let i = 0; i < 21; i++) found = trade(w, 1, i * 20, 5, '10')
    // 21 trades opened at 0, 20, …, 400 s: the first drops, the 2nd (20 s) leads.
    expect(found?.shortTrades).toBe(21)
    expect(found?.trades).toHaveLength(20)
    expect(found?.trades[0]?.a.time).toEqual(at(20))
    expect(found?.trades[19]?.a.time).toEqual(at(400))
  })
})

describe('what is a short trade (under 10 s), seen through one flagged move', () => {
  // One winning short trade across a flagged move is a finding at latencyFlaggedMoves 1.
  const one = () => windows({ latencyFlaggedMoves: 1 })

  function across(w: FillWindows, open: number, close: number, profit = '10') {
    w.see(fill(1, 'buy', open))
    w.noteJump('BTCUSDT', at(open + 0.5))
    return w.see(fill(1, 'sell', close, profit)).latency
  }

  it('held 9.999 s is short', () => {
    expect(across(one(), 0, 9.999)).toMatchObject({ shortTrades: 1, wins: 1, flaggedMoveWins: 1 })
  })

  it('held exactly 10 s is not', () => {
    expect(across(one(), 0, 10)).toBeNull()
  })

  it('adding to a position does not restart its clock', () => {
    const w = one()
    w.see(fill(1, 'buy', 0))
    w.see(fill(1, 'buy', 8))
    w.noteJump('BTCUSDT', at(9))
    // Opened at 0 s, closed at 12 s: 12 s held, not short (from the add at 8 s it would be 4 s).
    expect(w.see(fill(1, 'sell', 12, '10', '0.2')).latency).toBeNull()
  })

  it('a close of a position opened before the windows began is no short trade', () => {
    const w = one()
    w.noteJump('BTCUSDT', at(0.5))
    // A sell with a realized profit from flat: it closed something held before a restart.
    expect(w.see(fill(1, 'sell', 1, '10')).latency).toBeNull()
  })

  it('the short a flip leaves is timed from the flip', () => {
    const w = one()
    w.see(fill(1, 'buy', 0))
    // Long 0.1 held 20 s, sold 0.3 at 20 s: not short (20 s), and a short of 0.2 opens at 20 s.
    expect(w.see(fill(1, 'sell', 20, '5', '0.3')).latency).toBeNull()
    w.noteJump('BTCUSDT', at(21))
    // Bought back at 25 s with a profit across the flagged move: held 5 s, short, a finding.
    expect(w.see(fill(1, 'buy', 25, '10', '0.2')).latency).toMatchObject({
      shortTrades: 1,
      wins: 1,
      flaggedMoveWins: 1,
    })
  })

  it('new thresholds apply from then on', () => {
    const w = windows()
    w.setThresholds({ ...DEFAULT_THRESHOLDS, latencyFlaggedMoves: 1 })
    expect(across(w, 0, 3)).toMatchObject({ flaggedMoveWins: 1 })
  })
})

describe('latency by flagged moves (decision 588)', () => {
  it('a move at the very instant of the opening or of the close counts', () => {
    const w = windows({ latencyFlaggedMoves: 2 })
    w.see(fill(1, 'buy', 0))
    w.noteJump('BTCUSDT', at(0))
    expect(w.see(fill(1, 'sell', 5, '10')).latency).toBeNull()
    w.see(fill(1, 'buy', 20))
    w.noteJump('BTCUSDT', at(25))
    expect(w.see(fill(1, 'sell', 25, '10')).latency).toMatchObject({
      shortTrades: 2,
      wins: 2,
      flaggedMoveWins: 2,
    })
  })

  it('a move 1 ms before the opening or after the close does not', () => {
    const w = windows({ latencyFlaggedMoves: 1 })
    w.noteJump('BTCUSDT', at(-0.001))
    w.see(fill(1, 'buy', 0))
    expect(w.see(fill(1, 'sell', 5, '10')).latency).toBeNull()
    w.see(fill(1, 'buy', 20))
    w.noteJump('BTCUSDT', at(25.001))
    expect(w.see(fill(1, 'sell', 25, '10')).latency).toBeNull()
  })

  it('a move exactly 10 s older than the newest is kept; a close seen late still finds it', () => {
    const w = windows({ latencyFlaggedMoves: 1 })
    w.see(fill(1, 'buy', -1))
    w.noteJump('BTCUSDT', at(0))
    w.noteJump('BTCUSDT', at(10))
    // The close (time 5 s) reaches the windows after the move of 10 s: held −1 → 5 s, across 0 s.
    expect(w.see(fill(1, 'sell', 5, '10')).latency).toMatchObject({ flaggedMoveWins: 1 })
  })

  it('a move more than 10 s older than the newest is forgotten', () => {
    const w = windows({ latencyFlaggedMoves: 1 })
    w.see(fill(1, 'buy', -1))
    w.noteJump('BTCUSDT', at(0))
    // At 10.001 s the windows keep moves from 0.001 s on: the one at 0 s is gone.
    w.noteJump('BTCUSDT', at(10.001))
    expect(w.see(fill(1, 'sell', 5, '10')).latency).toBeNull()
  })
})
