/**
 * The one code path every provider event takes, whether a webhook brought
 * it or the reconciliation asked for it (docs/decisions/380):
 *
 * 1. the event is recorded in payment_provider_events; a repeated event id
 *    (unique per provider) is a duplicate and changes nothing;
 * 2. the payment is locked (FOR UPDATE) and must belong to this provider;
 * 3. paid with the invoice's amount and currency activates (at most once,
 *    activate.ts); any other amount fails the payment and flags it for
 *    staff; partially paid flags it; canceled/expired cancels a pending
 *    payment; refunded runs the refund (refund.ts) once committed.
 *
 * Recording and acting share one transaction: an event is never marked
 * handled without its effect, nor handled twice.
 */
import { and, eq } from 'drizzle-orm'
import type { paymentFlags, providerEventOutcomes } from '#contract/payments.ts'
import { D } from '#money/decimal.ts'
import type { EngineContext } from '../context.ts'
import { returnCredit } from '../credit/ledger.ts'
import type { Tx } from '../db/client.ts'
import { paymentProviderEvents, paymentProviders, payments } from '../db/schema/index.ts'
import { transaction } from '../db/transaction.ts'
import { DomainError } from '../errors.ts'
import { notify } from '../notifications/notify.ts'
import { type Activation, activateLockedPayment, lockPayment, type PaymentRow } from './activate.ts'
import { cancelLockedPayment } from './cancel.ts'
import type { ProviderEvent } from './integration.ts'
import { providerTexts } from './provider-texts.ts'
import { refundPayment } from './refund.ts'

export type EventOutcome = (typeof providerEventOutcomes)[number]
type Flag = (typeof paymentFlags)[number]

export interface AppliedEvent {
  outcome: EventOutcome
  duplicate: boolean
  paymentId: number | null
  activation: Activation | null
}

/** Our invoices are in US dollars (USDT priced 1:1). */
const INVOICE_CURRENCY = 'usd'

async function findPayment(tx: Tx, provider: string, event: ProviderEvent) {
  if (event.paymentId !== null) return lockPayment(tx, event.paymentId)
  if (!event.providerReference) return undefined
  // Stripe's charge.refunded names the payment intent only.
  const [row] = await tx
    .select({ id: payments.id })
    .from(payments)
    .innerJoin(paymentProviders, eq(paymentProviders.id, payments.providerId))
    .where(
      and(
        eq(payments.providerReference, event.providerReference),
        eq(paymentProviders.code, provider),
      ),
    )
  return row ? lockPayment(tx, row.id) : undefined
}

async function providerCodeOf(tx: Tx, payment: PaymentRow): Promise<string | null> {
  if (payment.providerId === null) return null
  const [row] = await tx
    .select({ code: paymentProviders.code })
    .from(paymentProviders)
    .where(eq(paymentProviders.id, payment.providerId))
  return row?.code ?? null
}

export async function applyProviderEvent(
  ctx: EngineContext,
  provider: string,
  event: ProviderEvent,
  source: 'webhook' | 'reconciliation',
): Promise<AppliedEvent> {
  const now = ctx.clock.now()
  const applied = await transaction(ctx, async (tx): Promise<AppliedEvent> => {
    const [recorded] = await tx
      .insert(paymentProviderEvents)
      .values({
        provider,
        eventId: event.eventId,
        type: event.type,
        payloadHash: event.payloadHash,
        amount: event.amount,
        currency: event.currency,
        outcome: 'ignored',
        source,
        receivedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: paymentProviderEvents.id })
    if (!recorded) {
      const [earlier] = await tx
        .select()
        .from(paymentProviderEvents)
        .where(
          and(
            eq(paymentProviderEvents.provider, provider),
            eq(paymentProviderEvents.eventId, event.eventId),
          ),
        )
      return {
        outcome: earlier?.outcome ?? 'ignored',
        duplicate: true,
        paymentId: earlier?.paymentId ?? null,
        activation: null,
      }
    }
    const payment = await findPayment(tx, provider, event)
    let result: { outcome: EventOutcome; activation: Activation | null }
    if (!payment) result = { outcome: 'unknown_payment', activation: null }
    else if ((await providerCodeOf(tx, payment)) !== provider) {
      // One payment, one provider: another provider's event for it is refused.
      ctx.log.warn('provider event for a payment of another provider', {
        provider,
        paymentId: payment.id,
        eventId: event.eventId,
      })
      result = { outcome: 'wrong_provider', activation: null }
    } else result = await act(ctx, tx, payment, event, now)
    await tx
      .update(paymentProviderEvents)
      .set({ outcome: result.outcome, paymentId: payment?.id ?? null })
      .where(eq(paymentProviderEvents.id, recorded.id))
    return { ...result, duplicate: false, paymentId: payment?.id ?? null }
  })

  if (applied.outcome === 'refunded' && !applied.duplicate && applied.paymentId !== null) {
    await refundedAtProvider(ctx, provider, event, applied.paymentId)
  }
  return applied
}

