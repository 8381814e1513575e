/**
 * Money and percents as the challenge screens show them, from decimal
 * strings (no floats): "12345.5" → "12,345.50". Latin digits in both
 * languages, as the engine's pages and the trade screens use them.
 */
import { D } from '#money/decimal.ts'

export function formatAmount(value: string, decimals = 2): string {
  const fixed = D(value).toFixed(decimals, 'half-up')
  const negative = fixed.startsWith('-')
  const [whole = '0', fraction] = (negative ? fixed.slice(1) : fixed).split('.')
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return `${negative ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`
}

export function formatUsdt(value: string): string {
  return `${formatAmount(value)} USDT`
}

/** "5" → "5%", "12.50" → "12.5%". */
export function formatPercent(value: string): string {
  return `${D(value).toString()}%`
}
