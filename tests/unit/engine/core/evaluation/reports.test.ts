/**
 * A step's report (engine/core/evaluation/reports.ts): hand-computed days
 * and statistics, and invariants for any fills (fast-check).
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { D, Decimal } from '../../../../../engine/core/decimal.ts'
import { stepReport, summarise } from '../../../../../engine/core/evaluation/reports.ts'

const t = (iso: string) => new Date(iso)
const fill = (at: string, realizedPnl: string, fee: string, closing = realizedPnl !== '0') => ({
  at: t(at),
  realizedPnl,
  fee,
  closing,
})

describe('step report', () => {
  it('two days: trades, profit and drawdown from the day’s starting balance', () => {
    const fills = [
      // Day 1: open (fee 30), close −100 (fee 29.95): profit −159.95.
      fill('2026-03-02T10:00:00Z', '0', '30'),
      fill('2026-03-02T11:00:00Z', '-100', '29.95'),
      // Day 2: open (fee 30), close +700 (fee 30.35): profit 639.65.
      fill('2026-03-03T09:00:00Z', '0', '30'),
      fill('2026-03-03T12:00:00Z', '700', '30.35'),
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
    expect(summary).toEqual({
      trades: 2,
      winRate: '50',
      averageWin: '669.65',
      averageLoss: '-129.95',
      // 669.65 ÷ 129.95 = 5.15313… → 5.1531
      profitFactor: '5.1531',
      // (669.65 − 129.95) ÷ 2
      expectancy: '269.85',
    })
  })

  it('the day follows the boundary hour: 21:59 belongs to the day that began 22:00 before', () => {
    const { days } = stepReport('10000', [fill('2026-03-03T21:59:00Z', '10', '1')], {}, 22)
    expect(days.map((d) => d.date)).toEqual(['2026-03-02'])
  })

  it('a close at the entry price is a trade (its result is minus its fee)', () => {
    const { summary } = stepReport('10000', [fill('2026-03-02T10:00:00Z', '0', '5', true)], {}, 0)
    expect(summary).toMatchObject({ trades: 1, winRate: '0', averageLoss: '-5', expectancy: '-5' })
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
const fillsArb = fc.array(
  fc.record({
    minute: fc.integer({ min: 0, max: 60 * 24 * 10 }),
    realizedPnl: cents,
    fee,
    closing: fc.boolean(),
  }),
  { maxLength: 40 },
)

describe('report invariants', () => {
  it('days’ profits add up to the balance change; drawdowns ≥ 0; trades add up', () => {
    fc.assert(
      fc.property(fillsArb, (raw) => {
        const start = Date.UTC(2026, 2, 2)
        const fills = raw.map((f) => ({ ...f, at: new Date(start + f.minute * 60_000) }))
        const { days, summary } = stepReport('10000', fills, {}, 0)
        const profit = days.reduce((s, d) => s.add(d.profit), D(0))
        const expected = fills.reduce((s, f) => s.add(f.realizedPnl).sub(f.fee), D(0))
        expect(profit.eq(expected)).toBe(true)
        for (const d of days) expect(D(d.drawdown).isNegative()).toBe(false)
        expect(days.reduce((n, d) => n + d.trades, 0)).toBe(summary.trades)
        const rate = D(summary.winRate)
        expect(rate.gte(0) && rate.lte(100)).toBe(true)
      }),
    )
  })
})
