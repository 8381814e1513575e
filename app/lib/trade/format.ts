/** Display of the terminal's figures: decimal strings in, text out (no floats). */
import { D } from '#money/decimal.ts'
import { formatDateTime, formatNumber, formatPercent } from '../format'

/** Money to the cent, half-even (the engine keeps 8 places). */
export function cents(value: string | null | undefined): string {
  return value == null ? '--' : D(value).toFixed(2, 'half-even')
}

/** A decimal with thousands separators, keeping its places (the page's digits). */
export function grouped(value: string | null | undefined): string {
  if (value == null) return '--'
  const places = value.split('.')[1]?.length ?? 0
  return formatNumber(value, { decimals: places })
}

export function groupedCents(value: string | null | undefined): string {
  return value == null ? '--' : formatNumber(value, { decimals: 2, rounding: 'halfEven' })
}

/** "+1.25%" / "-0.40%". */
export function percent(value: string): string {
  return formatPercent(value, { decimals: 2, signed: true })
}

export function signClass(value: string | null | undefined): string {
  if (value == null) return ''
  const d = D(value)
  return d.isPositive() ? 'text-long' : d.isNegative() ? 'text-short' : ''
}

/** The one date-time format (decision 421); `locale` is the page's. */
export function dateTime(iso: string, _locale?: string): string {
  return formatDateTime(iso)
}
