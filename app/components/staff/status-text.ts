import { m } from '~/paraglide/messages'

const texts: Record<string, () => string> = {
  pending: m.money_status_pending,
  paid: m.money_status_paid,
  rejected: m.money_status_rejected,
  approved: m.money_status_approved,
}

/** A queue status in the page's language. */
export function statusText(status: string): string {
  return texts[status]?.() ?? status
}
