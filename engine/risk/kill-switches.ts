/**
 * Applying and lifting kill switches (decision 581). Each is one unit of
 * work: the switch row, the audit entry with the reviewer's reason, and the
 * trader's notification commit together; then the trading shell obeys it
 * (engine/trading/kill-switches.ts) and the resting orders it now forbids
 * are canceled.
 */
import { and, desc, eq, isNull, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { KillSwitch, TradingStops } from '#contract/kill-switches.ts'
import { recordAudit } from '../audit/audit.ts'
import type { EngineContext } from '../context.ts'
import { uniqueViolation } from '../db/errors.ts'
import { killSwitches, tradingAccounts, userChallenges, users } from '../db/schema/index.ts'
import { transaction } from '../db/transaction.ts'
import { conflict, DomainError, notFound } from '../errors.ts'
import { notify } from '../notifications/notify.ts'
import { cancelOpeningOrders } from '../trading/kill-switches.ts'
import { forgetTradeAccount } from '../trading/trade-account.ts'
import { killSwitchTexts as texts } from './kill-switch-texts.ts'

type Row = typeof killSwitches.$inferSelect
type Tx = Parameters<Parameters<typeof transaction>[1]>[0]

async function challengeOf(ctx: EngineContext, userChallengeId: number) {
  const [row] = await ctx.db
    .select({ id: userChallenges.id, userId: userChallenges.userId, title: userChallenges.title })
    .from(userChallenges)
    .where(eq(userChallenges.id, userChallengeId))
  if (!row) throw notFound()
  return row
}

async function activeAccountIds(ctx: EngineContext, userChallengeId: number): Promise<number[]> {
  const rows = await ctx.db
    .select({ id: tradingAccounts.id })
    .from(tradingAccounts)
    .where(
      and(
        eq(tradingAccounts.userChallengeId, userChallengeId),
        eq(tradingAccounts.status, 'active'),
      ),
    )
  return rows.map((r) => r.id)
}

/** The trader's notice of a switch on their account, in the words `what` names. */
function tellTrader(
  ctx: EngineContext,
  tx: Tx,
  challenge: { id: number; userId: number; title: string },
  what: { title: string; body: string },
): Promise<unknown> {
  return notify(ctx, tx, {
    userId: challenge.userId,
    type: 'kill_switch',
    title: what.title,
    body: what.body,
    params: { title: challenge.title },
    link: `/challenges/${challenge.id}`,
  })
}

/** Inserts a switch; a standing one of the same subject is the 409 `taken`. */
async function insertSwitch(
  ctx: EngineContext,
  values: typeof killSwitches.$inferInsert,
  taken: Error,
  work: (row: Row, tx: Tx) => Promise<void>,
): Promise<Row> {
  try {
    return await transaction(ctx, async (tx) => {
      const [row] = await tx.insert(killSwitches).values(values).returning()
      if (!row) throw new Error('kill switch insert returned nothing')
      await work(row, tx)
      return row
    })
  } catch (error) {
    if (uniqueViolation(error)?.startsWith('kill_switches_')) throw taken
    throw error
  }
}

/** Lifts the standing switch `subject` names; undefined when none stands. */
async function liftSwitch(
  tx: Tx,
  subject: SQL | undefined,
  lift: { staffId: number; reason: string; now: Date },
): Promise<Row | undefined> {
  const [row] = await tx
    .update(killSwitches)
    .set({ liftedAt: lift.now, liftedBy: lift.staffId, liftReason: lift.reason })
    .where(and(subject, isNull(killSwitches.liftedAt)))
    .returning()
  return row
}

export async function stopAccount(
  ctx: EngineContext,
  staffId: number,
  userChallengeId: number,
  reason: string,
): Promise<KillSwitch> {
  const challenge = await challengeOf(ctx, userChallengeId)
  const now = ctx.clock.now()
  const row = await insertSwitch(
    ctx,
    { kind: 'account', userChallengeId, reason, appliedBy: staffId, appliedAt: now },
    conflict(texts.alreadyStopped),
    async (row, tx) => {
      await recordAudit(tx, {
        actorId: staffId,
        action: 'user_challenge.orders_stopped',
        subjectType: 'user_challenge',
        subjectId: userChallengeId,
        before: { new_orders: 'allowed' },
        after: { new_orders: 'stopped', kill_switch_id: row.id },
        note: reason,
        now,
      })
      await tellTrader(ctx, tx, challenge, {
        title: texts.stoppedTitle,
        body: texts.stoppedBody,
      })
    },
  )
  ctx.trading.killSwitches.setAccount(userChallengeId, now)
  await cancelOpeningOrders(ctx.trading, await activeAccountIds(ctx, userChallengeId))
  return (await standingSwitches(ctx, row.id))[0] as KillSwitch
}

export async function resumeAccount(
  ctx: EngineContext,
  staffId: number,
  userChallengeId: number,
  reason: string,
): Promise<{ id: number }> {
  const challenge = await challengeOf(ctx, userChallengeId)
  const now = ctx.clock.now()
  const lifted = await transaction(ctx, async (tx) => {
    const row = await liftSwitch(
      tx,
      and(eq(killSwitches.kind, 'account'), eq(killSwitches.userChallengeId, userChallengeId)),
      { staffId, reason, now },
    )
    if (!row) throw conflict(texts.notStopped)
    await recordAudit(tx, {
      actorId: staffId,
      action: 'user_challenge.orders_resumed',
      subjectType: 'user_challenge',
      subjectId: userChallengeId,
      before: { new_orders: 'stopped', kill_switch_id: row.id },
      after: { new_orders: 'allowed', kill_switch_id: row.id },
      note: reason,
      now,
    })
    await tellTrader(ctx, tx, challenge, {
      title: texts.resumedTitle,
      body: texts.resumedBody,
    })
    return row
  })
  ctx.trading.killSwitches.setAccount(userChallengeId, null)
  return { id: lifted.id }
}

/** Closes every open position of the account's active step at market; answers how many. */
export async function closePositions(
  ctx: EngineContext,
  staffId: number,
  userChallengeId: number,
  reason: string,
): Promise<number> {
  const challenge = await challengeOf(ctx, userChallengeId)
  const [accountId] = await activeAccountIds(ctx, userChallengeId)
  if (accountId === undefined) throw conflict(texts.noActiveAccount)
  await ctx.trading.ensureLoaded(accountId)
  const outcome = await ctx.trading.closeAll(accountId)
  if (!outcome.ok)
    throw new DomainError('conflict', outcome.rejection.message, {
      params: outcome.rejection.params,
    })
  forgetTradeAccount(ctx, userChallengeId)
  await transaction(ctx, async (tx) => {
    await recordAudit(tx, {
      actorId: staffId,
      action: 'user_challenge.positions_closed',
      subjectType: 'user_challenge',
      subjectId: userChallengeId,
      after: { positions_closed: outcome.value, trading_account_id: accountId },
      note: reason,
      now: ctx.clock.now(),
    })
    await tellTrader(ctx, tx, challenge, {
      title: texts.closedTitle,
      body: texts.closedBody,
    })
  })
  return outcome.value
}

export async function haltSymbol(
  ctx: EngineContext,
  staffId: number,
  symbol: string,
  reason: string,
): Promise<KillSwitch> {
  if (!ctx.trading.pairRows.has(symbol)) throw notFound('Unknown symbol.')
  const now = ctx.clock.now()
  const row = await insertSwitch(
    ctx,
    { kind: 'symbol', symbol, reason, appliedBy: staffId, appliedAt: now },
    new DomainError('conflict', texts.alreadyHalted, { params: { symbol } }),
    async (row, tx) => {
      await recordAudit(tx, {
        actorId: staffId,
        action: 'symbol.halted',
        subjectType: 'kill_switch',
        subjectId: row.id,
        before: { symbol, new_positions: 'allowed' },
        after: { symbol, new_positions: 'halted' },
        note: reason,
        now,
      })
    },
  )
  ctx.trading.killSwitches.setSymbol(symbol, now)
  await cancelOpeningOrders(ctx.trading, 'all', symbol)
  return (await standingSwitches(ctx, row.id))[0] as KillSwitch
}

export async function resumeSymbol(
  ctx: EngineContext,
  staffId: number,
  symbol: string,
  reason: string,
): Promise<{ id: number }> {
  if (!ctx.trading.pairRows.has(symbol)) throw notFound('Unknown symbol.')
  const now = ctx.clock.now()
  const lifted = await transaction(ctx, async (tx) => {
    const row = await liftSwitch(
      tx,
      and(eq(killSwitches.kind, 'symbol'), eq(killSwitches.symbol, symbol)),
      { staffId, reason, now },
    )
    if (!row) throw new DomainError('conflict', texts.notHalted, { params: { symbol } })
    await recordAudit(tx, {
      actorId: staffId,
      action: 'symbol.resumed',
      subjectType: 'kill_switch',
      subjectId: row.id,
      before: { symbol, new_positions: 'halted' },
      after: { symbol, new_positions: 'allowed' },
      note: reason,
      now,
    })
    return row
  })
  ctx.trading.killSwitches.setSymbol(symbol, null)
  return { id: lifted.id }
}

/** The standing switches (or the one named), newest first, with whose account and who applied it. */
export async function standingSwitches(ctx: EngineContext, id?: number): Promise<KillSwitch[]> {
  const owner = alias(users, 'owner')
  const rows = await ctx.db
    .select({ row: killSwitches, ownerEmail: owner.email, appliedBy: users.email })
    .from(killSwitches)
    .leftJoin(users, eq(users.id, killSwitches.appliedBy))
    .leftJoin(userChallenges, eq(userChallenges.id, killSwitches.userChallengeId))
    .leftJoin(owner, eq(owner.id, userChallenges.userId))
    .where(id === undefined ? isNull(killSwitches.liftedAt) : eq(killSwitches.id, id))
    .orderBy(desc(killSwitches.id))
  return rows.map(({ row, ownerEmail, appliedBy }) => ({
    id: row.id,
    kind: row.kind,
    user_challenge_id: row.userChallengeId,
    user_email: ownerEmail,
    symbol: row.symbol,
    reason: row.reason,
    applied_by: appliedBy,
    applied_at: row.appliedAt.toISOString(),
  }))
}

/** What the trader reads: the shell's own view, so it is what orders meet. */
export function tradingStopsOf(ctx: EngineContext, userChallengeId: number): TradingStops {
  const since = ctx.trading.killSwitches.accountStoppedSince(userChallengeId)
  return {
    account_stopped_at: since ? since.toISOString() : null,
    halted_symbols: ctx.trading.killSwitches
      .haltedSymbols()
      .map((h) => ({ symbol: h.symbol, since: h.since.toISOString() })),
  }
}
