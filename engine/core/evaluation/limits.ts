/**
 * Which limits an account is judged by: its step's rules from the pinned
 * snapshot, the real account's fixed limits, or none (the demo).
 */
import type { Phase, RulesSnapshot } from '../rules.ts'

/** The real account's limits, fixed by the specification (spec §9), not data. */
export const REAL_ACCOUNT_LIMITS = { maxDdDaily: '5', maxDdTotal: '10' } as const

/** Used when a snapshot predates `warningPercent`. */
export const DEFAULT_WARNING_PERCENT = '80'

/** Percentages are decimal strings in percent ("5" = 5 %). */
export interface PhaseLimits {
  maxDdDaily: string
  maxDdTotal: string
  /** Profit target to pass; null on the real account (nothing to pass). */
  minProfit: string | null
  minTradingDays: number
  /** Days allowed; 0: no time limit. */
  days: number
  warningPercent: string
}

const STEP_NUMBER: Partial<Record<Phase, number>> = { step1: 1, step2: 2 }

/** The phase's limits, or null when the phase has none (the demo). */
export function limitsFor(rules: RulesSnapshot, phase: Phase): PhaseLimits | null {
  const warningPercent = rules.warningPercent ?? DEFAULT_WARNING_PERCENT
  if (phase === 'demo') return null
  if (phase === 'real') {
    return {
      maxDdDaily: rules.real.maxDdDaily,
      maxDdTotal: rules.real.maxDdTotal,
      minProfit: null,
      minTradingDays: 0,
      days: 0,
      warningPercent,
    }
  }
  const number = STEP_NUMBER[phase]
  const step = rules.steps.find((s) => s.step === number)
  if (!step) throw new RangeError(`The rules (version ${rules.version}) have no ${phase}`)
  return {
    maxDdDaily: step.maxDdDaily,
    maxDdTotal: step.maxDdTotal,
    minProfit: step.minProfit,
    minTradingDays: step.minTradingDays,
    days: step.days,
    warningPercent,
  }
}

/** The phase a step number is played in. */
export function phaseOfStep(step: number): Phase {
  if (step === 1) return 'step1'
  if (step === 2) return 'step2'
  throw new RangeError(`Step ${step} has no phase: the platform has at most two steps`)
}
