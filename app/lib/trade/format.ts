/** Display of the terminal's figures: decimal strings in, text out (no floats). */
import { D } from '#money/decimal.ts'
import { LIMIT_ROUNDING, MONEY_ROUNDING } from '#money/format.ts'
import { formatDateTime, formatNumber, formatPercent } from '../format'

/** Money to the cent, half-even (the engine keeps 8 places; decision 556). */
export function cents(value: string | null | undefined): string {
  return value == null ? '--' : D(value).toFixed(2, 'half-even')
}

/** A decimal with thousands separators, keeping its places (the page's digits). */
export function grouped(value: string | null | undefined): string {
  if (value == null) return '--'
  const places = value.split('.')[1]?.length ?? 0
  return formatNumber(value, { decimals: places })
}

/**
 * USDT amounts in the histories (fees, realized profit, ledger rows): the
 * exact stored figure, at least to the cent, with separators, so a table's
 * rows add up to what the account shows and no table rounds differently.
 */
export function usdt(value: string | null | undefined): string {
  if (value == null) return '--'
  const d = D(value)
  const places = Math.max(2, (d.toString().split('.')[1] ?? '').length)
  return grouped(d.toFixed(places))
}

export function groupedCents(value: string | null | undefined): string {
  return value == null ? '--' : formatNumber(value, { decimals: 2, rounding: MONEY_ROUNDING })
}

/** A limit the trader acts on (free margin, room to the floor): to the cent, cut (decision 556). */
export function limitCents(value: string | null | undefined): string {
  return value == null ? '--' : formatNumber(value, { decimals: 2, rounding: LIMIT_ROUNDING })
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

/** Decimals of a tick or step ("0.10" → 1, "0.01" → 2, "1" → 0). */
export function tickDecimals(tick: string): number {
  const fraction = D(tick).toString().split('.')[1]
  return fraction ? fraction.length : 0
}

/** A price at the pair's tick precision, with separators ("60,166.7"); '--' without one. */
export function priceText(value: string | null | undefined, tick: string | undefined): string {
  if (value == null) return '--'
  return tick ? grouped(D(value).toFixed(tickDecimals(tick), 'half-even')) : grouped(value)
}

/** A liquidation price: at least two decimals, more where the tick has them (decision 122). */
export function liquidationText(
  value: string | null | undefined,
  tick: string | undefined,
): string {
  if (value == null) return '--'
  const places = Math.max(2, tick ? tickDecimals(tick) : 2)
  return grouped(D(value).toFixed(places, 'half-even'))
}
