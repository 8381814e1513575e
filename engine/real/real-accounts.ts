/**
 * A trader's real accounts with what each can withdraw now. Live figures
 * (balance, open positions) come from the trading core, which is ahead of
 * the database; the rest (first fill, earlier withdrawals) from the tables.
 */
import { and, desc, eq, inArray } from 'drizzle-orm'
import { D } from '#money/decimal.ts'
import type { EngineContext } from '../context.ts'
import { type PayoutReadiness, payoutReadiness } from '../core/withdrawals/payout-readiness.ts'
import { realWithdraws, tradingAccounts, userChallenges } from '../db/schema/index.ts'
import { openFlagsHolding } from '../risk/flags.ts'
import { userPayoutFacts } from './readiness.ts'

export type RealAccountRow = {
  challenge: typeof userChallenges.$inferSelect
  account: typeof tradingAccounts.$inferSelect
}

export interface RealAccountState extends RealAccountRow {
  totalProfit: PayoutReadiness['totalProfit']
  /** The trader's share of the profit: what a request may ask for once ready. */
  withdrawable: PayoutReadiness['amount']
  /** Every condition a payout needs; the panel and a request's refusal both read it. */
  readiness: PayoutReadiness
  /** When the payout interval is over (the later of first fill and last payout, plus the interval). */
  nextWithdrawalAt: Date | null
  sharePercent: string
  balance: string
  intervalDays: number
}

export async function realAccountsOf(ctx: EngineContext, userId: number, userChallengeId?: number) {
  return ctx.db
    .select({ challenge: userChallenges, account: tradingAccounts })
    .from(tradingAccounts)
    .innerJoin(userChallenges, eq(userChallenges.id, tradingAccounts.userChallengeId))
    .where(
      and(
        eq(userChallenges.userId, userId),
        eq(tradingAccounts.phase, 'real'),
        userChallengeId === undefined ? undefined : eq(userChallenges.id, userChallengeId),
      ),
    )
    .orderBy(desc(tradingAccounts.id))
}

/** The account's withdrawable figures and payout readiness as they are now (inside ctx.realAccountLocks for a request). */
export async function realAccountState(
  ctx: EngineContext,
  row: RealAccountRow,
): Promise<RealAccountState> {
  const { account, challenge } = row
  const active =
    account.status === 'active' && (challenge.status === 'funded' || challenge.status === 'active')
  let balance = D(account.balance)
  let openPositions = 0
  if (active) {
    await ctx.trading.ensureLoaded(account.id)
    await ctx.trading.whenWritten(account.id)
    const live = ctx.trading.held.account(account.id)
    if (live) {
      balance = live.assets.balance
      openPositions = live.openPositions
    }
  }
  const [earlier, user, holding] = await Promise.all([
    ctx.db
      .select({ status: realWithdraws.status, decidedAt: realWithdraws.decidedAt })
      .from(realWithdraws)
      .where(
        and(
          eq(realWithdraws.tradingAccountId, account.id),
          inArray(realWithdraws.status, ['pending', 'paid']),
        ),
      ),
    userPayoutFacts(ctx, challenge.userId),
    openFlagsHolding(ctx.db, challenge.userId, challenge.id),
  ])
  const paidTimes = earlier
    .filter((w) => w.status === 'paid' && w.decidedAt)
    .map((w) => (w.decidedAt as Date).getTime())
  const rules = challenge.rules
  const readiness = payoutReadiness({
    active,
    initialBalance: D(account.initialBalance),
    balance,
    sharePercent: D(rules.profitShare),
    openPositions,
    firstFillAt: account.firstFillAt,
    lastPaidAt: paidTimes.length > 0 ? new Date(Math.max(...paidTimes)) : null,
    pendingRequest: earlier.some((w) => w.status === 'pending'),
    intervalDays: rules.payoutIntervalDays,
    now: ctx.clock.now(),
    underReview: holding.length > 0,
    ...user,
  })
  const wait = readiness.conditions.find((c) => c.id === 'wait')
  return {
    ...row,
    totalProfit: readiness.totalProfit,
    withdrawable: readiness.amount,
    readiness,
    nextWithdrawalAt: wait?.metAt ?? null,
    sharePercent: D(rules.profitShare).toString(),
    balance: balance.toString(),
    intervalDays: rules.payoutIntervalDays,
  }
}
