/** The browser's validation of the ticket forms (spec §5), texts in the page's language. */
import { z } from 'zod/mini'
import { m } from '~/paraglide/messages'

const required = (message: () => string) =>
  z.string().check(z.refine((v) => v.trim() !== '', { error: message }))

export const newTicketSchema = () =>
  z.object({
    type_id: required(() => m.tickets_type_required()),
    user_challenge_id: required(() => m.tickets_challenge_required()),
    subject: required(() => m.tickets_subject_required()),
    description: required(() => m.tickets_description_required()),
  })

export const replySchema = () => z.object({ content: required(() => m.tickets_content_required()) })
