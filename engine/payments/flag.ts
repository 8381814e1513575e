/**
 * A payment marked for staff with what the provider reported (decision
 * 380): a wrong amount, a partial payment, money after a cancellation.
 */

import { eq } from 'drizzle-orm'
import type { paymentFlags } from '#contract/payments.ts'
import { D } from '#money/decimal.ts'
import type { EngineContext } from '../context.ts'
import { returnCredit } from '../credit/ledger.ts'
import type { Tx } from '../db/client.ts'
import { payments } from '../db/schema/index.ts'
import { notify } from '../notifications/notify.ts'
import type { PaymentRow } from './activate.ts'
import type { ProviderEvent } from './integration.ts'
import { providerTexts } from './provider-texts.ts'

export type Flag = (typeof paymentFlags)[number]

const FLAG_BODY: Record<Flag, string> = {
  amount_mismatch: providerTexts.amountMismatchBody,
  partially_paid: providerTexts.partiallyPaidBody,
  paid_after_cancel: providerTexts.paidAfterCancelBody,
  refund_failed: providerTexts.paidAfterCancelBody,
}

/**
 * Marks a payment for staff with what the provider reported. A pending
 * payment with the wrong amount fails (its credit comes back: nothing was
 * bought); a partial payment stays pending, so the rest can still arrive.
 */
export async function flag(
  ctx: EngineContext,
  tx: Tx,
  payment: PaymentRow,
  event: ProviderEvent,
  reason: Flag,
  now: Date,
): Promise<void> {
  const fails = reason === 'amount_mismatch' && payment.status === 'pending'
  await tx
    .update(payments)
    .set({
      flag: reason,
      receivedAmount: event.amount,
      receivedCurrency: event.currency,
      providerReference: payment.providerReference ?? event.providerReference,
      updatedAt: now,
      ...(fails ? { status: 'failed' as const, closedAt: now } : {}),
    })
    .where(eq(payments.id, payment.id))
  if (fails && D(payment.credit).isPositive()) {
    await returnCredit(tx, {
      userId: payment.userId,
      amount: D(payment.credit).toString(),
      paymentId: payment.id,
      now,
    })
  }
  const received = `${event.amount ?? '0'} ${(event.currency ?? '').toUpperCase()}`.trim()
  await notify(ctx, tx, {
    userId: payment.userId,
    type: 'payment_failed',
    title: providerTexts.flaggedTitle,
    body: FLAG_BODY[reason],
    params: { title: payment.title, received, expected: D(payment.finalPrice).toFixed(2) },
    link: `/payments/callback/failure?payment_id=${payment.id}`,
    data: { payment_id: payment.id, flag: reason },
  })
}
