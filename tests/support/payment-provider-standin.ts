/**
 * A stand-in for Stripe and NOWPayments on one local port, speaking the
 * documented shapes of the endpoints the engine uses (providers.md):
 *
 * - Stripe: POST /v1/checkout/sessions (form-encoded, Bearer key),
 *   GET /v1/checkout/sessions/{id}, POST /v1/refunds; a hosted page
 *   /stripe/pay/{id} whose Pay completes the session, signs the
 *   checkout.session.completed event as Stripe does
 *   (webhooks.generateTestHeaderString) and sends it to the engine.
 * - NOWPayments: POST /v1/invoice and GET /v1/payment/{id} (x-api-key); a
 *   hosted invoice /nowpayments/invoice/{id} paying in full or in part, with
 *   the IPN signed as NOWPayments signs it (HMAC-SHA512 over sorted JSON).
 *
 * Webhooks go out through `deliver` (the engine in-process in integration
 * tests, over HTTP in Playwright); `lose` drops them (a lost webhook).
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import Stripe from 'stripe'
import { ipnSignature } from '../../engine/payments/nowpayments/signature.ts'
import { STANDIN_KEYS } from './standin-keys.ts'
import { StandinServer } from './standin-server.ts'

export { STANDIN_KEYS }

export interface Delivery {
  path: string
  body: string
  headers: Record<string, string>
}
export type Deliver = (delivery: Delivery) => Promise<number>

export interface StripeSession {
  id: string
  object: 'checkout.session'
  url: string
  status: 'open' | 'complete' | 'expired'
  payment_status: 'unpaid' | 'paid'
  amount_total: number
  currency: string
  client_reference_id: string | null
  metadata: Record<string, string>
  payment_intent: string | null
  success_url: string
  cancel_url: string
  mode: 'payment'
  product_name: string
}

export interface NowInvoice {
  id: string
  order_id: string
  price_amount: string
  price_currency: string
  invoice_url: string
  success_url: string
  cancel_url: string
  ipn_callback_url: string
  payment_id: number | null
}

const stripeSdk = new Stripe('sk_test_signing_only')
let counter = 0
const next = () => ++counter

function read(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let body = ''
    req.setEncoding('utf8')
    req.on('data', (chunk: string) => {
      body += chunk
    })
    req.on('end', () => resolve(body))
  })
}

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' })
  res.end(JSON.stringify(body))
}

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body><main><h1>${title}</h1>${body}</main></body></html>`

export class PaymentProviderStandin extends StandinServer {
  readonly sessions = new Map<string, StripeSession>()
  readonly invoices = new Map<string, NowInvoice>()
  /** NOWPayments payments by payment_id: what GET /payment/{id} answers. */
  readonly nowPayments = new Map<number, Record<string, unknown>>()
  readonly refunds: Array<{ id: string; payment_intent: string }> = []
  /** Every API request, for assertions on what the engine sent. */
  readonly requests: Array<{
    method: string
    path: string
    body: string
    headers: IncomingMessage['headers']
  }> = []
  /** Statuses to answer the next API calls with (e.g. 500: the provider is down). */
  failNext: number[] = []
  /** When true, webhooks are not delivered (a lost webhook). */
  lose = false
  deliver: Deliver

  constructor(deliver: Deliver) {
    super()
    this.deliver = deliver
  }

  protected fail(res: ServerResponse, error: unknown): void {
    json(res, 500, { error: String(error) })
  }

  /** The engine's configuration pointing at this stand-in. */
  env(): Record<string, string> {
    return {
      ...STANDIN_KEYS,
      STRIPE_API_URL: this.origin,
      NOWPAYMENTS_API_URL: `${this.origin}/v1`,
    }
  }

  // ---- Stripe -------------------------------------------------------------

  /** A signed Stripe event, as Stripe would POST it. */
  stripeEvent(type: string, object: unknown, id = `evt_${next()}`): Delivery {
    const body = JSON.stringify({
      id,
      object: 'event',
      api_version: '2026-10-28.endive',
      created: Math.floor(Date.now() / 1000),
      type,
      data: { object },
      livemode: false,
      pending_webhooks: 1,
    })
    const signature = stripeSdk.webhooks.generateTestHeaderString({
      payload: body,
      secret: STANDIN_KEYS.STRIPE_WEBHOOK_SECRET,
    })
    return {
      path: '/v1/payments/callback/stripe',
      body,
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    }
  }

  /** The buyer pays the session: it completes; answers the completed event (not yet sent). */
  payStripe(sessionId: string, amountTotal?: number): Delivery {
    const session = this.sessions.get(sessionId)
    if (!session) throw new Error(`no session ${sessionId}`)
    session.status = 'complete'
    session.payment_status = 'paid'
    session.payment_intent = `pi_${next()}`
    if (amountTotal !== undefined) session.amount_total = amountTotal
    return this.stripeEvent('checkout.session.completed', { ...session })
  }

  /**
   * A charge.succeeded event for a paid session, taken from the card of this
   * fingerprint (Stripe copies the payment intent's metadata to the charge).
   */
  stripeChargeSucceeded(sessionId: string, fingerprint: string): Delivery {
    const session = this.sessions.get(sessionId)
    if (!session?.payment_intent) throw new Error(`session ${sessionId} is not paid`)
    return this.stripeEvent('charge.succeeded', {
      id: `ch_${next()}`,
      object: 'charge',
      amount: session.amount_total,
      currency: session.currency,
      payment_intent: session.payment_intent,
      paid: true,
      metadata: { ...session.metadata },
      payment_method_details: { type: 'card', card: { brand: 'visa', last4: '4242', fingerprint } },
    })
  }

  /** A charge.refunded event for a paid session. */
  stripeRefundedEvent(sessionId: string): Delivery {
    const session = this.sessions.get(sessionId)
    if (!session?.payment_intent) throw new Error(`session ${sessionId} is not paid`)
    return this.stripeEvent('charge.refunded', {
      id: `ch_${next()}`,
      object: 'charge',
      amount: session.amount_total,
      amount_refunded: session.amount_total,
      currency: session.currency,
      payment_intent: session.payment_intent,
      refunded: true,
      metadata: {},
    })
  }

  // ---- NOWPayments ---------------------------------------------------------

  /** The buyer pays the invoice (fully or not); answers the signed IPN (not yet sent). */
  payInvoice(
    invoiceId: string,
    status: string,
    actuallyPaid: string,
    priceAmount?: string,
  ): Delivery {
    const invoice = this.invoices.get(invoiceId)
    if (!invoice) throw new Error(`no invoice ${invoiceId}`)
    invoice.payment_id ??= 5_000_000_000 + next()
    const payment = {
      payment_id: invoice.payment_id,
      invoice_id: Number(invoice.id),
      payment_status: status,
      pay_address: 'TXYZstandinaddress',
      price_amount: Number(priceAmount ?? invoice.price_amount),
      price_currency: invoice.price_currency,
      pay_amount: Number(invoice.price_amount),
      actually_paid: Number(actuallyPaid),
      pay_currency: 'usdttrc20',
      order_id: invoice.order_id,
      order_description: 'PropTrade challenge',
      purchase_id: String(next()),
      outcome_amount: Number(actuallyPaid),
      outcome_currency: 'usdttrc20',
      created_at: new Date().toISOString(),
      updated_at: new Date().toISOString(),
    }
    this.nowPayments.set(invoice.payment_id, payment)
    return this.ipn(payment)
  }

  ipn(payment: Record<string, unknown>, secret = STANDIN_KEYS.NOWPAYMENTS_IPN_SECRET): Delivery {
    const body = JSON.stringify(payment)
    return {
      path: '/v1/payments/callback/nowpayments',
      body,
      headers: {
        'content-type': 'application/json',
        'x-nowpayments-sig': ipnSignature(secret, payment),
      },
    }
  }

  /** Sends a webhook unless webhooks are lost; answers the engine's status (0 when lost). */
  async send(delivery: Delivery): Promise<number> {
    if (this.lose) return 0
    return this.deliver(delivery)
  }

  // ---- HTTP ---------------------------------------------------------------

  protected async handle(req: IncomingMessage, res: ServerResponse): Promise<unknown> {
    const url = new URL(req.url ?? '/', this.origin)
    const body = await read(req)
    const path = url.pathname
    if (path.startsWith('/v1/')) {
      this.requests.push({ method: req.method ?? 'GET', path, body, headers: req.headers })
      const failure = this.failNext.shift()
      if (failure)
        return json(res, failure, { error: { type: 'api_error', message: 'stand-in failure' } })
    }
    if (req.method === 'POST' && path === '/v1/checkout/sessions')
      return this.createSession(req, res, body)
    const session = path.match(/^\/v1\/checkout\/sessions\/([\w]+)$/)
    if (req.method === 'GET' && session?.[1]) {
      const found = this.sessions.get(session[1])
      return found
        ? json(res, 200, found)
        : json(res, 404, { error: { type: 'invalid_request_error' } })
    }
    if (req.method === 'POST' && path === '/v1/refunds') {
      const params = new URLSearchParams(body)
      const refund = {
        id: `re_${next()}`,
        object: 'refund',
        status: 'succeeded',
        payment_intent: params.get('payment_intent') ?? '',
      }
      this.refunds.push(refund)
      return json(res, 200, refund)
    }
    if (req.method === 'POST' && path === '/v1/invoice') return this.createInvoice(req, res, body)
    const nowPayment = path.match(/^\/v1\/payment\/(\d+)$/)
    if (req.method === 'GET' && nowPayment?.[1]) {
      if (req.headers['x-api-key'] !== STANDIN_KEYS.NOWPAYMENTS_API_KEY)
        return json(res, 403, { message: 'Invalid api key' })
      const found = this.nowPayments.get(Number(nowPayment[1]))
      return found ? json(res, 200, found) : json(res, 404, { message: 'Payment not found' })
    }
    return this.hostedPages(req, res, path, body)
  }

  private createSession(req: IncomingMessage, res: ServerResponse, body: string) {
    if (req.headers.authorization !== `Bearer ${STANDIN_KEYS.STRIPE_SECRET_KEY}`) {
      return json(res, 401, {
        error: { type: 'invalid_request_error', message: 'Invalid API Key' },
      })
    }
    const p = new URLSearchParams(body)
    const id = `cs_test_${next()}`
    const created: StripeSession = {
      id,
      object: 'checkout.session',
      url: `${this.origin}/stripe/pay/${id}`,
      status: 'open',
      payment_status: 'unpaid',
      amount_total:
        Number(p.get('line_items[0][price_data][unit_amount]')) *
        Number(p.get('line_items[0][quantity]')),
      currency: p.get('line_items[0][price_data][currency]') ?? '',
      client_reference_id: p.get('client_reference_id'),
      metadata: { payment_id: p.get('metadata[payment_id]') ?? '' },
      payment_intent: null,
      success_url: p.get('success_url') ?? '',
      cancel_url: p.get('cancel_url') ?? '',
      mode: 'payment',
      product_name: p.get('line_items[0][price_data][product_data][name]') ?? '',
    }
    this.sessions.set(id, created)
    return json(res, 200, created)
  }

  private createInvoice(req: IncomingMessage, res: ServerResponse, body: string) {
    if (req.headers['x-api-key'] !== STANDIN_KEYS.NOWPAYMENTS_API_KEY)
      return json(res, 403, { message: 'Invalid api key' })
    // Keep price_amount's exact text, as the engine wrote it.
    const price = body.match(/"price_amount":([\d.]+)/)?.[1] ?? ''
    const p = JSON.parse(body) as Record<string, string>
    const id = String(4_000_000_000 + next())
    const invoice: NowInvoice = {
      id,
      order_id: p.order_id ?? '',
      price_amount: price,
      price_currency: p.price_currency ?? '',
      invoice_url: `${this.origin}/nowpayments/invoice/${id}`,
      success_url: p.success_url ?? '',
      cancel_url: p.cancel_url ?? '',
      ipn_callback_url: p.ipn_callback_url ?? '',
      payment_id: null,
    }
    this.invoices.set(id, invoice)
    return json(res, 200, {
      ...invoice,
      price_amount: Number(price),
      created_at: new Date().toISOString(),
    })
  }

  /** The providers' own pages the browser visits (Playwright). */
  private async hostedPages(req: IncomingMessage, res: ServerResponse, path: string, body: string) {
    const stripePage = path.match(/^\/stripe\/pay\/(\w+)$/)
    const stripeSession = stripePage?.[1] ? this.sessions.get(stripePage[1]) : undefined
    if (stripeSession && req.method === 'GET') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      const amount = (stripeSession.amount_total / 100).toFixed(2)
      return res.end(
        page(
          'Stand-in Stripe Checkout',
          `<p>${stripeSession.product_name}</p><p>Pay $${amount}</p><form method="post"><button type="submit">Pay</button></form>`,
        ),
      )
    }
    if (stripeSession && req.method === 'POST') {
      await this.send(this.payStripe(stripeSession.id))
      res.writeHead(303, { location: stripeSession.success_url })
      return res.end()
    }
    const invoicePage = path.match(/^\/nowpayments\/invoice\/(\d+)$/)
    const invoice = invoicePage?.[1] ? this.invoices.get(invoicePage[1]) : undefined
    if (invoice && req.method === 'GET') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      return res.end(
        page(
          'Stand-in NOWPayments invoice',
          `<p>${invoice.price_amount} USD in USDT (TRC20)</p><form method="post"><input name="paid" aria-label="Amount sent" value="${invoice.price_amount}"><button type="submit">Send</button></form>`,
        ),
      )
    }
    if (invoice && req.method === 'POST') {
      const paid = new URLSearchParams(body).get('paid') ?? invoice.price_amount
      const full = Number(paid) >= Number(invoice.price_amount)
      await this.send(this.payInvoice(invoice.id, full ? 'finished' : 'partially_paid', paid))
      res.writeHead(303, { location: full ? invoice.success_url : invoice.cancel_url })
      return res.end()
    }
    json(res, 404, { error: 'not found' })
  }
}
