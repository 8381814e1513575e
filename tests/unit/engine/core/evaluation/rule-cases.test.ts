/**
 * Hand-computed rule cases (rules.md, Evaluation). Every expected figure is
 * worked out in the comment next to it, not taken from the code.
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
import { nextPhase, phaseExpiresAt } from '../../../../../engine/core/evaluation/phases.ts'
import { equityThresholds } from '../../../../../engine/core/evaluation/thresholds.ts'
import { watchedLevels } from '../../../../../engine/core/evaluation/watch.ts'
import { at, DAY, figures, HOUR, START, seededRules, utc0 } from './rules-fixture.ts'

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

describe('passing a step', () => {
  const passing = {
    balance: '10800',
    equity: '10800',
    dailyBalance: '10800',
    tradingDays: 4,
    now: at(10 * DAY),
  }

  it('16. balance 10 800 = 10 000 × 1.08, 4 trading days, flat, day 11 → pass to Step 2 at 10 000', () => {
    const r = evaluate(seededRules, figures(passing), utc0)
    expect(r.target).toBe('10800')
    expect(r.decision).toEqual({
      kind: 'pass',
      at: at(10 * DAY),
      reason: { code: 'all_conditions_met', balance: '10800', target: '10800', tradingDays: 4 },
      next: {
        kind: 'step',
        phase: 'step2',
        initialBalance: '10000',
        startsAt: at(10 * DAY),
        expiresAt: at(70 * DAY), // 60 days after the pass
      },
    })
  })

  it('17. one cent short of the target does not pass, and says why', () => {
    const r = evaluate(seededRules, figures({ ...passing, balance: '10799.99' }), utc0)
    expect(r.decision).toEqual({
      kind: 'continue',
      reasons: [{ code: 'profit_target_not_reached', balance: '10799.99', target: '10800' }],
    })
  })

  it('18. never with an open position, however far up', () => {
    const r = evaluate(
      seededRules,
      figures({ ...passing, balance: '11000', equity: '11500', openPositions: 1 }),
      utc0,
    )
    expect(r.decision).toEqual({
      kind: 'continue',
      reasons: [{ code: 'open_positions', count: 1 }],
    })
  })

  it('19. not with 3 of 4 trading days', () => {
    const r = evaluate(seededRules, figures({ ...passing, tradingDays: 3 }), utc0)
    expect(r.decision).toEqual({
      kind: 'continue',
      reasons: [{ code: 'too_few_trading_days', tradingDays: 3, required: 4 }],
    })
  })

  it('20. Step 2 target is 5 %: 10 500 passes and completes the challenge', () => {
    const r = evaluate(
      seededRules,
      figures({ ...passing, phase: 'step2', balance: '10500', equity: '10500' }),
      utc0,
    )
    expect(r.target).toBe('10500')
    expect(r.decision).toMatchObject({ kind: 'pass', next: { kind: 'completed' } })
  })
})

describe('time limit', () => {
  it('21. 30 days from 2026-03-02T10:00Z end at 2026-04-01T10:00Z', () => {
    expect(phaseExpiresAt(seededRules, 'step1', START)?.toISOString()).toBe(
      '2026-04-01T10:00:00.000Z',
    )
  })

  it('22. a pass one second before the end counts; at the end the step expires', () => {
    const ready = { balance: '10800', equity: '10800', tradingDays: 4 }
    const before = evaluate(seededRules, figures({ ...ready, now: at(30 * DAY - 1000) }), utc0)
    expect(before.decision.kind).toBe('pass')
    const atEnd = evaluate(seededRules, figures({ ...ready, now: at(30 * DAY) }), utc0)
    expect(atEnd.decision).toMatchObject({
      kind: 'expire',
      rule: 'time_limit',
      at: new Date('2026-04-01T10:00:00Z'),
    })
  })

  it('23. past the end, expiry wins over a breach seen later', () => {
    const r = evaluate(seededRules, figures({ equity: '8000', now: at(31 * DAY) }), utc0)
    expect(r.decision.kind).toBe('expire')
  })

  it('24. no time limit (days 0, the feature): still running after 400 days, and can pass', () => {
    const unlimited = {
      ...seededRules,
      steps: seededRules.steps.map((s) => ({ ...s, days: 0 })),
    }
    expect(phaseExpiresAt(unlimited, 'step1', START)).toBeNull()
    const late = evaluate(unlimited, figures({ now: at(400 * DAY) }), utc0)
    expect(late.decision.kind).toBe('continue')
    expect(late.expiresAt).toBeNull()
    const pass = evaluate(
      unlimited,
      figures({ balance: '10800', equity: '10800', tradingDays: 4, now: at(400 * DAY) }),
      utc0,
    )
    expect(pass.decision).toMatchObject({
      kind: 'pass',
      next: { kind: 'step', phase: 'step2', expiresAt: null },
    })
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

describe('real account and demo', () => {
  it('30. the real account: fixed 5 % / 10 %, nothing to pass, never expires', () => {
    const r = evaluate(
      seededRules,
      figures({ phase: 'real', balance: '20000', equity: '20000', now: at(900 * DAY) }),
      utc0,
    )
    expect(r.decision).toEqual({ kind: 'continue', reasons: [{ code: 'no_profit_target' }] })
    expect(r.thresholds?.totalFloor).toBe('9000')
    expect(r.expiresAt).toBeNull()
    const breach = evaluate(
      seededRules,
      figures({ phase: 'real', dailyBalance: '11000', balance: '11000', equity: '10450' }),
      utc0,
    )
    // 11 000 − 5 % × 10 000 = 10 500
    expect(breach.decision).toMatchObject({
      kind: 'breach',
      rule: 'daily_drawdown',
      floor: '10500',
    })
  })

  it('31. the demo has no rules to judge', () => {
    const r = evaluate(seededRules, figures({ phase: 'demo', equity: '1' }), utc0)
    expect(r.thresholds).toBeNull()
    expect(r.decision).toEqual({ kind: 'continue', reasons: [{ code: 'no_rules' }] })
  })

  it('32. after the last step: completed; a one-step rule set completes after Step 1', () => {
    expect(nextPhase(seededRules, 'step2', '10000', START)).toEqual({ kind: 'completed' })
    const oneStep = { ...seededRules, steps: seededRules.steps.slice(0, 1) }
    expect(nextPhase(oneStep, 'step1', '10000', START)).toEqual({ kind: 'completed' })
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

describe('cases the live wiring relies on', () => {
  it('34. an open loss carried over the boundary: yesterday 9 800 balance, equity 9 350 now', () => {
    // Day starts at the balance 9 800 (not the equity): daily floor 9 800 − 500 = 9 300.
    // Equity 9 350 > 9 300 holds; the daily warning level 9 800 − 400 = 9 400 is reached.
    const now = new Date('2026-03-04T00:00:05Z')
    const result = evaluate(
      seededRules,
      figures({ balance: '9800', dailyBalance: '9800', equity: '9350', openPositions: 1, now }),
      utc0,
    )
    expect(result.decision.kind).toBe('continue')
    expect(result.thresholds).toMatchObject({ dailyFloor: '9300', dailyWarning: '9400' })
    expect(result.warnings.map((w) => [w.rule, w.level, w.dayKey])).toEqual([
      ['daily_drawdown', '9400', '2026-03-04'],
    ])
  })

  it('35. a gap through the warning and the floor on one tick is a breach, with no warning', () => {
    // From 10 000 straight to 9 450: past 9 600 (warning) and 9 500 (floor).
    const result = evaluate(seededRules, figures({ equity: '9450', openPositions: 1 }), utc0)
    expect(result.decision).toMatchObject({
      kind: 'breach',
      rule: 'daily_drawdown',
      equity: '9450',
    })
    expect(result.warnings).toEqual([])
  })

  it('36. the pass is judged on the balance: equity above target with the position open does not pass', () => {
    // Balance 10 700 (< 10 800) and an open gain of 500: equity 11 200, still not passed.
    const result = evaluate(
      seededRules,
      figures({ balance: '10700', equity: '11200', openPositions: 1, tradingDays: 5 }),
      utc0,
    )
    expect(result.decision).toMatchObject({ kind: 'continue' })
    expect(
      result.decision.kind === 'continue' && result.decision.reasons.map((r) => r.code),
    ).toEqual(['open_positions', 'profit_target_not_reached'])
  })

  it('37. a step expiring mid-position: the expiry is dated at the deadline, equity as seen', () => {
    // Step 1 started 2026-03-02T10:00Z, 30 days → 2026-04-01T10:00Z; seen 5 minutes late.
    const result = evaluate(
      seededRules,
      figures({ equity: '9900', openPositions: 1, now: new Date('2026-04-01T10:05:00Z') }),
      utc0,
    )
    expect(result.decision).toMatchObject({
      kind: 'expire',
      rule: 'time_limit',
      at: new Date('2026-04-01T10:00:00Z'),
      equity: '9900',
    })
  })
})
