import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import type { z } from 'zod'
import type { staffTicket } from '#contract/staff-tickets.ts'
import { PageHeader } from '~/components/layout/page-header'
import { type Column, ListTable } from '~/components/money/list-table'
import { UserRef } from '~/components/staff/staff-ref'
import { QUEUE_PAGE, statusSearch } from '~/components/staff/staff-search'
import { StatusTabs } from '~/components/staff/status-tabs'
import { ticketStatuses, ticketStatusText } from '~/components/staff/ticket-status'
import { Card, CardContent } from '~/components/ui/card'
import { formatDateTime } from '~/lib/money-format'
import { staffTicketsQuery } from '~/lib/queries/staff-tickets'
import { m } from '~/paraglide/messages'

type Row = z.infer<typeof staffTicket>

export const Route = createFileRoute('/staff/tickets/')({
  // The loader (and the query factories it brings) loads with the page, not in the entry (decision 320).
  codeSplitGroupings: [['loader', 'component']],
  head: () => ({ meta: [{ title: m.staff_nav_tickets() }] }),
  validateSearch: statusSearch<(typeof ticketStatuses)[number]>(ticketStatuses),
  loaderDeps: ({ search }) => ({ status: search.status ?? 'open' }),
  loader: ({ context, deps }) =>
    context.queryClient.ensureQueryData(
      staffTicketsQuery({ status: deps.status, per_page: QUEUE_PAGE }),
    ),
  component: Page,
})

function Page() {
  const status = Route.useSearch().status ?? 'open'
  const rows = useSuspenseQuery(staffTicketsQuery({ status, per_page: QUEUE_PAGE })).data.data
  const columns: Column<Row>[] = [
    {
      header: m.staff_col_subject(),
      cell: (t) => (
        <Link
          to="/staff/tickets/$ticketId"
          params={{ ticketId: t.id }}
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          {t.subject}
        </Link>
      ),
    },
    { header: m.staff_col_user(), cell: (t) => <UserRef user={t.user} /> },
    { header: m.money_col_type(), cell: (t) => t.type.title },
    { header: m.money_col_account(), cell: (t) => t.challenge?.title ?? '—' },
    { header: m.staff_col_updated(), cell: (t) => formatDateTime(t.updated_at) },
  ]
  return (
    <div className="grid grid-cols-1 gap-4">
      <PageHeader title={m.staff_nav_tickets()} />
      <StatusTabs
        statuses={ticketStatuses}
        current={status}
        label={m.staff_status_filter()}
        text={ticketStatusText}
      />
      <Card>
        <CardContent className="pt-5">
          <ListTable label={m.staff_nav_tickets()} columns={columns} rows={rows} />
        </CardContent>
      </Card>
    </div>
  )
}
