// Written by scripts/gen.ts (npm run gen) from contract/ and
// app/server/server-functions.manifest.ts: edit those, not this file.

/** Server functions of /v1 tickets (contract/tickets.ts). Create and reply take FormData: fields, `attachments[]` files, and `ticketId` for a reply. */
import { createServerFn } from '@tanstack/react-start'
import { api } from '#contract/index.ts'
import { callEndpoint } from '../upstream/call.server'
import { endpointInput, multipartInput } from '../upstream/endpoint-input'

export const listTickets = createServerFn({ method: 'GET' })
  .validator(endpointInput(api.tickets.list))
  .handler(({ data }) => callEndpoint(api.tickets.list, data))

export const createTicket = createServerFn({ method: 'POST' })
  .validator(multipartInput(api.tickets.create))
  .handler(({ data }) => callEndpoint(api.tickets.create, data))

export const listTicketTypes = createServerFn({ method: 'GET' })
  .validator(endpointInput(api.tickets.types))
  .handler(({ data }) => callEndpoint(api.tickets.types, data))

export const getTicket = createServerFn({ method: 'GET' })
  .validator(endpointInput(api.tickets.show))
  .handler(({ data }) => callEndpoint(api.tickets.show, data))

export const replyToTicket = createServerFn({ method: 'POST' })
  .validator(multipartInput(api.tickets.reply))
  .handler(({ data }) => callEndpoint(api.tickets.reply, data))

export const getTicketAttachment = createServerFn({ method: 'GET' })
  .validator(endpointInput(api.tickets.attachment))
  .handler(({ data }) => callEndpoint(api.tickets.attachment, data))

export const getTicketAttachmentLink = createServerFn({ method: 'GET' })
  .validator(endpointInput(api.tickets.attachmentLink))
  .handler(({ data }) => callEndpoint(api.tickets.attachmentLink, data))
