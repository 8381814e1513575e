import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query'
import { statusOf } from './http-error'

const MINUTE = 60_000

/** Spec §9: 3 retries, delay doubling from 1 s up to 30 s. */
export function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, 30_000)
}

/** Never retry a client error: the same request gets the same 4xx. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  const status = statusOf(error)
  if (status !== undefined && status >= 400 && status < 500) return false
  return failureCount < 3
}

/** What every answer passes through (spec §8: app/lib/response-handling.ts). */
export interface AnswerObserver {
  onSuccess(data: unknown): void
  onError(error: unknown, options?: ErrorHandlingOptions): void
}

export interface ErrorHandlingOptions {
  /**
   * The form shows a 422's field errors under its fields: a message that is
   * one of them is not toasted as well (it would read twice).
   */
  fieldErrorsShown?: boolean
}

export function createQueryClient(observer?: AnswerObserver): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onSuccess: (data) => observer?.onSuccess(data),
      onError: (error) => observer?.onError(error),
    }),
    mutationCache: new MutationCache({
      onSuccess: (data) => observer?.onSuccess(data),
      onError: (error, _variables, _context, mutation) =>
        observer?.onError(error, {
          fieldErrorsShown: mutation.meta?.fieldErrorsShown === true,
        }),
    }),
    defaultOptions: {
      queries: {
        // On the server a request's cache ends with its page: a 5-minute
        // timer per query would hold every page's client and data that long
        // (TanStack Query's own server default is no timer).
        gcTime: typeof window === 'undefined' ? Number.POSITIVE_INFINITY : 5 * MINUTE,
        staleTime: 30_000,
        retry: shouldRetry,
        retryDelay,
      },
      mutations: { retry: false },
    },
  })
}
