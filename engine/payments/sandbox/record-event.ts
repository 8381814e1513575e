/**
 * The sandbox's confirmations, cancellations and refunds as provider events
 * (issue 32): the staff payments page showed a sandbox payment with no
 * events at all, even a refunded one, where a Stripe or NOWPayments payment
 * shows each event and what the engine did with it. Written in the same
 * transaction as the change it records; a repeated confirmation (same
 * event id) is recorded once.
 */
import type { providerEventOutcomes } from '#contract/payments.ts'
import type { DbOrTx } from '../../db/client.ts'
import { paymentProviderEvents } from '../../db/schema/index.ts'
import { payloadHash } from '../integration.ts'

export interface SandboxEvent {
  paymentId: number
  /** The sandbox's transaction id for a confirmation; the payment's for a refund. */
  eventId: string
  type: 'payment.paid' | 'payment.canceled' | 'payment.refunded'
  outcome: (typeof providerEventOutcomes)[number]
  amount: string | null
  /** What the event carried: hashed, as every provider event's body is. */
  payload: string
  now: Date
}

export async function recordSandboxEvent(tx: DbOrTx, e: SandboxEvent): Promise<void> {
  await tx
    .insert(paymentProviderEvents)
    .values({
      provider: 'sandbox',
      eventId: e.eventId,
      type: e.type,
      paymentId: e.paymentId,
      payloadHash: payloadHash(e.payload),
      amount: e.amount,
      // Our invoices are in US dollars (USDT priced 1:1), as apply-event.ts reads them.
      currency: e.amount === null ? null : 'usd',
      outcome: e.outcome,
      source: 'webhook',
      receivedAt: e.now,
    })
    .onConflictDoNothing()
}
