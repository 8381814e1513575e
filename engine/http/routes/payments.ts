/** Payment providers, coupon checks and checkout (contract/payments.ts). */
import { and, eq } from 'drizzle-orm'
import type { Hono } from 'hono'
import { paymentEndpoints } from '#contract/payments.ts'
import { D } from '#money/decimal.ts'
import type { EngineContext } from '../../context.ts'
import { challengeActivations, payments } from '../../db/schema/index.ts'
import { translate } from '../../i18n.ts'
import { priceOrder } from '../../payments/order.ts'
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
  mount(app, ctx, paymentEndpoints.show, async ({ params, user }) => {
    const [row] = await ctx.db
      .select({ payment: payments, userChallengeId: challengeActivations.userChallengeId })
      .from(payments)
      .leftJoin(challengeActivations, eq(challengeActivations.paymentId, payments.id))
      .where(and(eq(payments.id, params.paymentId), eq(payments.userId, user.id)))
      .limit(1)
    if (!row) throw notFound()
    const { payment } = row
    return {
      data: {
        id: payment.id,
        status: payment.status,
        final_price: D(payment.finalPrice).toString(),
        user_challenge_id: row.userChallengeId,
        created_at: payment.createdAt.toISOString(),
        paid_at: payment.paidAt?.toISOString() ?? null,
      },
    }
  })

  mount(app, ctx, paymentEndpoints.request, async ({ body, user, c }) => {
    const { result } = await requestPayment(ctx, user.id, body, c.get('locale'))
    return result
  })
}
