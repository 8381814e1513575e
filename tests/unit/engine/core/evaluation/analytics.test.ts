/**
 * Trading analytics (decision 606), every figure worked by hand from ten
 * fills (boundary 00:00 UTC; 5 Jan 2026 is a Monday):
 *
 *  1  Mon 05 09:00:00 BTC buy  1  pnl 0    fee 1    opens a long
 *  2  Mon 05 09:03:00 BTC sell 1  pnl 101  fee 1    closes it: 101 − 1 − 1 = 99, held 3 min
 *  3  Mon 05 14:00:00 ETH sell 2  pnl 0    fee 0    opens a short
 *  4  Mon 05 16:00:00 ETH buy  1  pnl −30  fee 0    closes half: −30, held 2 h
 *  5  Tue 06 10:00:00 ETH buy  1  pnl −20  fee 0    closes the rest: −20, held 20 h
 *  6  Tue 06 11:00:00 BTC sell 1  pnl 0    fee 0    opens a short
 *  7  Tue 06 11:30:00 BTC buy  2  pnl 50   fee 0    closes it: +50, held 30 min; flips long
 *  8  Thu 08 11:30:00 BTC sell 1  pnl 10   fee 0    closes the flip: +10, held 48 h
 *  9  Thu 08 12:00:00 ETH buy  1  pnl 0    fee 0.5  opens a long
 * 10  Thu 08 12:00:30 ETH sell 1  pnl 5    fee 0.5  closes it: 5 − 0.5 − 0.5 = 4, held 30 s
 *
 * Results in order: 99, −30, −20, 50, 10, 4 (Σ 113).
 * Days: 05 = −1 + 100 + 0 − 30 = 69; 06 = −20 + 0 + 50 = 30; 08 = 10 − 0.5 + 4.5 = 14 (Σ 113).
 */
import { describe, expect, it } from 'vitest'
import { dayProfits, tradeAnalytics } from '../../../../../engine/core/evaluation/analytics.ts'
import type { TimedFill } from '../../../../../engine/core/evaluation/closed-trades.ts'

const at = (day: number, time: string) =>
  new Date(`2026-01-${String(day).padStart(2, '0')}T${time}Z`)
const fill = (
  when: Date,
  symbol: string,
  side: 'buy' | 'sell',
  quantity: string,
  realizedPnl: string,
  fee: string,
): TimedFill => ({ at: when, symbol, side, quantity, realizedPnl, fee })

const fills: TimedFill[] = [
  fill(at(5, '09:00:00'), 'BTCUSDT', 'buy', '1', '0', '1'),
  fill(at(5, '09:03:00'), 'BTCUSDT', 'sell', '1', '101', '1'),
  fill(at(5, '14:00:00'), 'ETHUSDT', 'sell', '2', '0', '0'),
  fill(at(5, '16:00:00'), 'ETHUSDT', 'buy', '1', '-30', '0'),
  fill(at(6, '10:00:00'), 'ETHUSDT', 'buy', '1', '-20', '0'),
  fill(at(6, '11:00:00'), 'BTCUSDT', 'sell', '1', '0', '0'),
  fill(at(6, '11:30:00'), 'BTCUSDT', 'buy', '2', '50', '0'),
  fill(at(8, '11:30:00'), 'BTCUSDT', 'sell', '1', '10', '0'),
  fill(at(8, '12:00:00'), 'ETHUSDT', 'buy', '1', '0', '0.5'),
  fill(at(8, '12:00:30'), 'ETHUSDT', 'sell', '1', '5', '0.5'),
]

const a = tradeAnalytics([fills], 0)
const nonEmpty = (list: Array<{ trades: number }>) => list.filter((b) => b.trades > 0)

