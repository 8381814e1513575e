import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { ArrowLeft } from 'lucide-react'
import { panelHead } from '~/components/layout/panel-head'
import { formatDateTime } from '~/components/support/format'
import { ReplyForm } from '~/components/tickets/reply-form'
import { notFoundOn404 } from '~/components/tickets/ticket-route-params'
import { TicketStatusBadge } from '~/components/tickets/ticket-status-badge'
import { TicketThread } from '~/components/tickets/ticket-thread'
import { useTicketLive } from '~/components/tickets/use-ticket-live'
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card'
import { idFromPath } from '~/lib/path-id'
import { ticketQuery, ticketTypesQuery } from '~/lib/queries/tickets'
import { m } from '~/paraglide/messages'

export const Route = createFileRoute('/_panel/tickets/$ticketId/')({
  // The loader (query factories, server-function stubs) loads with the page, not the entry.
  codeSplitGroupings: [['loader', 'component']],
  head: panelHead('ticket'),
  loader: ({ context, params }) => {
    const ticketId = idFromPath(params.ticketId)
    return Promise.all([
      context.queryClient.ensureQueryData(ticketQuery(ticketId)).catch(notFoundOn404),
      context.queryClient.ensureQueryData(ticketTypesQuery()),
    ])
  },
  component: TicketPage,
})

function TicketPage() {
  const ticketId = idFromPath(Route.useParams().ticketId)
  const { data: answer } = useSuspenseQuery(ticketQuery(ticketId))
  const { data: types } = useSuspenseQuery(ticketTypesQuery())
  useTicketLive(ticketId)
  const ticket = answer.data
  return (
    <div className="mx-auto grid max-w-4xl gap-4">
      <Link
        to="/tickets"
        className="inline-flex items-center gap-1 justify-self-start text-muted-foreground text-sm hover:text-foreground"
      >
        <ArrowLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
        {m.tickets_back()}
      </Link>
      {/* The subject is the trader's text: isolated, so a Latin subject reads right on a Persian page. */}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="break-words font-semibold text-2xl tracking-tight">
          <bdi>{ticket.subject}</bdi>
        </h1>
        <TicketStatusBadge status={ticket.status} />
      </div>
      <dl className="grid grid-cols-2 gap-3 rounded-xl border p-4 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-muted-foreground text-xs">#</dt>
          <dd className="tabular-nums">{ticket.id}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground text-xs">{m.tickets_col_type()}</dt>
          <dd>{ticket.type.title}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground text-xs">{m.tickets_col_challenge()}</dt>
          <dd className="truncate">{ticket.challenge?.title ?? '—'}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground text-xs">{m.tickets_col_updated()}</dt>
          <dd>{formatDateTime(ticket.updated_at)}</dd>
        </div>
      </dl>
      <TicketThread ticket={ticket} />
      {ticket.status === 'closed' ? (
        <p className="rounded-md border bg-muted/50 p-3 text-muted-foreground text-sm">
          {m.tickets_closed_note()}
        </p>
      ) : (
        <Card>
          <CardHeader>
            <CardTitle>{m.tickets_reply()}</CardTitle>
          </CardHeader>
          <CardContent>
            <ReplyForm ticketId={ticket.id} limits={types.meta} />
          </CardContent>
        </Card>
      )}
    </div>
  )
}
