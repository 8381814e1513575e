/**
 * A step's report (engine/core/evaluation/reports.ts): hand-computed days
 * and net trade statistics (each close carries its share of the opening
 * fees, docs/decisions/411), and invariants for any fills (fast-check).
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { D, Decimal } from '#money/decimal.ts'
import { stepReport, summarise } from '../../../../../engine/core/evaluation/reports.ts'
import { netResults } from '../../../../../engine/core/evaluation/round-trips.ts'

const t = (iso: string) => new Date(iso)
/** A fill of `quantity` BTC; a sell closes a long. */
const fill = (
  at: string,
  side: 'buy' | 'sell',
  quantity: string,
  realizedPnl: string,
  fee: string,
  symbol = 'BTCUSDT',
) => ({ at: t(at), symbol, side, quantity, realizedPnl, fee })

describe('step report', () => {
  it('two days: trades, profit and drawdown from the day’s starting balance', () => {
    const fills = [
      // Day 1: open (fee 30), close −100 (fee 29.95): profit −159.95.
      fill('2026-03-02T10:00:00Z', 'buy', '1', '0', '30'),
      fill('2026-03-02T11:00:00Z', 'sell', '1', '-100', '29.95'),
      // Day 2: open (fee 30), close +700 (fee 30.35): profit 639.65.
      fill('2026-03-03T09:00:00Z', 'buy', '1', '0', '30'),
      fill('2026-03-03T12:00:00Z', 'sell', '1', '700', '30.35'),
    ]
    // Equity dipped to 9 700 on day 2 with the position open (day 2 starts at 9 840.05).
    const samples = [{ at: t('2026-03-03T10:00:00Z'), equity: '9700' }]
    const { days, summary } = stepReport('10000', fills, { samples }, 0)
    expect(days).toEqual([
      // Lowest: 9 840.05 after the close; drawdown 10 000 − 9 840.05.
      { date: '2026-03-02', trades: 1, profit: '-159.95', drawdown: '159.95' },
      // 9 840.05 − 9 700 = 140.05.
      { date: '2026-03-03', trades: 1, profit: '639.65', drawdown: '140.05' },
    ])
    // Net round trips: −100 − 29.95 − 30 = −159.95 and 700 − 30.35 − 30 = 639.65.
    expect(summary).toEqual({
      trades: 2,
      winRate: '50',
      averageWin: '639.65',
      averageLoss: '-159.95',
      // 639.65 ÷ 159.95 = 3.99906… → 3.9991 (5.1531 without the opening fees)
      profitFactor: '3.9991',
      // (639.65 − 159.95) ÷ 2
      expectancy: '239.85',
    })
  })

  it('the day follows the boundary hour: 21:59 belongs to the day that began 22:00 before', () => {
    const { days } = stepReport(
      '10000',
      [fill('2026-03-03T21:59:00Z', 'buy', '1', '0', '1')],
      {},
      22,
    )
    expect(days.map((d) => d.date)).toEqual(['2026-03-02'])
  })

  it('a close at the entry price is a trade (its result is minus both fees)', () => {
    const fills = [
      fill('2026-03-02T10:00:00Z', 'buy', '1', '0', '5'),
      fill('2026-03-02T10:05:00Z', 'sell', '1', '0', '5'),
    ]
    const { summary } = stepReport('10000', fills, {}, 0)
    expect(summary).toMatchObject({
      trades: 1,
      winRate: '0',
      averageLoss: '-10',
      expectancy: '-10',
    })
  })

  it('partial closes and a flip carry their share of the opening fees; Σ = the profit', () => {
    const fills = [
      // Long 3 (fee 9).
      fill('2026-03-02T10:00:00Z', 'buy', '3', '0', '9'),
      // Close 1: +50, fee 3, a third of 9 → 44.
      fill('2026-03-02T10:01:00Z', 'sell', '1', '50', '3'),
      // Sell 4: closes 2 (+120; half its fee 12 → 6; the 6 left of the opening) → 108,
      // and opens a short of 2 carrying the other 6.
      fill('2026-03-02T10:02:00Z', 'sell', '4', '120', '12'),
      // Close the short: −10, fee 2.5, its 6 → −18.5.
      fill('2026-03-02T10:03:00Z', 'buy', '2', '-10', '2.5'),
    ]
    expect(netResults(fills).map((r) => r?.toString() ?? null)).toEqual([
      null,
      '44',
      '108',
      '-18.5',
    ])
    const { days, summary } = stepReport('10000', fills, {}, 0)
    // −9 + 47 + 108 − 12.5 = 133.5 = 44 + 108 − 18.5
    expect(days[0]?.profit).toBe('133.5')
    expect(summary).toMatchObject({ trades: 3, expectancy: '44.5', profitFactor: '8.2162' })
  })

  it('fee shares round to 8 decimals and the last close takes the rest: thirds of 10', () => {
    const fills = [
      fill('2026-03-02T10:00:00Z', 'buy', '3', '0', '10'),
      fill('2026-03-02T10:01:00Z', 'sell', '1', '0', '0'),
      fill('2026-03-02T10:02:00Z', 'sell', '1', '0', '0'),
      fill('2026-03-02T10:03:00Z', 'sell', '1', '0', '0'),
    ]
    const results = netResults(fills).map((r) => r?.toString() ?? null)
    expect(results).toEqual([null, '-3.33333333', '-3.33333334', '-3.33333333'])
  })

  it('pairs are carried apart', () => {
    const fills = [
      fill('2026-03-02T10:00:00Z', 'buy', '1', '0', '30'),
      fill('2026-03-02T10:00:00Z', 'sell', '10', '0', '15', 'ETHUSDT'),
      fill('2026-03-02T10:01:00Z', 'buy', '10', '-500', '14.75', 'ETHUSDT'),
      fill('2026-03-02T10:02:00Z', 'sell', '1', '1000', '30.5'),
    ]
    expect(netResults(fills).map((r) => r?.toString() ?? null)).toEqual([
      null,
      null,
      '-529.75',
      '939.5',
    ])
  })

  it('no trades: zeros and no profit factor', () => {
    expect(summarise([])).toEqual({
      trades: 0,
      winRate: '0',
      averageWin: '0',
      averageLoss: '0',
      profitFactor: null,
      expectancy: '0',
    })
  })

  it('only wins: no profit factor (nothing lost), win rate 100', () => {
    const summary = summarise([D('10'), D('20'), D('30')])
    expect(summary).toMatchObject({ winRate: '100', averageWin: '20', profitFactor: null })
  })

  it('thirds round half-even: 1 win of 3 → 33.33 %', () => {
    expect(summarise([D('1'), D('-1'), D('-1')]).winRate).toBe('33.33')
  })
})

