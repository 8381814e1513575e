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
 * handled without its effect, nor handled twice. Events arriving together
 * are applied as one batch (event-batcher.ts, docs/decisions/483).
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { providerEventOutcomes } from '#contract/payments.ts'
import { D } from '#money/decimal.ts'
import type { EngineContext } from '../context.ts'
import type { Tx } from '../db/client.ts'
import { pipelinedTransaction } from '../db/pipelined-transaction.ts'
import { paymentProviderEvents, paymentProviders, payments } from '../db/schema/index.ts'
import { type Activation, activateLockedPayments, type PaymentRow } from './activate.ts'
import { cancelLockedPayment } from './cancel.ts'
import type { BatchItem } from './event-batcher.ts'
import { flag } from './flag.ts'
import type { ProviderEvent } from './integration.ts'
import { recordPayer } from './payer-signal.ts'
import { refundedAtProvider } from './refunded-at-provider.ts'

export type EventOutcome = (typeof providerEventOutcomes)[number]

export interface AppliedEvent {
  outcome: EventOutcome
  duplicate: boolean
  paymentId: number | null
  activation: Activation | null
}

/** Our invoices are in US dollars (USDT priced 1:1). */
const INVOICE_CURRENCY = 'usd'

/** The payment a reference-only event names (Stripe's charge.refunded names the payment intent). */
async function paymentIdByReference(tx: Tx, provider: string, event: ProviderEvent) {
  if (event.paymentId !== null) return event.paymentId
  if (!event.providerReference) return null
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
  return row?.id ?? null
}

/** Locks the payments (in id order, as every locker does) with their provider's code. */
async function lockPayments(tx: Tx, ids: number[]) {
  if (ids.length === 0) return new Map<number, { payment: PaymentRow; code: string | null }>()
  const rows = await tx
    .select({ payment: payments, code: paymentProviders.code })
    .from(payments)
    .leftJoin(paymentProviders, eq(paymentProviders.id, payments.providerId))
    .where(inArray(payments.id, ids))
    .orderBy(asc(payments.id))
    .for('update', { of: payments })
  return new Map(rows.map((row) => [row.payment.id, row]))
}

const keyOf = (provider: string, eventId: string) => `${provider}\u0000${eventId}`

export async function applyProviderEvent(
  ctx: EngineContext,
  provider: string,
  event: ProviderEvent,
  source: 'webhook' | 'reconciliation',
): Promise<AppliedEvent> {
  const applied = await ctx.providerEvents.apply({
    provider,
    event,
    source,
  })
  if (applied.outcome === 'refunded' && !applied.duplicate && applied.paymentId !== null) {
    await refundedAtProvider(ctx, provider, event, applied.paymentId)
  }
  // The payer the provider names is a risk signal, recorded after the event committed (issue 33).
  if (event.payer && !applied.duplicate && applied.paymentId !== null)
    if (applied.outcome !== 'wrong_provider' && applied.outcome !== 'unknown_payment')
      await recordPayer(ctx, provider, applied.paymentId, event.payer)
  return applied
}

/**
 * Events of distinct payments and event ids (event-batcher.ts), applied in
 * one transaction: recorded in one statement, their payments locked in
 * one, the activations among them made together; answered in their order.
 */
