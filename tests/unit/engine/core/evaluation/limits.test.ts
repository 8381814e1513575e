/**
 * Which limits a phase is judged by (rules.md, Evaluation): a step's from
 * the pinned snapshot, the real account's fixed 5 % / 10 %, none for the
 * demo; the warning at 80 % of a limit unless the snapshot says otherwise.
 */
import { describe, expect, it } from 'vitest'
import { limitsFor, phaseOfStep } from '../../../../../engine/core/evaluation/limits.ts'
import { nextPhase } from '../../../../../engine/core/evaluation/phases.ts'
import { equityThresholds } from '../../../../../engine/core/evaluation/thresholds.ts'
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
