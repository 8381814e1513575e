/**
 * What the engine does with a sandbox confirmation: `paid` activates the
 * payment (at most once), `canceled` cancels it and returns its credit.
 * Only sandbox payments can be confirmed by the sandbox. Each is recorded
 * as the sandbox's provider event (record-event.ts).
 */
import { eq } from 'drizzle-orm'
import { D } from '#money/decimal.ts'
import type { EngineContext } from '../../context.ts'
import { paymentProviders } from '../../db/schema/index.ts'
import { transaction } from '../../db/transaction.ts'
import { fieldError, notFound } from '../../errors.ts'
import { type Locale, translate } from '../../i18n.ts'
import { type Activation, activateLockedPayment, lockPayment } from '../activate.ts'
import { cancelLockedPayment } from '../cancel.ts'
import { texts } from '../texts.ts'
import type { SandboxConfirmation } from './confirmation.ts'
import { recordSandboxEvent } from './record-event.ts'

export type ConfirmationOutcome =
  | { status: 'paid'; activation: Activation }
  | { status: 'canceled'; canceledNow: boolean }

export async function handleSandboxConfirmation(
  ctx: EngineContext,
  confirmation: SandboxConfirmation,
  locale: Locale,
): Promise<ConfirmationOutcome> {
  return transaction(ctx, async (tx): Promise<ConfirmationOutcome> => {
    const payment = await lockPayment(tx, confirmation.payment_id)
    const [provider] = payment?.providerId
      ? await tx.select().from(paymentProviders).where(eq(paymentProviders.id, payment.providerId))
      : []
    if (!payment || provider?.code !== 'sandbox') throw notFound()
    const now = ctx.clock.now()
    const event = {
      paymentId: payment.id,
      eventId: `${confirmation.status}:${confirmation.reference}`,
      payload: JSON.stringify(confirmation),
      now,
    }
    if (confirmation.status === 'canceled') {
      const canceledNow = await cancelLockedPayment(tx, payment, now)
      await recordSandboxEvent(tx, {
        ...event,
        type: 'payment.canceled',
        outcome: canceledNow ? 'canceled' : 'ignored',
        amount: null,
      })
      return { status: 'canceled', canceledNow }
    }
    if (!D(confirmation.amount).eq(payment.finalPrice)) {
      throw fieldError('amount', translate(locale, texts.amountMismatch))
    }
    const activation = await activateLockedPayment(ctx, tx, payment, {
      providerReference: confirmation.reference,
      now,
    })
    await recordSandboxEvent(tx, {
      ...event,
      type: 'payment.paid',
      outcome: activation.activatedNow ? 'activated' : 'already_paid',
      amount: D(confirmation.amount).toString(),
    })
    return { status: 'paid', activation }
  })
}
