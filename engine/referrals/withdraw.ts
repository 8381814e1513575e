/**
 * Referral-credit withdrawals (rules.md): from 20 USDT of available credit,
 * in Tether to one of the user's payout addresses past its 24 hours, with
 * a fresh second factor (docs/decisions/393). The request takes the amount out of the
 * credit ledger at once, under the user's credit lock (the same lock
 * checkout spends under), so of many at once only what the balance covers
 * passes. Staff pay it (network and transaction hash) or reject it (the amount
 * returns); each decision is audited and the user notified. Where identity
 * verification is on, neither the request nor the payment goes through
 * without a cleared identity (docs/decisions/590), as for profit payouts.
 */
import { and, eq } from 'drizzle-orm'
import type { PayoutNetwork } from '#contract/payouts.ts'
import { D } from '#money/decimal.ts'
import { recordAudit } from '../audit/audit.ts'
import type { EngineContext } from '../context.ts'
import { availableCredit, lockCreditOf } from '../credit/ledger.ts'
import { creditEntries, referralWithdraws } from '../db/schema/index.ts'
import { transaction } from '../db/transaction.ts'
import { conflict, fieldError, notFound } from '../errors.ts'
import { identityCleared } from '../identity/identity-checks.ts'
import { identityTexts } from '../identity/texts.ts'
import { notify } from '../notifications/notify.ts'
import { usableAddress } from '../payouts/addresses.ts'
import { payoutFields, proofOfPayment } from '../payouts/proof.ts'
import { checkMoneyOutCode } from '../payouts/second-factor.ts'
import { referralSettings } from './settings.ts'
import { referralTexts } from './texts.ts'

export type ReferralWithdrawRow = typeof referralWithdraws.$inferSelect

export async function requestReferralWithdraw(
  ctx: EngineContext,
  userId: number,
  body: { amount: string; address_id: number; code: string },
  locale: string,
): Promise<ReferralWithdrawRow> {
  const amount = D(body.amount)
  if (!amount.round(2, 'down').eq(amount))
    throw fieldError('amount', referralTexts.amountTooPrecise)
  if (amount.lt(referralSettings.minWithdraw))
    throw fieldError('amount', referralTexts.belowMinimum, { min: referralSettings.minWithdraw })
  if (!(await identityCleared(ctx, ctx.db, userId)))
    throw fieldError('amount', identityTexts.payoutHeld)
  const address = await usableAddress(ctx, userId, body.address_id, locale)
  const availableNow = D(await availableCredit(ctx.db, userId, ctx.clock.now()))
  if (amount.gt(availableNow))
    throw fieldError('amount', referralTexts.moreThanAvailable, {
      available: availableNow.toString(),
    })
  // The second factor last: a request refused above does not spend it.
  const factor = await checkMoneyOutCode(ctx, userId, body.code)
  return transaction(ctx, async (tx) => {
    await lockCreditOf(tx, userId)
    const now = ctx.clock.now()
    const available = D(await availableCredit(tx, userId, now))
    if (amount.gt(available))
      throw fieldError('amount', referralTexts.moreThanAvailable, {
        available: available.toString(),
      })
    await factor.take(tx)
    const [row] = await tx
      .insert(referralWithdraws)
      .values({
        userId,
        amount: amount.toString(),
        type: referralSettings.currency,
        address: address.address,
        network: address.network,
        addressAddedAt: address.createdAt,
        status: 'pending',
        createdAt: now,
        updatedAt: now,
      })
      .returning()
    if (!row) throw new Error('referral withdrawal insert returned nothing')
    await tx.insert(creditEntries).values({
      userId,
      amount: amount.neg().toString(),
      kind: 'withdrawal',
      availableAt: now,
      referenceType: 'referral_withdraw',
      referenceId: row.id,
      createdAt: now,
    })
    return row
  })
}

export async function decideReferralWithdraw(
  ctx: EngineContext,
  withdrawId: number,
  staffUserId: number,
  decision: 'paid' | 'rejected',
  note: string | null,
  /** Paying: the network and transaction hash staff entered (checked against the address's network). */
  payment?: { network: PayoutNetwork; tx_hash: string },
): Promise<ReferralWithdrawRow> {
  return transaction(ctx, async (tx) => {
    const [before] = await tx
      .select()
      .from(referralWithdraws)
      .where(eq(referralWithdraws.id, withdrawId))
      .for('update')
    if (!before) throw notFound()
    if (before.status !== 'pending') throw conflict(referralTexts.notPending)
    // Nothing is paid without a GREEN identity review where Sumsub is on (decision 590).
    if (decision === 'paid' && !(await identityCleared(ctx, tx, before.userId)))
      throw conflict(identityTexts.payoutHeld)
    const proof = decision === 'paid' && payment ? proofOfPayment(before.network, payment) : null
    const now = ctx.clock.now()
    const [after] = await tx
      .update(referralWithdraws)
      .set({
        status: decision,
        result: note,
        ...(proof ? { network: proof.network, txHash: proof.txHash } : {}),
        decidedBy: staffUserId,
        decidedAt: now,
        updatedAt: now,
      })
      .where(and(eq(referralWithdraws.id, withdrawId), eq(referralWithdraws.status, 'pending')))
      .returning()
    if (!after) throw conflict(referralTexts.notPending)
    if (decision === 'rejected') {
      await tx.insert(creditEntries).values({
        userId: before.userId,
        amount: before.amount,
        kind: 'withdrawal_return',
        availableAt: now,
        referenceType: 'referral_withdraw',
        referenceId: before.id,
        createdAt: now,
      })
    }
    await recordAudit(tx, {
      actorId: staffUserId,
      action: `referral_withdraw.${decision}`,
      subjectType: 'referral_withdraw',
      subjectId: withdrawId,
      before,
      after,
      note,
      now,
    })
    const paid = decision === 'paid'
    const shown = payoutFields(after)
    await notify(ctx, tx, {
      userId: before.userId,
      type: 'withdraw_decided',
      title: paid ? referralTexts.paidTitle : referralTexts.rejectedTitle,
      body: paid
        ? note
          ? referralTexts.paidBodyNote
          : referralTexts.paidBody
        : referralTexts.rejectedBody,
      params: {
        amount: D(before.amount).toString(),
        note: note ?? '',
        network: shown.network ?? '',
        tx_hash: shown.tx_hash ?? '',
      },
      link: '/referral',
      data: {
        referral_withdraw_id: before.id,
        status: decision,
        network: shown.network,
        tx_hash: shown.tx_hash,
        explorer_url: shown.explorer_url,
      },
    })
    return after
  })
}
