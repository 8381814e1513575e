/**
 * ?page= of the tickets and notifications lists: a bad value opens page 1.
 * Plain code, not a schema: search validators load with every page.
 */
export function pageSearch(search: Record<string, unknown>): { page?: number } {
  const page = Number(search.page)
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? { page } : {}
}