describe('trade analytics', () => {
  it('counts the six closing fills as trades', () => {
    expect(a.trades).toBe(6)
  })

  it('sums results by symbol: BTC 99 + 50 + 10, ETH −30 − 20 + 4', () => {
    expect(a.bySymbol).toEqual([
      { key: 'BTCUSDT', trades: 3, wins: 3, result: '159' },
      { key: 'ETHUSDT', trades: 3, wins: 1, result: '-46' },
    ])
  })

  it('files a trade under the weekday and hour its position was opened (UTC)', () => {
    expect(a.byWeekday).toHaveLength(7)
    expect(nonEmpty(a.byWeekday)).toEqual([
      { key: '1', trades: 3, wins: 1, result: '49' }, // Mon: 99 − 30 − 20
      { key: '2', trades: 2, wins: 2, result: '60' }, // Tue: 50 + 10 (the flip opened Tue 11:30)
      { key: '4', trades: 1, wins: 1, result: '4' }, // Thu
    ])
    expect(a.byHour).toHaveLength(24)
    expect(nonEmpty(a.byHour)).toEqual([
      { key: '9', trades: 1, wins: 1, result: '99' },
      { key: '11', trades: 2, wins: 2, result: '60' },
      { key: '12', trades: 1, wins: 1, result: '4' },
      { key: '14', trades: 2, wins: 0, result: '-50' },
    ])
  })

  it('splits long from short by the position closed', () => {
    expect(a.bySide).toEqual([
      { key: 'long', trades: 3, wins: 3, result: '113' }, // 99 + 10 + 4
      { key: 'short', trades: 3, wins: 1, result: '0' }, // −30 − 20 + 50
    ])
  })

  it('buckets holding times: 3 min and 30 s, 30 min, 2 h, 20 h, 48 h', () => {
    expect(a.byHolding).toEqual([
      { key: 'under_5m', trades: 2, wins: 2, result: '103' },
      { key: '5m_1h', trades: 1, wins: 1, result: '50' },
      { key: '1h_4h', trades: 1, wins: 0, result: '-30' },
      { key: '4h_1d', trades: 1, wins: 0, result: '-20' },
      { key: 'over_1d', trades: 1, wins: 1, result: '10' },
    ])
  })

  it('finds the best and worst day', () => {
    expect(a.bestDay).toEqual({ date: '2026-01-05', profit: '69' })
    expect(a.worstDay).toEqual({ date: '2026-01-08', profit: '14' })
  })

  it('averages holding times of winners and of losers', () => {
    // Winners: 180 000 + 1 800 000 + 172 800 000 + 30 000 = 174 810 000 ms ÷ 4.
    expect(a.averageHoldWinMs).toBe(43_702_500)
    // Losers: 7 200 000 + 72 000 000 = 79 200 000 ms ÷ 2.
    expect(a.averageHoldLossMs).toBe(39_600_000)
  })

  it('names the largest win and loss', () => {
    expect(a.largestWin).toBe('99')
    expect(a.largestLoss).toBe('-30')
  })

  it('finds the longest runs: 99 | −30 −20 | 50 10 4', () => {
    expect(a.longestWinStreak).toBe(3)
    expect(a.longestLossStreak).toBe(2)
  })

  it('gives the best day’s share of the profit: 69 ÷ 113 = 61.06 %', () => {
    expect(a.consistencyPercent).toBe('61.06')
  })

  it('has no share without profit, and nothing at all without fills', () => {
    const losing = tradeAnalytics([fills.slice(2, 5)], 0)
    expect(losing.consistencyPercent).toBeNull()
    expect(losing.largestWin).toBeNull()
    expect(losing.longestLossStreak).toBe(2)
    const none = tradeAnalytics([], 0)
    expect(none).toMatchObject({
      trades: 0,
      bySymbol: [],
      bestDay: null,
      worstDay: null,
      averageHoldWinMs: null,
      averageHoldLossMs: null,
      largestWin: null,
      largestLoss: null,
      longestWinStreak: 0,
      longestLossStreak: 0,
      consistencyPercent: null,
    })
    expect(none.byWeekday.every((b) => b.trades === 0 && b.result === '0')).toBe(true)
  })

  it('a zero result ends both runs', () => {
    const flat = tradeAnalytics(
      [
        [
          fill(at(5, '09:00:00'), 'BTCUSDT', 'buy', '1', '0', '0'),
          fill(at(5, '09:01:00'), 'BTCUSDT', 'sell', '1', '5', '0'),
          fill(at(5, '09:02:00'), 'BTCUSDT', 'buy', '1', '0', '0'),
          fill(at(5, '09:03:00'), 'BTCUSDT', 'sell', '1', '0', '0'),
          fill(at(5, '09:04:00'), 'BTCUSDT', 'buy', '1', '0', '0'),
          fill(at(5, '09:05:00'), 'BTCUSDT', 'sell', '1', '7', '0'),
        ],
      ],
      0,
    )
    expect(flat.longestWinStreak).toBe(1)
  })
})

describe('analytics of several accounts (an account’s steps)', () => {
  it('never closes one step’s position with another step’s fill', () => {
    const step1 = [fill(at(5, '09:00:00'), 'BTCUSDT', 'buy', '1', '0', '0')]
    const step2 = [
      fill(at(6, '09:00:00'), 'BTCUSDT', 'sell', '1', '0', '0'),
      fill(at(6, '10:00:00'), 'BTCUSDT', 'buy', '1', '-4', '0'),
    ]
    const both = tradeAnalytics([step1, step2], 0)
    // Only step 2's short, opened Tue 09:00 and closed an hour later, is a trade.
    expect(both.trades).toBe(1)
    expect(both.bySide).toEqual([
      { key: 'long', trades: 0, wins: 0, result: '0' },
      { key: 'short', trades: 1, wins: 0, result: '-4' },
    ])
    expect(both.averageHoldLossMs).toBe(3_600_000)
  })

  it('takes runs across steps in the order trades closed', () => {
    const win = (day: number, pnl: string) => [
      fill(at(day, '09:00:00'), 'BTCUSDT', 'buy', '1', '0', '0'),
      fill(at(day, '09:10:00'), 'BTCUSDT', 'sell', '1', pnl, '0'),
    ]
    // Step 2's fills given first: 5th +1, 6th −1, 7th +1, 8th +1 by time.
    const runs = tradeAnalytics(
      [
        [...win(6, '-1'), ...win(8, '1')],
        [...win(5, '1'), ...win(7, '1')],
      ],
      0,
    )
    expect(runs.longestWinStreak).toBe(2)
    expect(runs.longestLossStreak).toBe(1)
  })
})

