/**
 * Judges one trading account against its pinned rules at one moment. Pure:
 * the shell passes the figures and the time, persists the decision and
 * publishes it. Checked in this order:
 *
 * 1. expiry: `now` at or past the step's end (start + days × 24 h) → expired
 *    at that end; nothing after the deadline counts.
 * 2. breach: equity ≤ the higher floor → failed by that floor's rule.
 * 3. pass: no open position, balance ≥ initial × (1 + min_profit), trading
 *    days ≥ min_trading_day, and, when the program has a consistency rule,
 *    no single trading day's profit above its percent of the step's profit
 *    (balance − initial) (and inside the days, by 1.) → the next phase.
 * 4. otherwise it continues, with the reasons it has not passed, and any
 *    warning due (80 % of a limit, once per trading day per limit).
 */
import { D } from '#money/decimal.ts'
import type { Phase, RulesSnapshot } from '../rules.ts'
import { tradingDayKey } from './day.ts'
import { limitsFor } from './limits.ts'
import { type NextPhase, nextPhase, phaseExpiresAt } from './phases.ts'
import { type DrawdownRule, type EquityThresholds, equityThresholds } from './thresholds.ts'

export interface AccountFigures {
  phase: Phase
  initialBalance: string
  /** Wallet balance: initial + realized PnL − fees. */
  balance: string
  /** Balance + unrealized PnL at mark. */
  equity: string
  /** Balance at the start of the current trading day. */
  dailyBalance: string
  /** The highest end-of-day balance of the step (a trailing total drawdown follows it). */
  highBalance?: string | null
  /**
   * The largest net profit of one trading day of the step (the consistency
   * rule). Absent while the rule applies: counted as the whole profit made
   * in one day, so no pass is given on figures not read.
   */
  bestDayProfit?: string | null
  /** Days with at least one fill. */
  tradingDays: number
  openPositions: number
  startedAt: Date
  now: Date
  /** The trading day (tradingDayKey) each limit's last warning was sent on. */
  lastWarned?: Partial<Record<DrawdownRule, string>>
}

export interface EvaluationOptions {
  boundaryHourUtc: number
}

export type Reason =
  | { code: 'no_rules' }
  | { code: 'equity_at_or_below_floor'; rule: DrawdownRule; equity: string; floor: string }
  | { code: 'days_elapsed'; expiresAt: Date }
  | { code: 'open_positions'; count: number }
  | { code: 'profit_target_not_reached'; balance: string; target: string }
  | { code: 'too_few_trading_days'; tradingDays: number; required: number }
  | {
      code: 'consistency_not_met'
      /** The best day's profit, the step's profit, and the most one day may hold of it. */
      bestDayProfit: string
      profit: string
      allowed: string
      percent: string
    }
  | { code: 'no_profit_target' }
  | { code: 'all_conditions_met'; balance: string; target: string; tradingDays: number }

export type Decision =
  | { kind: 'breach'; rule: DrawdownRule; at: Date; equity: string; floor: string; reason: Reason }
  | { kind: 'expire'; rule: 'time_limit'; at: Date; equity: string; reason: Reason }
  | { kind: 'pass'; at: Date; next: NextPhase; reason: Reason }
  | { kind: 'continue'; reasons: Reason[] }

export interface Warning {
  rule: DrawdownRule
  /** The warning level reached, and the floor behind it. */
  level: string
  floor: string
  equity: string
  /** Trading day it is sent for: the shell stores it as `lastWarned`. */
  dayKey: string
}

export interface Evaluation {
  decision: Decision
  /** The levels the trading core watches; null when the phase has no limits. */
  thresholds: EquityThresholds | null
  expiresAt: Date | null
  /** Profit target balance; null when there is nothing to pass. */
  target: string | null
  warnings: Warning[]
}

