/**
 * Time-driven evaluation work, run every minute and after the test clock
 * jumps (after trading's day boundary job, so the day has rolled):
 * steps past their days end as expired (dated at the deadline), and the
 * chart gets a sample per account hourly and at each day boundary.
 */
import { and, eq, inArray, lte, ne } from 'drizzle-orm'
import type { EngineContext } from '../context.ts'
import { tradingDayKey } from '../core/evaluation/day.ts'
import { tradingAccounts, userChallenges } from '../db/schema/index.ts'
import type { EvaluationPolicy } from './policy.ts'
import { recordSamples, type Sample, sampleOf } from './samples.ts'

const MINUTE = 60_000
const HOUR = 60 * MINUTE

export async function expireSteps(ctx: EngineContext, policy: EvaluationPolicy): Promise<void> {
  const due = await ctx.db
    .select({ id: tradingAccounts.id })
    .from(tradingAccounts)
    .innerJoin(userChallenges, eq(userChallenges.id, tradingAccounts.userChallengeId))
    .where(
      and(
        eq(tradingAccounts.status, 'active'),
        ne(userChallenges.type, 'demo'),
        lte(tradingAccounts.expiresAt, ctx.clock.now()),
      ),
    )
  for (const row of due) await policy.check(row.id)
}

export function sampler(ctx: EngineContext) {
  const last = new Map<number, Date>()
  return async function sampleAccounts(): Promise<void> {
    const now = ctx.clock.now()
    const hour = ctx.config.DAY_BOUNDARY_HOUR_UTC
    const today = tradingDayKey(now, hour)
    const ids = ctx.trading.held.ids()
    const due: Sample[] = []
    for (const id of ids) {
      const previous = last.get(id)
      const fresh =
        previous &&
        now.getTime() - previous.getTime() < HOUR &&
        tradingDayKey(previous, hour) === today
      if (fresh) continue
      const held = ctx.trading.held.account(id)
      if (held?.status === 'active') due.push(sampleOf(id, now, held))
    }
    for (let i = 0; i < due.length; i += 1000) {
      const chunk = due.slice(i, i + 1000)
      // Only accounts still active in the database (a step may have ended meanwhile).
      const active = await ctx.db
        .select({ id: tradingAccounts.id })
        .from(tradingAccounts)
        .where(
          and(
            inArray(
              tradingAccounts.id,
              chunk.map((s) => s.accountId),
            ),
            eq(tradingAccounts.status, 'active'),
          ),
        )
      const keep = new Set(active.map((r) => r.id))
      await recordSamples(
        ctx.db,
        chunk.filter((s) => keep.has(s.accountId)),
      )
      for (const s of chunk) last.set(s.accountId, now)
    }
  }
}

export function registerEvaluationJobs(ctx: EngineContext, policy: EvaluationPolicy): void {
  ctx.jobs.register('evaluation.expiry', MINUTE, () => expireSteps(ctx, policy))
  ctx.jobs.register('evaluation.samples', 10 * MINUTE, sampler(ctx))
}
