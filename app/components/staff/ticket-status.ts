import type { z } from 'zod'
import type { ticketStatus } from '#contract/tickets.ts'
import { m } from '~/paraglide/messages'

/**
 * contract/tickets.ts's statuses, restated: importing a value from the
 * contract would pull the full zod into the browser's entry chunk.
 */
export const ticketStatuses = ['open', 'answered', 'closed'] as const satisfies readonly z.infer<
  typeof ticketStatus
>[]

const texts: Record<string, () => string> = {
  open: m.staff_ticket_open,
  answered: m.staff_ticket_answered,
  closed: m.staff_ticket_closed,
}

export function ticketStatusText(status: string): string {
  return texts[status]?.() ?? status
}
