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
  ticketStatus,
} from './tickets.ts'

export const ticketOwner = z.object({
  id,
  email: z.string(),
  name: z.string().nullable(),
})

export const staffTicket = ticket.extend({ user: ticketOwner })
export const staffTicketDetail = ticketDetail.extend({ user: ticketOwner })

const ticketParams = z.object({ ticketId: idParam })
const attachmentParams = ticketParams.extend({ attachmentId: idParam })

export const staffTicketEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/v1/staff/tickets',
    summary: 'Tickets in one status (default open: waiting for support), longest waiting first',
    access: 'staff',
    query: pageQuery.extend({ status: ticketStatus.default('open') }),
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
    summary: 'Close a ticket (recorded with who and when); closing a closed one changes nothing',
    access: 'staff',
    params: ticketParams,
    response: resource(staffTicketDetail),
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
