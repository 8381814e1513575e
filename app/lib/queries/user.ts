/** Queries of the signed-in user (contract/user.ts). */
import { queryOptions } from '@tanstack/react-query'
import { statusOf } from '~/lib/http-error'
import { getCreditBalance } from '~/server/generated/user.functions'
import { getCurrentUser } from '~/server/user.functions'

export const userKeys = {
  all: ['user'] as const,
  current: () => [...userKeys.all, 'current'] as const,
  creditBalance: () => [...userKeys.all, 'creditBalance'] as const,
}

/**
 * The signed-in user, or null for a visitor: a 401 here is an answer, not
 * an error (the panel's guard and the profile menu ask it of everyone).
 */
export const currentUserQuery = () =>
  queryOptions({
    queryKey: userKeys.current(),
    queryFn: async () => {
      try {
        return (await getCurrentUser()).data
      } catch (error) {
        if (statusOf(error) === 401) return null
        throw error
      }
    },
    staleTime: 60_000,
  })

export const creditBalanceQuery = () =>
  queryOptions({
    queryKey: userKeys.creditBalance(),
    queryFn: () => getCreditBalance(),
  })
