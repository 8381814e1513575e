/** Support tickets (contract/tickets.ts). */
import { queryOptions } from '@tanstack/react-query'
import type { api } from '#contract/index.ts'
import {
  getTicket,
  getTicketAttachment,
  getTicketAttachmentLink,
  listTickets,
  listTicketTypes,
} from '~/server/generated/tickets.functions'
import type { EndpointInput } from '~/server/upstream/endpoint-input'

type PageQuery = NonNullable<EndpointInput<typeof api.tickets.list>>['query']

export const ticketKeys = {
  all: ['tickets'] as const,
  list: (query: PageQuery = {}) => [...ticketKeys.all, 'list', query] as const,
  types: () => [...ticketKeys.all, 'types'] as const,
  detail: (ticketId: number) => [...ticketKeys.all, ticketId] as const,
  attachment: (ticketId: number, attachmentId: number) =>
    [...ticketKeys.detail(ticketId), 'attachment', attachmentId] as const,
  attachmentLink: (ticketId: number, attachmentId: number) =>
    [...ticketKeys.attachment(ticketId, attachmentId), 'link'] as const,
}

export const ticketsQuery = (query: PageQuery = {}) =>
  queryOptions({
    queryKey: ticketKeys.list(query),
    queryFn: () => listTickets({ data: { query } }),
  })

export const ticketTypesQuery = () =>
  queryOptions({ queryKey: ticketKeys.types(), queryFn: () => listTicketTypes() })

export const ticketQuery = (ticketId: number) =>
  queryOptions({
    queryKey: ticketKeys.detail(ticketId),
    queryFn: () => getTicket({ data: { params: { ticketId } } }),
  })

export const ticketAttachmentQuery = (ticketId: number, attachmentId: number) =>
  queryOptions({
    queryKey: ticketKeys.attachment(ticketId, attachmentId),
    queryFn: () => getTicketAttachment({ data: { params: { ticketId, attachmentId } } }),
  })

/** A signed, short-lived link: never served from the cache once stale. */
export const ticketAttachmentLinkQuery = (ticketId: number, attachmentId: number) =>
  queryOptions({
    queryKey: ticketKeys.attachmentLink(ticketId, attachmentId),
    queryFn: () => getTicketAttachmentLink({ data: { params: { ticketId, attachmentId } } }),
    staleTime: 0,
    gcTime: 0,
  })
