/**
 * The risk desk's read (decision 580): exposure and top accounts from the
 * trading shell's memory, the business figures from the database.
 */
import { and, eq, inArray } from 'drizzle-orm'
import type { DeskAccount, RiskDesk } from '#contract/risk-desk.ts'
import type { EngineContext } from '../context.ts'
import { userChallenges, users } from '../db/schema/index.ts'
import { type AccountFigures, type AccountKind, firmExposure } from '../trading/exposure.ts'
import { deskStats } from './desk-stats.ts'

const TOP = 10

export async function riskDesk(ctx: EngineContext): Promise<RiskDesk> {
  const live = await ctx.db
    .select({ id: userChallenges.id, type: userChallenges.type })
    .from(userChallenges)
    .where(
      and(
        inArray(userChallenges.status, ['active', 'funded']),
        inArray(userChallenges.type, ['challenge', 'real']),
      ),
    )
  const kinds = new Map(live.map((r) => [r.id, r.type as AccountKind]))
  const { symbols, accounts } = firmExposure(
    ctx.trading,
    (id) => kinds.get(id),
    (symbol) => ctx.market.quote(symbol)?.mark,
  )
  const profit = [...accounts].sort((a, b) => b.profit.cmp(a.profit)).slice(0, TOP)
  const drawdown = accounts
    .filter((a) => a.drawdownUsed !== null)
    .sort((a, b) => (b.drawdownUsed ?? b.profit).cmp(a.drawdownUsed ?? a.profit))
    .slice(0, TOP)
  const size = accounts
    .filter((a) => a.notional.gt(0))
    .sort((a, b) => b.notional.cmp(a.notional))
    .slice(0, TOP)
  const ids = [...new Set([...profit, ...drawdown, ...size].map((a) => a.userChallengeId))]
  const names =
    ids.length === 0
      ? []
      : await ctx.db
          .select({ id: userChallenges.id, title: userChallenges.title, email: users.email })
          .from(userChallenges)
          .innerJoin(users, eq(users.id, userChallenges.userId))
          .where(inArray(userChallenges.id, ids))
  const nameOf = new Map(names.map((n) => [n.id, n]))
  const wire = (a: AccountFigures): DeskAccount => ({
    user_challenge_id: a.userChallengeId,
    email: nameOf.get(a.userChallengeId)?.email ?? '',
    title: nameOf.get(a.userChallengeId)?.title ?? '',
    type: a.kind,
    initial_balance: a.initialBalance.toString(),
    equity: a.equity.toString(),
    profit: a.profit.toString(),
    drawdown_used: a.drawdownUsed?.toString() ?? null,
    notional: a.notional.toString(),
  })
  const side = (s: { size: { toString(): string }; cost: { toString(): string } }) => ({
    size: s.size.toString(),
    cost: s.cost.toString(),
  })
  return {
    exposure: symbols.map((s) => ({
      symbol: s.symbol,
      mark: ctx.market.quote(s.symbol)?.mark.toString() ?? null,
      accounts: s.accounts.size,
      long: side(s.long),
      short: side(s.short),
      funded_long: side(s.fundedLong),
      funded_short: side(s.fundedShort),
    })),
    ...(await deskStats(ctx.db, ctx.clock.now())),
    top: { profit: profit.map(wire), drawdown: drawdown.map(wire), size: size.map(wire) },
  }
}
