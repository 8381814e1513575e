/** Dates and sizes of tickets and notifications in the page's language. */
import { getLocale } from '~/paraglide/runtime'

function intlLocale(): string {
  return getLocale() === 'fa' ? 'fa-IR' : 'en-US'
}

/** "Nov 22, 2026, 04:31" / "۱ آذر ۱۴۰۵، ۰۴:۳۱". */
export function formatDateTime(iso: string): string {
  return new Intl.DateTimeFormat(intlLocale(), { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  )
}

/** Kilobytes, rounded up so a tiny file never reads as 0 KB. */
export function formatKilobytes(bytes: number): string {
  return new Intl.NumberFormat(intlLocale()).format(Math.max(1, Math.ceil(bytes / 1024)))
}

export function formatCount(count: number): string {
  return new Intl.NumberFormat(intlLocale()).format(count)
}
