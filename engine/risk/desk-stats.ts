/**
 * The risk desk's business figures (decision 580): purchases and revenue,
 * passes and breaches, payouts, per UTC day over the last 30 days, the
 * outcomes by program and size and the pass rate per step. Sums stay
 * numeric in the database and come out as decimal strings.
 */
import { and, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm'
import type { RiskDesk } from '#contract/risk-desk.ts'
import { D } from '#money/decimal.ts'
import type { DbOrTx } from '../db/client.ts'
import {
  challenges,
  payments,
  programs,
  realWithdraws,
  tradingAccounts,
  userChallenges,
} from '../db/schema/index.ts'

const DAY_MS = 86_400_000
const dayOf = (column: unknown) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`

type Stats = Pick<RiskDesk, 'today' | 'last_30_days' | 'days' | 'outcomes' | 'pass_rates'>

export async function deskStats(db: DbOrTx, now: Date): Promise<Stats> {
  const todayKey = now.toISOString().slice(0, 10)
  const since = new Date(Date.parse(todayKey) - 29 * DAY_MS)
  const keys = Array.from({ length: 30 }, (_, i) =>
    new Date(since.getTime() + i * DAY_MS).toISOString().slice(0, 10),
  )

  const paid = await db
    .select({
      day: dayOf(payments.paidAt),
      n: sql<number>`count(*)::int`,
      // A refunded purchase counts as one, its money not as revenue.
      revenue: sql<string>`coalesce(sum(case when ${payments.status} = 'paid' then ${payments.finalPrice} else 0 end), 0)::text`,
    })
    .from(payments)
    .where(
      and(
        isNotNull(payments.paidAt),
        gte(payments.paidAt, since),
        inArray(payments.status, ['paid', 'refunded']),
      ),
    )
    .groupBy(dayOf(payments.paidAt))

  const ended = await db
    .select({
      day: dayOf(tradingAccounts.endedAt),
      status: tradingAccounts.status,
      phase: tradingAccounts.phase,
      program: sql<string>`coalesce(${programs.titleEn}, '—')`,
      size: tradingAccounts.initialBalance,
      n: sql<number>`count(*)::int`,
    })
    .from(tradingAccounts)
    .innerJoin(userChallenges, eq(userChallenges.id, tradingAccounts.userChallengeId))
    .leftJoin(challenges, eq(challenges.id, userChallenges.challengeId))
    .leftJoin(programs, eq(programs.id, challenges.programId))
    .where(
      and(
        isNotNull(tradingAccounts.endedAt),
        gte(tradingAccounts.endedAt, since),
        inArray(tradingAccounts.status, ['passed', 'failed']),
        inArray(userChallenges.type, ['challenge', 'real']),
      ),
    )
    .groupBy(
      dayOf(tradingAccounts.endedAt),
      tradingAccounts.status,
      tradingAccounts.phase,
      programs.titleEn,
      tradingAccounts.initialBalance,
    )

  const requested = await db
    .select({
      day: dayOf(realWithdraws.createdAt),
      n: sql<number>`count(*)::int`,
      amount: sql<string>`coalesce(sum(${realWithdraws.amount}), 0)::text`,
    })
    .from(realWithdraws)
    .where(gte(realWithdraws.createdAt, since))
    .groupBy(dayOf(realWithdraws.createdAt))
  const decided = await db
    .select({
      day: dayOf(realWithdraws.decidedAt),
      status: realWithdraws.status,
      n: sql<number>`count(*)::int`,
      amount: sql<string>`coalesce(sum(${realWithdraws.amount}), 0)::text`,
    })
    .from(realWithdraws)
    .where(and(isNotNull(realWithdraws.decidedAt), gte(realWithdraws.decidedAt, since)))
    .groupBy(dayOf(realWithdraws.decidedAt), realWithdraws.status)

  const blank = () => ({
    purchases: 0,
    revenue: D(0),
    passes: 0,
    breaches: 0,
    payouts_requested: 0,
    payouts_requested_amount: D(0),
    payouts_paid: 0,
    payouts_paid_amount: D(0),
    payouts_rejected: 0,
  })
  const byDay = new Map(keys.map((k) => [k, blank()]))
  const at = (day: string) => byDay.get(day)
  for (const r of paid) {
    const d = at(r.day)
    if (!d) continue
    d.purchases += r.n
    d.revenue = d.revenue.add(r.revenue)
  }
  const outcomes = new Map<
    string,
    { program: string; size: string; passes: number; breaches: number }
  >()
  const rates = new Map<string, { phase: string; passed: number; failed: number }>()
  for (const r of ended) {
    const d = at(r.day)
    if (d) {
      if (r.status === 'passed') d.passes += r.n
      else d.breaches += r.n
    }
    const size = D(r.size).toString()
    const key = `${r.program}|${size}`
    const o = outcomes.get(key) ?? { program: r.program, size, passes: 0, breaches: 0 }
    if (r.status === 'passed') o.passes += r.n
    else o.breaches += r.n
    outcomes.set(key, o)
    const rate = rates.get(r.phase) ?? { phase: r.phase, passed: 0, failed: 0 }
    if (r.status === 'passed') rate.passed += r.n
    else rate.failed += r.n
    rates.set(r.phase, rate)
  }
  for (const r of requested) {
    const d = at(r.day)
    if (!d) continue
    d.payouts_requested += r.n
    d.payouts_requested_amount = d.payouts_requested_amount.add(r.amount)
  }
  for (const r of decided) {
    const d = at(r.day)
    if (!d) continue
    if (r.status === 'paid') {
      d.payouts_paid += r.n
      d.payouts_paid_amount = d.payouts_paid_amount.add(r.amount)
    } else if (r.status === 'rejected') d.payouts_rejected += r.n
  }

  const wire = (t: ReturnType<typeof blank>) => ({
    ...t,
    revenue: t.revenue.toString(),
    payouts_requested_amount: t.payouts_requested_amount.toString(),
    payouts_paid_amount: t.payouts_paid_amount.toString(),
  })
  const sum = blank()
  for (const d of byDay.values()) {
    sum.purchases += d.purchases
    sum.revenue = sum.revenue.add(d.revenue)
    sum.passes += d.passes
    sum.breaches += d.breaches
    sum.payouts_requested += d.payouts_requested
    sum.payouts_requested_amount = sum.payouts_requested_amount.add(d.payouts_requested_amount)
    sum.payouts_paid += d.payouts_paid
    sum.payouts_paid_amount = sum.payouts_paid_amount.add(d.payouts_paid_amount)
    sum.payouts_rejected += d.payouts_rejected
  }
  return {
    today: wire(byDay.get(todayKey) ?? blank()),
    last_30_days: wire(sum),
    days: keys.map((day) => {
      const d = byDay.get(day) ?? blank()
      return {
        day,
        purchases: d.purchases,
        revenue: d.revenue.toString(),
        passes: d.passes,
        breaches: d.breaches,
        payouts_requested: d.payouts_requested,
        payouts_paid: d.payouts_paid,
      }
    }),
    outcomes: [...outcomes.values()].sort(
      (a, b) => a.program.localeCompare(b.program) || D(a.size).cmp(b.size),
    ),
    pass_rates: [...rates.values()]
      .sort((a, b) => a.phase.localeCompare(b.phase))
      .map((r) => ({
        ...r,
        rate:
          r.passed + r.failed > 0
            ? D(r.passed)
                .mul(100)
                .div(r.passed + r.failed, 2)
                .toString()
            : null,
      })),
  }
}
