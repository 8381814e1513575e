/**
 * The candle chart's own labels (price axis, time axis, crosshair) in the
 * page's one digit rule (decision 421): Persian digits and the Solar Hijri
 * calendar in fa, Latin digits and the Gregorian one in en, times in UTC.
 * Without these, lightweight-charts writes Latin digits and English month
 * names on a Persian page.
 */
import { type DisplayLocale, formatDateTime, formatNumber, formatShortTime } from '#money/format.ts'

/** lightweight-charts' TickMarkType (a const enum there, so spelled out here). */
export const TICK = { year: 0, month: 1, day: 2, time: 3, timeWithSeconds: 4 } as const

const TAGS: Record<DisplayLocale, string> = { en: 'en-GB', fa: 'fa-IR' }
const parts = new Map<string, Intl.DateTimeFormat>()

function part(locale: DisplayLocale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`
  let format = parts.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(TAGS[locale], { ...options, timeZone: 'UTC' })
    parts.set(key, format)
  }
  return format
}

/** A price on the axis or the crosshair, at the pair's tick precision, grouped. */
export function chartPrice(price: number, decimals: number, locale: DisplayLocale): string {
  // The chart draws with floats; the label is that float at the tick's places.
  return formatNumber(price.toFixed(decimals), locale, { decimals })
}

/** The crosshair's time: the one date-time format. `time` is in seconds (UTCTimestamp). */
export function chartTime(time: number, locale: DisplayLocale): string {
  return formatDateTime(time * 1000, locale)
}

/**
 * A time-axis mark. The chart puts its year and month marks at Gregorian
 * boundaries; in Persian those days are not the first of a Persian month or
 * year, so a Persian mark names the day too ("۱۰ آذر", "۱۱ دی ۱۴۰۵") rather
 * than a month that began days earlier.
 */
export function chartTick(time: number, kind: number, locale: DisplayLocale): string {
  const at = new Date(time * 1000)
  if (kind === TICK.time || kind === TICK.timeWithSeconds) return formatShortTime(at, locale)
  if (kind === TICK.day) return part(locale, { day: 'numeric' }).format(at)
  if (locale === 'en') {
    return kind === TICK.year
      ? part('en', { year: 'numeric' }).format(at)
      : part('en', { month: 'short' }).format(at)
  }
  return kind === TICK.year
    ? part('fa', { day: 'numeric', month: 'long', year: 'numeric' }).format(at)
    : part('fa', { day: 'numeric', month: 'long' }).format(at)
}
