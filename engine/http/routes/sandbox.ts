/**
 * The built-in sandbox provider's hosted page (/sandbox/pay/{payment}):
 * GET shows it, POST …/pay and …/cancel send the provider's confirmation
 * and land the browser on the web's success or failure page. The signed
 * link is the buyer's only key; the paths are CSRF-exempt.
 */
import type { Context, Hono } from 'hono'
import type { EngineContext } from '../../context.ts'
import type { Locale } from '../../i18n.ts'
import type { PaymentRow } from '../../payments/activate.ts'
import { renderNotFoundPage, renderPaymentPage } from '../../payments/sandbox/page.ts'
import { findSignedPayment, sendConfirmation } from '../../payments/sandbox/provider.ts'
import type { AppEnv } from '../env.ts'

function pageLocale(c: Context<AppEnv>, fromForm?: unknown): Locale {
  const asked = fromForm ?? c.req.query('lang')
  return asked === 'fa' || asked === 'en' ? asked : c.get('locale')
}

function resultUrl(ctx: EngineContext, outcome: 'success' | 'failure', payment: PaymentRow) {
  const url = new URL(`/payments/callback/${outcome}`, ctx.config.WEB_BASE_URL)
  url.searchParams.set('payment_id', String(payment.id))
  return url.toString()
}

export function registerSandboxRoutes(app: Hono<AppEnv>, ctx: EngineContext): void {
  if (!ctx.config.PAYMENT_SANDBOX_ENABLED) return
  const noStore = { 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' }

  app.get('/sandbox/pay/:paymentId', async (c) => {
    const locale = pageLocale(c)
    const signature = c.req.query('signature')
    const payment = await findSignedPayment(ctx, c.req.param('paymentId'), signature)
    if (!payment || !signature) return c.html(renderNotFoundPage(locale), 404, noStore)
    const base = `/sandbox/pay/${payment.id}`
    const html = renderPaymentPage(
      payment,
      {
        payAction: `${base}/pay`,
        cancelAction: `${base}/cancel`,
        signature,
        successUrl: resultUrl(ctx, 'success', payment),
        failureUrl: resultUrl(ctx, 'failure', payment),
      },
      locale,
    )
    return c.html(html, 200, noStore)
  })

  for (const action of ['pay', 'cancel'] as const) {
    app.post(`/sandbox/pay/:paymentId/${action}`, async (c) => {
      const form = await c.req.parseBody()
      const locale = pageLocale(c, form.lang)
      const signature = typeof form.signature === 'string' ? form.signature : undefined
      const payment = await findSignedPayment(ctx, c.req.param('paymentId'), signature)
      if (!payment) return c.html(renderNotFoundPage(locale), 404, noStore)
      const accepted = await sendConfirmation(
        app,
        ctx,
        payment,
        action === 'pay' ? 'paid' : 'canceled',
        locale,
      )
      const outcome = action === 'pay' && accepted ? 'success' : 'failure'
      return c.redirect(resultUrl(ctx, outcome, payment), 303)
    })
  }
}
