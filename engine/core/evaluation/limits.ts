/**
 * Which limits an account is judged by: its step's rules from the pinned
 * snapshot, the real account's fixed limits, or none (the demo).
 */
import type { DrawdownKind, Phase, RulesSnapshot } from '../rules.ts'

/** Used when a snapshot predates `warningPercent`. */
export const DEFAULT_WARNING_PERCENT = '80'

/** Percentages are decimal strings in percent ("5" = 5 %). */
export interface PhaseLimits {
  maxDdDaily: string
  maxDdTotal: string
  /** static (also when absent): floor = initial − limit; trailing: follows the highest end-of-day balance. */
  ddTotalKind?: DrawdownKind
  /** Profit target to pass; null on the real account (nothing to pass). */
  minProfit: string | null
  minTradingDays: number
  /** Days allowed; 0: no time limit. */
  days: number
  warningPercent: string
}

/** The step a phase plays; undefined for the real account and the demo. */
export const STEP_NUMBER: Partial<Record<Phase, number>> = { step1: 1, step2: 2, step3: 3 }

/** The phase's limits, or null when the phase has none (the demo). */
export function limitsFor(rules: RulesSnapshot, phase: Phase): PhaseLimits | null {
  const warningPercent = rules.warningPercent ?? DEFAULT_WARNING_PERCENT
  if (phase === 'demo') return null
  if (phase === 'real') {
    return {
      maxDdDaily: rules.real.maxDdDaily,
      maxDdTotal: rules.real.maxDdTotal,
      ddTotalKind: rules.real.ddTotalKind ?? 'static',
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
    ddTotalKind: step.ddTotalKind ?? 'static',
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
  if (step === 3) return 'step3'
  throw new RangeError(`Step ${step} has no phase: a program has at most three steps`)
}

/** The phase a purchase opens: Step 1, or the funded account when the program has no steps. */
export function firstPhase(rules: RulesSnapshot): Phase {
  return rules.steps.length === 0
    ? 'real'
    : phaseOfStep(Math.min(...rules.steps.map((s) => s.step)))
}

/**
 * A drawdown rule in the program's words: its limit (percent of the
 * initial balance) and how its floor is measured (the daily one is always
 * from the day's starting balance: static).
 */
export function ruleTerms(
  limits: PhaseLimits | null,
  rule: 'daily_drawdown' | 'total_drawdown',
): { limit: string; kind: DrawdownKind } | null {
  if (!limits) return null
  if (rule === 'daily_drawdown') return { limit: limits.maxDdDaily, kind: 'static' }
  return { limit: limits.maxDdTotal, kind: limits.ddTotalKind ?? 'static' }
}
