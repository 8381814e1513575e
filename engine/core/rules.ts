/**
 * The rules an account is judged by, as sold: a snapshot taken at purchase
 * (rules.md: editing the catalogue never changes an account already sold).
 * Pure data; percentages are decimal strings in percent ("5" = 5 %).
 */
export type Phase = 'step1' | 'step2' | 'step3' | 'real' | 'demo'

/** static: floor = initial − limit; trailing: follows the highest end-of-day balance (decision 566). */
export type DrawdownKind = 'static' | 'trailing'

export interface StepRules {
  step: number
  /** 0: no time limit. */
  days: number
  maxDdDaily: string
  maxDdTotal: string
  /** Absent in snapshots written before programs (decision 565): static. */
  ddTotalKind?: DrawdownKind
  minProfit: string
  minTradingDays: number
}

/** The program a snapshot was bought in, as it was named then. */
export interface ProgramRef {
  id: number
  code: string
  title: { en: string; fa: string }
}

export interface RulesSnapshot {
  /** The program's rule-set version bought. */
  version: number
  /**
   * The program bought; absent in snapshots written before programs, which
   * the migration 0010 gave the default two-step program (decision 565).
   */
  program?: ProgramRef
  /** 0–3 evaluation steps; none: instant funding (the funded account opens at purchase). */
  steps: StepRules[]
  /** Limits of the funded (real) account; 5 % and 10 % static in the default program. */
  real: { maxDdDaily: string; maxDdTotal: string; ddTotalKind?: DrawdownKind }
  /**
   * Consistency rule (percent): no single trading day's profit above it of
   * the step's total profit, checked at the pass. Absent or null: none.
   */
  consistencyPercent?: string | null
  /** Feature codes bought with the challenge. */
  features: string[]
  /** Percent of profit that is the trader's: 80, or 90 with the feature. */
  profitShare: string
  /** Account-wide leverage cap: 20, or 50 with the feature. */
  maxLeverage: number
  /** Days between payouts: 14, or 7 with bi-weekly payouts. */
  payoutIntervalDays: number
  /**
   * Percent of a drawdown limit used at which the trader is warned (80).
   * Absent in snapshots written before it existed: 80.
   */
  warningPercent?: string
}