describe('day profits', () => {
  it('cuts days at the boundary hour: 09:59 is the day before, 10:00 the new day', () => {
    expect(
      dayProfits(
        [
          fill(at(6, '09:59:59'), 'BTCUSDT', 'sell', '1', '12.5', '0.25'),
          fill(at(6, '10:00:00'), 'BTCUSDT', 'sell', '1', '-3', '0.25'),
        ],
        10,
      ),
    ).toEqual([
      { date: '2026-01-05', profit: '12.25' },
      { date: '2026-01-06', profit: '-3.25' },
    ])
  })
})

/**
 * Order and edges, worked by hand (boundary 00:00 UTC), the symbols and the
 * best figures deliberately not first:
 *
 *  ETH buy 1 Tue 06 09:00, sell 1 09:05:00 pnl −10: −10, held exactly 5 min
 *  BTC buy 1 Mon 05 10:00, sell 1 10:01:00 pnl  20:  20, held 1 min
 *  BTC buy 1 Wed 07 08:00, sell 1 08:00:30 pnl  70:  70, held 30 s
 *  ETH buy 1 Thu 08 08:00, sell 1 09:00:00 pnl −40: −40, held exactly 1 h
 *
 * The accounts come ETH first (one account per symbol), so the days arrive
 * 06, 08, 05, 07: sorted 05 (20), 06 (−10), 07 (70), 08 (−40); Σ 40.
 * Best day 07 (70, not the first), worst 08 (−40, not the first); the
 * share 70 ÷ 40 = 175 %. Largest win 70 (the second win), largest loss −40
 * (the second loss).
 */
describe('analytics in order, at the edges', () => {
  const eth = [
    fill(at(6, '09:00:00'), 'ETHUSDT', 'buy', '1', '0', '0'),
    fill(at(6, '09:05:00'), 'ETHUSDT', 'sell', '1', '-10', '0'),
    fill(at(8, '08:00:00'), 'ETHUSDT', 'buy', '1', '0', '0'),
    fill(at(8, '09:00:00'), 'ETHUSDT', 'sell', '1', '-40', '0'),
  ]
  const btc = [
    fill(at(5, '10:00:00'), 'BTCUSDT', 'buy', '1', '0', '0'),
    fill(at(5, '10:01:00'), 'BTCUSDT', 'sell', '1', '20', '0'),
    fill(at(7, '08:00:00'), 'BTCUSDT', 'buy', '1', '0', '0'),
    fill(at(7, '08:00:30'), 'BTCUSDT', 'sell', '1', '70', '0'),
  ]
  const e = tradeAnalytics([eth, btc], 0)

  it('lists symbols alphabetically, whatever closed first', () => {
    // One account: ETH's trade (06) closes before BTC's second (07).
    const one = tradeAnalytics([[...eth.slice(0, 2), ...btc.slice(2)]], 0)
    expect(one.bySymbol.map((b) => b.key)).toEqual(['BTCUSDT', 'ETHUSDT'])
    expect(e.bySymbol).toEqual([
      { key: 'BTCUSDT', trades: 2, wins: 2, result: '90' },
      { key: 'ETHUSDT', trades: 2, wins: 0, result: '-50' },
    ])
  })

  it('files a hold of exactly 5 min and exactly 1 h in the longer bucket', () => {
    expect(nonEmpty(e.byHolding)).toEqual([
      { key: 'under_5m', trades: 2, wins: 2, result: '90' },
      { key: '5m_1h', trades: 1, wins: 0, result: '-10' },
      { key: '1h_4h', trades: 1, wins: 0, result: '-40' },
    ])
  })

  it('sorts days by date, whatever order their fills came in', () => {
    expect(dayProfits([...eth, ...btc], 0)).toEqual([
      { date: '2026-01-05', profit: '20' },
      { date: '2026-01-06', profit: '-10' },
      { date: '2026-01-07', profit: '70' },
      { date: '2026-01-08', profit: '-40' },
    ])
  })

  it('finds the best and worst day and the largest win and loss where they are', () => {
    expect(e.bestDay).toEqual({ date: '2026-01-07', profit: '70' })
    expect(e.worstDay).toEqual({ date: '2026-01-08', profit: '-40' })
    expect(e.largestWin).toBe('70')
    expect(e.largestLoss).toBe('-40')
  })

  it('gives the best day’s share of a positive total: 70 ÷ 40 = 175 %', () => {
    expect(e.consistencyPercent).toBe('175')
  })

  it('gives no share when the total is a loss, though the best day was a profit', () => {
    // 20 on the 5th, −40 on the 8th: Σ −20.
    const lost = tradeAnalytics([[...btc.slice(0, 2), ...eth.slice(2)]], 0)
    expect(lost.bestDay).toEqual({ date: '2026-01-05', profit: '20' })
    expect(lost.consistencyPercent).toBeNull()
  })
})