export function evaluate(
  rules: RulesSnapshot,
  figures: AccountFigures,
  options: EvaluationOptions,
): Evaluation {
  const limits = limitsFor(rules, figures.phase)
  if (!limits) {
    return {
      decision: { kind: 'continue', reasons: [{ code: 'no_rules' }] },
      thresholds: null,
      expiresAt: null,
      target: null,
      warnings: [],
    }
  }
  const thresholds = equityThresholds(limits, figures)
  const expiresAt = phaseExpiresAt(rules, figures.phase, figures.startedAt)
  const initial = D(figures.initialBalance)
  const target =
    limits.minProfit === null ? null : initial.mul(D(1).add(D(limits.minProfit).mul('0.01')))
  const equity = D(figures.equity)
  const base = { thresholds, expiresAt, target: target?.toString() ?? null }

  if (expiresAt && figures.now.getTime() >= expiresAt.getTime()) {
    const reason: Reason = { code: 'days_elapsed', expiresAt }
    return {
      ...base,
      decision: {
        kind: 'expire',
        rule: 'time_limit',
        at: expiresAt,
        equity: figures.equity,
        reason,
      },
      warnings: [],
    }
  }

  if (equity.lte(thresholds.breachFloor)) {
    const reason: Reason = {
      code: 'equity_at_or_below_floor',
      rule: thresholds.breachRule,
      equity: equity.toString(),
      floor: thresholds.breachFloor,
    }
    return {
      ...base,
      decision: {
        kind: 'breach',
        rule: thresholds.breachRule,
        at: figures.now,
        equity: equity.toString(),
        floor: thresholds.breachFloor,
        reason,
      },
      warnings: [],
    }
  }

  const missing: Reason[] = []
  if (target === null) missing.push({ code: 'no_profit_target' })
  else {
    if (figures.openPositions > 0) {
      missing.push({ code: 'open_positions', count: figures.openPositions })
    }
    if (D(figures.balance).lt(target)) {
      missing.push({
        code: 'profit_target_not_reached',
        balance: D(figures.balance).toString(),
        target: target.toString(),
      })
    }
    if (figures.tradingDays < limits.minTradingDays) {
      missing.push({
        code: 'too_few_trading_days',
        tradingDays: figures.tradingDays,
        required: limits.minTradingDays,
      })
    }
    // Judged once the target is reached (below it, the target is what is missing).
    const consistency = D(figures.balance).gte(target) ? consistencyShortfall(rules, figures) : null
    if (consistency) missing.push(consistency)
  }

  if (missing.length === 0 && target !== null) {
    const reason: Reason = {
      code: 'all_conditions_met',
      balance: D(figures.balance).toString(),
      target: target.toString(),
      tradingDays: figures.tradingDays,
    }
    return {
      ...base,
      decision: {
        kind: 'pass',
        at: figures.now,
        next: nextPhase(rules, figures.phase, figures.initialBalance, figures.now),
        reason,
      },
      warnings: [],
    }
  }

  return {
    ...base,
    decision: { kind: 'continue', reasons: missing },
    warnings: dueWarnings(thresholds, figures, options),
  }
}

/** Whether a pass of this phase depends on the best day's profit (the shell then reads it). */
export function needsBestDayProfit(rules: RulesSnapshot, phase: Phase): boolean {
  return rules.consistencyPercent != null && limitsFor(rules, phase)?.minProfit != null
}

/**
 * The consistency rule at a pass: the best day's profit must not exceed
 * percent × (balance − initial).
 */
function consistencyShortfall(rules: RulesSnapshot, figures: AccountFigures): Reason | null {
  if (rules.consistencyPercent == null) return null
  const profit = D(figures.balance).sub(D(figures.initialBalance))
  if (!profit.isPositive()) return null
  const allowed = profit.mul(D(rules.consistencyPercent).mul('0.01'))
  const best = figures.bestDayProfit == null ? profit : D(figures.bestDayProfit)
  if (best.lte(allowed)) return null
  return {
    code: 'consistency_not_met',
    bestDayProfit: best.toString(),
    profit: profit.toString(),
    allowed: allowed.toString(),
    percent: D(rules.consistencyPercent).toString(),
  }
}

/** Warnings whose level the equity has reached and that were not sent this trading day. */
function dueWarnings(
  thresholds: EquityThresholds,
  figures: AccountFigures,
  options: EvaluationOptions,
): Warning[] {
  const dayKey = tradingDayKey(figures.now, options.boundaryHourUtc)
  const equity = D(figures.equity)
  const levels: Array<[DrawdownRule, string, string]> = [
    ['daily_drawdown', thresholds.dailyWarning, thresholds.dailyFloor],
    ['total_drawdown', thresholds.totalWarning, thresholds.totalFloor],
  ]
  return levels
    .filter(([rule, level]) => equity.lte(level) && figures.lastWarned?.[rule] !== dayKey)
    .map(([rule, level, floor]) => ({ rule, level, floor, equity: equity.toString(), dayKey }))
}
