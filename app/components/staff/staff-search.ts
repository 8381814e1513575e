/** Search params of the staff queues: none or a bad one means pending (kept out of the URL). */
import { z } from 'zod/mini'

export const withdrawQueueStatuses = ['pending', 'paid', 'rejected'] as const
export const requestQueueStatuses = ['pending', 'approved', 'rejected'] as const

export const withdrawQueueSearch = z.object({
  status: z.catch(z.optional(z.enum(withdrawQueueStatuses)), undefined),
})
export const requestQueueSearch = z.object({
  status: z.catch(z.optional(z.enum(requestQueueStatuses)), undefined),
})

/** Queues show this many at a time, oldest first. */
export const QUEUE_PAGE = 50
