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
