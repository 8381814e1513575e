/**
 * A reviewer strips named trades from a pending payout's eligible profit
 * (issue 33): their profit (a loss strips nothing) times the profit share
 * comes off what the trader receives; what left the balance stays debited,
 * so stripped profit is not paid later either. Audited, and the trader is
 * told which trades and why.
 */
import { and, eq, inArray } from 'drizzle-orm'
import { D } from '#money/decimal.ts'
import { recordAudit } from '../audit/audit.ts'
import type { EngineContext } from '../context.ts'
import { fills, realWithdraws, userChallenges } from '../db/schema/index.ts'
import { transaction } from '../db/transaction.ts'
import { conflict, fieldError, notFound } from '../errors.ts'
import { notify } from '../notifications/notify.ts'
import { reviewWindow } from './review-window.ts'
import { riskTexts } from './texts.ts'

export async function stripTrades(
  ctx: EngineContext,
  withdrawId: number,
  staffUserId: number,
  fillIds: number[],
  reason: string,
  locale: string,
): Promise<void> {
  const [first] = await ctx.db.select().from(realWithdraws).where(eq(realWithdraws.id, withdrawId))
  if (!first) throw notFound()
  await ctx.realAccountLocks.run(first.tradingAccountId, async () => {
    const window = await reviewWindow(ctx, withdrawId, locale)
    const [before] = await ctx.db
      .select()
      .from(realWithdraws)
      .where(eq(realWithdraws.id, withdrawId))
    if (before?.status !== 'pending') throw conflict(riskTexts.notPendingStrip)
    const inWindow = new Set(window.trades.map((t) => t.fill_id))
    const unknown = fillIds.filter((id) => !inWindow.has(id))
    if (unknown.length > 0)
      throw fieldError('fill_ids', riskTexts.unknownFills, { ids: unknown.join(', ') })
    const already = new Set(before.strippedFillIds)
    const fresh = [...new Set(fillIds)].filter((id) => !already.has(id))
    const rows =
      fresh.length === 0
        ? []
        : await ctx.db
            .select({ id: fills.id, pnl: fills.realizedPnl })
            .from(fills)
            .where(
              and(eq(fills.tradingAccountId, before.tradingAccountId), inArray(fills.id, fresh)),
            )
    const profit = rows.reduce((sum, r) => (D(r.pnl).gt(0) ? sum.add(r.pnl) : sum), D(0))
    const cut = profit.mul(before.sharePercent).div(100, 2, 'up')
    const left = D(before.amount).sub(cut)
    const amount = left.gt(0) ? left : D(0)
    const now = ctx.clock.now()
    const strippedIds = [...already, ...fresh].sort((a, b) => a - b)
    await transaction(ctx, async (tx) => {
      const [after] = await tx
        .update(realWithdraws)
        .set({
          amount: amount.toString(),
          strippedFillIds: strippedIds,
          strippedProfit: D(before.strippedProfit ?? '0')
            .add(profit)
            .toString(),
          strippedReason: reason,
          updatedAt: now,
        })
        .where(and(eq(realWithdraws.id, withdrawId), eq(realWithdraws.status, 'pending')))
        .returning()
      if (!after) throw conflict(riskTexts.notPendingStrip)
      await recordAudit(tx, {
        actorId: staffUserId,
        action: 'real_withdraw.stripped',
        subjectType: 'real_withdraw',
        subjectId: withdrawId,
        before,
        after,
        note: reason,
        now,
      })
      const [challenge] = await tx
        .select({ title: userChallenges.title })
        .from(userChallenges)
        .where(eq(userChallenges.id, before.userChallengeId))
      await notify(ctx, tx, {
        userId: before.userId,
        type: 'withdraw_decided',
        title: riskTexts.strippedTitle,
        body: riskTexts.strippedBody,
        params: {
          amount: profit.toString(),
          trades: fresh.map((id) => `#${id}`).join(', '),
          title: challenge?.title ?? '',
          reason,
        },
        link: '/challenges/real',
        data: { real_withdraw_id: withdrawId, status: 'pending', stripped_fill_ids: strippedIds },
      })
    })
  })
}
