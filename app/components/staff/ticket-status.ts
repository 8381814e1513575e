import { m } from '~/paraglide/messages'

const texts: Record<string, () => string> = {
  open: m.staff_ticket_open,
  answered: m.staff_ticket_answered,
  closed: m.staff_ticket_closed,
}

export function ticketStatusText(status: string): string {
  return texts[status]?.() ?? status
}
