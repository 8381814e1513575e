/**
 * A stored notification as the wire shows it: its English templates
 * rendered in the reader's language, or in both for the live event.
 */
import type { Notification, NotificationEvent, NotificationType } from '#contract/notifications.ts'
import type { notifications } from '../db/schema/index.ts'
import { type Locale, translate } from '../i18n.ts'

export type NotificationRow = typeof notifications.$inferSelect

function textsOf(row: NotificationRow, locale: Locale) {
  return {
    title: translate(locale, row.title, row.params),
    body: translate(locale, row.body, row.params),
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
