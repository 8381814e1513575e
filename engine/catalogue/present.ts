/** Catalogue rows as the /v1 contract shows them, in the caller's language. */
import type { Challenge, ChallengeStep, Feature } from '#contract/challenges.ts'
import { D } from '#money/decimal.ts'
import type { StepRules } from '../core/rules.ts'
import type { Locale } from '../i18n.ts'
import type { ChallengeRow, FeatureRow } from './queries.ts'

/** Percentages and prices without trailing zeros ("5", "49", "12.5"). */
const plain = (value: string) => D(value).toString()

export function presentChallenge(row: ChallengeRow, locale: Locale, stepsCount: number): Challenge {
  return {
    id: row.id,
    title: locale === 'fa' ? row.titleFa : row.titleEn,
    account_size: plain(row.accountSize),
    price: plain(row.price),
    currency: 'USDT',
    steps_count: stepsCount,
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
    min_profit: plain(step.minProfit),
    min_trading_day: step.minTradingDays,
  }
}
