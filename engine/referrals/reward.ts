/**
 * The referral reward (rules.md): when a referred user's challenge payment
 * is activated, the inviter earns 10 % of the challenge's list price into
 * their credit, pending for the 14-day refund window. Runs in the
 * activation's transaction (marking the activation processed, so it is
 * rewarded once); a sweep job handles activations written before it ran.
 * A refund inside the window claws the reward back.
 */
import { and, eq, gt, isNull } from 'drizzle-orm'
import { D } from '#money/decimal.ts'
import type { EngineContext } from '../context.ts'
import type { DbOrTx } from '../db/client.ts'
import { challengeActivations, creditEntries, payments, users } from '../db/schema/index.ts'
import { transaction } from '../db/transaction.ts'
import { notify } from '../notifications/notify.ts'
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
  const now = ctx.clock.now()
  const [marked] = await tx
    .update(challengeActivations)
    .set({ referralProcessedAt: now })
    .where(
      and(
        eq(challengeActivations.id, activation.id),
        isNull(challengeActivations.referralProcessedAt),
      ),
    )
    .returning({ id: challengeActivations.id })
  if (!marked) return
  const [buyer] = await tx
    .select({ referredBy: users.referredBy })
    .from(users)
    .where(eq(users.id, activation.userId))
  if (!buyer?.referredBy || buyer.referredBy === activation.userId) return
  const amount = D(activation.challengePrice)
    .mul(referralSettings.rewardPercent)
    .div(100, 2, 'down')
  if (!amount.isPositive()) return
  await tx.insert(creditEntries).values({
    userId: buyer.referredBy,
    amount: amount.toString(),
    kind: 'referral_reward',
    availableAt: new Date(activation.activatedAt.getTime() + referralSettings.pendingDays * DAY),
    referenceType: 'activation',
    referenceId: activation.id,
    createdAt: now,
  })
  const [payment] = await tx
    .select({ title: payments.title })
    .from(payments)
    .where(eq(payments.id, activation.paymentId))
  await notify(ctx, tx, {
    userId: buyer.referredBy,
    type: 'referral_reward',
    title: referralTexts.rewardTitle,
    body: referralTexts.rewardBody,
    params: {
      title: payment?.title ?? '',
      amount: amount.toString(),
      days: referralSettings.pendingDays,
    },
    link: '/referral',
    data: { activation_id: activation.id },
  })
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
