import type { ticketStatuses } from '#contract/tickets.ts'
import { cn } from '~/lib/utils'
import { m } from '~/paraglide/messages'

type Status = (typeof ticketStatuses)[number]

const looks: Record<Status, { label: () => string; dot: string }> = {
  open: { label: () => m.tickets_status_open(), dot: 'bg-warning' },
  answered: { label: () => m.tickets_status_answered(), dot: 'bg-success' },
  closed: { label: () => m.tickets_status_closed(), dot: 'bg-muted-foreground' },
}

/** A ticket's status in words (the dot only adds colour). */
export function TicketStatusBadge({ status }: { status: Status }) {
  const look = looks[status]
  return (
    <span
      data-testid="ticket-status"
      data-status={status}
      className="inline-flex items-center gap-1.5 whitespace-nowrap rounded-full border px-2 py-0.5 font-medium text-xs"
    >
      <span aria-hidden="true" className={cn('size-1.5 rounded-full', look.dot)} />
      {look.label()}
    </span>
  )
}
