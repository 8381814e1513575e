/**
 * How money and times read on the money screens: the page's formatters
 * (app/lib/format.ts, decision 421), one rounding rule (decision 556):
 * to the cent, half-even; a limit the trader may act on is cut.
 */
import { MONEY_ROUNDING } from '#money/format.ts'
import { formatLimit, formatMoney, formatNumber } from './format'

export { formatDate, formatDateTime } from './format'

/** "12345.678" → "12,345.68" (half-even, as every money figure). */
export function formatAmount(value: string, decimals = 2): string {
  return formatNumber(value, { decimals, rounding: MONEY_ROUNDING })
}

/** "12,345.68 USDT". */
export function formatUsdt(value: string): string {
  return formatMoney(value)
}

/** A limit (what can be withdrawn, credit to spend): "12,345.67 USDT", cut, never more than there is. */
export function formatLimitUsdt(value: string): string {
  return formatLimit(value)
}
