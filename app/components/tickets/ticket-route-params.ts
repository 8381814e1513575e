import { notFound } from '@tanstack/react-router'
import { statusOf } from '~/lib/http-error'

/** Another user's (or no) ticket answers 404 upstream: show the 404 page. */
export function notFoundOn404(error: unknown): never {
  if (statusOf(error) === 404) throw notFound()
  throw error
}
