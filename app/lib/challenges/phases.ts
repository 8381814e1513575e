/**
 * A program's phases as the web names them (issue 32): 0–3 evaluation steps
 * (`step1`…`step3`), then the funded (real) account; no steps is instant
 * funding. One place, so tabs, tables and pickers agree.
 */
import type { UserChallenge } from '#contract/user-challenges.ts'
import { localDigits } from '~/lib/format'
import { m } from '~/paraglide/messages'

export const stepPhases = ['step1', 'step2', 'step3'] as const
export type StepPhase = (typeof stepPhases)[number]
type Phase = UserChallenge['current_phase']

/** 1, 2 or 3 for an evaluation step; null for the funded account and the demo. */
export function stepNumber(phase: string): number | null {
  const index = stepPhases.indexOf(phase as StepPhase)
  return index === -1 ? null : index + 1
}

/** The step phases a program of `count` steps runs through, in order (0: none). */
export function phasesOf(count: number): StepPhase[] {
  return stepPhases.slice(0, Math.max(0, Math.min(3, count)))
}

/** "Step 2", "Real Account", "Instant funding" (a funded account with no steps before it), "Demo". */
export function phaseName(phase: Phase, stepsCount?: number | null): string {
  const n = stepNumber(phase)
  if (n !== null) return m.challenges_tab_step({ step: localDigits(n) })
  if (phase === 'real')
    return stepsCount === 0 ? m.challenges_phase_instant() : m.challenges_tab_real()
  return m.challenges_phase_demo()
}

/** "One step", "3 steps", "Instant funding": a program's shape in a few words. */
export function stepsCountText(count: number): string {
  if (count === 0) return m.challenges_phase_instant()
  if (count === 1) return m.programs_steps_one()
  return m.programs_steps_count({ count: localDigits(count) })
}
