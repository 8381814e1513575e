/**
 * The rules a purchase pins: the catalogue's current rule set with the
 * bought features' effects applied. Taken when the order is placed, so the
 * trader is judged by what they saw when they paid, whatever staff edit later.
 */
import { D } from '#money/decimal.ts'
import type { DrawdownKind, ProgramRef, RulesSnapshot, StepRules } from '../rules.ts'

export type FeatureEffect =
  | 'profit_share_90'
  | 'no_time_limit'
  | 'biweekly_payouts'
  | 'leverage_1_50'

export interface CatalogueRuleSet {
  program: ProgramRef
  version: number
  /** 0–3 steps; none: instant funding. */
  steps: StepRules[]
  /** Percent of a real account's profit that is the trader's (80). */
  profitShare: string
  /** Leverage cap without the feature (20). */
  maxLeverage: number
  /** Days between payouts without the feature (14). */
  payoutIntervalDays: number
  warningPercent: string
  /** Percent; null: no consistency rule. */
  consistencyPercent: string | null
  funded: { maxDdDaily: string; maxDdTotal: string; ddTotalKind: DrawdownKind }
}

export interface BoughtFeature {
  code: FeatureEffect
  /**
   * The effect's figure (data): the profit share percent (90), the leverage
   * cap (50), the payout interval in days (7); unused by no_time_limit.
   */
  effectValue: string
}

export function buildRulesSnapshot(
  ruleSet: CatalogueRuleSet,
  features: BoughtFeature[],
): RulesSnapshot {
  const effect = (code: FeatureEffect) => features.find((f) => f.code === code)
  const noTimeLimit = effect('no_time_limit') !== undefined
  const profitShare = effect('profit_share_90')
  const leverage = effect('leverage_1_50')
  const payouts = effect('biweekly_payouts')

  const plain = (v: string) => D(v).toString()
  return {
    version: ruleSet.version,
    program: ruleSet.program,
    steps: [...ruleSet.steps]
      .sort((a, b) => a.step - b.step)
      .map((s) => ({ ...s, days: noTimeLimit ? 0 : s.days })),
    real: {
      maxDdDaily: plain(ruleSet.funded.maxDdDaily),
      maxDdTotal: plain(ruleSet.funded.maxDdTotal),
      ddTotalKind: ruleSet.funded.ddTotalKind,
    },
    consistencyPercent:
      ruleSet.consistencyPercent === null ? null : plain(ruleSet.consistencyPercent),
    features: features.map((f) => f.code).sort(),
    profitShare: D(profitShare?.effectValue ?? ruleSet.profitShare).toString(),
    maxLeverage: leverage ? wholeNumber(leverage.effectValue) : ruleSet.maxLeverage,
    payoutIntervalDays: payouts ? wholeNumber(payouts.effectValue) : ruleSet.payoutIntervalDays,
    warningPercent: D(ruleSet.warningPercent).toString(),
  }
}

function wholeNumber(value: string): number {
  const d = D(value)
  if (!d.isMultipleOf(D(1)) || d.isNegative()) {
    throw new RangeError(`A feature's effect value must be a whole number, got ${value}`)
  }
  return Number(d.toString())
}
