/**
 * Support staff's side of tickets (roles support and admin), until the
 * staff console lands: the queue, a ticket with its owner, a reply (which
 * marks it answered and notifies the trader) and closing.
 */
import { z } from 'zod'
import { id, idParam, pageQuery, paginated, resource } from './common.ts'
import { endpoint } from './endpoint.ts'
import {
  attachmentLinkAnswer,
  replyTicketBody,
  ticket,
  ticketDetail,
  ticketStatuses,
} from './tickets.ts'

export const ticketOwner = z.object({
  id,
  email: z.string(),
  name: z.string().nullable(),
})

export const staffTicket = ticket.extend({ user: ticketOwner })
export const staffTicketDetail = ticketDetail.extend({ user: ticketOwner })

const ticketParams = z.object({ ticketId: idParam })

/** Closing or reopening: an optional note (absent, null or blank: none). */
const statusNoteBody = z
  .object({
    note: z
      .string()
      .trim()
      .max(1000, { error: 'Note is too long' })
      .nullish()
      .transform((v) => (v ? v : null)),
  })
  .default({ note: null })

export const staffCounts = z.object({
  tickets_open: z.number().int().min(0),
  real_withdraws_pending: z.number().int().min(0),
  referral_withdraws_pending: z.number().int().min(0),
  account_requests_pending: z.number().int().min(0),
})
export type StaffCounts = z.infer<typeof staffCounts>
const attachmentParams = ticketParams.extend({ attachmentId: idParam })

export const staffTicketEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/v1/staff/tickets',
    summary:
      'Tickets in one status (default open: waiting for support) or all, longest waiting first; q searches number, e-mail and text',
    access: 'staff',
    query: pageQuery.extend({
      status: z.enum([...ticketStatuses, 'all']).default('open'),
      /** A ticket number (#12), the owner's e-mail or text in the subject or messages. */
      q: z
        .string()
        .trim()
        .max(120, { error: 'Search text is too long' })
        .nullish()
        .transform((v) => (v ? v : null)),
    }),
    response: paginated(staffTicket),
  }),
  show: endpoint({
    method: 'GET',
    path: '/v1/staff/tickets/{ticketId}',
    summary: 'Any ticket with its messages and its owner',
    access: 'staff',
    params: ticketParams,
    response: resource(staffTicketDetail),
  }),
  reply: endpoint({
    method: 'POST',
    path: '/v1/staff/tickets/{ticketId}/reply',
    summary:
      'Answer (multipart, `attachments[]` files): the ticket becomes answered, the trader is notified',
    access: 'staff',
    multipart: true,
    params: ticketParams,
    body: replyTicketBody,
    response: resource(staffTicketDetail),
  }),
  close: endpoint({
    method: 'POST',
    path: '/v1/staff/tickets/{ticketId}/close',
    summary:
      'Close a ticket with an optional closing note (added to the thread); the trader is notified; audited; closing a closed one changes nothing',
    access: 'staff',
    params: ticketParams,
    body: statusNoteBody,
    response: resource(staffTicketDetail),
  }),
  reopen: endpoint({
    method: 'POST',
    path: '/v1/staff/tickets/{ticketId}/reopen',
    summary: 'Reopen a closed ticket (waiting for support again); the trader is notified; audited',
    access: 'staff',
    params: ticketParams,
    body: statusNoteBody,
    response: resource(staffTicketDetail),
  }),
  counts: endpoint({
    method: 'GET',
    path: '/v1/staff/counts',
    summary: 'What waits for staff: open tickets, pending withdrawals and real-account requests',
    access: 'staff',
    response: resource(staffCounts),
  }),
  attachmentLink: endpoint({
    method: 'GET',
    path: '/v1/staff/tickets/{ticketId}/attachments/{attachmentId}/link',
    summary: 'A signed, short-lived download URL of any ticket’s attachment',
    access: 'staff',
    params: attachmentParams,
    response: resource(attachmentLinkAnswer),
  }),
} as const
