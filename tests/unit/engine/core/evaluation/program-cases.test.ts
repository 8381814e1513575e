/**
 * Programs (issue 32, decisions 565, 566, 568, 569), hand-worked: a
 * one-step pass, a three-step path to the funded account, instant funding,
 * a trailing floor that rises with end-of-day highs, stops at the initial
 * balance and breaches, and the consistency rule at an otherwise passing
 * step. Every figure is worked out in the comment beside it.
 */
import { describe, expect, it } from 'vitest'
import { evaluate } from '../../../../../engine/core/evaluation/evaluate.ts'
import { firstPhase, limitsFor } from '../../../../../engine/core/evaluation/limits.ts'
import { equityThresholds } from '../../../../../engine/core/evaluation/thresholds.ts'
import type { RulesSnapshot, StepRules } from '../../../../../engine/core/rules.ts'
import { at, DAY, figures, HOUR, seededRules, utc0 } from './rules-fixture.ts'

const step = (n: number, over: Partial<StepRules> = {}): StepRules => ({
  step: n,
  days: 30,
  maxDdDaily: '5',
  maxDdTotal: '10',
  minProfit: '10',
  minTradingDays: 3,
  ...over,
})

const program = (steps: StepRules[], over: Partial<RulesSnapshot> = {}): RulesSnapshot => ({
  ...seededRules,
  program: { id: 7, code: 'p', title: { en: 'P', fa: 'پ' } },
  steps,
  ...over,
})

describe('a one-step program', () => {
  // Step 1 only: 10 % target (10 000 → 11 000), 3 trading days.
  const rules = program([step(1)])

  it('passes at 11 000 after 3 trading days, and the challenge is completed', () => {
    const e = evaluate(
      rules,
      figures({ balance: '11000', equity: '11000', tradingDays: 3, now: at(5 * DAY) }),
      utc0,
    )
    expect(e.target).toBe('11000')
    expect(e.decision).toMatchObject({ kind: 'pass', next: { kind: 'completed' } })
  })

  it('does not pass at 10 999.99', () => {
    const e = evaluate(rules, figures({ balance: '10999.99', tradingDays: 3 }), utc0)
    expect(e.decision.kind).toBe('continue')
  })
})

describe('a three-step program', () => {
  // Step 1: 8 %, Step 2: 5 %, Step 3: 4 % (10 000 → 10 400), 20 days each.
  const rules = program([
    step(1, { minProfit: '8', days: 20 }),
    step(2, { minProfit: '5', days: 20 }),
    step(3, { minProfit: '4', days: 20 }),
  ])

  it('Step 1 → Step 2 → Step 3, each opening at 10 000 with its own 20 days', () => {
    const now = at(6 * DAY)
    const one = evaluate(rules, figures({ balance: '10800', tradingDays: 3, now }), utc0)
    expect(one.decision).toMatchObject({
      kind: 'pass',
      next: { kind: 'step', phase: 'step2', initialBalance: '10000', startsAt: now },
    })
    const two = evaluate(
      rules,
      figures({ phase: 'step2', balance: '10500', tradingDays: 3, now }),
      utc0,
    )
    // Step 3 ends 20 days after it opens: 6 + 20 = day 26.
    expect(two.decision).toMatchObject({
      kind: 'pass',
      next: { kind: 'step', phase: 'step3', expiresAt: at(26 * DAY) },
    })
  })

  it('Step 3 passes at 10 400 and the challenge is completed (the funded account follows)', () => {
    const three = evaluate(
      rules,
      figures({ phase: 'step3', balance: '10400', tradingDays: 3, now: at(3 * DAY) }),
      utc0,
    )
    expect(three.target).toBe('10400')
    expect(three.decision).toMatchObject({ kind: 'pass', next: { kind: 'completed' } })
  })

  it('Step 3 breaches its own total floor 9 000 (10 %), under the daily 9 400 − 500 = 8 900', () => {
    const e = evaluate(
      rules,
      figures({ phase: 'step3', balance: '9400', equity: '9000', dailyBalance: '9400' }),
      utc0,
    )
    expect(e.decision).toMatchObject({ kind: 'breach', rule: 'total_drawdown', floor: '9000' })
  })
})

describe('instant funding', () => {
  // No steps: the funded account opens at purchase, at the program's funded limits 3 % / 6 %.
  const rules = program([], { real: { maxDdDaily: '3', maxDdTotal: '6', ddTotalKind: 'static' } })

  it('opens the funded account first', () => {
    expect(firstPhase(rules)).toBe('real')
    expect(firstPhase(seededRules)).toBe('step1')
  })

  it('judges it by the funded limits: daily floor 9 700, total floor 9 400; nothing to pass', () => {
    const limits = limitsFor(rules, 'real')
    if (!limits) throw new Error('the funded account has limits')
    const t = equityThresholds(limits, { initialBalance: '10000', dailyBalance: '10000' })
    expect([t.dailyFloor, t.totalFloor]).toEqual(['9700', '9400'])
    const e = evaluate(
      rules,
      figures({ phase: 'real', balance: '12000', equity: '12000', tradingDays: 9 }),
      utc0,
    )
    expect(e.decision).toEqual({ kind: 'continue', reasons: [{ code: 'no_profit_target' }] })
    const breach = evaluate(
      rules,
      figures({ phase: 'real', balance: '9700', equity: '9400', dailyBalance: '9700' }),
      utc0,
    )
    expect(breach.decision).toMatchObject({ kind: 'breach', floor: '9400' })
  })
})

