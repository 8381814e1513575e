import { notFound } from '@tanstack/react-router'
import { statusOf } from '~/lib/http-error'
import { MAX_ID } from '../../../contract/common.ts'

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
