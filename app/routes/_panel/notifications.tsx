import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { CheckCheck } from 'lucide-react'
import { PageHeader } from '~/components/layout/page-header'
import { panelHead } from '~/components/layout/panel-head'
import { NotificationItem } from '~/components/notifications/notification-item'
import { useNotificationActions } from '~/components/notifications/use-notification-actions'
import { EmptyState } from '~/components/support/empty-state'
import { formatCount } from '~/components/support/format'
import { Pager } from '~/components/support/pager'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { notificationsQuery } from '~/lib/queries/notifications'
import { pageSearch } from '~/lib/support-search'
import { m } from '~/paraglide/messages'

export const Route = createFileRoute('/_panel/notifications')({
  // The loader (query factories, server-function stubs) loads with the page, not the entry.
  codeSplitGroupings: [['loader', 'component']],
  validateSearch: pageSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  head: panelHead('notifications'),
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(notificationsQuery(deps)),
  component: NotificationsPage,
})

function NotificationsPage() {
  const deps = Route.useLoaderDeps()
  const { data: page } = useSuspenseQuery(notificationsQuery(deps))
  const { markAll } = useNotificationActions()
  const unread = page.meta.unread
  return (
    <div className="mx-auto grid max-w-4xl gap-2">
      <PageHeader
        title={m.page_notifications()}
        actions={
          <>
            {unread > 0 ? (
              <span className="text-muted-foreground text-sm" data-testid="unread-total">
                {m.notifications_unread_count({ count: formatCount(unread) })}
              </span>
            ) : null}
            <Button
              variant="outline"
              disabled={unread === 0 || markAll.isPending}
              onClick={() => markAll.mutate()}
            >
              <CheckCheck aria-hidden="true" />
              {m.notifications_mark_all()}
            </Button>
          </>
        }
      />
      <Card className="overflow-hidden">
        {page.data.length === 0 ? (
          // Spec §8: 'no notification found'.
          <EmptyState text={m.notifications_none()} />
        ) : (
          <ul data-testid="notifications">
            {page.data.map((notification) => (
              <NotificationItem key={notification.id} notification={notification} />
            ))}
          </ul>
        )}
      </Card>
      <Pager meta={page.meta} to="/notifications" />
    </div>
  )
}
