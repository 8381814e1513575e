/**
 * Hand-computed rule cases (rules.md, Evaluation): floors, breaches, the
 * 80 % warnings, the day boundary and the levels the trading core watches.
 * Every expected figure is worked out in the comment next to it, not taken
 * from the code. Pass, expiry and the other phases: progress-cases.test.ts.
 */
import { describe, expect, it } from 'vitest'
import {
  nextDayBoundary,
  rollDay,
  tradingDayKey,
  tradingDayStart,
} from '../../../../../engine/core/evaluation/day.ts'
import { evaluate } from '../../../../../engine/core/evaluation/evaluate.ts'
import { limitsFor } from '../../../../../engine/core/evaluation/limits.ts'
import { equityThresholds } from '../../../../../engine/core/evaluation/thresholds.ts'
import { watchedLevels } from '../../../../../engine/core/evaluation/watch.ts'
import { at, figures, HOUR, seededRules, utc0 } from './rules-fixture.ts'

const step1 = limitsFor(seededRules, 'step1')
if (!step1) throw new Error('step1 has limits')

describe('floors', () => {
  it('1. daily floor from a flat day: 10 000 − 5 % × 10 000 = 9 500', () => {
    const t = equityThresholds(step1, { initialBalance: '10000', dailyBalance: '10000' })
    expect(t.dailyFloor).toBe('9500')
  })

  it('2. daily floor after a winning day: 10 400 − 500 = 9 900, above the total floor', () => {
    const t = equityThresholds(step1, { initialBalance: '10000', dailyBalance: '10400' })
    expect(t.dailyFloor).toBe('9900')
    expect(t.breachFloor).toBe('9900')
    expect(t.breachRule).toBe('daily_drawdown')
  })

  it('3. total floor is 10 000 × (1 − 10 %) = 9 000 whatever the balance reached', () => {
    for (const dailyBalance of ['10000', '12000', '9100']) {
      const t = equityThresholds(step1, { initialBalance: '10000', dailyBalance })
      expect(t.totalFloor).toBe('9000')
    }
  })

  it('4. a 25 000 account: daily 25 000 − 1 250 = 23 750, total 22 500', () => {
    const t = equityThresholds(step1, { initialBalance: '25000', dailyBalance: '25000' })
    expect(t.dailyFloor).toBe('23750')
    expect(t.totalFloor).toBe('22500')
  })

  it('5. fractional percents stay exact: 4.5 % of 25 000 = 1 125 → floor 23 875', () => {
    const t = equityThresholds(
      { ...step1, maxDdDaily: '4.5' },
      { initialBalance: '25000', dailyBalance: '25000' },
    )
    expect(t.dailyFloor).toBe('23875')
  })

  it('6. after a losing day the total floor binds: daily 9 300 − 500 = 8 800 < 9 000', () => {
    const t = equityThresholds(step1, { initialBalance: '10000', dailyBalance: '9300' })
    expect(t.dailyFloor).toBe('8800')
    expect(t.breachFloor).toBe('9000')
    expect(t.breachRule).toBe('total_drawdown')
  })
})

