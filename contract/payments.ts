import { z } from 'zod'
import { decimal, id, idParam, list, MAX_ID, resource, timestamp } from './common.ts'
import { endpoint } from './endpoint.ts'

export const paymentProvider = z.object({
  id,
  code: z.string(),
  name: z.string(),
  description: z.string(),
})

export const invoice = z.object({
  price: decimal,
  features_price: decimal,
  discount: decimal,
  credit: decimal,
  final_price: decimal,
})
export type Invoice = z.infer<typeof invoice>

const order = {
  challenge_id: z
    .number({ error: 'challenge is required' })
    .int()
    .positive({ error: 'challenge is required' })
    .max(MAX_ID, { error: 'challenge is required' }),
  features: z.array(id).max(10).default([]),
}

export const checkCouponBody = z.object({
  ...order,
  coupon: z
    .string({ error: 'Discount code is required' })
    .trim()
    .min(1, { error: 'Discount code is required' })
    .max(40),
})

export const couponCheck = z.object({
  coupon: z.string(),
  /** Price plus features, before the discount. */
  order_price: decimal,
  discount: decimal,
})

export const paymentRequestBody = z.object({
  ...order,
  provider_id: id.nullish(),
  coupon: z.string().trim().max(40).nullish(),
  /** Credit to spend, at most the order price after the discount. */
  credit: decimal.nullish(),
  accept_rules: z.literal(true, { error: 'You must accept the rules before paying' }),
  /**
   * The final price the buyer was shown. When given and the order now costs
   * anything else (staff changed the catalogue meanwhile), the request is
   * refused with the new price and nothing is charged. The web always sends it.
   */
  expected_final_price: decimal.nullish(),
})

export const paymentStatuses = ['pending', 'paid', 'failed', 'canceled', 'refunded'] as const

/** Why a payment waits for staff (docs/decisions/380). */
export const paymentFlags = [
  'amount_mismatch',
  'partially_paid',
  'paid_after_cancel',
  'refund_failed',
] as const

/** What the engine did with a provider's event. */
export const providerEventOutcomes = [
  'activated',
  'already_paid',
  'canceled',
  'refunded',
  'flagged',
  'pending',
  'ignored',
  'unknown_payment',
  'wrong_provider',
] as const

export const paymentRequestResult = z.object({
  payment_id: id,
  status: z.enum(paymentStatuses),
  /** Where to send the browser; null when the order was free and is active already. */
  redirect_url: z.string().nullable(),
  user_challenge_id: id.nullable(),
  invoice,
})

/** A payment as its buyer may see it: the order, where it stands and the challenge it opened. */
export const paymentView = z.object({
  id,
  status: z.enum(paymentStatuses),
  /** The catalogue challenge ordered and its title as bought (the buyer's language then). */
  challenge_id: id,
  title: z.string(),
  /** The features ordered, titled in the language of the request. */
  features: z.array(z.object({ id, title: z.string() })),
  coupon: z.string().nullable(),
  provider: z.object({ id, name: z.string() }).nullable(),
  /** Challenge and features, before the discount and credit. */
  order_price: decimal,
  discount: decimal,
  credit: decimal,
  final_price: decimal,
  /**
   * Why the payment waits for staff instead of activating (the provider
   * reported another amount, or part of it): null when nothing is wrong.
   */
  flag: z.enum(paymentFlags).nullable(),
  /** What the provider reported receiving, when it differs from the invoice. */
  received_amount: decimal.nullable(),
  received_currency: z.string().nullable(),
  /** The challenge the payment activated; null until it is paid and activated. */
  user_challenge_id: id.nullable(),
  created_at: timestamp,
  paid_at: timestamp.nullable(),
})
export type PaymentView = z.infer<typeof paymentView>

export const paymentEndpoints = {
  providers: endpoint({
    method: 'GET',
    path: '/v1/payments/providers',
    summary: 'Payment providers a buyer can choose',
    access: 'user',
    response: list(paymentProvider),
  }),
  checkCoupon: endpoint({
    method: 'POST',
    path: '/v1/payments/checkCoupon',
    summary: 'The order price and the discount a coupon gives',
    access: 'user',
    body: checkCouponBody,
    response: resource(couponCheck),
  }),
  show: endpoint({
    method: 'GET',
    path: '/v1/payments/{paymentId}',
    summary: 'One of your payments: its status and the challenge it opened (404 for others)',
    access: 'user',
    params: z.object({ paymentId: idParam }),
    response: resource(paymentView),
  }),
  request: endpoint({
    refusals: { 503: 'The payment provider cannot be reached now; Retry-After may say when' },
    method: 'POST',
    path: '/v1/payments/request',
    summary: 'Buy a challenge: a provider redirect, or activation at once when free',
    access: 'user',
    body: paymentRequestBody,
    response: resource(paymentRequestResult),
  }),
} as const
