import { z } from 'zod'
import { id, idParam, list, pageQuery, paginated, resource, timestamp } from './common.ts'
import { endpoint } from './endpoint.ts'

export const ticketStatuses = ['open', 'answered', 'closed'] as const
export const ticketStatus = z.enum(ticketStatuses)

/** `challenge_required`: a ticket of this type must name one of the user's challenges. */
export const ticketType = z.object({ id, title: z.string(), challenge_required: z.boolean() })

/** What a ticket or reply may carry (TICKET_MAX_FILES, TICKET_MAX_FILE_MB): forms check before uploading. */
export const uploadLimits = z.object({
  max_files: z.number().int().min(0),
  max_file_mb: z.number().positive(),
})
export type UploadLimits = z.infer<typeof uploadLimits>

export const attachment = z.object({
  id,
  name: z.string(),
  size: z.number().int().min(0),
  mime: z.string(),
  created_at: timestamp,
})

export const ticketMessage = z.object({
  id,
  content: z.string(),
  author: z.object({ name: z.string(), is_staff: z.boolean() }),
  attachments: z.array(attachment),
  created_at: timestamp,
})

export const ticket = z.object({
  id,
  subject: z.string(),
  status: ticketStatus,
  type: z.object({ id, title: z.string() }),
  challenge: z.object({ id, title: z.string() }).nullable(),
  created_at: timestamp,
  updated_at: timestamp,
})

export const ticketDetail = ticket.extend({
  description: z.string(),
  attachments: z.array(attachment),
  messages: z.array(ticketMessage),
})

export type Ticket = z.infer<typeof ticket>
export type TicketDetail = z.infer<typeof ticketDetail>
export type TicketType = z.infer<typeof ticketType>
export type TicketMessage = z.infer<typeof ticketMessage>
export type TicketAttachment = z.infer<typeof attachment>

const files = z.array(z.instanceof(File, { error: 'Each attachment must be a file' })).default([])

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required` })
    .max(max, { error: `${label} is too long` })

export const createTicketBody = z.object({
  type_id: z.coerce
    .number({ error: 'Type is required' })
    .int()
    .positive({ error: 'Type is required' }),
  /** Required by the types about an account (the engine checks: 422 "Challenge is required"). */
  user_challenge_id: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.coerce.number().int().positive({ error: 'Challenge is required' }).optional(),
  ),
  subject: requiredText('Subject', 150),
  description: requiredText('Description', 5000),
  attachments: files,
})

export const replyTicketBody = z.object({
  content: requiredText('Content', 5000),
  attachments: files,
})

/**
 * A signed, short-lived link to an attachment: `url` shows it (images
 * inline), `download_url` always downloads it (Content-Disposition
 * attachment), so "Download" keeps the page.
 */
export const attachmentLinkAnswer = z.object({
  url: z.string(),
  download_url: z.string(),
  expires_at: timestamp,
})

const ticketParams = z.object({ ticketId: idParam })
const attachmentParams = ticketParams.extend({ attachmentId: idParam })

export const ticketEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/v1/tickets',
    summary: 'The user’s tickets, newest activity first',
    access: 'user',
    query: pageQuery,
    response: paginated(ticket),
  }),
  create: endpoint({
    method: 'POST',
    path: '/v1/tickets',
    summary: 'Open a ticket (multipart, `attachments[]` files)',
    access: 'user',
    multipart: true,
    body: createTicketBody,
    response: resource(ticketDetail),
  }),
  types: endpoint({
    method: 'GET',
    path: '/v1/tickets/types',
    summary: 'Ticket types, and in meta the attachment limits',
    access: 'user',
    response: list(ticketType).extend({ meta: uploadLimits }),
  }),
  show: endpoint({
    method: 'GET',
    path: '/v1/tickets/{ticketId}',
    summary: 'A ticket with its messages',
    access: 'user',
    params: ticketParams,
    response: resource(ticketDetail),
  }),
  reply: endpoint({
    method: 'POST',
    path: '/v1/tickets/{ticketId}',
    summary: 'Add a message (multipart, `attachments[]` files)',
    access: 'user',
    multipart: true,
    params: ticketParams,
    body: replyTicketBody,
    response: resource(ticketDetail),
  }),
  attachment: endpoint({
    method: 'GET',
    path: '/v1/tickets/{ticketId}/attachments/{attachmentId}',
    summary: 'An attachment’s details',
    access: 'user',
    params: attachmentParams,
    response: resource(attachment),
  }),
  attachmentLink: endpoint({
    method: 'GET',
    path: '/v1/tickets/{ticketId}/attachments/{attachmentId}/link',
    summary: 'A signed, short-lived download URL',
    access: 'user',
    params: attachmentParams,
    response: resource(attachmentLinkAnswer),
  }),
} as const
