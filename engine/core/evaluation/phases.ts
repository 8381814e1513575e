/**
 * A challenge's path: its program's steps in order (0–3: Step 1, Step 2,
 * Step 3), then `passed` (the trader may request the real account); a
 * program with no steps opens the funded account at purchase. Each step's account opens at the challenge's initial
 * balance and has `days` × 24 h from its start (0: no time limit; the
 * no-time-limit feature writes 0 into the snapshot at purchase).
 */
import type { Phase, RulesSnapshot } from '../rules.ts'
import { DAY_MS } from './day.ts'
import { limitsFor, phaseOfStep, STEP_NUMBER } from './limits.ts'

/** When a phase started at `startedAt` runs out of days; null: never. */
export function phaseExpiresAt(rules: RulesSnapshot, phase: Phase, startedAt: Date): Date | null {
  const limits = limitsFor(rules, phase)
  if (!limits || limits.days === 0) return null
  return new Date(startedAt.getTime() + limits.days * DAY_MS)
}

export type NextPhase =
  | {
      kind: 'step'
      phase: Phase
      /** The next step's account opens at the challenge's initial balance. */
      initialBalance: string
      startsAt: Date
      expiresAt: Date | null
    }
  /** Every step passed: the challenge is `passed`; the real account may be requested. */
  | { kind: 'completed' }

/** What follows a pass of `phase` at `at`. */
export function nextPhase(
  rules: RulesSnapshot,
  phase: Phase,
  initialBalance: string,
  at: Date,
): NextPhase {
  const current = STEP_NUMBER[phase]
  if (current === undefined) throw new RangeError(`${phase} is not a step: nothing follows it`)
  const next = rules.steps.find((s) => s.step === current + 1)
  if (!next) return { kind: 'completed' }
  const nextPhaseName = phaseOfStep(next.step)
  return {
    kind: 'step',
    phase: nextPhaseName,
    initialBalance,
    startsAt: at,
    expiresAt: phaseExpiresAt(rules, nextPhaseName, at),
  }
}
