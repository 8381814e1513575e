/**
 * The rules an account is judged by, as sold: a snapshot taken at purchase
 * (rules.md: editing the catalogue never changes an account already sold).
 * Pure data; percentages are decimal strings in percent ("5" = 5 %).
 */
export type Phase = 'step1' | 'step2' | 'real' | 'demo'

export interface StepRules {
  step: number
  /** 0: no time limit. */
  days: number
  maxDdDaily: string
  maxDdTotal: string
  minProfit: string
  minTradingDays: number
}

export interface RulesSnapshot {
  /** Catalogue rule-set version bought. */
  version: number
  steps: StepRules[]
  /** Limits of the real account (5 % and 10 %, fixed by the specification). */
  real: { maxDdDaily: string; maxDdTotal: string }
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
