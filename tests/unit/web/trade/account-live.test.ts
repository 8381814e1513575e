/** How account events patch the terminal's cached lists (use-account-live). */
import { describe, expect, it } from 'vitest'
import type { Order, Position } from '#contract/trade.ts'
import { patchOrders, patchPositions } from '../../../../app/lib/trade/use-account-live'

const order = (id: number, status: Order['status']): Order => ({
  id,
  client_order_id: null,
  time: '2026-11-22T00:00:00.000Z',
  updated_at: '2026-11-22T00:00:00.000Z',
  symbol: 'BTCUSDT',
  type: 'LIMIT',
  side: 'buy',
  trade_type: 'open',
  limitPrice: '50000',
  triggerPrice: null,
  amount: '0.1',
  tp: null,
  sl: null,
  status,
  reason: null,
  avgPrice: null,
  origin: 'trader',
})

const position = (symbol: string, size: string): Position => ({
  id: symbol.length,
  symbol,
  side: 'long',
  size,
  entryPrice: '100',
  markPrice: '100',
  liquidPrice: null,
  pnl: '0',
  margin: '1',
  leverage: 20,
  tp: null,
  sl: null,
  opened_at: '2026-11-22T00:00:00.000Z',
})

describe('patchOrders', () => {
  it('adds a new open order first, replaces a changed one in place, drops a finished one', () => {
    const start = { data: [order(1, 'NEW'), order(2, 'NEW')] }
    expect(patchOrders(start, order(3, 'NEW'))?.data.map((o) => o.id)).toEqual([3, 1, 2])
    const triggered = patchOrders(start, order(2, 'TRIGGERED'))
    expect(triggered?.data.map((o) => [o.id, o.status])).toEqual([
      [1, 'NEW'],
      [2, 'TRIGGERED'],
    ])
    for (const status of ['FILLED', 'CANCELED', 'REJECTED', 'EXPIRED'] as const)
      expect(patchOrders(start, order(1, status))?.data.map((o) => o.id)).toEqual([2])
    expect(patchOrders(undefined, order(1, 'NEW'))).toBeUndefined()
  })
})

describe('patchPositions', () => {
  it('replaces the symbol’s position, adds a new one, removes a closed one', () => {
    const start = { data: [position('BTCUSDT', '1'), position('ETHUSDT', '2')] }
    const grown = patchPositions(start, {
      position: position('ETHUSDT', '3'),
      symbol: 'ETHUSDT',
      closed: false,
    })
    expect(grown?.data.map((p) => [p.symbol, p.size])).toEqual([
      ['BTCUSDT', '1'],
      ['ETHUSDT', '3'],
    ])
    const added = patchPositions(start, {
      position: position('SOLUSDT', '5'),
      symbol: 'SOLUSDT',
      closed: false,
    })
    expect(added?.data.map((p) => p.symbol)).toEqual(['SOLUSDT', 'BTCUSDT', 'ETHUSDT'])
    const closed = patchPositions(start, { position: null, symbol: 'BTCUSDT', closed: true })
    expect(closed?.data.map((p) => p.symbol)).toEqual(['ETHUSDT'])
  })
})
