import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query'
import type { Notification } from '#contract/notifications.ts'
import { notificationKeys } from '~/lib/queries/notifications'
import {
  markAllNotificationsRead,
  markNotificationRead,
  markNotificationUnread,
} from '~/server/generated/notifications.functions'

interface WithNotifications {
  data: Notification[]
  meta: { unread: number }
}

/** Puts the engine's answer for one notification into every cached list, the unread counts with it. */
function store(queryClient: QueryClient, changed: Notification): void {
  queryClient.setQueriesData<WithNotifications>({ queryKey: notificationKeys.all }, (old) => {
    if (!old?.data) return old
    const before = old.data.find((n) => n.id === changed.id)
    if (!before) return old
    const delta = before.status === changed.status ? 0 : changed.status === 'unread' ? 1 : -1
    return {
      ...old,
      data: old.data.map((n) => (n.id === changed.id ? changed : n)),
      meta: { ...old.meta, unread: Math.max(0, old.meta.unread + delta) },
    }
  })
}

/** Read, unread and mark-all, each updating the page, the bell and its count. */
export function useNotificationActions() {
  const queryClient = useQueryClient()
  // A notification that is on neither list (or a count off by one) heals on the refetch.
  const settle = () => queryClient.invalidateQueries({ queryKey: notificationKeys.all })
  const markRead = useMutation({
    mutationFn: (notificationId: number) =>
      markNotificationRead({ data: { params: { notificationId } } }),
    onSuccess: (answer) => store(queryClient, answer.data),
    onSettled: settle,
  })
  const markUnread = useMutation({
    mutationFn: (notificationId: number) =>
      markNotificationUnread({ data: { params: { notificationId } } }),
    onSuccess: (answer) => store(queryClient, answer.data),
    onSettled: settle,
  })
  const markAll = useMutation({
    mutationFn: () => markAllNotificationsRead(),
    onSuccess: () =>
      queryClient.setQueriesData<WithNotifications>({ queryKey: notificationKeys.all }, (old) =>
        old?.data
          ? {
              ...old,
              data: old.data.map((n) => ({ ...n, status: 'read' as const })),
              meta: { ...old.meta, unread: 0 },
            }
          : old,
      ),
    onSettled: settle,
  })
  return { markRead, markUnread, markAll }
}
