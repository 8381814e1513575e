/** Laravel-style page arithmetic for `{ data, meta }` lists. */
import type { PaginationMeta } from '#contract/common.ts'

export interface PageRequest {
  page: number
  per_page: number
}

export function pageOffset(request: PageRequest): number {
  return (request.page - 1) * request.per_page
}

export function pageMeta(request: PageRequest, total: number): PaginationMeta {
  return {
    current_page: request.page,
    per_page: request.per_page,
    total,
    last_page: Math.max(1, Math.ceil(total / request.per_page)),
  }
}
