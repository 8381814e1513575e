/**
 * How money and times read on the money screens: the page's formatters
 * (app/lib/format.ts, decision 421). Amounts are cut, never rounded up.
 */
import { formatMoney, formatNumber } from './format'

export { formatDate, formatDateTime } from './format'

/** "12345.678" → "12,345.67" (cut, not rounded: never shows more than there is). */
export function formatAmount(value: string, decimals = 2): string {
  return formatNumber(value, { decimals, rounding: 'trunc' })
}

/** "12,345.67 USDT". */
export function formatUsdt(value: string): string {
  return formatMoney(value)
}
