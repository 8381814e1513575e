/**
 * How money and times read on the money screens. Amounts arrive as decimal
 * strings and stay strings: digits are grouped and cut to two decimals as
 * text, never through a float.
 */
import { getLocale } from '~/paraglide/runtime'

/** "12345.678" → "12,345.67" (cut, not rounded: never shows more than there is). */
export function formatAmount(value: string, decimals = 2): string {
  const negative = value.startsWith('-')
  const [whole = '0', fraction = ''] = (negative ? value.slice(1) : value).split('.')
  const grouped = whole.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  const cut = fraction.padEnd(decimals, '0').slice(0, decimals)
  const text = decimals > 0 ? `${grouped}.${cut}` : grouped
  return negative && /[1-9]/.test(text) ? `-${text}` : text
}

/** "12,345.67 USDT". */
export function formatUsdt(value: string): string {
  return `${formatAmount(value)} USDT`
}

/** A timestamp in the page's language (Persian: the Persian calendar and digits). */
export function formatDateTime(iso: string): string {
  return new Intl.DateTimeFormat(getLocale() === 'fa' ? 'fa-IR' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(new Date(iso))
}

export function formatDate(iso: string): string {
  return new Intl.DateTimeFormat(getLocale() === 'fa' ? 'fa-IR' : 'en-GB', {
    dateStyle: 'medium',
    timeZone: 'UTC',
  }).format(new Date(iso))
}
