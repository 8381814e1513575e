import { useQuery } from '@tanstack/react-query'
import type { Notification, NotificationEvent } from '#contract/notifications.ts'
import { liveChannels } from '~/lib/live/live-channels'
import { useLiveChannel } from '~/lib/live/use-live-channel'
import { notificationKeys } from '~/lib/queries/notifications'
import { currentUserQuery } from '~/lib/queries/user'
import { getLocale } from '~/paraglide/runtime'

/** How many the bell lists: the engine's /recent answers the latest 10 (decision 201). */
export const RECENT_COUNT = 10

interface RecentAnswer {
  data: Notification[]
  meta: { unread: number }
}

/** The event as the list shows it: its texts in the page's language. */
export function inPageLanguage(event: NotificationEvent): Notification {
  const { texts, ...notification } = event
  const local = texts[getLocale() === 'fa' ? 'fa' : 'en']
  return { ...notification, title: local.title, body: local.body }
}

/**
 * Notifications as they happen, on private-user.{id}: the bell's list and
 * count change at once, the full list refetches. Mounted once, by the bell.
 */
export function useNotificationsLive(): void {
  const { data: user } = useQuery(currentUserQuery())
  useLiveChannel(
    user ? liveChannels.user(user.id) : null,
    {
      notification: (event, queryClient) => {
        const notification = inPageLanguage(event)
        queryClient.setQueryData<RecentAnswer>(notificationKeys.recent(), (old) => {
          if (!old || old.data.some((n) => n.id === notification.id)) return old
          return {
            data: [notification, ...old.data].slice(0, RECENT_COUNT),
            meta: { unread: old.meta.unread + (notification.status === 'unread' ? 1 : 0) },
          }
        })
        void queryClient.invalidateQueries({
          queryKey: notificationKeys.all,
          predicate: (query) => query.queryKey[1] === 'list',
        })
      },
    },
    {
      onLive: (queryClient) =>
        void queryClient.invalidateQueries({ queryKey: notificationKeys.recent() }),
      onResync: (queryClient) =>
        void queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
    },
  )
}
