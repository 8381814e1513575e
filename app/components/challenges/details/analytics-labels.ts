/** Labels of the analytics' buckets and durations in the page's language and digits. */
import { localDigits } from '~/lib/format'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'

/** 0 = Sunday … 6 = Saturday, short, as the page's language names them. */
export function weekdayLabel(key: string): string {
  const sunday = Date.UTC(2026, 0, 4)
  const day = new Date(sunday + Number(key) * 86_400_000)
  const locale = getLocale() === 'fa' ? 'fa-IR' : 'en-US'
  return new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }).format(day)
}

export function hourLabel(key: string): string {
  return localDigits(key.padStart(2, '0'))
}

export function sideLabel(key: string): string {
  return key === 'long' ? m.analytics_long() : m.analytics_short()
}

export function holdingLabel(key: string): string {
  const labels: Record<string, () => string> = {
    under_5m: m.analytics_hold_under_5m,
    '5m_1h': m.analytics_hold_5m_1h,
    '1h_4h': m.analytics_hold_1h_4h,
    '4h_1d': m.analytics_hold_4h_1d,
    over_1d: m.analytics_hold_over_1d,
  }
  return labels[key]?.() ?? key
}

/** 43 702 500 ms → "12 h 8 min"; under a minute in seconds. */
export function durationLabel(ms: number | null): string {
  if (ms === null) return '—'
  const minutes = Math.floor(ms / 60_000)
  if (minutes < 1) return m.analytics_duration_s({ s: localDigits(Math.round(ms / 1000)) })
  const h = Math.floor(minutes / 60)
  if (h === 0) return m.analytics_duration_m({ m: localDigits(minutes) })
  return m.analytics_duration_hm({ h: localDigits(h), m: localDigits(minutes % 60) })
}
