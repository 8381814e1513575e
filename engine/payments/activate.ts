/**
 * Activating a paid (or free) order: the payment becomes `paid`, the user
 * challenge opens with its Step 1 account at the account size, and an
 * activation row records the fact. At most once per payment, whatever the
 * provider repeats: the payment row is locked (FOR UPDATE) and re-read, and
 * the activation's unique payment id stops anything that slips past.
 */
import { eq, sql } from 'drizzle-orm'
import { channels } from '#contract/broadcasting.ts'
import { D } from '#money/decimal.ts'
import { createUserChallenges } from '../challenges/create-user-challenge.ts'
import type { EngineContext } from '../context.ts'
import { phaseExpiresAt } from '../core/evaluation/phases.ts'
import type { Tx } from '../db/client.ts'
import { challengeActivations, payments } from '../db/schema/index.ts'
import { afterCommit } from '../db/transaction.ts'
import { conflict } from '../errors.ts'
import { notifyAll } from '../notifications/notify.ts'
import { rewardReferrals } from '../referrals/reward.ts'
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
  const [activation] = await activateLockedPayments(
    ctx,
    tx,
    [{ payment, providerReference: confirmation.providerReference }],
    confirmation.now,
  )
  if (!activation) throw new Error(`Payment ${payment.id} was not activated`)
  return activation
}

/**
 * Activates several pending payments the caller has locked, in its
 * transaction, a statement per table rather than per payment: a burst of
 * provider webhooks is applied as one batch (docs/decisions/483). Answered
 * in the items' order.
 */
export async function activateLockedPayments(
  ctx: EngineContext,
  tx: Tx,
  items: { payment: PaymentRow; providerReference: string | null }[],
  now: Date,
): Promise<Activation[]> {
  if (items.length === 0) return []
  for (const { payment } of items) {
    if (payment.status !== 'pending') throw conflict(texts.paymentNotPending)
  }
  const references = items.map(({ payment, providerReference }) => ({
    id: payment.id,
    reference: providerReference,
  }))
  // Statements that do not need each other's answers are sent together
  // (pipelined on the transaction's connection): a round trip each costs
  // more than the statement on a busy machine (docs/decisions/505).
  const markPaid = tx.execute(sql`
    update payments as p
       set status = 'paid', paid_at = ${now.toISOString()}::timestamptz,
           updated_at = ${now.toISOString()}::timestamptz, provider_reference = v.reference
      from jsonb_to_recordset(${JSON.stringify(references)}::jsonb) as v(id integer, reference text)
     where p.id = v.id`)
  const [, opened] = await Promise.all([
    markPaid,
    createUserChallenges(
      tx,
      items.map(({ payment }) => ({
        userId: payment.userId,
        type: 'challenge' as const,
        title: payment.title,
        challengeId: payment.challengeId,
        paymentId: payment.id,
        rules: payment.rules,
        initialBalance: payment.accountSize,
        phase: 'step1' as const,
        now,
        expiresAt: phaseExpiresAt(payment.rules, 'step1', now),
      })),
    ),
  ])
  // Published first once committed: the screens wait for the status, the
  // notifications are rendered in both languages after it.
  afterCommit(ctx, tx, () => {
    for (const [i, { payment }] of items.entries()) {
      ctx.events.publish(channels.user(payment.userId), 'account.status', {
        user_challenge_id: (opened[i] as (typeof opened)[number]).challenge.id,
        status: 'active',
        reason: 'payment_activated',
        equity: null,
      })
    }
  })
  // The activations (the fact the referral programme consumes, decision
  // 180) with the inviters' rewards (decision 241), and the buyers'
  // notifications: independent, sent together.
  const recordActivations = async () => {
    const activations = await tx
      .insert(challengeActivations)
      .values(
        items.map(({ payment }, i) => ({
          paymentId: payment.id,
          userId: payment.userId,
          userChallengeId: (opened[i] as (typeof opened)[number]).challenge.id,
          challengePrice: payment.price,
          amountPaid: payment.finalPrice,
          activatedAt: now,
        })),
      )
      .returning()
    await rewardReferrals(ctx, tx, activations)
  }
  await Promise.all([
    recordActivations(),
    notifyAll(
      ctx,
      tx,
      items.map(({ payment }, i) => {
        const challenge = (opened[i] as (typeof opened)[number]).challenge
        return {
          userId: payment.userId,
          type: 'payment_succeeded' as const,
          title: texts.activatedTitle,
          body: texts.activatedBody,
          params: { title: payment.title, size: D(payment.accountSize).toString() },
          link: `/challenges/${challenge.id}`,
          data: { payment_id: payment.id, user_challenge_id: challenge.id },
        }
      }),
    ),
  ])
  return items.map(({ payment }, i) => ({
    paymentId: payment.id,
    userId: payment.userId,
    userChallengeId: (opened[i] as (typeof opened)[number]).challenge.id,
    activatedNow: true,
  }))
}
