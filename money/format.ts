/**
 * One way to show numbers, money, percents and dates (docs/decisions/421),
 * for the web's pages and the engine's notification texts alike. Amounts
 * arrive as decimal strings and are formatted as exact decimals (Intl reads
 * a numeric string without going through a float). English: Latin digits,
 * the Gregorian calendar. Persian: Persian digits and separators, the
 * Persian (Solar Hijri) calendar. Times in UTC, the engine's day.
 */

export type DisplayLocale = 'en' | 'fa'

/** Rounding of what does not fit: cut (never shows more than there is), or half-even. */
export type Rounding = 'trunc' | 'halfEven' | 'halfExpand'

/**
 * The one rule for money shown (docs/decisions/556): to the cent, half-even,
 * as the engine rounds money (money/decimal.ts), so every screen reads the
 * same cents of the same exact figure.
 */
export const MONEY_ROUNDING: Rounding = 'halfEven'

/**
 * A limit the trader may act on (what can be withdrawn, free margin, the
 * room to the daily floor, credit to spend) is cut instead: rounding it up
 * would show more than there is, and an order or a request for the figure
 * shown would be refused (decision 556).
 */
export const LIMIT_ROUNDING: Rounding = 'trunc'

const TAGS: Record<DisplayLocale, string> = { en: 'en-GB', fa: 'fa-IR' }

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>()

/** The formatter under `key`, made once: building an Intl formatter costs far more than using one. */
function cached<F extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => F): F {
  const format = (cache.get(key) as F | undefined) ?? make()
  // Stryker disable next-line CallExpression: not caching builds the same formatter next time; only speed differs
  cache.set(key, format)
  return format
}

function numberFormat(locale: DisplayLocale, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  return cached(
    `n|${locale}|${JSON.stringify(options)}`,
    () => new Intl.NumberFormat(TAGS[locale], options),
  )
}

function dateFormat(locale: DisplayLocale, kind: DateKind): Intl.DateTimeFormat {
  return cached(
    `d|${locale}|${kind}`,
    () => new Intl.DateTimeFormat(TAGS[locale], { ...DATE_KINDS[kind], timeZone: 'UTC' }),
  )
}

type DateKind = 'date' | 'dayMonth' | 'dateTime' | 'time' | 'shortTime'

const DATE_KINDS: Record<DateKind, Intl.DateTimeFormatOptions> = {
  date: { dateStyle: 'medium' },
  dayMonth: { month: 'short', day: 'numeric' },
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  time: { timeStyle: 'medium' },
  shortTime: { timeStyle: 'short' },
}

/**
 * The hyphen-minus instead of U+2212. Persian keeps Intl's LRM in front of
 * a negative number, so its minus stays on the number's left in a
 * right-to-left line.
 */
function plain(text: string): string {
  return text.replace(/\u2212/g, '-')
}

export interface NumberOptions {
  /** Fixed places (both minimum and maximum). */
  decimals?: number
  /** At most this many places, trailing zeros dropped (when `decimals` is not given). */
  maxDecimals?: number
  rounding?: Rounding
  /** '+' in front of a positive number too. */
  signed?: boolean
  /** Thousands separators (default on). */
  grouping?: boolean
}

const DECIMAL = /^-?\d+(\.\d+)?$/

/** A decimal string or an integer, grouped, in the locale's digits: "12345.5" → "12,345.5" / "۱۲٬۳۴۵٫۵". */
export function formatNumber(
  value: string | number,
  locale: DisplayLocale,
  options: NumberOptions = {},
): string {
  const text = typeof value === 'number' ? String(value) : value.trim()
  if (typeof value === 'string' && !DECIMAL.test(text)) return value
  const {
    decimals,
    maxDecimals = 8,
    rounding = 'halfEven',
    signed = false,
    grouping = true,
  } = options
  const format = numberFormat(locale, {
    minimumFractionDigits: decimals ?? 0,
    maximumFractionDigits: decimals ?? maxDecimals,
    roundingMode: rounding,
    // A value that shows as zero shows no sign ("-0.001" → "0.00").
    signDisplay: signed ? 'exceptZero' : 'negative',
    useGrouping: grouping,
  })
  // Intl reads a numeric string as an exact decimal (no float in between).
  return plain(format.format(text as unknown as number))
}

/**
 * Money: two places, half-even (MONEY_ROUNDING), and the unit. English "25,000.00 USDT". Persian
 * reads the amount first, then the unit, so the unit stands on its left on
 * every page, whatever surrounds it: a left-to-right isolate of
 * "USDT ۲۵٬۰۰۰٫۰۰" (without it, the same text showed "USDT 25,000" in one
 * place and "25,000 USDT" in another).
 */
export function formatMoney(
  value: string | number,
  locale: DisplayLocale,
  options: NumberOptions & { unit?: string } = {},
): string {
  const { unit = 'USDT', ...rest } = options
  const amount = formatNumber(value, locale, { decimals: 2, rounding: MONEY_ROUNDING, ...rest })
  return locale === 'fa' ? `\u2066${unit} ${amount}\u2069` : `${amount} ${unit}`
}

/** A limit the trader may act on, as money: cut to the cent (LIMIT_ROUNDING). */
export function formatLimit(
  value: string | number,
  locale: DisplayLocale,
  options: NumberOptions & { unit?: string } = {},
): string {
  return formatMoney(value, locale, { ...options, rounding: LIMIT_ROUNDING })
}

/** A value already in percent: "12.5" → "12.5%" / "۱۲٫۵٪". */
export function formatPercent(
  value: string | number,
  locale: DisplayLocale,
  options: NumberOptions = {},
): string {
  const number = formatNumber(value, locale, { maxDecimals: 2, ...options })
  return locale === 'fa' ? `${number}٪` : `${number}%`
}

/** Digits of a count or a label ("Step 1") in the locale's digits. */
export function localDigits(text: string | number, locale: DisplayLocale): string {
  const s = String(text)
  return locale === 'fa' ? s.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)] ?? d) : s
}

function asDate(value: string | number | Date): Date {
  return value instanceof Date ? value : new Date(value)
}

/** "25 Nov 2026" / "۴ آذر ۱۴۰۵". */
export function formatDate(value: string | number | Date, locale: DisplayLocale): string {
  return dateFormat(locale, 'date').format(asDate(value))
}

/** "Nov 25" / "۴ آذر" (a chart axis of days). */
export function formatDayMonth(value: string | number | Date, locale: DisplayLocale): string {
  return dateFormat(locale, 'dayMonth').format(asDate(value))
}

/** "25 Nov 2026, 19:02" / "۴ آذر ۱۴۰۵، ۱۹:۰۲". */
export function formatDateTime(value: string | number | Date, locale: DisplayLocale): string {
  return dateFormat(locale, 'dateTime').format(asDate(value))
}

/** "19:02:25" / "۱۹:۰۲:۲۵". */
export function formatTime(value: string | number | Date, locale: DisplayLocale): string {
  return dateFormat(locale, 'time').format(asDate(value))
}

/** "19:02" / "۱۹:۰۲" (chart axes). */
export function formatShortTime(value: string | number | Date, locale: DisplayLocale): string {
  return dateFormat(locale, 'shortTime').format(asDate(value))
}
