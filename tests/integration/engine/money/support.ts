/**
 * Money fixtures: a real account with profit (opened as staff approval
 * would open it, its profit booked through the trading shell so the ledger
 * and the balance agree), and ledger/balance checks.
 */
import { eq, sql } from 'drizzle-orm'
import { D } from '#money/decimal.ts'
import { createUserChallenge } from '../../../../engine/challenges/create-user-challenge.ts'
import type { RulesSnapshot } from '../../../../engine/core/rules.ts'
import {
  ledgerEntries,
  tradingAccounts,
  userChallenges,
} from '../../../../engine/db/schema/index.ts'
import type { TestEngine } from '../harness.ts'

const DAY = 86_400_000

export const realRules = (overrides: Partial<RulesSnapshot> = {}): RulesSnapshot => ({
  version: 1,
  steps: [],
  real: { maxDdDaily: '5', maxDdTotal: '10' },
  features: [],
  profitShare: '80',
  maxLeverage: 20,
  payoutIntervalDays: 14,
  ...overrides,
})

/** A funded real account of `initial`, `profit` booked, first fill `daysAgo` days back. */
export async function realAccountWithProfit(
  t: TestEngine,
  userId: number,
  opts: { initial?: string; profit?: string; daysAgo?: number; rules?: RulesSnapshot } = {},
) {
  const ctx = t.engine.ctx
  const now = ctx.clock.now()
  const { challenge, account } = await createUserChallenge(ctx.db, {
    userId,
    type: 'real',
    title: 'Real 10K',
    challengeId: null,
    paymentId: null,
    rules: opts.rules ?? realRules(),
    initialBalance: opts.initial ?? '10000',
    phase: 'real',
    now,
    expiresAt: null,
  })
  await ctx.db
    .update(userChallenges)
    .set({ status: 'funded' })
    .where(eq(userChallenges.id, challenge.id))
  const daysAgo = opts.daysAgo ?? 15
  await ctx.db
    .update(tradingAccounts)
    .set({ firstFillAt: new Date(now.getTime() - daysAgo * DAY) })
    .where(eq(tradingAccounts.id, account.id))
  await ctx.trading.ensureLoaded(account.id)
  if (opts.profit) await ctx.trading.adjustBalance(account.id, 'REALIZED_PNL', D(opts.profit))
  return { challengeId: challenge.id, accountId: account.id }
}

/** The stored balance, initial + Σ ledger, and the core's live balance. */
export async function balances(t: TestEngine, accountId: number) {
  const ctx = t.engine.ctx
  await ctx.trading.idle()
  const [row] = await ctx.db.select().from(tradingAccounts).where(eq(tradingAccounts.id, accountId))
  const [ledger] = await ctx.db
    .select({ sum: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)::text` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.tradingAccountId, accountId))
  if (!row || !ledger) throw new Error('no account')
  return {
    stored: D(row.balance).toString(),
    fromLedger: D(row.initialBalance).add(ledger.sum).toString(),
    live: ctx.trading.held.account(accountId)?.assets.balance.toString(),
  }
}

/** A challenge whose evaluation passed (as the policy leaves it), ready for a real-account request. */
export async function passedChallenge(t: TestEngine, userId: number): Promise<number> {
  const ctx = t.engine.ctx
  const { challenge } = await createUserChallenge(ctx.db, {
    userId,
    type: 'challenge',
    title: 'Challenge 10K',
    challengeId: null,
    paymentId: null,
    rules: realRules(),
    initialBalance: '10000',
    phase: 'step2',
    now: ctx.clock.now(),
    expiresAt: null,
  })
  await ctx.db
    .update(userChallenges)
    .set({ status: 'passed' })
    .where(eq(userChallenges.id, challenge.id))
  return challenge.id
}
