/**
 * Closed trades in time order (decision 606), worked by hand. Results are
 * realized − own fee − the opening fees of the size closed (decision 411).
 */
import { describe, expect, it } from 'vitest'
import {
  closedTrades,
  type TimedFill,
} from '../../../../../engine/core/evaluation/closed-trades.ts'

const at = (time: string) => new Date(`2026-01-05T${time}Z`)
const fill = (
  time: string,
  side: 'buy' | 'sell',
  quantity: string,
  realizedPnl = '0',
  fee = '0',
  symbol = 'BTCUSDT',
): TimedFill => ({ at: at(time), symbol, side, quantity, realizedPnl, fee })

const read = (fills: TimedFill[]) =>
  closedTrades(fills).map((t) => ({
    symbol: t.symbol,
    side: t.side,
    result: t.result.toString(),
    openedAt: t.openedAt.toISOString(),
    heldMs: t.heldMs,
  }))

describe('closed trades', () => {
  it('reads fills given out of time order by their times: the buy at 10:00 opens, the sell at 10:05 closes', () => {
    // Sell 1 at 10:05, realized 50, fee 1; the buy at 10:00 paid fee 2: 50 − 1 − 2 = 47, held 5 min.
    expect(
      read([fill('10:05:00', 'sell', '1', '50', '1'), fill('10:00:00', 'buy', '1', '0', '2')]),
    ).toEqual([
      {
        symbol: 'BTCUSDT',
        side: 'long',
        result: '47',
        openedAt: '2026-01-05T10:00:00.000Z',
        heldMs: 300_000,
      },
    ])
  })

  it('keeps fills of one instant in their given order: a buy then a sell at 10:00 is a long held 0 ms', () => {
    expect(read([fill('10:00:00', 'buy', '1'), fill('10:00:00', 'sell', '1', '5')])).toEqual([
      {
        symbol: 'BTCUSDT',
        side: 'long',
        result: '5',
        openedAt: '2026-01-05T10:00:00.000Z',
        heldMs: 0,
      },
    ])
    // The other way round: the sell opens a short, the buy closes it.
    expect(read([fill('10:00:00', 'sell', '1'), fill('10:00:00', 'buy', '1', '5')])).toEqual([
      {
        symbol: 'BTCUSDT',
        side: 'short',
        result: '5',
        openedAt: '2026-01-05T10:00:00.000Z',
        heldMs: 0,
      },
    ])
  })

  it('dates a flipped position from the flip, and adding keeps the opening time', () => {
    // Long 1 at 10:00, add 1 at 10:01 (still opened 10:00); sell 3 at 10:10 closes the long 2
    // (realized 20) and opens a short 1 at 10:10; buy 1 at 10:12 closes it (realized −4).
    expect(
      read([
        fill('10:00:00', 'buy', '1'),
        fill('10:01:00', 'buy', '1'),
        fill('10:10:00', 'sell', '3', '20'),
        fill('10:12:00', 'buy', '1', '-4'),
      ]),
    ).toEqual([
      {
        symbol: 'BTCUSDT',
        side: 'long',
        result: '20',
        openedAt: '2026-01-05T10:00:00.000Z',
        heldMs: 600_000,
      },
      {
        symbol: 'BTCUSDT',
        side: 'short',
        result: '-4',
        openedAt: '2026-01-05T10:10:00.000Z',
        heldMs: 120_000,
      },
    ])
  })

  it('keeps each pair its own position', () => {
    // ETH short from 10:02 closed at 10:03; BTC long from 10:00 closed at 10:04.
    expect(
      read([
        fill('10:00:00', 'buy', '1'),
        fill('10:02:00', 'sell', '2', '0', '0', 'ETHUSDT'),
        fill('10:03:00', 'buy', '2', '6', '0', 'ETHUSDT'),
        fill('10:04:00', 'sell', '1', '-3'),
      ]),
    ).toEqual([
      {
        symbol: 'ETHUSDT',
        side: 'short',
        result: '6',
        openedAt: '2026-01-05T10:02:00.000Z',
        heldMs: 60_000,
      },
      {
        symbol: 'BTCUSDT',
        side: 'long',
        result: '-3',
        openedAt: '2026-01-05T10:00:00.000Z',
        heldMs: 240_000,
      },
    ])
  })
})
