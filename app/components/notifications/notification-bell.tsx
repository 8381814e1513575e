import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { Bell, CheckCheck } from 'lucide-react'
import { formatCount, formatDateTime } from '~/components/support/format'
import { Button } from '~/components/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '~/components/ui/dropdown-menu'
import { recentNotificationsQuery } from '~/lib/queries/notifications'
import { cn } from '~/lib/utils'
import { m } from '~/paraglide/messages'
import { isAppLink } from './notification-link'
import { useNotificationActions } from './use-notification-actions'
import { useNotificationsLive } from './use-notifications-live'

/** The top bar's bell: the unread count and the latest notifications, live. Signed-in users only. */
export function NotificationBell() {
  useNotificationsLive()
  const { data: recent } = useQuery(recentNotificationsQuery())
  const { markRead, markAll } = useNotificationActions()
  const navigate = useNavigate()
  const unread = recent?.meta.unread ?? 0
  const shown = unread > 99 ? '99+' : formatCount(unread)
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="relative"
          data-testid="notification-bell"
          data-unread={unread}
          aria-label={
            unread > 0 ? m.notifications_bell_unread({ count: unread }) : m.notifications_bell()
          }
        >
          <Bell aria-hidden="true" className="size-5" />
          {unread > 0 ? (
            <span
              aria-hidden="true"
              data-testid="notification-count"
              className="-top-0.5 -end-0.5 absolute flex h-4 min-w-4 items-center justify-center rounded-full bg-destructive px-1 font-semibold text-[10px] text-white leading-none"
            >
              {shown}
            </span>
          ) : null}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-80 max-w-[calc(100vw-1rem)] p-0">
        <div className="flex items-center justify-between gap-2 px-3 py-2">
          <DropdownMenuLabel className="p-0">{m.notifications_bell()}</DropdownMenuLabel>
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
        <DropdownMenuSeparator className="m-0" />
        <div className="max-h-96 overflow-y-auto" data-testid="bell-list">
          {recent && recent.data.length > 0 ? (
            recent.data.map((notification) => (
              <DropdownMenuItem
                key={notification.id}
                data-testid="bell-item"
                data-status={notification.status}
                className="grid items-start gap-0.5 rounded-none border-b px-3 py-2 last:border-0"
                onSelect={() => {
                  if (notification.status === 'unread') markRead.mutate(notification.id)
                  const link =
                    notification.link && isAppLink(notification.link)
                      ? notification.link
                      : '/notifications'
                  void navigate({ href: link })
                }}
              >
                <span className="flex items-center gap-2">
                  <span
                    aria-hidden="true"
                    className={cn(
                      'size-1.5 shrink-0 rounded-full',
                      notification.status === 'unread' ? 'bg-primary' : 'bg-transparent',
                    )}
                  />
                  <span
                    className={cn(
                      'truncate text-sm',
                      notification.status === 'unread' ? 'font-semibold' : 'font-normal',
                    )}
                  >
                    {notification.title}
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
              </DropdownMenuItem>
            ))
          ) : (
            <p className="px-3 py-6 text-center text-muted-foreground text-sm">
              {m.notifications_none()}
            </p>
          )}
        </div>
        <DropdownMenuSeparator className="m-0" />
        <DropdownMenuItem asChild className="justify-center rounded-none py-2 text-sm">
          <Link to="/notifications">{m.notifications_see_all()}</Link>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
