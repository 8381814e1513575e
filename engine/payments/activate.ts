/**
 * Activating a paid (or free) order: the payment becomes `paid`, the user
 * challenge opens with its first account at the account size (Step 1; the
 * funded account when its program has no steps), and an activation row
 * records the fact. At most once per payment, whatever the
 * provider repeats: the payment row is locked (FOR UPDATE) and re-read, and
 * the activation's unique payment id stops anything that slips past.
 */
import { eq, sql } from 'drizzle-orm'
import { channels } from '#contract/broadcasting.ts'
import { D } from '#money/decimal.ts'
import type { EngineContext } from '../context.ts'
import { firstPhase } from '../core/evaluation/limits.ts'
import { phaseExpiresAt } from '../core/evaluation/phases.ts'
import { resultRows, type Tx } from '../db/client.ts'
import { challengeActivations, payments } from '../db/schema/index.ts'
import { afterCommit } from '../db/transaction.ts'
import { conflict } from '../errors.ts'
import { publishOnCommit, valuesOf } from '../notifications/notify.ts'
import { rewardMarked } from '../referrals/reward.ts'
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
 * transaction and in one statement (docs/decisions/530): data-modifying
 * CTEs mark the payments paid, open the user challenges and their Step 1
 * accounts, write the activations (already marked for the referral
 * programme, with the buyers' inviters read back) and the buyers'
 * notifications. A round trip costs more than the statement on a busy
 * machine (docs/decisions/505). Answered in the items' order.
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
  const notices = items.map(({ payment }) =>
    valuesOf(ctx, {
      userId: payment.userId,
      type: 'payment_succeeded',
      title: texts.activatedTitle,
      body: texts.activatedBody,
      params: { title: payment.title, size: D(payment.accountSize).toString() },
    }),
  )
  // What the payment row holds (rules, prices, title) is read from it
  // by the statement, not sent back: the rules snapshot is the bulk of a row.
  // A program with no steps (instant funding) opens the funded account itself (decision 569).
  const input = items.map(({ payment, providerReference }, i) => {
    const phase = firstPhase(payment.rules)
    return {
      payment_id: payment.id,
      reference: providerReference,
      type: phase === 'real' ? 'real' : 'challenge',
      phase,
      max_leverage: payment.rules.maxLeverage,
      expires_at: phaseExpiresAt(payment.rules, phase, now)?.toISOString() ?? null,
      notice_params: notices[i]?.params,
    }
  })
  const at = now.toISOString()
  const [first] = notices
  const result = await tx.execute(sql`
    with v as (
      select i.*, p.user_id, p.title, p.challenge_id, p.rules, p.account_size, p.price,
             p.final_price
        from jsonb_to_recordset(${JSON.stringify(input)}::jsonb) as i(
               payment_id integer, reference text, type text, phase text, max_leverage integer,
               expires_at timestamptz, notice_params jsonb)
        join payments as p on p.id = i.payment_id
    ), paid as (
      update payments as p
         set status = 'paid', paid_at = ${at}::timestamptz, updated_at = ${at}::timestamptz,
             provider_reference = v.reference
        from v
       where p.id = v.payment_id
      returning p.id
    ), uc as (
      insert into user_challenges (user_id, type, title, challenge_id, payment_id, rules, status,
                                   initial_balance, expires_at, created_at, updated_at)
      select user_id, type, title, challenge_id, payment_id, rules, 'active',
             account_size, null, ${at}::timestamptz, ${at}::timestamptz
        from v
      returning id, payment_id
    ), step1 as (
      insert into trading_accounts (user_challenge_id, phase, status, initial_balance, balance,
                                    daily_balance, day_started_at, max_leverage, started_at,
                                    expires_at, created_at, updated_at)
      select uc.id, v.phase, 'active', v.account_size, v.account_size, v.account_size,
             ${at}::timestamptz, v.max_leverage, ${at}::timestamptz, v.expires_at,
             ${at}::timestamptz, ${at}::timestamptz
        from uc join v on v.payment_id = uc.payment_id
      returning user_challenge_id
    ), activation as (
      insert into challenge_activations (payment_id, user_id, user_challenge_id, challenge_price,
                                         amount_paid, activated_at, referral_processed_at)
      select v.payment_id, v.user_id, uc.id, v.price, v.final_price,
             ${at}::timestamptz, ${at}::timestamptz
        from uc join v on v.payment_id = uc.payment_id
      returning id, payment_id
    ), notice as (
      insert into notifications (user_id, type, title, body, params, link, data, created_at)
      select v.user_id, 'payment_succeeded', ${first?.title}, ${first?.body}, v.notice_params,
             '/challenges/' || uc.id,
             jsonb_build_object('payment_id', v.payment_id, 'user_challenge_id', uc.id),
             ${first?.createdAt.toISOString()}::timestamptz
        from uc join v on v.payment_id = uc.payment_id
      returning id, (data ->> 'payment_id')::integer as payment_id
    )
    select uc.payment_id, uc.id as user_challenge_id, activation.id as activation_id,
           notice.id as notification_id, u.referred_by,
           (select count(*) from paid)::integer as paid, (select count(*) from step1)::integer as accounts
      from uc
      join activation on activation.payment_id = uc.payment_id
      join notice on notice.payment_id = uc.payment_id
      join v on v.payment_id = uc.payment_id
      join users as u on u.id = v.user_id`)
  const rows = resultRows<{
    payment_id: number
    user_challenge_id: number
    activation_id: number
    notification_id: number
    referred_by: number | null
    paid: number
    accounts: number
  }>(result)
  const byPayment = new Map(rows.map((row) => [row.payment_id, row]))
  const written = items.map(({ payment }) => {
    const row = byPayment.get(payment.id)
    if (!row) throw new Error(`Payment ${payment.id} was not activated`)
    return { payment, row }
  })
  if (
    rows.length !== items.length ||
    rows[0]?.paid !== items.length ||
    rows[0]?.accounts !== items.length
  ) {
    throw new Error('the activation statement wrote too few rows')
  }
  // Published first once committed: the screens wait for the status, the
  // notifications are rendered in both languages after it.
  afterCommit(ctx, tx, () => {
    for (const { payment, row } of written) {
      ctx.events.publish(channels.user(payment.userId), 'account.status', {
        user_challenge_id: row.user_challenge_id,
        status: 'active',
        reason: 'payment_activated',
        equity: null,
      })
    }
  })
  publishOnCommit(
    ctx,
    tx,
    written.map(({ payment, row }, i) => ({
      ...(notices[i] as (typeof notices)[number]),
      id: row.notification_id,
      link: `/challenges/${row.user_challenge_id}`,
      data: { payment_id: payment.id, user_challenge_id: row.user_challenge_id },
      readAt: null,
    })),
  )
  // The inviters' rewards (decision 241): the activations are marked
  // processed by their insert, so only referred buyers cost statements.
  await rewardMarked(
    ctx,
    tx,
    written.map(({ payment, row }) => ({
      activation: {
        id: row.activation_id,
        paymentId: payment.id,
        userId: payment.userId,
        userChallengeId: row.user_challenge_id,
        challengePrice: payment.price,
        amountPaid: payment.finalPrice,
        activatedAt: now,
        referralProcessedAt: now,
      },
      inviter: row.referred_by,
    })),
    now,
  )
  return written.map(({ payment, row }) => ({
    paymentId: payment.id,
    userId: payment.userId,
    userChallengeId: row.user_challenge_id,
    activatedNow: true,
  }))
}
