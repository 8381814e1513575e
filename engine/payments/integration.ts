/**
 * What a payment provider's integration implements (docs/decisions/380).
 * A third provider is one new file implementing PaymentIntegration and one
 * line in engine/payments/providers.ts; the engine's flow (activation,
 * cancellation, flags, exactly-once, reconciliation, refunds) is shared:
 * engine/payments/apply-event.ts.
 */
import { createHash } from 'node:crypto'
import type { EngineConfig } from '../config.ts'
import type { EngineContext } from '../context.ts'
import type { Locale } from '../i18n.ts'
import type { PaymentRow } from './activate.ts'

/** Where the browser goes to pay, and the provider's id of that checkout. */
export interface Checkout {
  redirectUrl: string
  /** Stripe's session id, NOWPayments' invoice id; null when the provider has none. */
  checkoutReference: string | null
}

/**
 * What a provider's event means for our payment:
 * paid (in full), partially_paid, canceled (expired, failed), refunded,
 * pending (still under way) or ignored (an event we do not act on).
 */
export type EventKind = 'paid' | 'partially_paid' | 'canceled' | 'refunded' | 'pending' | 'ignored'

/** A provider's event (webhook or reconciliation answer), verified and normalised. */
export interface ProviderEvent {
  /** Unique per provider; a repeat of an id is a duplicate delivery. */
  eventId: string
  /** The provider's own name for it (checkout.session.completed, finished…). */
  type: string
  /** Our payment id as the provider carries it; null when it names none. */
  paymentId: number | null
  kind: EventKind
  /** What the provider reports as charged (paid) or received (partially_paid), exact. */
  amount: string | null
  /** Lower case ISO code (usd). */
  currency: string | null
  /** The provider's id of the money movement (payment intent, NOWPayments payment id). */
  providerReference: string | null
  /**
   * The payer as the provider knows them across payments (Stripe: the card's
   * fingerprint), a risk signal (issue 33); absent when the event names none.
   */
  payer?: string | null
  payloadHash: string
}

/** A webhook as it arrived: the exact bytes, for signatures over the raw body. */
export interface WebhookRequest {
  rawBody: string
  header(name: string): string | undefined
}

/** A webhook refused before anything is read: a bad signature or a body that is not JSON. */
export class WebhookRejected extends Error {
  readonly reason: 'signature' | 'malformed'
  constructor(reason: 'signature' | 'malformed', message: string) {
    super(message)
    this.name = 'WebhookRejected'
    this.reason = reason
  }
}

export interface CheckoutRequest {
  payment: PaymentRow
  locale: Locale
  /** The web's /payments/callback/success|failure for this payment. */
  successUrl: string
  cancelUrl: string
}

export interface PaymentIntegration {
  readonly code: string
  /** Offered only when this is true (its keys are set, or the sandbox is enabled). */
  configured(config: EngineConfig): boolean
  /** Creates the provider's checkout for a pending payment. */
  checkout(ctx: EngineContext, request: CheckoutRequest): Promise<Checkout>
  /** Verifies and reads a webhook; throws WebhookRejected. Absent: no webhook (the sandbox). */
  verifyWebhook?(ctx: EngineContext, request: WebhookRequest): ProviderEvent
  /** Asks the provider what became of a pending payment; null when it cannot tell. */
  reconcile?(ctx: EngineContext, payment: PaymentRow): Promise<ProviderEvent | null>
  /** Refunds a paid payment through the provider's API; answers the provider's refund id. Absent: manual refunds only. */
  refund?(ctx: EngineContext, payment: PaymentRow): Promise<string>
  /**
   * Without a refund API, staff send the money back by hand and record the
   * transaction's reference with the refund (NOWPayments). False or absent
   * with no `refund`: nothing to send (the sandbox).
   */
  readonly refundsByHand?: boolean
}

/** How a refund of this provider's payment sends the money back (contract refundWays). */
export function refundWay(
  integration: PaymentIntegration | undefined,
): 'provider' | 'manual' | 'none' {
  if (integration?.refund) return 'provider'
  return integration?.refundsByHand ? 'manual' : 'none'
}

export function payloadHash(rawBody: string): string {
  return createHash('sha256').update(rawBody).digest('hex')
}

/** Our payment id as a provider echoes it back ("42"), or null. */
export function ourPaymentId(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : value
  if (typeof text !== 'string' || !/^\d{1,9}$/.test(text)) return null
  const id = Number(text)
  return id > 0 ? id : null
}
