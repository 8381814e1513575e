/**
 * Checkout arithmetic (rules.md, Checkout):
 *
 *   invoice = price + features price − discount − credit used = final price
 *
 * Money is in USDT cents (2 decimals). A feature costs a percent of the
 * challenge price, rounded half-up to the cent; a percent coupon discounts
 * the order price (price + features) the same way; a fixed coupon takes at
 * most the order price. Credit is at most what is left after the discount.
 */
import { D, Decimal } from './decimal.ts'

export const MONEY_DECIMALS = 2

export type CouponKind = 'percent' | 'fixed'

export interface CouponTerms {
  kind: CouponKind
  /** Percent ("10" = 10 %) or USDT. */
  value: string
}

export interface Invoice {
  price: string
  featuresPrice: string
  discount: string
  credit: string
  finalPrice: string
}

function money(value: Decimal): Decimal {
  return value.round(MONEY_DECIMALS, 'half-up')
}

/** One feature's price: a percent of the challenge price. */
export function featurePrice(challengePrice: string, pricePercent: string): string {
  return money(D(challengePrice).mul(D(pricePercent)).div(100, 12)).toFixed(MONEY_DECIMALS)
}

/** Price plus every feature's price, before the discount. */
export function orderPrice(challengePrice: string, featurePercents: string[]): string {
  const features = Decimal.sum(featurePercents.map((p) => D(featurePrice(challengePrice, p))))
  return D(challengePrice).add(features).toFixed(MONEY_DECIMALS)
}

/** The discount a coupon gives on an order price: never more than the order price. */
export function couponDiscount(terms: CouponTerms, orderPriceValue: string): string {
  const order = D(orderPriceValue)
  const value = D(terms.value)
  if (value.isNegative()) return D(0).toFixed(MONEY_DECIMALS)
  const raw = terms.kind === 'percent' ? money(order.mul(value).div(100, 12)) : value
  return Decimal.min(raw, order).toFixed(MONEY_DECIMALS)
}

export type CreditProblem = 'negative' | 'too_precise' | 'more_than_available' | 'more_than_price'

/** Why a credit amount cannot be spent on an order, or null when it can. */
export function creditProblem(
  requested: string,
  available: string,
  payable: string,
): CreditProblem | null {
  const amount = D(requested)
  if (amount.isNegative()) return 'negative'
  if (!amount.isMultipleOf(D('0.01'))) return 'too_precise'
  if (amount.gt(available)) return 'more_than_available'
  if (amount.gt(payable)) return 'more_than_price'
  return null
}

export interface InvoiceInputs {
  challengePrice: string
  featurePercents: string[]
  coupon: CouponTerms | null
  /** Credit to spend; the caller has checked it with creditProblem. */
  credit: string
}

export function buildInvoice(inputs: InvoiceInputs): Invoice {
  const price = D(inputs.challengePrice)
  const order = D(orderPrice(inputs.challengePrice, inputs.featurePercents))
  const featuresPrice = order.sub(price)
  const discount = inputs.coupon ? D(couponDiscount(inputs.coupon, order.toString())) : D(0)
  const credit = D(inputs.credit)
  const finalPrice = order.sub(discount).sub(credit)
  if (finalPrice.isNegative()) throw new RangeError('Credit exceeds the order price after discount')
  return {
    price: price.toFixed(MONEY_DECIMALS),
    featuresPrice: featuresPrice.toFixed(MONEY_DECIMALS),
    discount: discount.toFixed(MONEY_DECIMALS),
    credit: credit.toFixed(MONEY_DECIMALS),
    finalPrice: finalPrice.toFixed(MONEY_DECIMALS),
  }
}
