import type { z } from 'zod'
import type { ticketStatus } from '#contract/tickets.ts'

/**
 * contract/tickets.ts's statuses, restated: importing a value from the
 * contract would pull the full zod into the browser's entry chunk. Without
 * their texts (ticket-status.ts): the queue's search check runs in the
 * route tree every page loads (decision 629).
 */
export const ticketStatuses = ['open', 'answered', 'closed'] as const satisfies readonly z.infer<
  typeof ticketStatus
>[]
