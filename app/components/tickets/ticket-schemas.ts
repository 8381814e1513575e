/** The browser's validation of the ticket forms (spec §5), texts in the page's language. */
import { z } from 'zod/mini'
import { m } from '~/paraglide/messages'

const required = (message: () => string) =>
  z.string().check(z.refine((v) => v.trim() !== '', { error: message }))

/**
 * `needsChallenge(typeId)`: whether the chosen type is about an account;
 * only those require a challenge (a user may have none yet).
 */
export const newTicketSchema = (needsChallenge: (typeId: string) => boolean) =>
  z
    .object({
      type_id: required(() => m.tickets_type_required()),
      user_challenge_id: z.string(),
      subject: required(() => m.tickets_subject_required()),
      description: required(() => m.tickets_description_required()),
    })
    .check(
      z.refine((v) => !needsChallenge(v.type_id) || v.user_challenge_id.trim() !== '', {
        error: () => m.tickets_challenge_required(),
        path: ['user_challenge_id'],
      }),
    )

export const replySchema = () => z.object({ content: required(() => m.tickets_content_required()) })
