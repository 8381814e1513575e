/**
 * The seam between trading and the evaluation rules (docs/decisions/120).
 * The shell asks the policy for each account's named "equity ≤ value"
 * thresholds when it loads the account, after the account's fills, and at
 * each day boundary; when equity reaches one, the shell calls onCrossed
 * after the crossing's events are committed. The policy decides what a
 * crossing means (a breach closes the account through shell.closeOut, a
 * warning sends a notification) and may replace the thresholds.
 */
import type { tradingAccounts, userChallenges } from '../db/schema/index.ts'

export type TradingAccountRow = typeof tradingAccounts.$inferSelect
export type UserChallengeRow = typeof userChallenges.$inferSelect

export interface ThresholdCrossing {
  accountId: number
  userChallengeId: number
  name: string
  /** Decimal strings. */
  threshold: string
  equity: string
  at: Date
}

export interface ThresholdPolicy {
  thresholdsFor(
    account: TradingAccountRow,
    challenge: UserChallengeRow,
  ): Promise<Record<string, string>>
  onCrossed(crossing: ThresholdCrossing): Promise<void>
  /** After an account's fills are committed (before its thresholds are asked for again). */
  onFilled?(accountId: number): Promise<void>
  /**
   * Levels whose crossing ends trading (a breach): their accounts are judged
   * and recorded first, the rest of the turn (warnings, samples) after.
   */
  isUrgent?(levelName: string): boolean
}

/** The demo (and anything without evaluation rules): no thresholds; liquidation only. */
export const noEvaluationPolicy: ThresholdPolicy = {
  async thresholdsFor() {
    return {}
  },
  async onCrossed() {},
}
