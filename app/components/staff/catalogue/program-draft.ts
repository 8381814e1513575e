/**
 * A program's rules as the console's form holds them (text fields, one per
 * figure) and back: the body `PUT /v1/staff/programs/{id}/rules` takes, and
 * the terms the preview shows a trader's way (issue 32). The contract's own
 * schema checks the draft, so the preview shows only rules the engine would
 * take, and the form's field names are the API's paths ("steps.0.days").
 */
import { type ProgramRulesBody, programRulesBody, type StaffRules } from '#contract/staff.ts'
import type { ProgramTerms } from '~/lib/challenges/program-rules'

export type Draft = Record<string, string>

/** A new program starts as one step of today's usual figures. */
export const emptyRules: StaffRules = {
  version: 1,
  max_leverage: 20,
  profit_share: '80',
  payout_interval_days: 30,
  warning_percent: '80',
  consistency_percent: null,
  funded: { max_dd_daily: '5', max_dd_total: '10', max_dd_total_kind: 'static' },
  steps: [
    {
      step: 1,
      days: 30,
      max_dd_daily: '5',
      max_dd_total: '10',
      max_dd_total_kind: 'static',
      min_profit: '10',
      min_trading_days: 5,
    },
  ],
}

const stepDefaults = (rules: StaffRules, i: number) =>
  rules.steps[i] ?? rules.steps[rules.steps.length - 1] ?? emptyRules.steps[0]

/** Every field of three steps is held, so changing the count back and forth loses nothing. */
export function draftFrom(rules: StaffRules): Draft {
  const draft: Draft = {
    steps_count: String(rules.steps.length),
    max_leverage: String(rules.max_leverage),
    profit_share: rules.profit_share,
    payout_interval_days: String(rules.payout_interval_days),
    warning_percent: rules.warning_percent,
    consistency_percent: rules.consistency_percent ?? '',
    'funded.max_dd_daily': rules.funded.max_dd_daily,
    'funded.max_dd_total': rules.funded.max_dd_total,
    'funded.max_dd_total_kind': rules.funded.max_dd_total_kind,
  }
  for (const i of [0, 1, 2]) {
    const s = stepDefaults(rules, i)
    if (!s) continue
    draft[`steps.${i}.min_profit`] = s.min_profit
    draft[`steps.${i}.max_dd_daily`] = s.max_dd_daily
    draft[`steps.${i}.max_dd_total`] = s.max_dd_total
    draft[`steps.${i}.max_dd_total_kind`] = s.max_dd_total_kind
    draft[`steps.${i}.min_trading_days`] = String(s.min_trading_days)
    draft[`steps.${i}.days`] = String(s.days)
  }
  return draft
}

/** Whole numbers go as numbers (a word stays NaN and gets the engine's field error back). */
const whole = (v: string | undefined) => (/^\d+$/.test((v ?? '').trim()) ? Number(v) : Number.NaN)
const text = (v: string | undefined) => (v ?? '').trim()
const kind = (v: string | undefined) => (v === 'trailing' ? 'trailing' : 'static')

export function stepsCountOf(draft: Draft): number {
  const n = whole(draft.steps_count)
  return Number.isNaN(n) ? 0 : Math.max(0, Math.min(3, n))
}

export function draftBody(draft: Draft): ProgramRulesBody {
  const consistency = text(draft.consistency_percent)
  return {
    max_leverage: whole(draft.max_leverage),
    profit_share: text(draft.profit_share),
    payout_interval_days: whole(draft.payout_interval_days),
    warning_percent: text(draft.warning_percent),
    consistency_percent: consistency === '' ? null : consistency,
    funded: {
      max_dd_daily: text(draft['funded.max_dd_daily']),
      max_dd_total: text(draft['funded.max_dd_total']),
      max_dd_total_kind: kind(draft['funded.max_dd_total_kind']),
    },
    steps: Array.from({ length: stepsCountOf(draft) }, (_, i) => ({
      min_profit: text(draft[`steps.${i}.min_profit`]),
      max_dd_daily: text(draft[`steps.${i}.max_dd_daily`]),
      max_dd_total: text(draft[`steps.${i}.max_dd_total`]),
      max_dd_total_kind: kind(draft[`steps.${i}.max_dd_total_kind`]),
      min_trading_days: whole(draft[`steps.${i}.min_trading_days`]),
      days: whole(draft[`steps.${i}.days`]),
    })),
  }
}

/**
 * The draft checked by the contract: the terms to preview, or the first
 * problem per field (the API's path, as its 422 would name it).
 */
export function draftPreview(
  draft: Draft,
): { terms: ProgramTerms; errors: null } | { terms: null; errors: Record<string, string> } {
  const parsed = programRulesBody.safeParse(draftBody(draft))
  if (!parsed.success) {
    const errors: Record<string, string> = {}
    for (const issue of parsed.error.issues) {
      const path = issue.path.join('.')
      errors[path] ??= issue.message
    }
    return { terms: null, errors }
  }
  const rules = parsed.data
  return {
    errors: null,
    terms: {
      max_leverage: rules.max_leverage,
      profit_share: rules.profit_share,
      payout_interval_days: rules.payout_interval_days,
      consistency_percent: rules.consistency_percent,
      funded: rules.funded,
      steps: rules.steps.map((s, i) => ({
        step: i + 1,
        days: s.days,
        max_dd_daily: s.max_dd_daily,
        max_dd_total: s.max_dd_total,
        max_dd_total_kind: s.max_dd_total_kind,
        min_profit: s.min_profit,
        min_trading_day: s.min_trading_days,
      })),
    },
  }
}

/** Whether saving would add a version: the rules differ from those shown when the form opened. */
export function rulesChanged(initial: Draft, draft: Draft): boolean {
  return JSON.stringify(draftBody(initial)) !== JSON.stringify(draftBody(draft))
}
