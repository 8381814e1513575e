/**
 * A program's rules as a trader reads them (issue 32): one row per rule,
 * one value per program, so programs compare side by side on
 * /challenges/new, and the staff console previews a draft with the very
 * same words. Steps a program does not have read "—".
 */
import type { Challenge, ChallengeStep, DrawdownKind, Program } from '#contract/challenges.ts'
import { D } from '#money/decimal.ts'
import { formatPercent, formatUsdt } from '~/lib/challenges/format'
import { localDigits } from '~/lib/format'
import { m } from '~/paraglide/messages'
import { stepsCountText } from './phases'

export type RuleRow = { key: string; label: string; values: string[] }
export type RuleGroup = { key: string; title: string | null; rows: RuleRow[] }

/** The terms the table reads; a draft in the console has no id or code yet. */
export type ProgramTerms = Pick<
  Program,
  | 'steps'
  | 'max_leverage'
  | 'profit_share'
  | 'payout_interval_days'
  | 'consistency_percent'
  | 'funded'
>

export function totalDrawdownText(percent: string, kind: DrawdownKind): string {
  const p = formatPercent(percent)
  return kind === 'trailing'
    ? m.programs_total_trailing({ percent: p })
    : m.programs_total_static({ percent: p })
}

export function consistencyText(percent: string | null): string {
  return percent === null
    ? m.programs_consistency_none()
    : m.programs_consistency_rule({ percent: formatPercent(percent) })
}

const none = () => m.programs_not_in_program()

function stepRows(programs: ProgramTerms[], index: number): RuleRow[] {
  const at = (p: ProgramTerms): ChallengeStep | undefined => p.steps[index]
  const row = (key: string, label: string, value: (s: ChallengeStep) => string): RuleRow => ({
    key: `step${index + 1}-${key}`,
    label,
    values: programs.map((p) => {
      const s = at(p)
      return s ? value(s) : none()
    }),
  })
  return [
    row('target', m.challenges_col_profit_target(), (s) => formatPercent(s.min_profit)),
    row('daily', m.challenges_col_daily_loss(), (s) => formatPercent(s.max_dd_daily)),
    row('total', m.challenges_col_total_loss(), (s) =>
      totalDrawdownText(s.max_dd_total, s.max_dd_total_kind),
    ),
    row('min-days', m.challenges_col_min_days(), (s) =>
      m.challenges_days({ days: localDigits(s.min_trading_day) }),
    ),
    row('period', m.challenges_col_period(), (s) =>
      s.days === 0 ? m.challenges_unlimited() : m.challenges_days({ days: localDigits(s.days) }),
    ),
  ]
}

/** The rows of the comparison: the shape, each step (as many as the longest program), the funded terms. */
export function programRuleGroups(
  programs: ProgramTerms[],
  prices?: Array<string | null>,
): RuleGroup[] {
  const longest = Math.max(0, ...programs.map((p) => p.steps.length))
  const head: RuleRow[] = [
    {
      key: 'shape',
      label: m.programs_row_shape(),
      values: programs.map((p) => stepsCountText(p.steps.length)),
    },
  ]
  if (prices)
    head.push({
      key: 'price',
      label: m.programs_row_price(),
      values: prices.map((price) =>
        price === null ? none() : m.programs_price_from({ price: formatUsdt(price) }),
      ),
    })
  const steps: RuleGroup[] = Array.from({ length: longest }, (_, i) => ({
    key: `step${i + 1}`,
    title: m.challenges_step_n({ step: localDigits(i + 1) }),
    rows: stepRows(programs, i),
  }))
  const funded: RuleGroup = {
    key: 'funded',
    title: m.programs_group_funded(),
    rows: [
      {
        key: 'funded-daily',
        label: m.challenges_col_daily_loss(),
        values: programs.map((p) => formatPercent(p.funded.max_dd_daily)),
      },
      {
        key: 'funded-total',
        label: m.challenges_col_total_loss(),
        values: programs.map((p) =>
          totalDrawdownText(p.funded.max_dd_total, p.funded.max_dd_total_kind),
        ),
      },
      {
        key: 'leverage',
        label: m.programs_row_leverage(),
        values: programs.map((p) => m.programs_leverage({ leverage: localDigits(p.max_leverage) })),
      },
      {
        key: 'profit-share',
        label: m.programs_row_profit_share(),
        values: programs.map((p) => formatPercent(p.profit_share)),
      },
      {
        key: 'payout',
        label: m.programs_row_payout(),
        values: programs.map((p) =>
          m.programs_payout_every({ days: localDigits(p.payout_interval_days) }),
        ),
      },
      {
        key: 'consistency',
        label: m.programs_row_consistency(),
        values: programs.map((p) => consistencyText(p.consistency_percent)),
      },
    ],
  }
  return [{ key: 'head', title: null, rows: head }, ...steps, funded]
}

/** The challenges on sale grouped by their program, programs in the order they first appear. */
export function groupByProgram(
  challenges: Challenge[],
): Array<{ program: Program; challenges: Challenge[] }> {
  const groups = new Map<number, { program: Program; challenges: Challenge[] }>()
  for (const c of challenges) {
    const group = groups.get(c.program_id) ?? { program: c.program, challenges: [] }
    group.challenges.push(c)
    groups.set(c.program_id, group)
  }
  return [...groups.values()]
}

/** The lowest price among a program's challenges, compared exactly. */
export function lowestPrice(challenges: Challenge[]): string | null {
  let low: Challenge | null = null
  for (const c of challenges) if (!low || D(c.price).lt(low.price)) low = c
  return low?.price ?? null
}
