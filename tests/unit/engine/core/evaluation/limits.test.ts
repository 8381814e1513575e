/**
 * Which limits a phase is judged by (rules.md, Evaluation): a step's from
 * the pinned snapshot, the real account's fixed 5 % / 10 %, none for the
 * demo; the warning at 80 % of a limit unless the snapshot says otherwise.
 */
import { describe, expect, it } from 'vitest'
import {
  firstPhase,
  limitsFor,
  type PhaseLimits,
  phaseOfStep,
  ruleTerms,
} from '../../../../../engine/core/evaluation/limits.ts'
import { nextPhase } from '../../../../../engine/core/evaluation/phases.ts'
import { equityThresholds } from '../../../../../engine/core/evaluation/thresholds.ts'
import type { RulesSnapshot } from '../../../../../engine/core/rules.ts'
import { START, seededRules } from './rules-fixture.ts'

describe('phase limits', () => {
  it('names the phase of each step, and refuses a fourth (a program has at most three)', () => {
    expect([phaseOfStep(1), phaseOfStep(2), phaseOfStep(3)]).toEqual(['step1', 'step2', 'step3'])
    expect(() => phaseOfStep(4)).toThrow('Step 4 has no phase: a program has at most three steps')
  })

  it('warns at 80 % when a snapshot predates the setting, else at its figure', () => {
    const { warningPercent: _, ...old } = seededRules
    expect(limitsFor(old, 'step1')?.warningPercent).toBe('80')
    expect(limitsFor({ ...seededRules, warningPercent: '70' }, 'real')?.warningPercent).toBe('70')
  })

  it('refuses a step the rules do not have', () => {
    const oneStep = { ...seededRules, version: 7, steps: seededRules.steps.slice(0, 1) }
    expect(() => limitsFor(oneStep, 'step2')).toThrow('The rules (version 7) have no step2')
  })

  it('has nothing after the real account or the demo', () => {
    expect(() => nextPhase(seededRules, 'real', '10000', START)).toThrow(
      'real is not a step: nothing follows it',
    )
  })
})

describe('the warning level watched', () => {
  const limits = limitsFor(seededRules, 'step1')
  if (!limits) throw new Error('step 1 has limits')

  it('is the higher of the two warning levels, the first a falling equity reaches', () => {
    // day started at 10 000: daily 10 000 − 0.8 × 500 = 9 600; total 10 000 − 0.8 × 1 000 = 9 200
    expect(
      equityThresholds(limits, { initialBalance: '10000', dailyBalance: '10000' }).warningLevel,
    ).toBe('9600')
    // day started at 9 300: daily 9 300 − 400 = 8 900 < total 9 200
    expect(
      equityThresholds(limits, { initialBalance: '10000', dailyBalance: '9300' }).warningLevel,
    ).toBe('9200')
  })
})

describe('the limits of each phase (rules.md: seeded Step 1 30 d, 5 %, 10 %, 8 %, 4 d; Step 2 60 d, 5 %, 10 %, 5 %, 4 d)', () => {
  it('Step 2 is judged by its own row, not the first one: target 5 %, 60 days', () => {
    expect(limitsFor(seededRules, 'step2')).toEqual({
      maxDdDaily: '5',
      maxDdTotal: '10',
      ddTotalKind: 'static',
      minProfit: '5',
      minTradingDays: 4,
      days: 60,
      warningPercent: '80',
    })
  })

  it('the real account: 5 % / 10 % static (fixed), nothing to pass, no time limit', () => {
    expect(limitsFor(seededRules, 'real')).toEqual({
      maxDdDaily: '5',
      maxDdTotal: '10',
      ddTotalKind: 'static',
      minProfit: null,
      minTradingDays: 0,
      days: 0,
      warningPercent: '80',
    })
  })

  it('the demo has no limits at all (rules.md: no evaluation rules)', () => {
    expect(limitsFor(seededRules, 'demo')).toBeNull()
  })
})

