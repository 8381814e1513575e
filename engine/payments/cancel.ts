/**
 * Canceling a pending payment (the buyer pressed Cancel at the provider, or
 * placed a newer order): the payment becomes `canceled`, the credit it took
 * goes back to the ledger and its coupon use is released. Once only: a
 * canceled payment stays as it is, a paid one cannot be canceled here.
 */
import { eq } from 'drizzle-orm'
import { D } from '#money/decimal.ts'
import { returnCredit } from '../credit/ledger.ts'
import type { Tx } from '../db/client.ts'
import { payments } from '../db/schema/index.ts'
import { conflict } from '../errors.ts'
import type { PaymentRow } from './activate.ts'
import { texts } from './texts.ts'

/** Cancels a payment locked by the caller; true when it was pending until now. */
export async function cancelLockedPayment(
  tx: Tx,
  payment: PaymentRow,
  now: Date,
): Promise<boolean> {
  if (payment.status === 'canceled') return false
  if (payment.status !== 'pending') throw conflict(texts.paymentNotPending)
  await tx
    .update(payments)
    .set({ status: 'canceled', closedAt: now, updatedAt: now })
    .where(eq(payments.id, payment.id))
  if (D(payment.credit).isPositive()) {
    await returnCredit(tx, {
      userId: payment.userId,
      amount: D(payment.credit).toString(),
      paymentId: payment.id,
      now,
    })
  }
  return true
}
