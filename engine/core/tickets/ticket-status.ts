/**
 * A ticket's life: open (waiting for support) → answered (support replied)
 * → closed. A trader's reply to an answered ticket reopens it (support must
 * look again); a closed ticket takes no more messages from anyone: the
 * trader opens a new one (docs/decisions/200-tickets-and-attachments.md),
 * unless staff reopen it (waiting for support again, decision 432).
 */
export type TicketStatus = 'open' | 'answered' | 'closed'
export type TicketAction = 'trader_reply' | 'staff_reply' | 'close' | 'reopen'

export type Transition =
  | { allowed: true; status: TicketStatus; changed: boolean }
  | { allowed: false; reason: 'closed' }

export function transition(current: TicketStatus, action: TicketAction): Transition {
  if (action === 'close') {
    return { allowed: true, status: 'closed', changed: current !== 'closed' }
  }
  if (action === 'reopen') {
    return current === 'closed'
      ? { allowed: true, status: 'open', changed: true }
      : { allowed: true, status: current, changed: false }
  }
  if (current === 'closed') return { allowed: false, reason: 'closed' }
  const status: TicketStatus = action === 'staff_reply' ? 'answered' : 'open'
  return { allowed: true, status, changed: status !== current }
}
