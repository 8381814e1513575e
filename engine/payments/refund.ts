/**
 * Refunding a paid challenge (admin; rules.md, Referral: "A refunded
 * payment…"). In one transaction: the payment becomes `refunded`, the
 * inviter's reward is taken back while still pending, the credit the
 * buyer spent on the order returns, the challenge ends as `refunded`
 * (through ctx.trading.closeOut when it still trades: orders cancelled,
 * positions closed at market), the audit row and the buyer's notification.
 * The payment row is locked and re-read inside: of refunds racing, one wins
 * and the rest answer 422 having changed nothing. See decision 243.
 */
import { and, desc, eq, isNull } from 'drizzle-orm'
import { channels } from '#contract/broadcasting.ts'
import type { StaffRefund } from '#contract/staff.ts'
import { D } from '#money/decimal.ts'
import { recordAudit } from '../audit/audit.ts'
import type { EngineContext } from '../context.ts'
import { returnCredit } from '../credit/ledger.ts'
import type { DbOrTx } from '../db/client.ts'
import {
  challengeActivations,
  paymentProviders,
  payments,
  tradingAccounts,
  userChallenges,
} from '../db/schema/index.ts'
import {
  type AfterCommitHook,
  afterCommit,
  collectingHooks,
  runHooks,
  transaction,
} from '../db/transaction.ts'
import { DomainError, fieldError, notFound, refused } from '../errors.ts'
import { notify } from '../notifications/notify.ts'
import { clawBackReferralReward } from '../referrals/reward.ts'
import { forgetTradeAccount } from '../trading/trade-account.ts'
import { refundWay } from './integration.ts'
import { providerTexts } from './provider-texts.ts'
import { integrationFor, knownIntegration } from './providers.ts'
import { refundTexts as texts } from './refund-texts.ts'
import { recordSandboxEvent } from './sandbox/record-event.ts'

type ChallengeRow = typeof userChallenges.$inferSelect

/** The challenge a payment opened and its trading account still trading, if any. */
async function boughtBy(ctx: EngineContext, paymentId: number) {
  const [challenge] = await ctx.db
    .select({ challenge: userChallenges })
    .from(challengeActivations)
    .innerJoin(userChallenges, eq(userChallenges.id, challengeActivations.userChallengeId))
    .where(eq(challengeActivations.paymentId, paymentId))
  if (!challenge) return { challenge: null, accountId: null }
  const [account] = await ctx.db
    .select({ id: tradingAccounts.id })
    .from(tradingAccounts)
    .where(
      and(
        eq(tradingAccounts.userChallengeId, challenge.challenge.id),
        eq(tradingAccounts.status, 'active'),
      ),
    )
    .orderBy(desc(tradingAccounts.id))
    .limit(1)
  return { challenge: challenge.challenge, accountId: account?.id ?? null }
}

function refusal(status: string): DomainError {
  const text =
    status === 'refunded' ? texts.already : status === 'funded' ? texts.funded : texts.notPaid
  return refused(text)
}

export interface RefundOptions {
  /**
   * Send the money back through the provider's refund API when it has one
   * (Stripe). False when the provider refunded already (its webhook).
   */
  atProvider?: boolean
  /**
   * The transaction reference of a refund staff sent by hand (providers
   * without a refund API, NOWPayments): required there when money was paid.
   */
  reference?: string | null
}

