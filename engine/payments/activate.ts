/**
 * Activating a paid (or free) order: the payment becomes `paid`, the user
 * challenge opens with its Step 1 account at the account size, and an
 * activation row records the fact. At most once per payment, whatever the
 * provider repeats: the payment row is locked (FOR UPDATE) and re-read, and
 * the activation's unique payment id stops anything that slips past.
 */
import { eq } from 'drizzle-orm'
import { channels } from '#contract/broadcasting.ts'
import { D } from '#money/decimal.ts'
import { createUserChallenge } from '../challenges/create-user-challenge.ts'
import type { EngineContext } from '../context.ts'
import { phaseExpiresAt } from '../core/evaluation/phases.ts'
import type { Tx } from '../db/client.ts'
import { challengeActivations, payments } from '../db/schema/index.ts'
import { afterCommit } from '../db/transaction.ts'
import { conflict } from '../errors.ts'
import { notify } from '../notifications/notify.ts'
import { rewardReferral } from '../referrals/reward.ts'
import { texts } from './texts.ts'

export type PaymentRow = typeof payments.$inferSelect

export interface Activation {
  paymentId: number
  userId: number
  userChallengeId: number
  /** false when the payment had been activated before (a repeated confirmation). */
  activatedNow: boolean
}

export async function lockPayment(tx: Tx, paymentId: number): Promise<PaymentRow | undefined> {
  const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update')
  return payment
}

/**
 * Activates a payment the caller has locked with lockPayment, inside the
 * caller's transaction (opened with transaction(), engine/db/transaction.ts).
 * A paid payment answers its earlier activation. The buyer is notified
 * (payment_succeeded) and the account's status published once committed.
 */
export async function activateLockedPayment(
  ctx: EngineContext,
  tx: Tx,
  payment: PaymentRow,
  confirmation: { providerReference: string | null; now: Date },
): Promise<Activation> {
  if (payment.status === 'paid') {
    const [earlier] = await tx
      .select()
      .from(challengeActivations)
      .where(eq(challengeActivations.paymentId, payment.id))
    if (!earlier) throw new Error(`Payment ${payment.id} is paid but has no activation`)
    return {
      paymentId: payment.id,
      userId: payment.userId,
      userChallengeId: earlier.userChallengeId,
      activatedNow: false,
    }
  }
  if (payment.status !== 'pending') throw conflict(texts.paymentNotPending)

  const { now } = confirmation
  await tx
    .update(payments)
    .set({
      status: 'paid',
      paidAt: now,
      providerReference: confirmation.providerReference,
      updatedAt: now,
    })
    .where(eq(payments.id, payment.id))
  const { challenge } = await createUserChallenge(tx, {
    userId: payment.userId,
    type: 'challenge',
    title: payment.title,
    challengeId: payment.challengeId,
    paymentId: payment.id,
    rules: payment.rules,
    initialBalance: payment.accountSize,
    phase: 'step1',
    now,
    expiresAt: phaseExpiresAt(payment.rules, 'step1', now),
  })
  // The fact the referral programme consumes (docs/decisions/180).
  const [activation] = await tx
    .insert(challengeActivations)
    .values({
      paymentId: payment.id,
      userId: payment.userId,
      userChallengeId: challenge.id,
      challengePrice: payment.price,
      amountPaid: payment.finalPrice,
      activatedAt: now,
    })
    .returning()
  // The inviter's reward, in the same transaction (decision 241).
  if (activation) await rewardReferral(ctx, tx, activation)
  await notify(ctx, tx, {
    userId: payment.userId,
    type: 'payment_succeeded',
    title: texts.activatedTitle,
    body: texts.activatedBody,
    params: { title: payment.title, size: D(payment.accountSize).toString() },
    link: `/challenges/${challenge.id}`,
    data: { payment_id: payment.id, user_challenge_id: challenge.id },
  })
  afterCommit(ctx, tx, () => {
    ctx.events.publish(channels.user(payment.userId), 'account.status', {
      user_challenge_id: challenge.id,
      status: 'active',
      reason: 'payment_activated',
      equity: null,
    })
  })
  return {
    paymentId: payment.id,
    userId: payment.userId,
    userChallengeId: challenge.id,
    activatedNow: true,
  }
}