describe('breaches', () => {
  it('7. equity exactly at the daily floor (9 500) breaches: the rule is ≤', () => {
    const r = evaluate(seededRules, figures({ equity: '9500' }), utc0)
    expect(r.decision).toMatchObject({ kind: 'breach', rule: 'daily_drawdown', floor: '9500' })
  })

  it('8. one cent above the floor (9 500.01) does not breach', () => {
    const r = evaluate(seededRules, figures({ equity: '9500.01' }), utc0)
    expect(r.decision.kind).toBe('continue')
  })

  it('9. below the total floor after a losing day: total_drawdown at 9 000', () => {
    const r = evaluate(
      seededRules,
      figures({ dailyBalance: '9300', balance: '9300', equity: '8999.99' }),
      utc0,
    )
    expect(r.decision).toMatchObject({
      kind: 'breach',
      rule: 'total_drawdown',
      floor: '9000',
      equity: '8999.99',
    })
  })

  it('10. a winning day raises the daily floor: day starts at 10 600, equity 10 100 breaches', () => {
    // 10 600 − 500 = 10 100: the account is 1 % up overall, yet lost 5 % today.
    const r = evaluate(
      seededRules,
      figures({ dailyBalance: '10600', balance: '10600', equity: '10100' }),
      utc0,
    )
    expect(r.decision).toMatchObject({ kind: 'breach', rule: 'daily_drawdown', floor: '10100' })
  })

  it('11. equal floors report the total rule: day starts at 9 500 → both floors 9 000', () => {
    const r = evaluate(
      seededRules,
      figures({ dailyBalance: '9500', balance: '9500', equity: '9000' }),
      utc0,
    )
    expect(r.thresholds?.dailyFloor).toBe('9000')
    expect(r.decision).toMatchObject({ kind: 'breach', rule: 'total_drawdown', floor: '9000' })
  })
})

describe('warnings at 80 % of a limit', () => {
  it('12. daily: 80 % of 500 lost from 10 000 → warn at equity 9 600', () => {
    const r = evaluate(seededRules, figures({ equity: '9600' }), utc0)
    expect(r.thresholds?.dailyWarning).toBe('9600')
    expect(r.warnings).toEqual([
      {
        rule: 'daily_drawdown',
        level: '9600',
        floor: '9500',
        equity: '9600',
        dayKey: '2026-03-02',
      },
    ])
    expect(evaluate(seededRules, figures({ equity: '9600.01' }), utc0).warnings).toEqual([])
  })

  it('13. total: 80 % of 1 000 lost from 10 000 → warn at 9 200 (daily start 9 300 → daily level 8 900)', () => {
    const r = evaluate(
      seededRules,
      figures({ dailyBalance: '9300', balance: '9300', equity: '9200' }),
      utc0,
    )
    expect(r.thresholds?.totalWarning).toBe('9200')
    expect(r.thresholds?.dailyWarning).toBe('8900')
    expect(r.warnings.map((w) => w.rule)).toEqual(['total_drawdown'])
  })

  it('14. once per day per limit: not again today, again the next day', () => {
    const today = figures({ equity: '9550', lastWarned: { daily_drawdown: '2026-03-02' } })
    expect(evaluate(seededRules, today, utc0).warnings).toEqual([])
    const tomorrow = figures({
      equity: '9550',
      now: at(15 * HOUR), // 2026-03-03T01:00Z
      lastWarned: { daily_drawdown: '2026-03-02' },
    })
    expect(evaluate(seededRules, tomorrow, utc0).warnings.map((w) => w.dayKey)).toEqual([
      '2026-03-03',
    ])
  })

  it('15. both limits warn on the same tick: day started 9 650, equity 9 200', () => {
    // daily level 9 650 − 400 = 9 250 ≥ 9 200, daily floor 9 150; total level 9 200, floor 9 000.
    const r = evaluate(
      seededRules,
      figures({ dailyBalance: '9650', balance: '9650', equity: '9200' }),
      utc0,
    )
    expect(r.decision.kind).toBe('continue')
    expect(r.warnings.map((w) => [w.rule, w.level])).toEqual([
      ['daily_drawdown', '9250'],
      ['total_drawdown', '9200'],
    ])
    // At the daily floor it is a breach, and a breach warns of nothing.
    const lower = evaluate(
      seededRules,
      figures({ dailyBalance: '9650', balance: '9650', equity: '9150' }),
      utc0,
    )
    expect(lower.decision).toMatchObject({ kind: 'breach', rule: 'daily_drawdown', floor: '9150' })
    expect(lower.warnings).toEqual([])
  })
})

