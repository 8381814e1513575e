/**
 * Time-driven trading work: the day boundary (daily balance := balance at
 * DAY_BOUNDARY_HOUR_UTC, the end-of-day high raised to it, then the
 * policy's thresholds again: a trailing floor moves its key) and the end
 * of demo accounts (orders canceled, positions closed at market, status
 * expired, account.status published).
 */
import { and, eq, lt, lte, or, sql } from 'drizzle-orm'
import { channels } from '#contract/broadcasting.ts'
import { D } from '#money/decimal.ts'
import type { EngineContext } from '../context.ts'
import { tradingDayKey } from '../core/evaluation/day.ts'
import { tradingAccounts, userChallenges } from '../db/schema/index.ts'
import { forgetTradeAccount } from './trade-account.ts'

const MINUTE = 60_000

/** The latest day boundary at or before `now`. */
export function dayBoundary(now: Date, hourUtc: number): Date {
  const b = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), hourUtc))
  if (b.getTime() > now.getTime()) b.setUTCDate(b.getUTCDate() - 1)
  return b
}

export async function startNewDays(ctx: EngineContext): Promise<void> {
  // The day's lows ticks left unwritten go first (decision 410).
  await ctx.trading.flushLows()
  const now = ctx.clock.now()
  const boundary = dayBoundary(now, ctx.config.DAY_BOUNDARY_HOUR_UTC)
  const rows = await ctx.db
    .update(tradingAccounts)
    .set({
      dailyBalance: sql`${tradingAccounts.balance}`,
      // The end-of-day high a trailing total drawdown follows (decision 566).
      highBalance: sql`greatest(coalesce(${tradingAccounts.highBalance}, ${tradingAccounts.initialBalance}), ${tradingAccounts.balance})`,
      dayStartedAt: boundary,
      // The new day's low is written by the trading core's first note of it (startDay).
      dayLowestEquity: null,
      updatedAt: now,
    })
    .where(and(eq(tradingAccounts.status, 'active'), lt(tradingAccounts.dayStartedAt, boundary)))
    .returning({ id: tradingAccounts.id, dailyBalance: tradingAccounts.dailyBalance })
  const key = tradingDayKey(boundary, ctx.config.DAY_BOUNDARY_HOUR_UTC)
  for (const row of rows) {
    await ctx.trading.startDay(row.id, key, D(row.dailyBalance))
    if (ctx.trading.held.has(row.id)) await ctx.trading.refreshThresholds(row.id)
  }
  if (rows.length > 0) await ctx.trading.flushLows()
}

export async function expireDemos(ctx: EngineContext): Promise<void> {
  const now = ctx.clock.now()
  const due = await ctx.db
    .select({
      accountId: tradingAccounts.id,
      challengeId: userChallenges.id,
      userId: userChallenges.userId,
    })
    .from(tradingAccounts)
    .innerJoin(userChallenges, eq(userChallenges.id, tradingAccounts.userChallengeId))
    .where(
      and(
        eq(userChallenges.type, 'demo'),
        eq(tradingAccounts.status, 'active'),
        or(lte(userChallenges.expiresAt, now), lte(tradingAccounts.expiresAt, now)),
      ),
    )
  for (const row of due) {
    await ctx.trading.closeOut(row.accountId, 'expired', 'Demo expired', async (tx) => {
      await tx
        .update(tradingAccounts)
        .set({ status: 'expired', endedAt: now, updatedAt: now })
        .where(eq(tradingAccounts.id, row.accountId))
      await tx
        .update(userChallenges)
        .set({ status: 'expired', endedAt: now, updatedAt: now })
        .where(eq(userChallenges.id, row.challengeId))
    })
    forgetTradeAccount(ctx, row.challengeId)
    const event = {
      user_challenge_id: row.challengeId,
      status: 'expired' as const,
      reason: 'Demo expired',
      equity: null,
    }
    ctx.events.publish(channels.account(row.challengeId), 'account.status', event)
    ctx.events.publish(channels.user(row.userId), 'account.status', event)
  }
}

export function registerTradingJobs(ctx: EngineContext): void {
  ctx.jobs.register('trading.day-boundary', MINUTE, () => startNewDays(ctx))
  ctx.jobs.register('trading.demo-expiry', MINUTE, () => expireDemos(ctx))
}
