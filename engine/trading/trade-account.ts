/**
 * Which trading account /v1/trade/{userChallengeId} means: the user
 * challenge's active account, else its latest. Another user's challenge is
 * a 404. Whether it may trade: active, and not past its end. History may
 * name any of the challenge's steps.
 */
import { and, desc, eq, sql } from 'drizzle-orm'
import type { EngineContext } from '../context.ts'
import { reject, rejectionTexts } from '../core/trading/rejections.ts'
import type { Rejection } from '../core/trading/types.ts'
import { tradingAccounts, userChallenges } from '../db/schema/index.ts'
import { fieldError, notFound } from '../errors.ts'
import type { TradingAccountRow, UserChallengeRow } from './threshold-policy.ts'

export interface TradeAccount {
  challenge: UserChallengeRow
  account: TradingAccountRow
}

/** How long a looked-up account is reused: a terminal sends bursts; status changes also clear it. */
const CACHE_MS = 2000

/** Looked-up accounts by `userId:userChallengeId`, with when: the engine context holds one. */
export type TradeAccountCache = Map<string, { value: TradeAccount; at: number }>

/** Forget what was looked up for a user challenge (its status or account changed). */
export function forgetTradeAccount(ctx: EngineContext, userChallengeId: number): void {
  const cache = ctx.tradeAccounts
  for (const key of cache.keys()) if (key.endsWith(`:${userChallengeId}`)) cache.delete(key)
}

export async function tradeAccountFor(
  ctx: EngineContext,
  userId: number,
  userChallengeId: number,
): Promise<TradeAccount> {
  const key = `${userId}:${userChallengeId}`
  const cache = ctx.tradeAccounts
  // The engine's clock, so a test that moves time also ages the lookup.
  const now = ctx.clock.now().getTime()
  const hit = cache.get(key)
  if (hit && now - hit.at < CACHE_MS) return hit.value
  const value = await lookUp(ctx, userId, userChallengeId)
  if (cache.size > 10_000) cache.clear()
  cache.set(key, { value, at: now })
  return value
}

async function lookUp(
  ctx: EngineContext,
  userId: number,
  userChallengeId: number,
): Promise<TradeAccount> {
  const [row] = await ctx.db
    .select({ challenge: userChallenges, account: tradingAccounts })
    .from(userChallenges)
    .innerJoin(tradingAccounts, eq(tradingAccounts.userChallengeId, userChallenges.id))
    .where(and(eq(userChallenges.id, userChallengeId), eq(userChallenges.userId, userId)))
    .orderBy(desc(sql`${tradingAccounts.status} = 'active'`), desc(tradingAccounts.id))
    .limit(1)
  if (!row) throw notFound()
  return row
}

/**
 * The account whose history is read: the step named (one of this user's
 * challenge's trading accounts, else a 404), or the account traded.
 */
export async function historyAccountFor(
  ctx: EngineContext,
  userId: number,
  userChallengeId: number,
  stepId: number | undefined,
): Promise<TradeAccount> {
  if (stepId === undefined) return tradeAccountFor(ctx, userId, userChallengeId)
  const [row] = await ctx.db
    .select({ challenge: userChallenges, account: tradingAccounts })
    .from(tradingAccounts)
    .innerJoin(userChallenges, eq(userChallenges.id, tradingAccounts.userChallengeId))
    .where(
      and(
        eq(tradingAccounts.id, stepId),
        eq(userChallenges.id, userChallengeId),
        eq(userChallenges.userId, userId),
      ),
    )
  if (!row) throw notFound()
  return row
}

/** Why this account may not trade now, or null when it may. */
export function tradingRefusal(
  ctx: EngineContext,
  { challenge, account }: TradeAccount,
): Rejection | null {
  const now = ctx.clock.now().getTime()
  const expired =
    challenge.status === 'expired' ||
    account.status === 'expired' ||
    (challenge.expiresAt !== null && challenge.expiresAt.getTime() <= now) ||
    (account.expiresAt !== null && account.expiresAt.getTime() <= now)
  if (expired) return reject('account_expired', 'account')
  if (challenge.status === 'failed' || account.status === 'failed')
    return reject('account_failed', 'account')
  const open = challenge.status === 'active' || challenge.status === 'funded'
  if (!open || account.status !== 'active') return reject('account_inactive', 'account')
  return null
}

/**
 * A symbol named in a body or query (an order, a filter) must be a listed
 * pair: "Unknown symbol." under its field, as an order for one is refused
 * (decision 471); a path's symbol is a 404 instead. Absent is no filter.
 */
export function requireListedSymbol(ctx: EngineContext, symbol: string | undefined): void {
  if (symbol !== undefined && !ctx.trading.pairRows.has(symbol)) {
    throw fieldError('symbol', rejectionTexts.unknown_symbol)
  }
}
