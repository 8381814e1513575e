/** Payment providers, coupon checks and checkout (contract/payments.ts). */
import type { Hono } from 'hono'
import { paymentEndpoints } from '#contract/payments.ts'
import type { EngineContext } from '../../context.ts'
import { translate } from '../../i18n.ts'
import { priceOrder } from '../../payments/order.ts'
import { buyerPaymentView } from '../../payments/payment-view.ts'
import { availableProviders, presentProvider } from '../../payments/providers.ts'
import { requestPayment } from '../../payments/request-payment.ts'
import { texts } from '../../payments/texts.ts'
import type { AppEnv } from '../env.ts'
import { notFound } from '../errors.ts'
import { mount } from '../route.ts'

export function registerPaymentRoutes(app: Hono<AppEnv>, ctx: EngineContext): void {
  mount(app, ctx, paymentEndpoints.providers, async ({ c }) => {
    const rows = await availableProviders(ctx, ctx.db)
    return { data: rows.map((row) => presentProvider(row, c.get('locale'))) }
  })

  mount(app, ctx, paymentEndpoints.checkCoupon, async ({ body, user, c }) => {
    const locale = c.get('locale')
    const order = await priceOrder(ctx.db, {
      userId: user.id,
      challengeId: body.challenge_id,
      featureIds: body.features,
      coupon: body.coupon,
      now: ctx.clock.now(),
      locale,
    })
    return {
      data: {
        coupon: order.coupon?.code ?? body.coupon,
        order_price: order.orderPrice,
        discount: order.discount,
      },
      message: translate(locale, texts.couponApplied),
      message_type: 'success' as const,
    }
  })

  // The buyer's own payment only: another user's is answered as unknown.
  mount(app, ctx, paymentEndpoints.show, async ({ params, user, c }) => {
    const view = await buyerPaymentView(ctx.db, user.id, params.paymentId, c.get('locale'))
    if (!view) throw notFound()
    return { data: view }
  })

  mount(app, ctx, paymentEndpoints.request, async ({ body, user, c }) => {
    const { result } = await requestPayment(ctx, user.id, body, c.get('locale'))
    return result
  })
}