const cents = fc
  .integer({ min: -500_000, max: 500_000 })
  .map((c) => Decimal.of(BigInt(c), 2).toString())
const fee = fc.integer({ min: 0, max: 5_000 }).map((c) => Decimal.of(BigInt(c), 2).toString())
/** Signed quantities (in 0.001) on two pairs, each with a realized PnL and a fee. */
const movesArb = fc.array(
  fc.record({
    minute: fc.integer({ min: 0, max: 60 * 24 * 10 }),
    symbol: fc.constantFrom('BTCUSDT', 'ETHUSDT'),
    quantity: fc.integer({ min: -5_000, max: 5_000 }).filter((q) => q !== 0),
    realizedPnl: cents,
    fee,
  }),
  { maxLength: 40 },
)

/** Fills from the moves (realized only where size is closed), then flat on every pair. */
function roundTrips(
  raw: Array<{
    minute: number
    symbol: string
    quantity: number
    realizedPnl: string
    fee: string
  }>,
) {
  const start = Date.UTC(2026, 2, 2)
  const held = new Map<string, number>()
  const sorted = [...raw].sort((a, b) => a.minute - b.minute)
  const fills = sorted.map((m) => {
    const before = held.get(m.symbol) ?? 0
    held.set(m.symbol, before + m.quantity)
    const reduces = before !== 0 && Math.sign(before) !== Math.sign(m.quantity)
    return {
      at: new Date(start + m.minute * 60_000),
      symbol: m.symbol,
      side: (m.quantity > 0 ? 'buy' : 'sell') as 'buy' | 'sell',
      quantity: Decimal.of(BigInt(Math.abs(m.quantity)), 3).toString(),
      realizedPnl: reduces ? m.realizedPnl : '0',
      fee: m.fee,
    }
  })
  for (const [symbol, size] of held) {
    if (size === 0) continue
    fills.push({
      at: new Date(start + 11 * 86_400_000),
      symbol,
      side: size > 0 ? 'sell' : 'buy',
      quantity: Decimal.of(BigInt(Math.abs(size)), 3).toString(),
      realizedPnl: '12.34',
      fee: '1.01',
    })
  }
  return fills
}

