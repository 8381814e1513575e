/**
 * GET /v1/userChallenges/{id}/analytics[?step=]: the trading analytics
 * (engine/core/evaluation/analytics.ts, decision 606) of one step, or of
 * every step of the user's challenge, from the fills as written.
 */
import { and, asc, eq, inArray } from 'drizzle-orm'
import type { TradeAnalytics } from '#contract/analytics.ts'
import type { EngineContext } from '../context.ts'
import { tradeAnalytics } from '../core/evaluation/analytics.ts'
import { fills, tradingAccounts, userChallenges } from '../db/schema/index.ts'
import { notFound } from '../errors.ts'
import { findStep } from './step-read.ts'
import { evaluationTexts } from './texts.ts'

async function accountIdsOf(
  ctx: EngineContext,
  userId: number,
  userChallengeId: number,
  stepId: number | undefined,
): Promise<number[]> {
  if (stepId !== undefined) {
    const { account } = await findStep(ctx, { userId, userChallengeId, stepId })
    return [account.id]
  }
  const rows = await ctx.db
    .select({ id: tradingAccounts.id })
    .from(tradingAccounts)
    .innerJoin(userChallenges, eq(userChallenges.id, tradingAccounts.userChallengeId))
    .where(and(eq(userChallenges.id, userChallengeId), eq(userChallenges.userId, userId)))
    .orderBy(asc(tradingAccounts.id))
  if (rows.length === 0) throw notFound(evaluationTexts.stepNotFound)
  return rows.map((r) => r.id)
}

export async function analyticsView(
  ctx: EngineContext,
  userId: number,
  userChallengeId: number,
  stepId: number | undefined,
): Promise<TradeAnalytics> {
  const ids = await accountIdsOf(ctx, userId, userChallengeId, stepId)
  await Promise.all(ids.map((id) => ctx.trading.whenWritten(id)))
  const rows = await ctx.db
    .select({
      accountId: fills.tradingAccountId,
      at: fills.createdAt,
      symbol: fills.symbol,
      side: fills.side,
      quantity: fills.quantity,
      realizedPnl: fills.realizedPnl,
      fee: fills.fee,
    })
    .from(fills)
    .where(inArray(fills.tradingAccountId, ids))
    .orderBy(asc(fills.id))
  const a = tradeAnalytics(
    ids.map((id) => rows.filter((r) => r.accountId === id)),
    ctx.config.DAY_BOUNDARY_HOUR_UTC,
  )
  return {
    trades: a.trades,
    by_symbol: a.bySymbol,
    by_weekday: a.byWeekday,
    by_hour: a.byHour,
    by_side: a.bySide,
    by_holding: a.byHolding,
    best_day: a.bestDay,
    worst_day: a.worstDay,
    average_hold_win_ms: a.averageHoldWinMs,
    average_hold_loss_ms: a.averageHoldLossMs,
    largest_win: a.largestWin,
    largest_loss: a.largestLoss,
    longest_win_streak: a.longestWinStreak,
    longest_loss_streak: a.longestLossStreak,
    consistency_percent: a.consistencyPercent,
  }
}
