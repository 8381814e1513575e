import { describe, expect, it } from 'vitest'
import { FillWindows } from '../../../../../engine/core/risk/fill-windows.ts'
import type { SeenFill } from '../../../../../engine/core/risk/seen-fill.ts'
import { DEFAULT_THRESHOLDS } from '../../../../../engine/core/risk/thresholds.ts'

const start = Date.parse('2026-11-28T10:00:00Z')
let nextId = 1

function fill(
  accountId: number,
  side: 'buy' | 'sell',
  quantity: string,
  atSecond: number,
  realizedProfit = '0',
): SeenFill {
  const id = nextId++
  return {
    fillId: id,
    orderId: id,
    userId: 7,
    accountId,
    symbol: 'BTCUSDT',
    side,
    price: '60000',
    quantity,
    realizedProfit,
    time: new Date(start + atSecond * 1000),
  }
}

describe('hedging between two accounts of one user (issue 33, decision 585)', () => {
  it('opposite openings of one size 5 s apart are a hedge', () => {
    const w = new FillWindows({ ...DEFAULT_THRESHOLDS })
    expect(w.see(fill(1, 'buy', '0.1', 0)).hedges).toHaveLength(0)
    const found = w.see(fill(2, 'sell', '0.1', 5)).hedges
    expect(found.map((p) => [p.a.accountId, p.b.accountId])).toEqual([[1, 2]])
  })

  it('a close at the entry price (no profit realized) is no opening: buying on the other account hedges nothing', () => {
    const w = new FillWindows({ ...DEFAULT_THRESHOLDS })
    w.see(fill(1, 'buy', '0.01', 0))
    // Account 1 closes its long at the same price: 0 realized, a sell, yet a close.
    expect(w.see(fill(1, 'sell', '0.01', 1)).hedges).toHaveLength(0)
    // Account 2 opens the same long a second later: the same side as account 1 had, no hedge.
    expect(w.see(fill(2, 'buy', '0.01', 2)).hedges).toHaveLength(0)
  })

  it('a fill against the held position closes even when sizes differ; what is left stays held', () => {
    const w = new FillWindows({ ...DEFAULT_THRESHOLDS })
    w.see(fill(1, 'buy', '0.3', 0))
    w.see(fill(1, 'sell', '0.1', 1))
    // Still long 0.2: a second partial close is no opening either.
    w.see(fill(1, 'sell', '0.1', 2))
    expect(w.see(fill(2, 'buy', '0.1', 3)).hedges).toHaveLength(0)
    // Flat after the last 0.1: a new sell on account 1 is an opening against account 2's long.
    w.see(fill(1, 'sell', '0.1', 4))
    const found = w.see(fill(1, 'sell', '0.1', 5)).hedges
    expect(found.map((p) => [p.a.accountId, p.b.accountId])).toEqual([[2, 1]])
  })

  it('a close of a position held before the windows began is known by its realized profit', () => {
    const w = new FillWindows({ ...DEFAULT_THRESHOLDS })
    w.see(fill(2, 'buy', '0.1', 0))
    expect(w.see(fill(1, 'sell', '0.1', 1, '12.5')).hedges).toHaveLength(0)
  })
})

describe('short trades riding a move the feed guard flagged (decision 588)', () => {
  const jumpAt = (second: number) => new Date(start + second * 1000)

  it('five winning short trades each across a flagged move are a finding, whatever the win rate', () => {
    const w = new FillWindows({ ...DEFAULT_THRESHOLDS })
    // The firm's other short trades win as often: the rate rule alone would find nothing.
    for (let i = 0; i < 4; i++) {
      w.see(fill(9, 'buy', '0.1', i * 20))
      w.see(fill(9, 'sell', '0.1', i * 20 + 3, '5'))
    }
    let found = null
    for (let i = 0; i < 5; i++) {
      const t0 = 100 + i * 20
      w.see(fill(1, 'buy', '0.1', t0))
      w.noteJump('BTCUSDT', jumpAt(t0 + 2))
      found = w.see(fill(1, 'sell', '0.1', t0 + 4, '40')).latency
      if (i < 4) expect(found).toBeNull()
    }
    expect(found).toMatchObject({ accountId: 1, shortTrades: 5, wins: 5, flaggedMoveWins: 5 })
  })

  it('a move outside the trade, a losing trade or another symbol counts for nothing', () => {
    const w = new FillWindows({ ...DEFAULT_THRESHOLDS })
    for (let i = 0; i < 6; i++) {
      const t0 = i * 20
      w.see(fill(1, 'buy', '0.1', t0))
      // Before the opening, and on another symbol during the trade.
      w.noteJump('BTCUSDT', jumpAt(t0 - 1))
      w.noteJump('ETHUSDT', jumpAt(t0 + 1))
      expect(w.see(fill(1, 'sell', '0.1', t0 + 3, '40')).latency).toBeNull()
    }
    w.see(fill(2, 'buy', '0.1', 200))
    w.noteJump('BTCUSDT', jumpAt(201))
    expect(w.see(fill(2, 'sell', '0.1', 203, '-40')).latency).toBeNull()
  })
})