export async function applyEventBatch(
  ctx: EngineContext,
  items: BatchItem[],
): Promise<AppliedEvent[]> {
  const now = ctx.clock.now()
  // Every event of a batch of several names its payment (event-batcher.ts):
  // those payments are locked in the same pipeline as the events' insert
  // (a payment of a duplicate event too: harmless, it is only held to commit).
  const known = items.every((i) => i.event.paymentId !== null)
  return pipelinedTransaction(ctx, async (tx): Promise<AppliedEvent[]> => {
    const lockedEarly = known
      ? lockPayments(tx, [...new Set(items.map((i) => i.event.paymentId as number))])
      : null
    // Awaited below; a failed insert rolls back and leaves this one unread.
    lockedEarly?.catch(() => {})
    const recorded = await tx
      .insert(paymentProviderEvents)
      .values(
        items.map(({ provider, event, source }) => ({
          provider,
          eventId: event.eventId,
          type: event.type,
          payloadHash: event.payloadHash,
          amount: event.amount,
          currency: event.currency,
          outcome: 'ignored' as const,
          source,
          receivedAt: now,
        })),
      )
      .onConflictDoNothing()
      .returning({
        id: paymentProviderEvents.id,
        provider: paymentProviderEvents.provider,
        eventId: paymentProviderEvents.eventId,
      })
    const recordedId = new Map(recorded.map((r) => [keyOf(r.provider, r.eventId), r.id]))
    const earlier = await earlierEvents(
      tx,
      items.filter((i) => !recordedId.has(keyOf(i.provider, i.event.eventId))),
    )
    const paymentIds = await Promise.all(
      items.map((i) =>
        recordedId.has(keyOf(i.provider, i.event.eventId))
          ? paymentIdByReference(tx, i.provider, i.event)
          : null,
      ),
    )
    const locked =
      (await lockedEarly) ??
      (await lockPayments(tx, [...new Set(paymentIds.filter((id): id is number => id !== null))]))
    const answers: AppliedEvent[] = []
    const activations: { index: number; payment: PaymentRow; reference: string | null }[] = []
    const outcomes: { id: number; outcome: EventOutcome; payment_id: number | null }[] = []
    for (const [index, { provider, event }] of items.entries()) {
      const eventRowId = recordedId.get(keyOf(provider, event.eventId))
      if (eventRowId === undefined) {
        const row = earlier.get(keyOf(provider, event.eventId))
        answers.push({
          outcome: row?.outcome ?? 'ignored',
          duplicate: true,
          paymentId: row?.paymentId ?? null,
          activation: null,
        })
        continue
      }
      const paymentId = paymentIds[index] ?? null
      const found = paymentId === null ? undefined : locked.get(paymentId)
      let outcome: EventOutcome
      if (!found) outcome = 'unknown_payment'
      else if (found.code !== provider) {
        // One payment, one provider: another provider's event for it is refused.
        ctx.log.warn('provider event for a payment of another provider', {
          provider,
          paymentId: found.payment.id,
          eventId: event.eventId,
        })
        outcome = 'wrong_provider'
      } else {
        const acted = await act(ctx, tx, found.payment, event, now)
        if (acted === 'activate') {
          activations.push({ index, payment: found.payment, reference: event.providerReference })
          outcome = 'activated'
        } else outcome = acted
      }
      const id = found?.payment.id ?? null
      outcomes.push({ id: eventRowId, outcome, payment_id: id })
      answers.push({ outcome, duplicate: false, paymentId: id, activation: null })
    }
    // The outcomes are known before the activation runs: both statements
    // go in one pipeline (record+lock, activate+outcomes, commit).
    const [activated] = await Promise.all([
      activateLockedPayments(
        ctx,
        tx,
        activations.map((a) => ({ payment: a.payment, providerReference: a.reference })),
        now,
      ),
      outcomes.length === 0
        ? null
        : tx.execute(sql`
      update payment_provider_events as e
         set outcome = v.outcome, payment_id = v.payment_id
        from jsonb_to_recordset(${JSON.stringify(outcomes)}::jsonb)
             as v(id integer, outcome text, payment_id integer)
       where e.id = v.id`),
    ])
    for (const [i, { index }] of activations.entries()) {
      const answer = answers[index]
      if (answer) answer.activation = activated[i] ?? null
    }
    return answers
  })
}

/** The recorded rows of events seen before (duplicates), by provider and event id. */
async function earlierEvents(tx: Tx, duplicates: BatchItem[]) {
  if (duplicates.length === 0) return new Map<string, typeof paymentProviderEvents.$inferSelect>()
  const rows = await tx
    .select()
    .from(paymentProviderEvents)
    .where(
      inArray(
        paymentProviderEvents.eventId,
        duplicates.map((d) => d.event.eventId),
      ),
    )
  return new Map(rows.map((row) => [keyOf(row.provider, row.eventId), row]))
}

/** What the event does to the locked payment; 'activate' when it is to be activated. */
async function act(
  ctx: EngineContext,
  tx: Tx,
  payment: PaymentRow,
  event: ProviderEvent,
  now: Date,
): Promise<EventOutcome | 'activate'> {
  const pending = payment.status === 'pending'
  switch (event.kind) {
    case 'ignored':
      return 'ignored'
    case 'pending':
      // NOWPayments names its payment before it is paid: reconciliation asks by that id.
      if (pending && !payment.providerReference && event.providerReference) {
        await tx
          .update(payments)
          .set({ providerReference: event.providerReference, updatedAt: now })
          .where(eq(payments.id, payment.id))
      }
      return 'pending'
    case 'canceled':
      if (!pending) return 'ignored'
      await cancelLockedPayment(tx, payment, now)
      return 'canceled'
    case 'partially_paid':
      if (!pending) return 'ignored'
      await flag(ctx, tx, payment, event, 'partially_paid', now)
      return 'flagged'
    case 'refunded':
      return payment.status === 'paid' ? 'refunded' : 'ignored'
    case 'paid': {
      const exact =
        event.amount !== null &&
        D(event.amount).eq(payment.finalPrice) &&
        event.currency?.toLowerCase() === INVOICE_CURRENCY
      if (payment.status === 'paid') return 'already_paid'
      if (!exact) {
        await flag(ctx, tx, payment, event, 'amount_mismatch', now)
        return 'flagged'
      }
      if (!pending) {
        // Paid after the buyer superseded the order or it expired: money to give back.
        if (payment.status === 'canceled') {
          await flag(ctx, tx, payment, event, 'paid_after_cancel', now)
          return 'flagged'
        }
        return 'ignored'
      }
      return 'activate'
    }
  }
}
