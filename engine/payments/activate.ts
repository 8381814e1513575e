/**
 * Activating a paid (or free) order: the payment becomes `paid`, the user
 * challenge opens with its Step 1 account at the account size, and an
 * activation row records the fact. At most once per payment, whatever the
 * provider repeats: the payment row is locked (FOR UPDATE) and re-read, and
 * the activation's unique payment id stops anything that slips past.
 */
import { eq } from 'drizzle-orm'
import { createUserChallenge } from '../challenges/create-user-challenge.ts'
import type { EngineContext } from '../context.ts'
import { phaseExpiresAt } from '../core/evaluation/phases.ts'
import type { Tx } from '../db/client.ts'
import { challengeActivations, payments } from '../db/schema/index.ts'
import { conflict, notFound } from '../http/errors.ts'
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
 * caller's transaction. A paid payment answers its earlier activation.
 */
export async function activateLockedPayment(
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
  await tx.insert(challengeActivations).values({
    paymentId: payment.id,
    userId: payment.userId,
    userChallengeId: challenge.id,
    challengePrice: payment.price,
    amountPaid: payment.finalPrice,
    activatedAt: now,
  })
  return {
    paymentId: payment.id,
    userId: payment.userId,
    userChallengeId: challenge.id,
    activatedNow: true,
  }
}

/** A provider's confirmation: locks, activates, commits, then publishes. */
export async function activatePayment(
  ctx: EngineContext,
  paymentId: number,
  providerReference: string,
): Promise<Activation> {
  const activation = await ctx.db.transaction(async (tx) => {
    const payment = await lockPayment(tx, paymentId)
    if (!payment) throw notFound()
    return activateLockedPayment(tx, payment, { providerReference, now: ctx.clock.now() })
  })
  publishActivation(ctx, activation)
  return activation
}

/**
 * Tells listeners (the user's browser through the broadcaster) once the
 * activation is committed. Durable consumers (referral rewards) read
 * challenge_activations instead: an event can be missed, a row cannot.
 */
export function publishActivation(ctx: EngineContext, activation: Activation): void {
  if (!activation.activatedNow) return
  ctx.events.publish(`private-user.${activation.userId}`, 'challenge.activated', {
    payment_id: activation.paymentId,
    user_challenge_id: activation.userChallengeId,
  })
}
