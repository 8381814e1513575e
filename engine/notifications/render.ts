/**
 * A stored notification as the wire shows it: its English templates
 * rendered in the reader's language, or in both for the live event.
 */
import type { Notification, NotificationEvent, NotificationType } from '#contract/notifications.ts'
import { formatNumber, LIMIT_ROUNDING, localDigits, MONEY_ROUNDING } from '#money/format.ts'
import type { notifications } from '../db/schema/index.ts'
import { type Locale, translate } from '../i18n.ts'

export type NotificationRow = typeof notifications.$inferSelect

/** Parameters that are amounts of money: grouped, two places, like the pages show them. */
const AMOUNTS = new Set(['equity', 'floor', 'room', 'size', 'amount', 'credit', 'expected'])
/** Of those, the limits a trader acts on: cut, never more than there is (decision 556). */
const LIMITS = new Set(['room'])
/** Parameters that are counts. */
const COUNTS = new Set(['days', 'count', 'max'])

/**
 * Figures are stored as raw decimals (data, not text) and shown as the
 * pages show them (docs/decisions/421): "9812.3515" → "9,812.35" /
 * "۹٬۸۱۲٫۳۵". Names and free text stay as typed.
 */
export function displayParams(
  params: Record<string, string | number>,
  locale: Locale,
): Record<string, string | number> {
  const shown: Record<string, string | number> = {}
  for (const [key, value] of Object.entries(params)) {
    shown[key] = AMOUNTS.has(key)
      ? formatNumber(value, locale, {
          decimals: 2,
          rounding: LIMITS.has(key) ? LIMIT_ROUNDING : MONEY_ROUNDING,
        })
      : COUNTS.has(key)
        ? localDigits(value, locale)
        : value
  }
  return shown
}

function textsOf(row: NotificationRow, locale: Locale) {
  const params = displayParams(row.params, locale)
  return {
    title: translate(locale, row.title, params),
    body: translate(locale, row.body, params),
  }
}

export function notificationResource(row: NotificationRow, locale: Locale): Notification {
  return {
    id: row.id,
    type: row.type as NotificationType,
    ...textsOf(row, locale),
    status: row.readAt ? 'read' : 'unread',
    link: row.link,
    created_at: row.createdAt.toISOString(),
  }
}

export function notificationEventOf(row: NotificationRow): NotificationEvent {
  return {
    ...notificationResource(row, 'en'),
    texts: { en: textsOf(row, 'en'), fa: textsOf(row, 'fa') },
  }
}

/**
 * Formats an amount and a count in both languages once, at boot: the
 * first Persian Intl formatter costs 20–45 ms (ICU loads its data), which
 * the first notification published after boot otherwise paid on the event
 * loop (a burst of payment webhooks, bench/README.md "Webhook → active").
 */
export function warmNotificationTexts(): void {
  for (const locale of ['en', 'fa'] as const) displayParams({ size: '10000', days: 14 }, locale)
}
