/**
 * Cards through Stripe Checkout, with the official SDK (docs/decisions/380).
 * The engine creates a Checkout Session for the invoice's final price (USD
 * cents, computed exactly), carrying our payment id as client_reference_id
 * and in metadata; the webhook (Stripe-Signature over the raw body, 5-minute
 * tolerance) and the reconciliation (retrieving the session) both become
 * ProviderEvents; refunds go through the Refunds API.
 */
import Stripe from 'stripe'
import { D } from '#money/decimal.ts'
import type { EngineConfig } from '../../config.ts'
import type { EngineContext } from '../../context.ts'
import type { PaymentRow } from '../activate.ts'
import {
  type Checkout,
  type CheckoutRequest,
  ourPaymentId,
  type PaymentIntegration,
  type ProviderEvent,
  payloadHash,
  WebhookRejected,
} from '../integration.ts'

/** Stripe's default: a signature older than this is refused (replays). */
const TOLERANCE_SECONDS = 300

/** The engine's Stripe client, built with its context at boot; undefined when Stripe is not configured. */
export function createStripeClient(config: EngineConfig): Stripe | undefined {
  if (!config.STRIPE_SECRET_KEY) return undefined
  const url = new URL(config.STRIPE_API_URL)
  const protocol = url.protocol === 'http:' ? 'http' : 'https'
  return new Stripe(config.STRIPE_SECRET_KEY, {
    host: url.hostname,
    port: url.port || (protocol === 'http' ? 80 : 443),
    protocol,
    maxNetworkRetries: 2,
    timeout: 15_000,
    telemetry: false,
  })
}

function stripeOf(ctx: EngineContext): Stripe {
  if (!ctx.stripe) throw new Error('Stripe is not configured')
  return ctx.stripe
}

/** "106.80" → 10680; refuses anything that is not whole cents. */
export function toCents(amount: string): number {
  const cents = D(amount).mul(100)
  if (!cents.isMultipleOf(D(1)) || !cents.isPositive()) {
    throw new Error(`${amount} is not a positive amount of whole cents`)
  }
  return Number(cents.toFixed(0))
}

const fromCents = (cents: number) => D(BigInt(cents)).div(100, 2).toFixed(2)

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null)

function sessionEvent(
  session: Stripe.Checkout.Session,
  eventId: string,
  type: string,
  hash: string,
): ProviderEvent {
  const paid = session.status === 'complete' && session.payment_status === 'paid'
  const kind =
    type === 'checkout.session.expired' || session.status === 'expired'
      ? 'canceled'
      : type === 'checkout.session.async_payment_failed'
        ? 'canceled'
        : paid || session.payment_status === 'paid'
          ? 'paid'
          : 'pending'
  return {
    eventId,
    type,
    paymentId: ourPaymentId(session.client_reference_id ?? session.metadata?.payment_id),
    kind,
    amount: session.amount_total === null ? null : fromCents(session.amount_total),
    currency: session.currency,
    providerReference: idOf(session.payment_intent),
    payloadHash: hash,
  }
}

function chargeEvent(charge: Stripe.Charge, eventId: string, hash: string): ProviderEvent {
  return {
    eventId,
    type: 'charge.refunded',
    // Charges carry no client reference: the payment is found by its payment intent.
    paymentId: ourPaymentId(charge.metadata?.payment_id),
    // A partial refund is recorded, not acted on: staff decide.
    kind: charge.refunded ? 'refunded' : 'ignored',
    amount: fromCents(charge.amount_refunded),
    currency: charge.currency,
    providerReference: idOf(charge.payment_intent),
    payloadHash: hash,
  }
}

/**
 * A succeeded charge names the card it took (its fingerprint, the same for
 * one card number whoever pays): the payment's payer (issue 33). Stripe
 * copies the payment intent's metadata (our payment id) to the charge.
 */
function chargeSucceeded(charge: Stripe.Charge, eventId: string, hash: string): ProviderEvent {
  const fingerprint = charge.payment_method_details?.card?.fingerprint
  return {
    eventId,
    type: 'charge.succeeded',
    paymentId: ourPaymentId(charge.metadata?.payment_id),
    kind: 'ignored',
    amount: null,
    currency: charge.currency,
    providerReference: idOf(charge.payment_intent),
    payer: fingerprint ? `card:${fingerprint}` : null,
    payloadHash: hash,
  }
}

export const stripeIntegration: PaymentIntegration = {
  code: 'stripe',

  configured: (config) => Boolean(config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET),

  async checkout(ctx, request: CheckoutRequest): Promise<Checkout> {
    const { payment } = request
    const session = await stripeOf(ctx).checkout.sessions.create(
      {
        mode: 'payment',
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: 'usd',
              unit_amount: toCents(payment.finalPrice),
              product_data: { name: payment.title },
            },
          },
        ],
        client_reference_id: String(payment.id),
        metadata: { payment_id: String(payment.id) },
        payment_intent_data: { metadata: { payment_id: String(payment.id) } },
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
      },
      // A retried create (network) answers the same session.
      { idempotencyKey: `proptrade-payment-${payment.id}` },
    )
    if (!session.url) throw new Error(`Stripe session ${session.id} has no url`)
    return { redirectUrl: session.url, checkoutReference: session.id }
  },

  verifyWebhook(ctx, request) {
    const secret = ctx.config.STRIPE_WEBHOOK_SECRET ?? ''
    const header = request.header('stripe-signature')
    if (!header) throw new WebhookRejected('signature', 'missing Stripe-Signature')
    let event: Stripe.Event
    try {
      event = stripeOf(ctx).webhooks.constructEvent(
        request.rawBody,
        header,
        secret,
        TOLERANCE_SECONDS,
      )
    } catch (error) {
      if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
        throw new WebhookRejected('signature', error.message)
      }
      throw new WebhookRejected('malformed', 'the body is not a Stripe event')
    }
    const hash = payloadHash(request.rawBody)
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded':
      case 'checkout.session.async_payment_failed':
      case 'checkout.session.expired':
        return sessionEvent(event.data.object, event.id, event.type, hash)
      case 'charge.refunded':
        return chargeEvent(event.data.object, event.id, hash)
      case 'charge.succeeded':
        return chargeSucceeded(event.data.object, event.id, hash)
      default:
        return {
          eventId: event.id,
          type: event.type,
          paymentId: null,
          kind: 'ignored',
          amount: null,
          currency: null,
          providerReference: null,
          payloadHash: hash,
        }
    }
  },

  async reconcile(ctx, payment: PaymentRow) {
    if (!payment.checkoutReference) return null
    const session = await stripeOf(ctx).checkout.sessions.retrieve(payment.checkoutReference)
    const raw = JSON.stringify(session)
    const state = `${session.status}:${session.payment_status}`
    return sessionEvent(
      session,
      `reconcile:${session.id}:${state}`,
      'session.retrieved',
      payloadHash(raw),
    )
  },

  async refund(ctx, payment: PaymentRow) {
    if (!payment.providerReference) throw new Error(`Payment ${payment.id} has no payment intent`)
    const refund = await stripeOf(ctx).refunds.create(
      { payment_intent: payment.providerReference },
      { idempotencyKey: `proptrade-refund-${payment.id}` },
    )
    return refund.id
  },
}
