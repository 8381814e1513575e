import { notFound } from '@tanstack/react-router'
import { statusOf } from '~/lib/http-error'

/**
 * contract/common.ts MAX_ID (the largest Postgres integer). Not imported:
 * loaders stay in the entry chunk and that module brings all of zod.
 */
const MAX_ID = 2_147_483_647

/** A path id as a number; anything else is the 404 page (no call made). */
export function idFromPath(value: string): number {
  const id = Number(value)
  if (!/^\d+$/.test(value) || id < 1 || id > MAX_ID) throw notFound()
  return id
}

/** Another user's (or no) ticket answers 404 upstream: show the 404 page. */
export function notFoundOn404(error: unknown): never {
  if (statusOf(error) === 404) throw notFound()
  throw error
}
