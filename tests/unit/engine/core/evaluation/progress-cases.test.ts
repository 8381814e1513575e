/**
 * Hand-computed rule cases (rules.md, Evaluation): passing a step, the time
 * limit, the real account and the demo, and what the live wiring relies on.
 * Every expected figure is worked out in the comment next to it, not taken
 * from the code. Floors, warnings and the day boundary: rule-cases.test.ts.
 */
import { describe, expect, it } from 'vitest'
import { evaluate } from '../../../../../engine/core/evaluation/evaluate.ts'
import { limitsFor } from '../../../../../engine/core/evaluation/limits.ts'
import { nextPhase, phaseExpiresAt } from '../../../../../engine/core/evaluation/phases.ts'
import { at, DAY, figures, START, seededRules, utc0 } from './rules-fixture.ts'

const step1 = limitsFor(seededRules, 'step1')
if (!step1) throw new Error('step1 has limits')

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
