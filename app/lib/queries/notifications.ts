/** Notifications (contract/notifications.ts). */
import { queryOptions } from '@tanstack/react-query'
import type { api } from '#contract/index.ts'
import {
  listNotifications,
  listRecentNotifications,
} from '~/server/generated/notifications.functions'
import type { EndpointInput } from '~/server/upstream/endpoint-input'

type PageQuery = NonNullable<EndpointInput<typeof api.notifications.list>>['query']

export const notificationKeys = {
  all: ['notifications'] as const,
  list: (query: PageQuery = {}) => [...notificationKeys.all, 'list', query] as const,
  recent: () => [...notificationKeys.all, 'recent'] as const,
}

export const notificationsQuery = (query: PageQuery = {}) =>
  queryOptions({
    queryKey: notificationKeys.list(query),
    queryFn: () => listNotifications({ data: { query } }),
  })

export const recentNotificationsQuery = () =>
  queryOptions({ queryKey: notificationKeys.recent(), queryFn: () => listRecentNotifications() })
