/** Dates and sizes of tickets and notifications: the page's formatters (decision 421). */
import { formatNumber } from '~/lib/format'

export { formatDateTime } from '~/lib/format'

/** Kilobytes, rounded up so a tiny file never reads as 0 KB. */
export function formatKilobytes(bytes: number): string {
  return formatNumber(Math.max(1, Math.ceil(bytes / 1024)))
}

export function formatCount(count: number): string {
  return formatNumber(count)
}
