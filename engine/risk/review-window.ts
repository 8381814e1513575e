/**
 * A payout request's review window (issue 33): the trades since funding or
 * the last paid payout, the flags raised in that time, the largest day's
 * share of the profit and the drawdown profile, so a reviewer decides from
 * one screen. Days are cut at DAY_BOUNDARY_HOUR_UTC like every trading day.
 */
import { and, eq, gte, lt, ne, sql } from 'drizzle-orm'
import type { ReviewWindow } from '#contract/staff-flags.ts'
import { D, type Decimal } from '#money/decimal.ts'
import type { EngineContext } from '../context.ts'
import { fills, ledgerEntries, realWithdraws, tradingAccounts } from '../db/schema/index.ts'
import { notFound } from '../errors.ts'
import { staffRealWithdraws } from '../real/withdraw-views.ts'
import { flagsOnAccountSince } from './flag-views.ts'

export async function reviewWindow(
  ctx: EngineContext,
  withdrawId: number,
  locale: string,
): Promise<ReviewWindow> {
  const [withdraw] = (await staffRealWithdraws(ctx.db, eq(realWithdraws.id, withdrawId), locale))
    .data
  const [row] = await ctx.db.select().from(realWithdraws).where(eq(realWithdraws.id, withdrawId))
  if (!withdraw || !row) throw notFound()
  const [account] = await ctx.db
    .select()
    .from(tradingAccounts)
    .where(eq(tradingAccounts.id, row.tradingAccountId))
  if (!account) throw notFound()
  const [lastPaid] = await ctx.db
    .select({ at: sql<Date>`max(${realWithdraws.decidedAt})`.mapWith(realWithdraws.decidedAt) })
    .from(realWithdraws)
    .where(
      and(
        eq(realWithdraws.tradingAccountId, account.id),
        eq(realWithdraws.status, 'paid'),
        lt(realWithdraws.decidedAt, row.createdAt),
      ),
    )
  const from = lastPaid?.at ?? account.startedAt ?? account.createdAt
  const until = row.createdAt
  const stripped = new Set(row.strippedFillIds)

  const trades = await ctx.db
    .select()
    .from(fills)
    .where(
      and(
        eq(fills.tradingAccountId, account.id),
        gte(fills.createdAt, from),
        lt(fills.createdAt, until),
        ne(fills.realizedPnl, '0'),
      ),
    )
    .orderBy(fills.id)
  const [before] = await ctx.db
    .select({ sum: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)::text` })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.tradingAccountId, account.id), lt(ledgerEntries.createdAt, from)))
  const ledger = await ctx.db
    .select({ amount: ledgerEntries.amount, type: ledgerEntries.type, at: ledgerEntries.createdAt })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.tradingAccountId, account.id),
        gte(ledgerEntries.createdAt, from),
        lt(ledgerEntries.createdAt, until),
      ),
    )
    .orderBy(ledgerEntries.id)

  const shiftMs = ctx.config.DAY_BOUNDARY_HOUR_UTC * 3_600_000
  const dayOf = (d: Date) => new Date(d.getTime() - shiftMs).toISOString().slice(0, 10)
  const initial = D(account.initialBalance)
  let balance = initial.add(before?.sum ?? '0')
  let peak = balance
  let maxDd = D(0)
  const days = new Map<string, { profit: Decimal; balance: Decimal; dd: Decimal }>()
  for (const e of ledger) {
    balance = balance.add(e.amount)
    if (balance.gt(peak)) peak = balance
    const dd = peak.sub(balance).mul(100).div(initial, 6)
    if (dd.gt(maxDd)) maxDd = dd
    const key = dayOf(e.at)
    const day = days.get(key) ?? { profit: D(0), balance, dd: D(0) }
    const trading = e.type !== 'WITHDRAWAL'
    days.set(key, {
      profit: trading ? day.profit.add(e.amount) : day.profit,
      balance,
      dd: dd.gt(day.dd) ? dd : day.dd,
    })
  }

  const tradeDays = new Map<string, Decimal>()
  let profit = D(0)
  for (const t of trades) {
    profit = profit.add(t.realizedPnl)
    const key = dayOf(t.createdAt)
    tradeDays.set(key, (tradeDays.get(key) ?? D(0)).add(t.realizedPnl))
  }
  let largest: { day: string | null; profit: Decimal } = { day: null, profit: D(0) }
  for (const [day, p] of tradeDays) if (p.gt(largest.profit)) largest = { day, profit: p }
  const share = profit.gt(0) ? largest.profit.mul(100).div(profit, 6) : D(0)

  const pct = (d: Decimal) => d.toFixed(2)
  return {
    withdraw,
    from: from.toISOString(),
    from_kind: lastPaid?.at ? 'last_payout' : 'funding',
    trades: trades.map((t) => ({
      fill_id: t.id,
      order_id: t.orderId,
      symbol: t.symbol,
      side: t.side,
      price: D(t.price).toString(),
      quantity: D(t.quantity).toString(),
      realized_profit: D(t.realizedPnl).toString(),
      time: t.createdAt.toISOString(),
      stripped: stripped.has(t.id),
    })),
    flags: await flagsOnAccountSince(ctx.db, row.userId, row.userChallengeId, from),
    profit: profit.toString(),
    largest_day: { day: largest.day, profit: largest.profit.toString(), share_percent: pct(share) },
    days: [...days].map(([day, d]) => ({
      day,
      profit: d.profit.toString(),
      balance: d.balance.toString(),
      drawdown_percent: pct(d.dd),
    })),
    max_drawdown_percent: pct(maxDd),
  }
}
