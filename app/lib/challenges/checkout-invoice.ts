/**
 * The new-challenge page's invoice (rules.md, Checkout), computed in the
 * browser as the buyer chooses, with the engine's own rounding
 * (`engine/core/checkout/invoice.ts`: feature prices half-up to the cent):
 *
 *   price + features price − discount − credit = final price
 *
 * The discount is what `checkCoupon` answered for this very order; credit
 * is what the buyer typed, at most their available credit and the order
 * price after the discount. Exact decimals; no floats.
 */

import { D, Decimal } from '#money/decimal.ts'
import { featurePrice, MONEY_DECIMALS, orderPrice } from '#money/invoice.ts'

export type CreditError = 'invalid' | 'too_precise' | 'more_than_available' | 'more_than_price'

export interface CheckoutInputs {
  challengePrice: string
  featurePercents: string[]
  /** The checked coupon's discount for this order, or null. */
  discount: string | null
  useCredit: boolean
  /** As typed; empty means none. */
  credit: string
  creditAvailable: string
}

export interface CheckoutInvoice {
  price: string
  featuresPrice: string
  orderPrice: string
  discount: string
  /** Credit counted in the final price (0 while the typed amount is wrong). */
  credit: string
  finalPrice: string
  /** The most credit this order can take. */
  maxCredit: string
  creditError: CreditError | null
}

const money = (value: Decimal) => value.toFixed(MONEY_DECIMALS)

export { featurePrice }

export function checkoutInvoice(inputs: CheckoutInputs): CheckoutInvoice {
  const price = D(inputs.challengePrice)
  const order = D(orderPrice(inputs.challengePrice, inputs.featurePercents))
  const discount = Decimal.min(D(inputs.discount ?? '0'), order)
  const payable = order.sub(discount)
  const available = Decimal.max(D(inputs.creditAvailable), Decimal.ZERO)
  const maxCredit = Decimal.min(available, payable).round(MONEY_DECIMALS, 'down')
  const { credit, error } = inputs.useCredit
    ? readCredit(inputs.credit, available, payable)
    : { credit: Decimal.ZERO, error: null }
  return {
    price: money(price),
    featuresPrice: money(order.sub(price)),
    orderPrice: money(order),
    discount: money(discount),
    credit: money(credit),
    finalPrice: money(payable.sub(credit)),
    maxCredit: money(maxCredit),
    creditError: error,
  }
}

function readCredit(
  typed: string,
  available: Decimal,
  payable: Decimal,
): { credit: Decimal; error: CreditError | null } {
  const text = typed.trim()
  if (text === '') return { credit: Decimal.ZERO, error: null }
  const amount = Decimal.tryParse(text)
  if (!amount || amount.isNegative()) return { credit: Decimal.ZERO, error: 'invalid' }
  if (!amount.isMultipleOf(D('0.01'))) return { credit: Decimal.ZERO, error: 'too_precise' }
  if (amount.gt(available)) return { credit: Decimal.ZERO, error: 'more_than_available' }
  if (amount.gt(payable)) return { credit: Decimal.ZERO, error: 'more_than_price' }
  return { credit: amount, error: null }
}
