/** /v1/notifications: the user's notifications, read and unread (contract/notifications.ts). */
import type { Hono } from 'hono'
import { notificationEndpoints } from '#contract/notifications.ts'
import type { EngineContext } from '../../context.ts'
import { translate } from '../../i18n.ts'
import {
  markAllRead,
  markNotification,
  notificationPage,
  recentNotifications,
  unreadCount,
} from '../../notifications/notification-store.ts'
import { notificationResource } from '../../notifications/render.ts'
import { notificationTexts } from '../../notifications/texts.ts'
import { pageMeta } from '../../pagination.ts'
import type { AppEnv } from '../env.ts'
import { notFound } from '../errors.ts'
import { mount } from '../route.ts'

export function registerNotificationRoutes(app: Hono<AppEnv>, ctx: EngineContext): void {
  const endpoints = notificationEndpoints

  mount(app, ctx, endpoints.list, async ({ user, query, c }) => {
    const locale = c.get('locale')
    const [{ rows, total }, unread] = await Promise.all([
      notificationPage(ctx, user.id, query),
      unreadCount(ctx, user.id),
    ])
    return {
      data: rows.map((row) => notificationResource(row, locale)),
      meta: { ...pageMeta(query, total), unread },
    }
  })

  mount(app, ctx, endpoints.recent, async ({ user, c }) => {
    const locale = c.get('locale')
    const [rows, unread] = await Promise.all([
      recentNotifications(ctx, user.id),
      unreadCount(ctx, user.id),
    ])
    return { data: rows.map((row) => notificationResource(row, locale)), meta: { unread } }
  })

  mount(app, ctx, endpoints.markAllRead, async ({ user, c }) => {
    await markAllRead(ctx, user.id)
    return {
      message: translate(c.get('locale'), notificationTexts.allRead),
      message_type: 'success' as const,
    }
  })

  for (const [endpoint, read] of [
    [endpoints.markRead, true],
    [endpoints.markUnread, false],
  ] as const) {
    mount(app, ctx, endpoint, async ({ user, params, c }) => {
      const row = await markNotification(ctx, user.id, params.notificationId, read)
      if (!row) throw notFound(notificationTexts.notFound)
      return { data: notificationResource(row, c.get('locale')) }
    })
  }
}
