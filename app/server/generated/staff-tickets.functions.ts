// Written by scripts/gen.ts (npm run gen) from contract/ and
// app/server/server-functions.manifest.ts: edit those, not this file.

/** Server functions of /v1/staff/tickets (contract/staff-tickets.ts): the support staff's queue. The upstream decides who is staff (403 otherwise). A reply takes FormData: `content`, `attachments[]` files and `ticketId`. */
import { createServerFn } from '@tanstack/react-start'
import { api } from '#contract/index.ts'
import { callEndpoint } from '../upstream/call.server'
import { endpointInput, multipartInput } from '../upstream/endpoint-input'

export const listStaffTickets = createServerFn({ method: 'GET' })
  .validator(endpointInput(api.staffTickets.list))
  .handler(({ data }) => callEndpoint(api.staffTickets.list, data))

export const getStaffTicket = createServerFn({ method: 'GET' })
  .validator(endpointInput(api.staffTickets.show))
  .handler(({ data }) => callEndpoint(api.staffTickets.show, data))

export const replyToStaffTicket = createServerFn({ method: 'POST' })
  .validator(multipartInput(api.staffTickets.reply))
  .handler(({ data }) => callEndpoint(api.staffTickets.reply, data))

export const closeStaffTicket = createServerFn({ method: 'POST' })
  .validator(endpointInput(api.staffTickets.close))
  .handler(({ data }) => callEndpoint(api.staffTickets.close, data))

export const reopenStaffTicket = createServerFn({ method: 'POST' })
  .validator(endpointInput(api.staffTickets.reopen))
  .handler(({ data }) => callEndpoint(api.staffTickets.reopen, data))

export const staffCounts = createServerFn({ method: 'GET' })
  .validator(endpointInput(api.staffTickets.counts))
  .handler(({ data }) => callEndpoint(api.staffTickets.counts, data))

export const getStaffTicketAttachmentLink = createServerFn({ method: 'GET' })
  .validator(endpointInput(api.staffTickets.attachmentLink))
  .handler(({ data }) => callEndpoint(api.staffTickets.attachmentLink, data))