/** What the event does to the locked payment. */
async function act(
  ctx: EngineContext,
  tx: Tx,
  payment: PaymentRow,
  event: ProviderEvent,
  now: Date,
): Promise<{ outcome: EventOutcome; activation: Activation | null }> {
  const none = { activation: null }
  const pending = payment.status === 'pending'
  switch (event.kind) {
    case 'ignored':
      return { outcome: 'ignored', ...none }
    case 'pending':
      // NOWPayments names its payment before it is paid: reconciliation asks by that id.
      if (pending && !payment.providerReference && event.providerReference) {
        await tx
          .update(payments)
          .set({ providerReference: event.providerReference, updatedAt: now })
          .where(eq(payments.id, payment.id))
      }
      return { outcome: 'pending', ...none }
    case 'canceled':
      if (!pending) return { outcome: 'ignored', ...none }
      await cancelLockedPayment(tx, payment, now)
      return { outcome: 'canceled', ...none }
    case 'partially_paid':
      if (!pending) return { outcome: 'ignored', ...none }
      await flag(ctx, tx, payment, event, 'partially_paid', now)
      return { outcome: 'flagged', ...none }
    case 'refunded':
      return { outcome: payment.status === 'paid' ? 'refunded' : 'ignored', ...none }
    case 'paid': {
      const exact =
        event.amount !== null &&
        D(event.amount).eq(payment.finalPrice) &&
        event.currency?.toLowerCase() === INVOICE_CURRENCY
      if (payment.status === 'paid') return { outcome: 'already_paid', ...none }
      if (!exact) {
        await flag(ctx, tx, payment, event, 'amount_mismatch', now)
        return { outcome: 'flagged', ...none }
      }
      if (!pending) {
        // Paid after the buyer superseded the order or it expired: money to give back.
        if (payment.status === 'canceled') {
          await flag(ctx, tx, payment, event, 'paid_after_cancel', now)
          return { outcome: 'flagged', ...none }
        }
        return { outcome: 'ignored', ...none }
      }
      const activation = await activateLockedPayment(ctx, tx, payment, {
        providerReference: event.providerReference,
        now,
      })
      return { outcome: 'activated', activation }
    }
  }
}

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
async function flag(
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

/**
 * A refund made at the provider (its dashboard, or our staff's refund
 * whose webhook comes back): the platform's refund runs once; a payment
 * already refunded answers 422 there and nothing more happens. When the
 * refund cannot run, the event is forgotten so the provider's retry can.
 */
async function refundedAtProvider(
  ctx: EngineContext,
  provider: string,
  event: ProviderEvent,
  paymentId: number,
): Promise<void> {
  const note = providerTexts.refundedByProviderNote.replace(
    '{reference}',
    event.providerReference ?? event.eventId,
  )
  try {
    await refundPayment(ctx, null, paymentId, note, { atProvider: false })
  } catch (error) {
    if (error instanceof DomainError && error.kind === 'invalid') return
    await ctx.db
      .delete(paymentProviderEvents)
      .where(
        and(
          eq(paymentProviderEvents.provider, provider),
          eq(paymentProviderEvents.eventId, event.eventId),
        ),
      )
    throw error
  }
}
