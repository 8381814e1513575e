/**
 * What the terminal shows of the evaluation (contract/trade.ts
 * `tradeSnapshot.evaluation`, decision 455): the floors the live evaluation
 * watches, computed by the evaluation's own `equityThresholds` from the
 * account's rules, initial balance and the shell's daily balance, the next
 * day boundary, and the breach once the account failed (with its
 * close-out's fee and the balance it ended with, as the breach report).
 */
import { D } from '#money/decimal.ts'
import type { EngineContext } from '../context.ts'
import { nextDayBoundary } from '../core/evaluation/day.ts'
import { limitsFor } from '../core/evaluation/limits.ts'
import { equityThresholds } from '../core/evaluation/thresholds.ts'
import type { TradingAccountRow, UserChallengeRow } from '../trading/threshold-policy.ts'
import { closeOutFeesOf } from '../user-challenges/read-model.ts'

type BreachRule = 'daily_drawdown' | 'total_drawdown' | 'time_limit' | 'liquidation'

export async function terminalEvaluation(
  ctx: EngineContext,
  { account, challenge }: { account: TradingAccountRow; challenge: UserChallengeRow },
) {
  const limits = challenge.type === 'demo' ? null : limitsFor(challenge.rules, account.phase)
  if (!limits) return null
  const held = ctx.trading.held.has(account.id)
  const dailyBalance = held ? ctx.trading.dailyBalance(account.id).toString() : account.dailyBalance
  const thresholds = equityThresholds(limits, {
    initialBalance: account.initialBalance,
    dailyBalance,
    highBalance: account.highBalance,
  })
  const breach = account.breach
  const fees = breach ? await closeOutFeesOf(ctx.db, [account]) : new Map<number, string>()
  // Read after the awaits: the time left is as of the answer.
  const now = ctx.clock.now()
  const reset = nextDayBoundary(now, ctx.config.DAY_BOUNDARY_HOUR_UTC)
  return {
    daily_floor: thresholds.dailyFloor,
    total_floor: thresholds.totalFloor,
    daily_limit: D(limits.maxDdDaily).toString(),
    total_limit: D(limits.maxDdTotal).toString(),
    total_drawdown_kind: limits.ddTotalKind ?? 'static',
    daily_reset_at: reset.toISOString(),
    daily_reset_in: Math.max(0, reset.getTime() - now.getTime()),
    breach: breach
      ? {
          rule: breach.rule as BreachRule,
          at: breach.at,
          equity: breach.equity,
          floor: breach.floor,
          limit: breach.limit ?? null,
          drawdown_kind: breach.kind ?? null,
          close_out_fee: D(fees.get(account.id) ?? '0').toString(),
          final_balance: D(account.balance).toString(),
        }
      : null,
  }
}