describe('report invariants', () => {
  it('days’ profits and the net results each add up to the profit once flat; drawdowns ≥ 0', () => {
    fc.assert(
      fc.property(movesArb, (raw) => {
        const fills = roundTrips(raw)
        const { days, summary } = stepReport('10000', fills, {}, 0)
        const expected = fills.reduce((s, f) => s.add(f.realizedPnl).sub(f.fee), D(0))
        const profit = days.reduce((s, d) => s.add(d.profit), D(0))
        expect(profit.eq(expected)).toBe(true)
        const results = netResults(fills).reduce<Decimal>((s, r) => (r ? s.add(r) : s), D(0))
        expect(results.toString()).toBe(expected.toString())
        for (const d of days) expect(D(d.drawdown).isNegative()).toBe(false)
        expect(days.reduce((n, d) => n + d.trades, 0)).toBe(summary.trades)
        const rate = D(summary.winRate)
        expect(rate.gte(0) && rate.lte(100)).toBe(true)
      }),
    )
  })
})

describe('step report: days the core recorded, and the order of what it reads', () => {
  it('a recorded day takes its starting balance and lowest equity as recorded, not from fills or samples', () => {
    const fills = [
      // Day 2 Mar: open (fee 10), close −300 (fee 10): balance 10 000 → 9 680.
      fill('2026-03-02T10:00:00Z', 'buy', '1', '0', '10'),
      fill('2026-03-02T11:00:00Z', 'sell', '1', '-300', '10'),
    ]
    // The core recorded the day: start 10 000, lowest equity 9 750 (its own reading).
    const days = [{ date: '2026-03-02', startBalance: '10000', lowestEquity: '9750' }]
    // A sample on a recorded day is not read (the core's low is the truth).
    const samples = [{ at: t('2026-03-02T10:30:00Z'), equity: '9000' }]
    const report = stepReport('10000', fills, { days, samples }, 0)
    // Drawdown 10 000 − 9 750 = 250, not 10 000 − 9 680 (the balance) nor − 9 000 (the sample).
    expect(report.days).toEqual([
      { date: '2026-03-02', trades: 1, profit: '-320', drawdown: '250' },
    ])
  })

  it('a recorded day without fills is listed; a low above the start is no drawdown', () => {
    const days = [
      { date: '2026-03-04', startBalance: '10100', lowestEquity: '10150' },
      { date: '2026-03-03', startBalance: '10000', lowestEquity: '9990.5' },
    ]
    // Day 2 Mar (not recorded): a close +100 (fee 0) from 10 000.
    const fills = [
      fill('2026-03-02T09:00:00Z', 'buy', '1', '0', '0'),
      fill('2026-03-02T10:00:00Z', 'sell', '1', '100', '0'),
    ]
    // Inserted as 4, 3 (recorded), then 2 (the fills): listed by date.
    expect(stepReport('10000', fills, { days }, 0).days).toEqual([
      { date: '2026-03-02', trades: 1, profit: '100', drawdown: '0' },
      { date: '2026-03-03', trades: 0, profit: '0', drawdown: '9.5' },
      { date: '2026-03-04', trades: 0, profit: '0', drawdown: '0' },
    ])
  })

  it('fills given out of order are read by time', () => {
    const inOrder = [
      fill('2026-03-02T10:00:00Z', 'buy', '2', '0', '8'),
      fill('2026-03-02T11:00:00Z', 'sell', '1', '40', '4'),
      fill('2026-03-03T09:00:00Z', 'sell', '1', '-60', '4'),
    ]
    const report = stepReport('10000', [...inOrder].reverse(), {}, 0)
    // Net: 40 − 4 − 4 (half the opening 8) = 32; −60 − 4 − 4 = −68.
    expect(report.summary).toMatchObject({ trades: 2, averageWin: '32', averageLoss: '-68' })
    // Day 2: −8 + 36 = 28 (low 9 992 after the opening fee); day 3: −64 from 10 028.
    expect(report.days).toEqual([
      { date: '2026-03-02', trades: 1, profit: '28', drawdown: '8' },
      { date: '2026-03-03', trades: 1, profit: '-64', drawdown: '64' },
    ])
  })

  it('samples given out of order are read by time: a day seen only in samples starts at the balance of that time', () => {
    const fills = [
      // Day 2: open and close −100 (no fees): balance 9 900.
      fill('2026-03-02T10:00:00Z', 'buy', '1', '0', '0'),
      fill('2026-03-02T11:00:00Z', 'sell', '1', '-100', '0'),
      // Day 4: open and close +500: balance 10 400.
      fill('2026-03-04T10:00:00Z', 'buy', '1', '0', '0'),
      fill('2026-03-04T11:00:00Z', 'sell', '1', '500', '0'),
    ]
    const samples = [
      { at: t('2026-03-05T12:00:00Z'), equity: '10300' },
      { at: t('2026-03-03T12:00:00Z'), equity: '9850' },
    ]
    const { days } = stepReport('10000', fills, { samples }, 0)
    expect(days).toEqual([
      { date: '2026-03-02', trades: 1, profit: '-100', drawdown: '100' },
      // Starts at 9 900 (after day 2), lowest 9 850: 50, not 10 400 − 9 850.
      { date: '2026-03-03', trades: 0, profit: '0', drawdown: '50' },
      { date: '2026-03-04', trades: 1, profit: '500', drawdown: '0' },
      // Starts at 10 400, lowest 10 300.
      { date: '2026-03-05', trades: 0, profit: '0', drawdown: '100' },
    ])
  })

  it('a legacy day: the lowest of its samples and of the balance after each fill', () => {
    const fills = [
      fill('2026-03-02T10:00:00Z', 'buy', '1', '0', '0'),
      fill('2026-03-02T12:00:00Z', 'sell', '1', '-200', '0'),
    ]
    // Samples 9 900 then 9 950: the lowest sample is 9 900, the balance after the close 9 800.
    const samples = [
      { at: t('2026-03-02T11:00:00Z'), equity: '9900' },
      { at: t('2026-03-02T11:30:00Z'), equity: '9950' },
    ]
    expect(stepReport('10000', fills, { samples }, 0).days[0]?.drawdown).toBe('200')
    // Without the close, the lowest sample (9 900) is the day's low.
    expect(stepReport('10000', fills.slice(0, 1), { samples }, 0).days[0]?.drawdown).toBe('100')
  })

  it('averages keep 8 decimals', () => {
    // (1 + 1 + 2) ÷ 3 = 1.333333333… → 1.33333333; losses (−1 − 2) ÷ 2 = −1.5
    expect(summarise([D('1'), D('1'), D('2'), D('-1'), D('-2')])).toEqual({
      trades: 5,
      winRate: '60',
      averageWin: '1.33333333',
      averageLoss: '-1.5',
      // 4 ÷ 3 = 1.3333
      profitFactor: '1.3333',
      // 1 ÷ 5
      expectancy: '0.2',
    })
    // A zero result is neither a win nor a loss.
    expect(summarise([D('0'), D('5')])).toMatchObject({ winRate: '50', averageLoss: '0' })
  })
})
