/**
 * Money and percents as the challenge screens show them: the page's
 * formatters (app/lib/format.ts, decision 421).
 */
import { MONEY_ROUNDING } from '#money/format.ts'
import { formatMoney, formatNumber, formatPercent as percentOf } from '../format'

/** To the cent, half-even: the one rule for money shown (decision 556). */
export function formatAmount(value: string, decimals = 2): string {
  return formatNumber(value, { decimals, rounding: MONEY_ROUNDING })
}

export function formatUsdt(value: string): string {
  return formatMoney(value)
}

/** "5" → "5%", "12.50" → "12.5%" (Persian: "۵٪"). */
export function formatPercent(value: string): string {
  return percentOf(value)
}
