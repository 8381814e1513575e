/**
 * Search params of the staff queues: none or a bad one means the default
 * (kept out of the URL). Plain functions, not schemas: route options load
 * with every page's entry chunk (decision 320).
 */
export const withdrawQueueStatuses = ['pending', 'paid', 'rejected'] as const
export const requestQueueStatuses = ['pending', 'approved', 'rejected'] as const

/** `{ status }` when it is one of `statuses`, else nothing. */
export function statusSearch<S extends string>(statuses: readonly S[]) {
  return (search: Record<string, unknown>): { status?: S } => {
    const status = search.status
    return statuses.includes(status as S) ? { status: status as S } : {}
  }
}

export const withdrawQueueSearch = statusSearch(withdrawQueueStatuses)
export const requestQueueSearch = statusSearch(requestQueueStatuses)

/** A page number above 1, else nothing. */
export function pageSearch(search: Record<string, unknown>): { page?: number } {
  const page = Number(search.page)
  return Number.isInteger(page) && page > 1 ? { page } : {}
}

/** A non-empty text, else nothing. */
export function textSearch(search: Record<string, unknown>): { q?: string } {
  return typeof search.q === 'string' && search.q.trim() !== '' ? { q: search.q } : {}
}

/** Queues show this many at a time, oldest first. */
export const QUEUE_PAGE = 50
