/** The support staff's ticket queue (contract/staff-tickets.ts). */
import { queryOptions } from '@tanstack/react-query'
import type { api } from '#contract/index.ts'
import {
  getStaffTicket,
  getStaffTicketAttachmentLink,
  listStaffTickets,
  staffCounts,
} from '~/server/generated/staff-tickets.functions'
import type { EndpointInput } from '~/server/upstream/endpoint-input'

type ListQuery = NonNullable<EndpointInput<typeof api.staffTickets.list>>['query']

export const staffTicketKeys = {
  all: ['staffTickets'] as const,
  list: (query: ListQuery = {}) => [...staffTicketKeys.all, 'list', query] as const,
  detail: (ticketId: number) => [...staffTicketKeys.all, ticketId] as const,
  counts: () => [...staffTicketKeys.all, 'counts'] as const,
  attachmentLink: (ticketId: number, attachmentId: number) =>
    [...staffTicketKeys.detail(ticketId), 'attachment', attachmentId, 'link'] as const,
}

export const staffTicketsQuery = (query: ListQuery = {}) =>
  queryOptions({
    queryKey: staffTicketKeys.list(query),
    queryFn: () => listStaffTickets({ data: { query } }),
  })

export const staffTicketQuery = (ticketId: number) =>
  queryOptions({
    queryKey: staffTicketKeys.detail(ticketId),
    queryFn: () => getStaffTicket({ data: { params: { ticketId } } }),
  })

/** A signed, short-lived link: never served from the cache once stale. */
export const staffTicketAttachmentLinkQuery = (ticketId: number, attachmentId: number) =>
  queryOptions({
    queryKey: staffTicketKeys.attachmentLink(ticketId, attachmentId),
    queryFn: () => getStaffTicketAttachmentLink({ data: { params: { ticketId, attachmentId } } }),
    staleTime: 0,
    gcTime: 0,
  })

/** What waits for staff (the side menu's counts); refreshed each minute and after decisions. */
export const staffCountsQuery = () =>
  queryOptions({
    queryKey: staffTicketKeys.counts(),
    queryFn: () => staffCounts({ data: {} }),
    refetchInterval: 60_000,
  })
