/**
 * The step read models of /v1/userChallenges/{id}/steps/{stepId}: the
 * step's figures against its pinned rules, its chart (balance and equity
 * samples) and its report (per day, and trade statistics). Another user's
 * challenge, or a step of another challenge, is a 404.
 */
import { and, asc, desc, eq, min } from 'drizzle-orm'
import type { z } from 'zod'
import type { stepDetail, stepReports } from '#contract/user-challenges.ts'
import { D, Decimal } from '#money/decimal.ts'
import type { EngineContext } from '../context.ts'
import { nextDayBoundary } from '../core/evaluation/day.ts'
import { drawdowns, lowest } from '../core/evaluation/drawdown.ts'
import { needsBestDayProfit } from '../core/evaluation/evaluate.ts'
import { limitsFor } from '../core/evaluation/limits.ts'
import { stepReport } from '../core/evaluation/reports.ts'
import { equityThresholds } from '../core/evaluation/thresholds.ts'
import {
  accountDays,
  accountSamples,
  fills,
  ledgerEntries,
  tradingAccounts,
  userChallenges,
} from '../db/schema/index.ts'
import { notFound } from '../errors.ts'
import { dayOf, presentStep } from '../user-challenges/present.ts'
import {
  closeOutFeesOf,
  type TradingAccountRow,
  type UserChallengeRow,
} from '../user-challenges/read-model.ts'
import { bestDayProfit } from './day-profits.ts'
import { evaluationTexts } from './texts.ts'

/** At most this many chart points (older samples are thinned evenly). */
export interface StepRef {
  userId: number
  userChallengeId: number
  stepId: number
}

export async function findStep(
  ctx: EngineContext,
  ref: StepRef,
): Promise<{ challenge: UserChallengeRow; account: TradingAccountRow }> {
  const [row] = await ctx.db
    .select({ challenge: userChallenges, account: tradingAccounts })
    .from(tradingAccounts)
    .innerJoin(userChallenges, eq(userChallenges.id, tradingAccounts.userChallengeId))
    .where(
      and(
        eq(tradingAccounts.id, ref.stepId),
        eq(userChallenges.id, ref.userChallengeId),
        eq(userChallenges.userId, ref.userId),
      ),
    )
  if (!row) throw notFound(evaluationTexts.stepNotFound)
  return row
}

/**
 * Balance, equity and the lowest equities now: live from the trading core
 * while it trades, else as stored (decision 410).
 */
export function liveFigures(ctx: EngineContext, account: TradingAccountRow) {
  const held = account.status === 'active' ? ctx.trading.held.account(account.id) : null
  if (held) {
    const { balance, equity } = held.assets
    return {
      balance,
      equity,
      dailyBalance: held.dailyBalance,
      stepLow: lowest(held.stepLow, account.lowestEquity, equity),
      dayLow: lowest(held.day?.lowest, equity),
    }
  }
  const balance = D(account.balance)
  return {
    balance,
    equity: balance,
    dailyBalance: D(account.dailyBalance),
    stepLow: lowest(account.lowestEquity, balance),
    dayLow: lowest(account.dayLowestEquity, balance),
  }
}

/** The last trading day the core recorded (an ended step's final day). */
async function lastDay(ctx: EngineContext, accountId: number) {
  const [row] = await ctx.db
    .select()
    .from(accountDays)
    .where(eq(accountDays.tradingAccountId, accountId))
    .orderBy(desc(accountDays.dayKey))
    .limit(1)
  return row ?? null
}

/** Before the core kept lows (decision 410) only the samples knew a step's dips. */
async function sampledLow(ctx: EngineContext, accountId: number) {
  const [row] = await ctx.db
    .select({ low: min(accountSamples.equity) })
    .from(accountSamples)
    .where(eq(accountSamples.tradingAccountId, accountId))
  return row?.low ?? null
}

