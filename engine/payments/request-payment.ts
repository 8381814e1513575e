/**
 * POST /v1/payments/request: prices the order, spends the credit asked
 * for, pins the rules, and either sends the buyer to the provider or, when
 * nothing is left to pay, activates the challenge at once. One transaction:
 * a refused order changes nothing.
 *
 * A buyer has at most one pending payment: a new order cancels the older
 * one first (its credit and coupon use come back), so abandoned provider
 * pages never hold credit hostage.
 */
import { and, eq } from 'drizzle-orm'
import type { z } from 'zod'
import type { paymentEndpoints, paymentRequestBody } from '#contract/payments.ts'
import { D } from '#money/decimal.ts'
import { buildInvoice, creditProblem, featurePrice } from '#money/invoice.ts'
import { currentRuleSet } from '../catalogue/queries.ts'
import type { EngineContext } from '../context.ts'
import { buildRulesSnapshot } from '../core/checkout/rules-snapshot.ts'
import { availableCredit, lockCreditOf, spendCredit } from '../credit/ledger.ts'
import { payments } from '../db/schema/index.ts'
import type { PurchasedFeature } from '../db/schema/payments.ts'
import { transaction } from '../db/transaction.ts'
import { fieldError } from '../errors.ts'
import { type Locale, translate } from '../i18n.ts'
import { type Activation, activateLockedPayment } from './activate.ts'
import { cancelLockedPayment } from './cancel.ts'
import { priceOrder } from './order.ts'
import { availableProvider, type ProviderRow, startCheckout } from './providers.ts'
import { texts } from './texts.ts'

type RequestBody = z.output<typeof paymentRequestBody>
type RequestResult = z.input<(typeof paymentEndpoints)['request']['response']>

const CREDIT_TEXT = {
  negative: texts.creditNegative,
  too_precise: texts.creditTooPrecise,
  more_than_available: texts.creditMoreThanAvailable,
  more_than_price: texts.creditMoreThanPrice,
} as const

export async function requestPayment(
  ctx: EngineContext,
  userId: number,
  body: RequestBody,
  locale: Locale,
): Promise<{ result: RequestResult; activation: Activation | null }> {
  const now = ctx.clock.now()
  const done = await transaction(ctx, async (tx) => {
    await lockCreditOf(tx, userId)
    const pending = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.userId, userId), eq(payments.status, 'pending')))
      .for('update')
    for (const older of pending) await cancelLockedPayment(tx, older, now)

    const order = await priceOrder(tx, {
      userId,
      challengeId: body.challenge_id,
      featureIds: body.features,
      coupon: body.coupon,
      now,
      locale,
      lockCoupon: true,
    })
    const payable = D(order.orderPrice).sub(order.discount).toFixed(2)
    const credit = body.credit ?? '0'
    const available = await availableCredit(tx, userId, now)
    const problem = creditProblem(credit, available, payable)
    if (problem) {
      const params = { available: D(available).toFixed(2), payable }
      throw fieldError('credit', translate(locale, CREDIT_TEXT[problem], params))
    }
    const invoice = buildInvoice({
      challengePrice: order.challenge.price,
      featurePercents: order.features.map((f) => f.pricePercent),
      coupon: order.coupon ? { kind: order.coupon.kind, value: order.coupon.value } : null,
      credit,
    })
    const seen = body.expected_final_price
    if (seen != null && !D(seen).eq(D(invoice.finalPrice))) {
      // Thrown inside the transaction: the older pending payments it
      // canceled come back, and nothing is charged.
      const price = D(invoice.finalPrice).toFixed(2)
      throw fieldError('expected_final_price', translate(locale, texts.priceChanged, { price }))
    }

    const free = D(invoice.finalPrice).isZero()
    let provider: ProviderRow | null = null
    if (!free) {
      if (!body.provider_id) {
        throw fieldError('provider_id', translate(locale, texts.providerRequired))
      }
      provider = (await availableProvider(ctx, tx, body.provider_id)) ?? null
      if (!provider) throw fieldError('provider_id', translate(locale, texts.providerUnavailable))
    }

    const rules = buildRulesSnapshot(
      await currentRuleSet(tx, order.challenge.programId),
      order.features.map((f) => ({ code: f.code, effectValue: f.effectValue })),
    )
    const bought: PurchasedFeature[] = order.features.map((f) => ({
      id: f.id,
      code: f.code,
      pricePercent: D(f.pricePercent).toString(),
      price: featurePrice(order.challenge.price, f.pricePercent),
      title: { en: f.titleEn, fa: f.titleFa },
      description: { en: f.descriptionEn, fa: f.descriptionFa },
    }))
    const [payment] = await tx
      .insert(payments)
      .values({
        userId,
        challengeId: order.challenge.id,
        providerId: provider?.id ?? null,
        couponId: order.coupon?.id ?? null,
        title: locale === 'fa' ? order.challenge.titleFa : order.challenge.titleEn,
        accountSize: order.challenge.accountSize,
        features: bought,
        rules,
        price: invoice.price,
        featuresPrice: invoice.featuresPrice,
        discount: invoice.discount,
        credit: invoice.credit,
        finalPrice: invoice.finalPrice,
        status: 'pending',
        locale,
        createdAt: now,
        updatedAt: now,
      })
      .returning()
    if (!payment) throw new Error('payment insert returned nothing')
    if (D(invoice.credit).isPositive()) {
      await spendCredit(tx, { userId, amount: invoice.credit, paymentId: payment.id, now })
    }
    const activation = free
      ? await activateLockedPayment(ctx, tx, payment, { providerReference: null, now })
      : null
    return { payment, provider, invoice, activation }
  })

  const { payment, provider, invoice, activation } = done
  // The provider's checkout opens once the order has committed (decision 380).
  const checkout = provider ? await startCheckout(ctx, provider, payment, locale) : null
  const result: RequestResult = {
    data: {
      payment_id: payment.id,
      status: activation ? 'paid' : 'pending',
      redirect_url: checkout?.redirectUrl ?? null,
      user_challenge_id: activation?.userChallengeId ?? null,
      invoice: {
        price: invoice.price,
        features_price: invoice.featuresPrice,
        discount: invoice.discount,
        credit: invoice.credit,
        final_price: invoice.finalPrice,
      },
    },
    ...(activation ? { message: translate(locale, texts.activated), message_type: 'success' } : {}),
  }
  return { result, activation }
}
