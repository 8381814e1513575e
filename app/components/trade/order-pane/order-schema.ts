/**
 * The order form's values and checks (paraglide texts): what the browser
 * can tell before asking the engine. A plain Standard Schema, no schema
 * library: the form is on the terminal's first paint (decision 330). Prices and sizes stay decimal
 * strings; the engine checks steps, ticks, margin and brackets (its 422s
 * land on the same fields).
 */
import type { StandardSchemaV1 } from '@tanstack/react-form'
import type { OrderType } from '#contract/trade.ts'
import { asciiDigits } from '~/lib/forms/digits'
import { m } from '~/paraglide/messages'

export interface OrderFormValues {
  type: OrderType
  stop_price: string
  price: string
  size: string
  tpsl: boolean
  tp: string
  sl: string
}

const DECIMAL = /^\d+(\.\d+)?$/

/** A typed number as the engine wants it: ASCII digits, '.' for the point, no spaces. */
export function cleanDecimal(value: string): string {
  return asciiDigits(value).replace(/[٫,]/g, '.').replace(/\s/g, '')
}

export function isPositiveDecimal(value: string): boolean {
  return DECIMAL.test(value) && /[1-9]/.test(value)
}

export const needsPrice = (type: OrderType) => type === 'LIMIT' || type === 'STOP_LIMIT'
export const needsStop = (type: OrderType) => type === 'STOP_MARKET' || type === 'STOP_LIMIT'

type Issue = { path: string[]; message: string }

/** Field errors of a form state (empty when it may be sent). */
export function orderIssues(values: OrderFormValues, closing: boolean): Issue[] {
  const issues: Issue[] = []
  const check = (name: string, value: string, required: boolean, whenEmpty: () => string) => {
    if (value === '') {
      if (required) issues.push({ path: [name], message: whenEmpty() })
    } else if (!isPositiveDecimal(value)) {
      issues.push({ path: [name], message: m.trade_validation_number() })
    }
  }
  if (needsStop(values.type))
    check('stop_price', values.stop_price, true, m.trade_validation_stop_required)
  if (needsPrice(values.type)) check('price', values.price, true, m.trade_validation_price_required)
  check('size', values.size, true, m.trade_validation_size_required)
  if (!closing && values.tpsl) {
    check('tp', values.tp, false, m.trade_validation_number)
    check('sl', values.sl, false, m.trade_validation_number)
  }
  return issues
}

export const orderSchema = (closing: boolean): StandardSchemaV1<OrderFormValues> => ({
  '~standard': {
    version: 1,
    vendor: 'proptrade',
    validate(input: unknown) {
      const values = input as OrderFormValues
      const issues = orderIssues(values, closing)
      return issues.length > 0 ? { issues } : { value: values }
    },
  },
})
