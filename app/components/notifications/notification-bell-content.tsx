import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { CheckCheck } from 'lucide-react'
import { Popover } from 'radix-ui'
import type { ReactElement } from 'react'
import type { Notification } from '#contract/notifications.ts'
import { formatDateTime } from '~/components/support/format'
import { Button } from '~/components/ui/button'
import { recentNotificationsQuery } from '~/lib/queries/notifications'
import { cn } from '~/lib/utils'
import { m } from '~/paraglide/messages'
import { isAppLink } from './notification-link'
import { useNotificationActions } from './use-notification-actions'

/** The bell's popover, loaded on its first opening (notification-bell.tsx). */
export default function NotificationBellContent({
  trigger,
  open,
  setOpen,
}: {
  trigger: ReactElement
  open: boolean
  setOpen(open: boolean): void
}) {
  const { data: recent } = useQuery(recentNotificationsQuery())
  const { markRead, markAll } = useNotificationActions()
  const navigate = useNavigate()
  const unread = recent?.meta.unread ?? 0
  const view = (notification: Notification) => {
    setOpen(false)
    if (notification.status === 'unread') markRead.mutate(notification.id)
    const link =
      notification.link && isAppLink(notification.link) ? notification.link : '/notifications'
    void navigate({ href: link })
  }
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>{trigger}</Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={4}
          aria-label={m.notifications_bell()}
          className="z-50 w-80 max-w-[calc(100vw-1rem)] overflow-hidden rounded-md border bg-popover text-popover-foreground shadow-md"
        >
          <div className="flex items-center justify-between gap-2 border-b px-3 py-2">
            <h2 className="font-medium text-sm">{m.notifications_bell()}</h2>
            {unread > 0 ? (
              <Button
                variant="ghost"
                size="sm"
                className="h-7 px-2 text-xs"
                disabled={markAll.isPending}
                onClick={() => markAll.mutate()}
              >
                <CheckCheck aria-hidden="true" />
                {m.notifications_mark_all()}
              </Button>
            ) : null}
          </div>
          {recent && recent.data.length > 0 ? (
            <ul className="max-h-96 overflow-y-auto" data-testid="bell-list">
              {recent.data.map((notification) => (
                <li key={notification.id} className="border-b last:border-0">
                  <button
                    type="button"
                    data-testid="bell-item"
                    data-status={notification.status}
                    className="grid w-full gap-0.5 px-3 py-2 text-start outline-none hover:bg-accent focus-visible:bg-accent"
                    onClick={() => view(notification)}
                  >
                    <span className="flex items-center gap-2">
                      <span
                        aria-hidden="true"
                        className={cn(
                          'size-1.5 shrink-0 rounded-full',
                          notification.status === 'unread' && 'bg-primary',
                        )}
                      />
                      <span
                        className={cn(
                          'truncate text-sm',
                          notification.status === 'unread' ? 'font-semibold' : 'font-normal',
                        )}
                      >
                        {notification.title}
                        {notification.status === 'unread' ? (
                          <span className="sr-only"> ({m.notifications_unread()})</span>
                        ) : null}
                      </span>
                    </span>
                    <span className="line-clamp-2 ps-3.5 text-muted-foreground text-xs">
                      {notification.body}
                    </span>
                    <time
                      dateTime={notification.created_at}
                      className="ps-3.5 text-[11px] text-muted-foreground"
                    >
                      {formatDateTime(notification.created_at)}
                    </time>
                  </button>
                </li>
              ))}
            </ul>
          ) : (
            <p className="px-3 py-6 text-center text-muted-foreground text-sm">
              {m.notifications_none()}
            </p>
          )}
          <Link
            to="/notifications"
            onClick={() => setOpen(false)}
            className="block border-t py-2 text-center text-sm hover:bg-accent"
          >
            {m.notifications_see_all()}
          </Link>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  )
}
