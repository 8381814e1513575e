/**
 * The equity levels the trading core watches for one account, by name:
 * it reports "equity ≤ level" crossings, and the shell then evaluates.
 * The breach floor is always watched; a warning level only while its
 * warning has not been sent this trading day.
 */
import type { DrawdownRule, EquityThresholds } from './thresholds.ts'

export const BREACH_LEVEL = 'breach'
export const warningLevelName = (rule: DrawdownRule) => `warning:${rule}`

export function watchedLevels(
  thresholds: EquityThresholds,
  lastWarned: Partial<Record<DrawdownRule, string>>,
  todayKey: string,
): Record<string, string> {
  const levels: Record<string, string> = { [BREACH_LEVEL]: thresholds.breachFloor }
  if (lastWarned.daily_drawdown !== todayKey) {
    levels[warningLevelName('daily_drawdown')] = thresholds.dailyWarning
  }
  if (lastWarned.total_drawdown !== todayKey) {
    levels[warningLevelName('total_drawdown')] = thresholds.totalWarning
  }
  return levels
}
