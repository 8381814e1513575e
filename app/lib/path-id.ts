/**
 * The one reading of an id in a page's path (a ticket, a challenge, a
 * user…): digits only, no leading zero, 1 to the largest id the engine
 * stores. Anything else names nothing, so no call is made for it.
 */
import { notFound } from '@tanstack/react-router'

/**
 * contract/common.ts MAX_ID (the largest Postgres integer). Not imported:
 * loaders stay in the entry chunk and that module brings all of zod.
 */
export const MAX_PATH_ID = 2_147_483_647

/** A path id as a number, or null when it cannot name anything. */
export function pathId(text: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(text)) return null
  const id = Number(text)
  return id <= MAX_PATH_ID ? id : null
}

/** A path id as a number; anything else is the 404 page (no call made). */
export function idFromPath(text: string): number {
  const id = pathId(text)
  if (id === null) throw notFound()
  return id
}