export async function refundPayment(
  ctx: EngineContext,
  adminId: number | null,
  paymentId: number,
  note: string,
  options: RefundOptions = {},
): Promise<StaffRefund> {
  const [seen] = await ctx.db
    .select({
      status: payments.status,
      finalPrice: payments.finalPrice,
      code: paymentProviders.code,
    })
    .from(payments)
    .leftJoin(paymentProviders, eq(paymentProviders.id, payments.providerId))
    .where(eq(payments.id, paymentId))
  if (!seen) throw notFound(texts.notFound)
  if (seen.status !== 'paid') throw refusal(seen.status)
  const byHand =
    options.atProvider !== false &&
    D(seen.finalPrice).isPositive() &&
    refundWay(seen.code ? knownIntegration(seen.code) : undefined) === 'manual'
  const handReference = byHand ? (options.reference?.trim() ?? '') : ''
  if (byHand && handReference === '') throw fieldError('reference', texts.referenceRequired)
  const { challenge, accountId } = await boughtBy(ctx, paymentId)
  // The real account is another user challenge, trading real money: not undone here.
  if (challenge?.status === 'funded') throw refusal('funded')
  // The money first: if the provider refuses, nothing here changes (decision 380).
  const providerRefund =
    options.atProvider === false ? null : await refundAtProvider(ctx, paymentId)
  const refundReference = providerRefund ?? (handReference || null)
  const auditNote = providerRefund
    ? `${note} (provider refund ${providerRefund})`
    : handReference
      ? `${note} (refunded by hand, reference ${handReference})`
      : note
  const now = ctx.clock.now()
  // Set inside the transaction: the refund, or the status that beat it.
  const outcome: { refund: StaffRefund | null; lostTo: string } = {
    refund: null,
    lostTo: 'refunded',
  }

  const work = async (tx: DbOrTx): Promise<void> => {
    const [payment] = await tx
      .select()
      .from(payments)
      .where(eq(payments.id, paymentId))
      .for('update')
    if (payment?.status !== 'paid') {
      // Another refund won the race: change nothing (the close-out of an
      // already closed account had nothing left to close).
      outcome.lostTo = payment?.status ?? 'refunded'
      return
    }
    if (challenge) {
      // Re-read under lock: a real account approved meanwhile wins.
      const [current] = await tx
        .select({ status: userChallenges.status })
        .from(userChallenges)
        .where(eq(userChallenges.id, challenge.id))
        .for('update')
      if (current?.status === 'funded') {
        outcome.lostTo = 'funded'
        return
      }
    }
    await tx
      .update(payments)
      .set({ status: 'refunded', refundReference, closedAt: now, updatedAt: now })
      .where(eq(payments.id, paymentId))
    // The sandbox has no webhook to tell of its refunds: the refund is its event.
    if (seen.code === 'sandbox')
      await recordSandboxEvent(tx, {
        paymentId,
        eventId: `refunded:${paymentId}`,
        type: 'payment.refunded',
        outcome: 'refunded',
        amount: D(payment.finalPrice).toString(),
        payload: JSON.stringify({ payment_id: paymentId, status: 'refunded' }),
        now,
      })
    // A reward the sweep has not given yet is never given (rewardReferral skips processed rows).
    await tx
      .update(challengeActivations)
      .set({ referralProcessedAt: now })
      .where(
        and(
          eq(challengeActivations.paymentId, paymentId),
          isNull(challengeActivations.referralProcessedAt),
        ),
      )
    const clawed = await clawBackReferralReward(tx, paymentId, now)
    const credit = D(payment.credit)
    if (credit.isPositive()) {
      await returnCredit(tx, { userId: payment.userId, amount: credit.toString(), paymentId, now })
    }
    if (challenge) await endChallenge(ctx, tx, challenge, accountId, now)
    const result: StaffRefund = {
      payment_id: paymentId,
      status: 'refunded',
      user_id: payment.userId,
      user_challenge_id: challenge?.id ?? null,
      challenge_status: challenge ? 'refunded' : null,
      credit_returned: credit.toString(),
      reward_clawed_back: clawed,
      refunded_at: now.toISOString(),
    }
    await recordAudit(tx, {
      actorId: adminId,
      action: 'payment.refunded',
      subjectType: 'payment',
      subjectId: paymentId,
      before: { status: payment.status, challenge_status: challenge?.status ?? null },
      after: result,
      note: auditNote,
      now,
    })
    await notify(ctx, tx, {
      userId: payment.userId,
      type: 'payment_refunded',
      title: texts.title,
      body: credit.isPositive() ? texts.bodyCredit : texts.body,
      params: { title: payment.title, credit: credit.toString(), note },
      link: challenge ? `/challenges/${challenge.id}` : null,
      data: { payment_id: paymentId, user_challenge_id: challenge?.id ?? null },
    })
    outcome.refund = result
  }

  if (accountId !== null) {
    const hooks: AfterCommitHook[] = []
    await ctx.trading.closeOut(accountId, 'refunded', texts.title, (tx) =>
      collectingHooks(tx, hooks, () => work(tx)),
    )
    await runHooks(ctx, hooks)
  } else {
    await transaction(ctx, work)
  }
  if (challenge) forgetTradeAccount(ctx, challenge.id)
  if (!outcome.refund) throw refusal(outcome.lostTo)
  return outcome.refund
}

/** The provider's refund id when its integration refunds (Stripe); null for manual ones. */
async function refundAtProvider(ctx: EngineContext, paymentId: number): Promise<string | null> {
  const [row] = await ctx.db
    .select({ payment: payments, code: paymentProviders.code })
    .from(payments)
    .innerJoin(paymentProviders, eq(paymentProviders.id, payments.providerId))
    .where(eq(payments.id, paymentId))
  const integration = row ? integrationFor(ctx, row.code) : undefined
  if (!row || !integration?.refund) return null
  try {
    return await integration.refund(ctx, row.payment)
  } catch (error) {
    ctx.log.error('provider refund failed', {
      provider: row.code,
      paymentId,
      error: error instanceof Error ? error.message : String(error),
    })
    throw new DomainError('dependency_failed', providerTexts.refundFailed)
  }
}

/** The challenge (and its trading step, if one was open) end as `refunded`; browsers are told. */
async function endChallenge(
  ctx: EngineContext,
  tx: DbOrTx,
  challenge: ChallengeRow,
  accountId: number | null,
  now: Date,
): Promise<void> {
  await tx
    .update(userChallenges)
    .set({ status: 'refunded', endedAt: now, updatedAt: now })
    .where(eq(userChallenges.id, challenge.id))
  if (accountId !== null) {
    await tx
      .update(tradingAccounts)
      .set({ status: 'refunded', endedAt: now, updatedAt: now })
      .where(eq(tradingAccounts.id, accountId))
  }
  afterCommit(ctx, tx, () => {
    const event = {
      user_challenge_id: challenge.id,
      status: 'refunded' as const,
      reason: 'payment_refunded',
      equity: null,
    }
    ctx.events.publish(channels.account(challenge.id), 'account.status', event)
    ctx.events.publish(channels.user(challenge.userId), 'account.status', event)
  })
}
