/**
 * The referral reward (rules.md): when a referred user's challenge payment
 * is activated, the inviter earns 10 % of the challenge's list price into
 * their credit, pending for the 14-day refund window. Runs in the
 * activation's transaction (marking the activation processed, so it is
 * rewarded once); a sweep job handles activations written before it ran.
 * A refund inside the window claws the reward back.
 */
import { and, eq, gt, inArray, isNull } from 'drizzle-orm'
import { D } from '#money/decimal.ts'
import type { EngineContext } from '../context.ts'
import type { DbOrTx } from '../db/client.ts'
import { challengeActivations, creditEntries, payments, users } from '../db/schema/index.ts'
import { transaction } from '../db/transaction.ts'
import { notifyAll } from '../notifications/notify.ts'
import { referralSettings } from './settings.ts'
import { referralTexts } from './texts.ts'

const DAY = 86_400_000
type ActivationRow = typeof challengeActivations.$inferSelect

/** Rewards the buyer's inviter for one activation, at most once. */
export async function rewardReferral(
  ctx: EngineContext,
  tx: DbOrTx,
  activation: ActivationRow,
): Promise<void> {
  await rewardReferrals(ctx, tx, [activation])
}

/**
 * The same for several activations of one transaction (a burst of payment
 * webhooks, docs/decisions/483): a statement per step, not per activation.
 */
export async function rewardReferrals(
  ctx: EngineContext,
  tx: DbOrTx,
  activations: ActivationRow[],
): Promise<void> {
  if (activations.length === 0) return
  const now = ctx.clock.now()
  const marked = await tx
    .update(challengeActivations)
    .set({ referralProcessedAt: now })
    .where(
      and(
        inArray(
          challengeActivations.id,
          activations.map((a) => a.id),
        ),
        isNull(challengeActivations.referralProcessedAt),
      ),
    )
    .returning({ id: challengeActivations.id })
  const markedIds = new Set(marked.map((m) => m.id))
  const due = activations.filter((a) => markedIds.has(a.id))
  if (due.length === 0) return
  const buyers = await tx
    .select({ id: users.id, referredBy: users.referredBy })
    .from(users)
    .where(
      inArray(
        users.id,
        due.map((a) => a.userId),
      ),
    )
  const inviterOf = new Map(buyers.map((b) => [b.id, b.referredBy]))
  await rewardMarked(
    ctx,
    tx,
    due.map((activation) => ({ activation, inviter: inviterOf.get(activation.userId) ?? null })),
    now,
  )
}

/**
 * The rewards of activations already marked processed in this transaction,
 * with their buyers' inviters (the activation's own statement marks them
 * and reads the inviters: payments/activate.ts).
 */
export async function rewardMarked(
  ctx: EngineContext,
  tx: DbOrTx,
  due: { activation: ActivationRow; inviter: number | null }[],
  now: Date,
): Promise<void> {
  const rewards = due.flatMap(({ activation, inviter }) => {
    if (!inviter || inviter === activation.userId) return []
    const amount = D(activation.challengePrice)
      .mul(referralSettings.rewardPercent)
      .div(100, 2, 'down')
    return amount.isPositive() ? [{ activation, inviter, amount: amount.toString() }] : []
  })
  if (rewards.length === 0) return
  await tx.insert(creditEntries).values(
    rewards.map(({ activation, inviter, amount }) => ({
      userId: inviter,
      amount,
      kind: 'referral_reward' as const,
      availableAt: new Date(activation.activatedAt.getTime() + referralSettings.pendingDays * DAY),
      referenceType: 'activation',
      referenceId: activation.id,
      createdAt: now,
    })),
  )
  const titles = await tx
    .select({ id: payments.id, title: payments.title })
    .from(payments)
    .where(
      inArray(
        payments.id,
        rewards.map((r) => r.activation.paymentId),
      ),
    )
  const titleOf = new Map(titles.map((t) => [t.id, t.title]))
  await notifyAll(
    ctx,
    tx,
    rewards.map(({ activation, inviter, amount }) => ({
      userId: inviter,
      type: 'referral_reward' as const,
      title: referralTexts.rewardTitle,
      body: referralTexts.rewardBody,
      params: {
        title: titleOf.get(activation.paymentId) ?? '',
        amount,
        days: referralSettings.pendingDays,
      },
      link: '/referral',
      data: { activation_id: activation.id },
    })),
  )
}

/** Activations no reward has looked at yet (written before the programme, or missed). */
export async function sweepReferralRewards(ctx: EngineContext): Promise<void> {
  const due = await ctx.db
    .select()
    .from(challengeActivations)
    .where(isNull(challengeActivations.referralProcessedAt))
    .limit(500)
  for (const activation of due) {
    await transaction(ctx, (tx) => rewardReferral(ctx, tx, activation))
  }
}

/**
 * A refunded payment takes back its reward while the reward is still
 * pending (an available reward was earned). The clawback becomes available
 * when the reward would have, so pending and available both net to zero.
 */
export async function clawBackReferralReward(
  tx: DbOrTx,
  paymentId: number,
  now: Date,
): Promise<boolean> {
  const rows = await tx
    .select({ reward: creditEntries })
    .from(creditEntries)
    .innerJoin(
      challengeActivations,
      and(
        eq(creditEntries.referenceType, 'activation'),
        eq(creditEntries.referenceId, challengeActivations.id),
      ),
    )
    .where(
      and(
        eq(challengeActivations.paymentId, paymentId),
        eq(creditEntries.kind, 'referral_reward'),
        gt(creditEntries.availableAt, now),
      ),
    )
  const [row] = rows
  if (!row) return false
  const [earlier] = await tx
    .select({ id: creditEntries.id })
    .from(creditEntries)
    .where(
      and(
        eq(creditEntries.kind, 'referral_clawback'),
        eq(creditEntries.referenceType, 'activation'),
        eq(creditEntries.referenceId, row.reward.referenceId ?? 0),
      ),
    )
  if (earlier) return false
  await tx.insert(creditEntries).values({
    userId: row.reward.userId,
    amount: D(row.reward.amount).neg().toString(),
    kind: 'referral_clawback',
    availableAt: row.reward.availableAt,
    referenceType: 'activation',
    referenceId: row.reward.referenceId,
    createdAt: now,
  })
  return true
}

export function registerReferralJobs(ctx: EngineContext): void {
  ctx.jobs.register('referrals.sweep', 60_000, () => sweepReferralRewards(ctx))
}