describe('day boundary', () => {
  it('25. with an open position the day restarts from the balance, not the equity', () => {
    // At 00:00 UTC: balance 10 000, an open position 300 down (equity 9 700).
    const rolled = rollDay(
      { dailyBalance: '10200', dayStartedAt: new Date('2026-03-02T00:00:00Z') },
      new Date('2026-03-03T00:00:00Z'),
      0,
      '10000',
    )
    expect(rolled).toEqual({
      dailyBalance: '10000',
      dayStartedAt: new Date('2026-03-03T00:00:00Z'),
    })
    // Floor 10 000 − 500 = 9 500: equity 9 700 holds, 9 500 breaches.
    const base = {
      dailyBalance: '10000',
      balance: '10000',
      openPositions: 1,
      now: new Date('2026-03-03T00:00:01Z'),
    }
    expect(evaluate(seededRules, figures({ ...base, equity: '9700' }), utc0).decision.kind).toBe(
      'continue',
    )
    expect(
      evaluate(seededRules, figures({ ...base, equity: '9500' }), utc0).decision,
    ).toMatchObject({ kind: 'breach', rule: 'daily_drawdown', floor: '9500' })
  })

  it('26. the same day does not roll; an account opened mid-day rolls at the next boundary', () => {
    const opened = { dailyBalance: '10000', dayStartedAt: new Date('2026-03-02T10:00:00Z') }
    expect(rollDay(opened, new Date('2026-03-02T23:59:59Z'), 0, '10300')).toBeNull()
    expect(rollDay(opened, new Date('2026-03-03T00:00:00Z'), 0, '10300')).toEqual({
      dailyBalance: '10300',
      dayStartedAt: new Date('2026-03-03T00:00:00Z'),
    })
  })

  it('27. days without activity roll to the latest boundary', () => {
    const rolled = rollDay(
      { dailyBalance: '10000', dayStartedAt: new Date('2026-03-02T00:00:00Z') },
      new Date('2026-03-06T15:30:00Z'),
      0,
      '10250',
    )
    expect(rolled?.dayStartedAt).toEqual(new Date('2026-03-06T00:00:00Z'))
    expect(rolled?.dailyBalance).toBe('10250')
  })

  it('28. a 22:00 UTC boundary: 21:59 belongs to the day that began 22:00 the evening before', () => {
    expect(tradingDayStart(new Date('2026-03-05T21:59:00Z'), 22)).toEqual(
      new Date('2026-03-04T22:00:00Z'),
    )
    expect(tradingDayStart(new Date('2026-03-05T22:00:00Z'), 22)).toEqual(
      new Date('2026-03-05T22:00:00Z'),
    )
    expect(nextDayBoundary(new Date('2026-03-05T21:59:00Z'), 22)).toEqual(
      new Date('2026-03-05T22:00:00Z'),
    )
    expect(tradingDayKey(new Date('2026-03-05T21:59:00Z'), 22)).toBe('2026-03-04')
    expect(tradingDayKey(new Date('2026-03-05T23:00:00Z'), 0)).toBe('2026-03-05')
  })

  it('29. the warning day follows the boundary hour', () => {
    const r = evaluate(
      seededRules,
      figures({ equity: '9550', now: new Date('2026-03-05T21:59:00Z') }),
      { boundaryHourUtc: 22 },
    )
    expect(r.warnings[0]?.dayKey).toBe('2026-03-04')
  })
})

describe('levels the trading core watches', () => {
  it('33. the breach floor always; each warning level until its warning is sent today', () => {
    const thresholds = equityThresholds(step1, { initialBalance: '10000', dailyBalance: '10000' })
    expect(watchedLevels(thresholds, {}, '2026-03-02')).toEqual({
      breach: '9500',
      'warning:daily_drawdown': '9600',
      'warning:total_drawdown': '9200',
    })
    expect(watchedLevels(thresholds, { daily_drawdown: '2026-03-02' }, '2026-03-02')).toEqual({
      breach: '9500',
      'warning:total_drawdown': '9200',
    })
    expect(
      watchedLevels(thresholds, { daily_drawdown: '2026-03-01' }, '2026-03-02'),
    ).toHaveProperty('warning:daily_drawdown', '9600')
  })
})