describe('static vs trailing total drawdown (decision 566)', () => {
  // A program whose Step 1 and funded account both trail.
  const trailing: RulesSnapshot = {
    ...seededRules,
    steps: [
      {
        step: 1,
        days: 30,
        maxDdDaily: '5',
        maxDdTotal: '10',
        ddTotalKind: 'trailing',
        minProfit: '8',
        minTradingDays: 4,
      },
    ],
    real: { ...seededRules.real, ddTotalKind: 'trailing' },
  }

  it('a snapshot written before programs has no kind: static, on a step and on the real account', () => {
    expect(limitsFor(seededRules, 'step1')?.ddTotalKind).toBe('static')
    expect(limitsFor(seededRules, 'real')?.ddTotalKind).toBe('static')
  })

  it('a trailing program keeps its kind, on a step and on the real account', () => {
    expect(limitsFor(trailing, 'step1')?.ddTotalKind).toBe('trailing')
    expect(limitsFor(trailing, 'real')?.ddTotalKind).toBe('trailing')
  })

  it('in money, 25 000 at 10 %: limit 2 500; static floor 22 500 whatever the high, trailing 26 000 − 2 500 = 23 500', () => {
    const at = (rules: RulesSnapshot, phase: 'step1' | 'real') => {
      const limits = limitsFor(rules, phase)
      if (!limits) throw new Error(`${phase} has limits`)
      // End-of-day high 26 000, below the trailing cap 25 000 + 2 500 = 27 500.
      return equityThresholds(limits, {
        initialBalance: '25000',
        dailyBalance: '26000',
        highBalance: '26000',
      })
    }
    expect(at(seededRules, 'step1').totalFloor).toBe('22500')
    expect(at(seededRules, 'real').totalFloor).toBe('22500')
    expect(at(trailing, 'step1').totalFloor).toBe('23500')
    expect(at(trailing, 'real').totalFloor).toBe('23500')
    // Daily: 5 % of 25 000 = 1 250 below the day's start of 26 000 = 24 750, either way.
    expect(at(trailing, 'real').dailyFloor).toBe('24750')
  })
})

describe("a drawdown rule in the program's words (ruleTerms)", () => {
  const limits = (ddTotalKind?: PhaseLimits['ddTotalKind']): PhaseLimits => ({
    maxDdDaily: '4',
    maxDdTotal: '8',
    ...(ddTotalKind ? { ddTotalKind } : {}),
    minProfit: '10',
    minTradingDays: 4,
    days: 30,
    warningPercent: '80',
  })

  it("the daily limit is always measured from the day's start: static, even in a trailing program", () => {
    expect(ruleTerms(limits('trailing'), 'daily_drawdown')).toEqual({ limit: '4', kind: 'static' })
  })

  it("the total limit carries the program's kind; none given is static", () => {
    expect(ruleTerms(limits('trailing'), 'total_drawdown')).toEqual({
      limit: '8',
      kind: 'trailing',
    })
    expect(ruleTerms(limits('static'), 'total_drawdown')).toEqual({ limit: '8', kind: 'static' })
    expect(ruleTerms(limits(), 'total_drawdown')).toEqual({ limit: '8', kind: 'static' })
  })

  it('the demo (no limits) has no terms', () => {
    expect(ruleTerms(null, 'daily_drawdown')).toBeNull()
    expect(ruleTerms(null, 'total_drawdown')).toBeNull()
  })
})

describe('the phase a purchase opens', () => {
  it('Step 1 of a stepped program, whatever order the steps are stored in', () => {
    expect(firstPhase(seededRules)).toBe('step1')
    expect(firstPhase({ ...seededRules, steps: [...seededRules.steps].reverse() })).toBe('step1')
  })

  it('the funded account at once when the program has no steps (instant funding)', () => {
    expect(firstPhase({ ...seededRules, steps: [] })).toBe('real')
  })
})
