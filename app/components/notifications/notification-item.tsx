import { useNavigate } from '@tanstack/react-router'
import { Eye, Mail, MailOpen } from 'lucide-react'
import type { Notification } from '#contract/notifications.ts'
import { formatDateTime } from '~/components/support/format'
import { Button } from '~/components/ui/button'
import { cn } from '~/lib/utils'
import { m } from '~/paraglide/messages'
import { isAppLink } from './notification-link'
import { useNotificationActions } from './use-notification-actions'

/** One notification of the list: its title, body and time; read, unread and view. */
export function NotificationItem({ notification }: { notification: Notification }) {
  const { markRead, markUnread } = useNotificationActions()
  const navigate = useNavigate()
  const unread = notification.status === 'unread'
  const link = notification.link && isAppLink(notification.link) ? notification.link : null
  return (
    <li
      data-testid="notification"
      data-status={notification.status}
      className={cn(
        'flex flex-col gap-3 border-b p-3 last:border-0 sm:flex-row sm:items-start sm:p-4',
        unread && 'bg-primary/5',
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          'mt-1.5 hidden size-2 shrink-0 rounded-full sm:block',
          unread && 'bg-primary',
        )}
      />
      <div className="grid min-w-0 flex-1 gap-1">
        <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <h2 className={cn('text-sm', unread ? 'font-semibold' : 'font-medium')}>
            {notification.title}
          </h2>
          <span className="text-muted-foreground text-xs">
            {unread ? m.notifications_unread() : m.notifications_read()}
            {' · '}
            <time dateTime={notification.created_at}>
              {formatDateTime(notification.created_at)}
            </time>
          </span>
        </div>
        <p dir="auto" className="whitespace-pre-wrap break-words text-muted-foreground text-sm">
          {notification.body}
        </p>
      </div>
      <div className="flex shrink-0 gap-1.5">
        {link ? (
          <Button
            variant="outline"
            size="sm"
            onClick={() => {
              if (unread) markRead.mutate(notification.id)
              void navigate({ href: link })
            }}
          >
            <Eye aria-hidden="true" />
            {m.notifications_view()}
          </Button>
        ) : null}
        {unread ? (
          <Button
            variant="ghost"
            size="sm"
            disabled={markRead.isPending}
            onClick={() => markRead.mutate(notification.id)}
          >
            <MailOpen aria-hidden="true" />
            {m.notifications_mark_read()}
          </Button>
        ) : (
          <Button
            variant="ghost"
            size="sm"
            disabled={markUnread.isPending}
            onClick={() => markUnread.mutate(notification.id)}
          >
            <Mail aria-hidden="true" />
            {m.notifications_mark_unread()}
          </Button>
        )}
      </div>
    </li>
  )
}
