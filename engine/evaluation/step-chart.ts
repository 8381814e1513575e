/**
 * A step's statement chart: balance and equity samples (at most
 * CHART_POINTS, evenly thinned) from the start to now, and the balance
 * changes that are not trading (withdrawals and their returns) as events.
 */
import { asc, eq } from 'drizzle-orm'
import type { z } from 'zod'
import type { chartEvent, chartPoint } from '#contract/user-challenges.ts'
import { D } from '#money/decimal.ts'
import type { EngineContext } from '../context.ts'
import { accountSamples } from '../db/schema/index.ts'
import { findStep, liveFigures, type StepRef, withdrawalRows } from './step-read.ts'

export const CHART_POINTS = 500

export async function stepChart(
  ctx: EngineContext,
  ref: StepRef,
): Promise<{
  data: Array<z.input<typeof chartPoint>>
  events: Array<z.input<typeof chartEvent>>
}> {
  const { account } = await findStep(ctx, ref)
  const withdrawals = await withdrawalRows(ctx, account.id)
  const rows = await ctx.db
    .select({
      at: accountSamples.at,
      balance: accountSamples.balance,
      equity: accountSamples.equity,
    })
    .from(accountSamples)
    .where(eq(accountSamples.tradingAccountId, account.id))
    .orderBy(asc(accountSamples.at), asc(accountSamples.id))
  const points = rows.map((r) => ({ at: r.at, balance: D(r.balance), equity: D(r.equity) }))
  const start = account.startedAt ?? account.createdAt
  if (points.length === 0 || (points[0] && points[0].at.getTime() > start.getTime())) {
    const initial = D(account.initialBalance)
    points.unshift({ at: start, balance: initial, equity: initial })
  }
  if (account.status === 'active') {
    const live = liveFigures(ctx, account)
    points.push({ at: ctx.clock.now(), balance: live.balance, equity: live.equity })
  }
  return {
    data: thin(points, CHART_POINTS).map((p) => ({
      time: p.at.toISOString(),
      balance: p.balance.toString(),
      equity: p.equity.toString(),
    })),
    events: withdrawals.map((w) => ({
      time: w.at.toISOString(),
      type: 'withdrawal' as const,
      amount: D(w.amount).toString(),
    })),
  }
}

/** Keeps at most `max` points, evenly spaced, always the first and the last. */
export function thin<T>(points: T[], max: number): T[] {
  if (points.length <= max) return points
  const out: T[] = []
  const step = (points.length - 1) / (max - 1)
  for (let i = 0; i < max; i++) {
    const point = points[Math.round(i * step)]
    if (point !== undefined) out.push(point)
  }
  return out
}
