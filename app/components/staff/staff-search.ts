/** Search params of the staff queues: a bad status falls back to pending. */
import { z } from 'zod/mini'

export const withdrawQueueStatuses = ['pending', 'paid', 'rejected'] as const
export const requestQueueStatuses = ['pending', 'approved', 'rejected'] as const

export const withdrawQueueSearch = z.object({
  status: z.catch(z._default(z.enum(withdrawQueueStatuses), 'pending'), 'pending'),
})
export const requestQueueSearch = z.object({
  status: z.catch(z._default(z.enum(requestQueueStatuses), 'pending'), 'pending'),
})

/** Queues show this many at a time, oldest first. */
export const QUEUE_PAGE = 50
