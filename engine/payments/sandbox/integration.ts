/**
 * The built-in sandbox as a PaymentIntegration: its checkout is the signed
 * link to its hosted page. Its confirmation keeps its own route and answers
 * (POST /v1/payments/callback/sandbox, decision 180): it is our own page
 * calling in-process, so it has no webhook here, nothing to reconcile and
 * no refund API.
 */
import type { PaymentIntegration } from '../integration.ts'
import { pageSignature } from './signature.ts'

export const sandboxIntegration: PaymentIntegration = {
  code: 'sandbox',
  configured: (config) => config.PAYMENT_SANDBOX_ENABLED,
  async checkout(ctx, { payment, locale }) {
    const url = new URL(`/sandbox/pay/${payment.id}`, ctx.config.ENGINE_PUBLIC_URL)
    url.searchParams.set('signature', pageSignature(ctx.config.PAYMENT_SANDBOX_SECRET, payment.id))
    url.searchParams.set('lang', locale)
    return { redirectUrl: url.toString(), checkoutReference: null }
  },
}
