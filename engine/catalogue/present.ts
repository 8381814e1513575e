/** Catalogue rows as the /v1 contract shows them, in the caller's language. */
import type { Challenge, ChallengeStep, Feature, Program } from '#contract/challenges.ts'
import { D } from '#money/decimal.ts'
import type { CatalogueRuleSet } from '../core/checkout/rules-snapshot.ts'
import type { StepRules } from '../core/rules.ts'
import type { Locale } from '../i18n.ts'
import type { ChallengeRow, FeatureRow } from './queries.ts'

/** Percentages and prices without trailing zeros ("5", "49", "12.5"). */
const plain = (value: string) => D(value).toString()

export function presentProgram(set: CatalogueRuleSet, locale: Locale): Program {
  return {
    id: set.program.id,
    code: set.program.code,
    title: locale === 'fa' ? set.program.title.fa : set.program.title.en,
    rules_version: set.version,
    steps: set.steps.map(presentStep),
    instant_funding: set.steps.length === 0,
    max_leverage: set.maxLeverage,
    profit_share: plain(set.profitShare),
    payout_interval_days: set.payoutIntervalDays,
    consistency_percent: set.consistencyPercent === null ? null : plain(set.consistencyPercent),
    funded: {
      max_dd_daily: plain(set.funded.maxDdDaily),
      max_dd_total: plain(set.funded.maxDdTotal),
      max_dd_total_kind: set.funded.ddTotalKind,
    },
  }
}

export function presentChallenge(row: ChallengeRow, locale: Locale, program: Program): Challenge {
  return {
    id: row.id,
    title: locale === 'fa' ? row.titleFa : row.titleEn,
    account_size: plain(row.accountSize),
    price: plain(row.price),
    currency: 'USDT',
    steps_count: program.steps.length,
    program_id: program.id,
    program,
  }
}

export function presentFeature(row: FeatureRow, locale: Locale): Feature {
  return {
    id: row.id,
    code: row.code,
    title: locale === 'fa' ? row.titleFa : row.titleEn,
    description: locale === 'fa' ? row.descriptionFa : row.descriptionEn,
    price_percent: plain(row.pricePercent),
  }
}

export function presentStep(step: StepRules): ChallengeStep {
  return {
    step: step.step,
    days: step.days,
    max_dd_daily: plain(step.maxDdDaily),
    max_dd_total: plain(step.maxDdTotal),
    max_dd_total_kind: step.ddTotalKind ?? 'static',
    min_profit: plain(step.minProfit),
    min_trading_day: step.minTradingDays,
  }
}
