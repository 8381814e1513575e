/**
 * Crypto through NOWPayments invoices (docs/decisions/380). The engine
 * creates an invoice (POST /invoice, x-api-key) for the final price in USD
 * with our payment id as order_id, and sends the browser to its invoice_url.
 * IPNs are verified with the IPN secret (signature.ts); reconciliation asks
 * GET /payment/{payment_id} once an IPN has told us the provider's payment
 * id. NOWPayments has no refund API: staff record refunds by hand.
 */
import { D } from '#money/decimal.ts'
import type { PaymentRow } from '../activate.ts'
import {
  type EventKind,
  ourPaymentId,
  type PaymentIntegration,
  type ProviderEvent,
  payloadHash,
  WebhookRejected,
} from '../integration.ts'
import { NOWPAYMENTS_SIGNATURE_HEADER, verifyIpnSignature } from './signature.ts'

const KINDS: Record<string, EventKind> = {
  waiting: 'pending',
  confirming: 'pending',
  confirmed: 'pending',
  sending: 'pending',
  partially_paid: 'partially_paid',
  finished: 'paid',
  failed: 'canceled',
  expired: 'canceled',
  refunded: 'refunded',
}

type Json = Record<string, unknown>

/**
 * Parses JSON keeping every number's exact text (price_amount 106.8 stays
 * "106.8"), so amounts never pass through a float.
 */
function parseExact(text: string): Json {
  const reviver = (_key: string, value: unknown, context?: { source?: string }) =>
    typeof value === 'number' && context?.source !== undefined ? context.source : value
  const parsed: unknown = JSON.parse(text, reviver as (key: string, value: unknown) => unknown)
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
    throw new SyntaxError('not an object')
  return parsed as Json
}

const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : null

const amount = (value: unknown) => {
  const t = text(value)
  return t !== null && /^\d+(\.\d+)?$/.test(t) ? D(t).toString() : null
}

/** A payment status (IPN or GET /payment) as a ProviderEvent. */
function statusEvent(body: Json, hash: string, prefix: string): ProviderEvent {
  const status = text(body.payment_status) ?? 'unknown'
  const kind = KINDS[status] ?? 'ignored'
  const partial = kind === 'partially_paid'
  const reference = text(body.payment_id)
  return {
    // IPNs carry no event id: the payment, its status and what was paid identify a delivery.
    eventId: `${prefix}${reference}:${status}:${text(body.actually_paid) ?? ''}`,
    type: status,
    paymentId: ourPaymentId(body.order_id),
    kind,
    amount: amount(partial ? body.actually_paid : body.price_amount),
    currency: (text(partial ? body.pay_currency : body.price_currency) ?? '').toLowerCase() || null,
    providerReference: reference,
    payloadHash: hash,
  }
}

function apiUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}${path}`
}

async function call(apiKey: string, url: string, init: RequestInit = {}): Promise<Json> {
  const response = await fetch(url, {
    ...init,
    headers: { 'x-api-key': apiKey, 'content-type': 'application/json', ...init.headers },
    signal: AbortSignal.timeout(15_000),
  })
  const body = await response.text()
  if (!response.ok) throw new Error(`NOWPayments ${url} answered ${response.status}`)
  return parseExact(body)
}

export const nowpaymentsIntegration: PaymentIntegration = {
  code: 'nowpayments',
  // NOWPayments has no refund API for invoices: staff pay back and note the transaction.
  refundsByHand: true,

  configured: (config) => Boolean(config.NOWPAYMENTS_API_KEY && config.NOWPAYMENTS_IPN_SECRET),

  async checkout(ctx, request) {
    const { payment } = request
    const ipn = new URL('/v1/payments/callback/nowpayments', ctx.config.ENGINE_PUBLIC_URL)
    // price_amount is written as the exact decimal text, not a float.
    const body = JSON.stringify({
      price_amount: '__PRICE__',
      price_currency: 'usd',
      order_id: String(payment.id),
      order_description: payment.title,
      ipn_callback_url: ipn.toString(),
      success_url: request.successUrl,
      cancel_url: request.cancelUrl,
    }).replace('"__PRICE__"', D(payment.finalPrice).toFixed(2))
    const invoice = await call(
      ctx.config.NOWPAYMENTS_API_KEY ?? '',
      apiUrl(ctx.config.NOWPAYMENTS_API_URL, '/invoice'),
      { method: 'POST', body },
    )
    const id = text(invoice.id)
    const url = text(invoice.invoice_url)
    if (!id || !url) throw new Error('NOWPayments invoice without id or invoice_url')
    return { redirectUrl: url, checkoutReference: id }
  },

  verifyWebhook(ctx, request) {
    let plain: unknown
    let exact: Json
    try {
      plain = JSON.parse(request.rawBody)
      exact = parseExact(request.rawBody)
    } catch {
      throw new WebhookRejected('malformed', 'the body is not a JSON object')
    }
    const signature = request.header(NOWPAYMENTS_SIGNATURE_HEADER) ?? ''
    if (!verifyIpnSignature(ctx.config.NOWPAYMENTS_IPN_SECRET ?? '', plain, signature)) {
      throw new WebhookRejected('signature', 'x-nowpayments-sig does not match')
    }
    return statusEvent(exact, payloadHash(request.rawBody), '')
  },

  async reconcile(ctx, payment: PaymentRow) {
    // Known once an IPN (even "waiting") has named the provider's payment.
    if (!payment.providerReference) return null
    const url = apiUrl(
      ctx.config.NOWPAYMENTS_API_URL,
      `/payment/${encodeURIComponent(payment.providerReference)}`,
    )
    const body = await call(ctx.config.NOWPAYMENTS_API_KEY ?? '', url)
    return statusEvent(body, payloadHash(JSON.stringify(body)), 'reconcile:')
  },
}
