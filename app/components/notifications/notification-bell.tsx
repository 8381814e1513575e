import { useQuery } from '@tanstack/react-query'
import { Bell } from 'lucide-react'
import { useState } from 'react'
import { formatCount } from '~/components/support/format'
import { Button } from '~/components/ui/button'
import { lazyOverlay, OnFirstOpen } from '~/components/ui/lazy-overlay'
import { recentNotificationsQuery } from '~/lib/queries/notifications'
import { m } from '~/paraglide/messages'
import { useNotificationsLive } from './use-notifications-live'

const popover = lazyOverlay(() => import('./notification-bell-content'))

/**
 * The top bar's bell: the unread count and the latest notifications, live.
 * Signed-in users only. A non-modal popover (not a menu): it holds a list
 * and actions, and leaves the page readable behind it. The popover
 * (notification-bell-content.tsx) loads on the first opening.
 */
export function NotificationBell() {
  useNotificationsLive()
  const [open, setOpen] = useState(false)
  const { data: recent } = useQuery(recentNotificationsQuery())
  const unread = recent?.meta.unread ?? 0
  return (
    <OnFirstOpen
      popup="dialog"
      preload={popover.preload}
      onOpen={() => setOpen(true)}
      trigger={
        <Button
          variant="ghost"
          size="icon"
          className="relative"
          data-testid="notification-bell"
          data-unread={unread}
          aria-label={
            unread > 0
              ? m.notifications_bell_unread({ count: formatCount(unread) })
              : m.notifications_bell()
          }
        >
          <Bell aria-hidden="true" className="size-5" />
          {unread > 0 ? (
            <span
              aria-hidden="true"
              data-testid="notification-count"
              className="-top-0.5 -end-0.5 absolute flex h-4 min-w-4 items-center justify-center rounded-full bg-destructive px-1 font-semibold text-[10px] text-white leading-none"
            >
              {unread > 99 ? '99+' : formatCount(unread)}
            </span>
          ) : null}
        </Button>
      }
      overlay={(trigger) => <popover.Overlay trigger={trigger} open={open} setOpen={setOpen} />}
    />
  )
}