describe('a trailing total drawdown (6 % of 10 000 = 600)', () => {
  const rules = program([step(1, { maxDdTotal: '6', maxDdDaily: '5', ddTotalKind: 'trailing' })])
  const limits = limitsFor(rules, 'step1')
  if (!limits) throw new Error('step1 has limits')
  const floor = (highBalance: string | null, dailyBalance = '10000') =>
    equityThresholds(limits, { initialBalance: '10000', dailyBalance, highBalance })

  it('starts at 10 000 − 600 = 9 400 (no end-of-day high yet)', () => {
    expect(floor(null).totalFloor).toBe('9400')
    // An end-of-day balance below the initial never lowers it.
    expect(floor('9800', '9800').totalFloor).toBe('9400')
  })

  it('rises with a new end-of-day high: 10 250 − 600 = 9 650; warning at 10 250 − 480 = 9 770', () => {
    const t = floor('10250', '10250')
    expect(t.totalFloor).toBe('9650')
    expect(t.totalWarning).toBe('9770')
  })

  it('stops at the initial balance: a 10 600 high and a 11 500 high both give 10 000', () => {
    expect(floor('10600', '10600').totalFloor).toBe('10000')
    expect(floor('11500', '11500').totalFloor).toBe('10000')
  })

  it('breaches at equity 10 000 once it reached 10 000, though the static floor would be 9 400', () => {
    const e = evaluate(
      rules,
      figures({ balance: '10400', equity: '10000', dailyBalance: '10700', highBalance: '10700' }),
      utc0,
    )
    // Daily floor 10 700 − 500 = 10 200 is higher: the daily rule is reached first.
    expect(e.decision).toMatchObject({ kind: 'breach', rule: 'daily_drawdown', floor: '10200' })
    const total = evaluate(
      rules,
      figures({ balance: '10100', equity: '10000', dailyBalance: '10100', highBalance: '10700' }),
      utc0,
    )
    // Daily floor 10 100 − 500 = 9 600 < trailing 10 000: the total (trailing) rule.
    expect(total.decision).toMatchObject({ kind: 'breach', rule: 'total_drawdown', floor: '10000' })
  })

  it('a static step keeps 9 400 whatever the high', () => {
    const staticRules = program([step(1, { maxDdTotal: '6' })])
    const staticLimits = limitsFor(staticRules, 'step1')
    if (!staticLimits) throw new Error('limits')
    const t = equityThresholds(staticLimits, {
      initialBalance: '10000',
      dailyBalance: '10700',
      highBalance: '10700',
    })
    expect(t.totalFloor).toBe('9400')
  })
})

describe('the consistency rule (40 %)', () => {
  // One step, 10 % target: 10 000 → 11 000, 3 trading days; no day above 40 % of the profit.
  const rules = program([step(1)], { consistencyPercent: '40' })
  const passing = { balance: '11000', equity: '11000', tradingDays: 3, now: at(4 * DAY + HOUR) }

  it('fails at an otherwise passing step: best day 600 > 40 % × 1 000 = 400', () => {
    const e = evaluate(rules, figures({ ...passing, bestDayProfit: '600' }), utc0)
    expect(e.decision).toEqual({
      kind: 'continue',
      reasons: [
        {
          code: 'consistency_not_met',
          bestDayProfit: '600',
          profit: '1000',
          allowed: '400',
          percent: '40',
        },
      ],
    })
  })

  it('passes after more trading days: profit 1 500, best day still 600 ≤ 40 % × 1 500 = 600', () => {
    const e = evaluate(
      rules,
      figures({
        ...passing,
        balance: '11500',
        equity: '11500',
        tradingDays: 5,
        bestDayProfit: '600',
      }),
      utc0,
    )
    expect(e.decision).toMatchObject({ kind: 'pass', next: { kind: 'completed' } })
  })

  it('a best day not read counts as the whole profit: no pass', () => {
    const e = evaluate(rules, figures(passing), utc0)
    expect(e.decision).toMatchObject({
      kind: 'continue',
      reasons: [{ code: 'consistency_not_met', bestDayProfit: '1000' }],
    })
  })

  it('is not judged below the target (the target is what is missing)', () => {
    const e = evaluate(rules, figures({ ...passing, balance: '10900', bestDayProfit: '900' }), utc0)
    expect(e.decision).toEqual({
      kind: 'continue',
      reasons: [{ code: 'profit_target_not_reached', balance: '10900', target: '11000' }],
    })
  })
})