export async function stepView(
  ctx: EngineContext,
  ref: StepRef,
): Promise<z.input<typeof stepDetail>> {
  const { challenge, account } = await findStep(ctx, ref)
  const now = ctx.clock.now()
  const hour = ctx.config.DAY_BOUNDARY_HOUR_UTC
  const live = liveFigures(ctx, account)
  const initial = D(account.initialBalance)
  const limits = limitsFor(challenge.rules, account.phase)
  const thresholds = limits
    ? equityThresholds(limits, {
        initialBalance: account.initialBalance,
        dailyBalance: live.dailyBalance.toString(),
        highBalance: account.highBalance,
      })
    : null
  const percentOf = (percent: string) => initial.mul(D(percent).mul('0.01'))
  const ended = account.status !== 'active'
  const consistencyPercent = challenge.rules.consistencyPercent
  const [legacyLow, finalDay, trades, closeOutFees, withdrawals, bestDay] = await Promise.all([
    account.lowestEquity === null ? sampledLow(ctx, account.id) : null,
    ended ? lastDay(ctx, account.id) : null,
    tradeCount(ctx, account.id),
    closeOutFeesOf(ctx.db, [account]),
    withdrawalRows(ctx, account.id),
    needsBestDayProfit(challenge.rules, account.phase) ? bestDayProfit(ctx, account.id) : null,
  ])
  // Withdrawals leave the balance but are no loss: net of returns, added back to the profit.
  const withdrawn = withdrawals.reduce((a, w) => a.sub(D(w.amount)), D(0))
  // An ended step shows its last day, as its report's last row does.
  const figures = drawdowns({
    initialBalance: account.initialBalance,
    dayStartBalance: finalDay?.startBalance ?? live.dailyBalance.toString(),
    stepLow: lowest(live.stepLow, legacyLow),
    dayLow: finalDay ? D(finalDay.lowestEquity) : live.dayLow,
  })
  return {
    ...presentStep(account, closeOutFees),
    balance: live.balance.toString(),
    equity: live.equity.toString(),
    trades,
    trading_days: account.tradingDays,
    min_trading_days: limits?.minTradingDays ?? 0,
    days: limits?.days ?? 0,
    day: dayOf(account, now, hour),
    total_profit: live.balance.sub(initial).add(withdrawn).toString(),
    withdrawn: withdrawn.toString(),
    target_profit: limits?.minProfit ? percentOf(limits.minProfit).toString() : '0',
    total_drawdown: figures.total,
    max_drawdown_percent: figures.maxPercent,
    max_total_drawdown: limits ? percentOf(limits.maxDdTotal).toString() : '0',
    daily_drawdown: figures.daily,
    max_daily_drawdown: limits ? percentOf(limits.maxDdDaily).toString() : '0',
    daily_balance: live.dailyBalance.toString(),
    daily_floor: thresholds?.dailyFloor ?? null,
    total_floor: thresholds?.totalFloor ?? null,
    daily_limit_percent: limits ? D(limits.maxDdDaily).toString() : null,
    total_limit_percent: limits ? D(limits.maxDdTotal).toString() : null,
    total_drawdown_kind: limits ? (limits.ddTotalKind ?? 'static') : null,
    daily_reset_at: nextDayBoundary(now, hour).toISOString(),
    server_time: now.toISOString(),
    expires_at: account.expiresAt?.toISOString() ?? null,
    consistency:
      bestDay === null || consistencyPercent == null
        ? null
        : {
            percent: D(consistencyPercent).toString(),
            best_day_profit: bestDay,
            allowed: Decimal.max(D(0), live.balance.sub(initial))
              .mul(D(consistencyPercent).mul('0.01'))
              .toString(),
          },
  }
}

async function stepFills(ctx: EngineContext, accountId: number) {
  return ctx.db
    .select({
      at: fills.createdAt,
      symbol: fills.symbol,
      side: fills.side,
      quantity: fills.quantity,
      realizedPnl: fills.realizedPnl,
      fee: fills.fee,
    })
    .from(fills)
    .where(eq(fills.tradingAccountId, accountId))
    .orderBy(asc(fills.id))
}

async function tradeCount(ctx: EngineContext, accountId: number): Promise<number> {
  const { summary } = stepReport('0', await stepFills(ctx, accountId), {}, 0)
  return summary.trades
}

/** The account's WITHDRAWAL ledger rows (taken out negative, returned positive), oldest first. */
export async function withdrawalRows(ctx: EngineContext, accountId: number) {
  await ctx.trading.whenWritten(accountId)
  return ctx.db
    .select({ at: ledgerEntries.createdAt, amount: ledgerEntries.amount })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.tradingAccountId, accountId), eq(ledgerEntries.type, 'WITHDRAWAL')))
    .orderBy(asc(ledgerEntries.id))
}

export async function stepReportView(
  ctx: EngineContext,
  ref: StepRef,
): Promise<z.input<typeof stepReports>> {
  const { account } = await findStep(ctx, ref)
  const [fillRows, dayRows, samples] = await Promise.all([
    stepFills(ctx, account.id),
    ctx.db.select().from(accountDays).where(eq(accountDays.tradingAccountId, account.id)),
    ctx.db
      .select({ at: accountSamples.at, equity: accountSamples.equity })
      .from(accountSamples)
      .where(eq(accountSamples.tradingAccountId, account.id)),
  ])
  const { days, summary } = stepReport(
    account.initialBalance,
    fillRows,
    { days: withLiveDay(ctx, account, dayRows), samples },
    ctx.config.DAY_BOUNDARY_HOUR_UTC,
  )
  return {
    days,
    summary: {
      trades: summary.trades,
      win_rate: summary.winRate,
      average_win: summary.averageWin,
      average_loss: summary.averageLoss,
      profit_factor: summary.profitFactor,
      expectancy: summary.expectancy,
    },
  }
}

/** The stored days, today's as the trading core holds it now (a tick's low may wait for a write). */
function withLiveDay(
  ctx: EngineContext,
  account: TradingAccountRow,
  rows: Array<typeof accountDays.$inferSelect>,
) {
  const days = rows.map((d) => ({
    date: d.dayKey,
    startBalance: d.startBalance,
    lowestEquity: d.lowestEquity,
  }))
  const day = account.status === 'active' ? ctx.trading.held.account(account.id)?.day : null
  if (!day?.lowest) return days
  const live = {
    date: day.key,
    startBalance: day.startBalance.toString(),
    lowestEquity: day.lowest.toString(),
  }
  return [...days.filter((d) => d.date !== day.key), live]
}
