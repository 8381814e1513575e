import { Link } from '@tanstack/react-router'
import type { PaginationMeta } from '#contract/common.ts'
import type { Ticket } from '#contract/tickets.ts'
import { EmptyState } from '~/components/support/empty-state'
import { formatDateTime } from '~/components/support/format'
import { Pager } from '~/components/support/pager'
import { m } from '~/paraglide/messages'
import { TicketStatusBadge } from './ticket-status-badge'

/** The user's tickets, newest activity first: a table on wide screens, cards on phones. */
export function TicketList({ tickets, meta }: { tickets: Ticket[]; meta: PaginationMeta }) {
  if (tickets.length === 0) return <EmptyState />
  return (
    <div>
      <table className="hidden w-full text-sm md:table" data-testid="tickets-table">
        <thead className="border-b text-muted-foreground text-xs">
          <tr>
            <th className="px-3 py-2 text-start font-medium">#</th>
            <th className="px-3 py-2 text-start font-medium">{m.tickets_col_subject()}</th>
            <th className="px-3 py-2 text-start font-medium">{m.tickets_col_type()}</th>
            <th className="px-3 py-2 text-start font-medium">{m.tickets_col_challenge()}</th>
            <th className="px-3 py-2 text-start font-medium">{m.tickets_col_status()}</th>
            <th className="px-3 py-2 text-start font-medium">{m.tickets_col_updated()}</th>
          </tr>
        </thead>
        <tbody>
          {tickets.map((ticket) => (
            <tr key={ticket.id} className="border-b last:border-0 hover:bg-muted/50">
              <td className="px-3 py-3 text-muted-foreground tabular-nums">{ticket.id}</td>
              <td className="max-w-72 px-3 py-3">
                <Link
                  to="/tickets/$ticketId"
                  params={{ ticketId: String(ticket.id) }}
                  className="block truncate font-medium hover:underline"
                >
                  <bdi>{ticket.subject}</bdi>
                </Link>
              </td>
              <td className="px-3 py-3">{ticket.type.title}</td>
              <td className="max-w-48 truncate px-3 py-3">
                <bdi>{ticket.challenge?.title ?? '—'}</bdi>
              </td>
              <td className="px-3 py-3">
                <TicketStatusBadge status={ticket.status} />
              </td>
              <td className="whitespace-nowrap px-3 py-3 text-muted-foreground">
                {formatDateTime(ticket.updated_at)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="grid gap-2 md:hidden">
        {tickets.map((ticket) => (
          <li key={ticket.id}>
            <Link
              to="/tickets/$ticketId"
              params={{ ticketId: String(ticket.id) }}
              className="grid gap-1.5 rounded-lg border p-3 hover:bg-muted/50"
            >
              <span className="flex items-center justify-between gap-2">
                <bdi className="truncate font-medium">{ticket.subject}</bdi>
                <TicketStatusBadge status={ticket.status} />
              </span>
              <span className="text-muted-foreground text-xs">
                {ticket.type.title} · {formatDateTime(ticket.updated_at)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <Pager meta={meta} to="/tickets" />
    </div>
  )
}
