/** ?page= of the tickets and notifications lists: a bad value opens page 1. */
import { z } from 'zod/mini'

export const pageSearch = z.object({
  page: z.catch(z.optional(z.coerce.number().check(z.int(), z.minimum(1))), undefined),
})
