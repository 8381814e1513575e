import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router'
import { useId, useState } from 'react'
import type { z } from 'zod'
import type { staffTicket } from '#contract/staff-tickets.ts'
import { PageHeader } from '~/components/layout/page-header'
import { type Column, ListTable } from '~/components/money/list-table'
import { staffHead } from '~/components/staff/staff-head'
import { UserRef } from '~/components/staff/staff-ref'
import { QUEUE_PAGE, statusSearch, textSearch } from '~/components/staff/staff-search'
import { StatusTabs } from '~/components/staff/status-tabs'
import { ticketStatusText } from '~/components/staff/ticket-status'
import { ticketStatuses } from '~/components/staff/ticket-statuses'
import { Button } from '~/components/ui/button'
import { Card, CardContent } from '~/components/ui/card'
import { Input } from '~/components/ui/input'
import { LtrFigure } from '~/components/ui/ltr-figure'
import { localDigits } from '~/lib/format'
import { formatDateTime } from '~/lib/money-format'
import { staffTicketsQuery } from '~/lib/queries/staff-tickets'
import { m } from '~/paraglide/messages'

type Row = z.infer<typeof staffTicket>

export const Route = createFileRoute('/staff/tickets/')({
  // The loader (and the query factories it brings) loads with the page, not in the entry (decision 320).
  codeSplitGroupings: [['loader', 'component']],
  head: staffHead('tickets'),
  validateSearch: (search: Record<string, unknown>) => ({
    ...statusSearch<Tab>(tabs)(search),
    ...textSearch(search),
  }),
  loaderDeps: ({ search }) => ({ status: search.status ?? 'open', q: search.q }),
  loader: ({ context, deps }) =>
    context.queryClient.ensureQueryData(
      staffTicketsQuery({ status: deps.status, q: deps.q ?? null, per_page: QUEUE_PAGE }),
    ),
  component: Page,
})

const tabs = [...ticketStatuses, 'all'] as const
type Tab = (typeof tabs)[number]
const tabText = (tab: Tab) => (tab === 'all' ? m.staff_all() : ticketStatusText(tab))

/** Columns a phone leaves out. */
const WIDE_ONLY = 'hidden sm:table-cell'

function Page() {
  const search = Route.useSearch()
  const status = search.status ?? 'open'
  const q = search.q ?? null
  const navigate = useNavigate({ from: Route.fullPath })
  const [text, setText] = useState(q ?? '')
  const inputId = useId()
  const rows = useSuspenseQuery(staffTicketsQuery({ status, q, per_page: QUEUE_PAGE })).data.data
  const columns: Column<Row>[] = [
    {
      header: m.staff_col_subject(),
      cell: (t) => (
        <Link
          to="/staff/tickets/$ticketId"
          params={{ ticketId: t.id }}
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          <LtrFigure>#{localDigits(t.id)}</LtrFigure> <span dir="auto">{t.subject}</span>
        </Link>
      ),
      // On a phone the subject wraps and the ticket page shows the rest:
      // nothing to scroll sideways for (issue 25).
      className: 'whitespace-normal break-words',
    },
    { header: m.staff_col_user(), cell: (t) => <UserRef user={t.user} />, className: WIDE_ONLY },
    { header: m.money_col_type(), cell: (t) => t.type.title, className: WIDE_ONLY },
    {
      header: m.money_col_account(),
      cell: (t) => <span dir="auto">{t.challenge?.title ?? '—'}</span>,
      className: WIDE_ONLY,
    },
    { header: m.staff_col_updated(), cell: (t) => formatDateTime(t.updated_at) },
  ]
  return (
    <div className="grid grid-cols-1 gap-4">
      <PageHeader title={m.staff_nav_tickets()} />
      <search>
        <form
          className="flex max-w-xl items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault()
            void navigate({ search: (s) => ({ ...s, q: text.trim() || undefined }) })
          }}
        >
          <div className="grid flex-1 gap-1.5">
            <label htmlFor={inputId} className="font-medium text-sm">
              {m.staff_ticket_search()}
            </label>
            <Input id={inputId} value={text} onChange={(e) => setText(e.target.value)} dir="auto" />
          </div>
          <Button type="submit">{m.staff_search()}</Button>
        </form>
      </search>
      <StatusTabs statuses={tabs} current={status} label={m.staff_status_filter()} text={tabText} />
      <Card>
        <CardContent className="pt-5">
          <ListTable label={m.staff_nav_tickets()} columns={columns} rows={rows} />
        </CardContent>
      </Card>
    </div>
  )
}
