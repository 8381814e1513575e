import { m } from '~/paraglide/messages'

/** A ticket status in the page's language (the statuses: ticket-statuses.ts). */
const texts: Record<string, () => string> = {
  open: m.staff_ticket_open,
  answered: m.staff_ticket_answered,
  closed: m.staff_ticket_closed,
}

export function ticketStatusText(status: string): string {
  return texts[status]?.() ?? status
}
