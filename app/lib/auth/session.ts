/** What the browser does when its session starts or ends (spec §4). */
import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import type { User } from '#contract/user.ts'
import { userKeys } from '~/lib/queries/user'

/** Where a signed-in user goes: the returnURL they came from, else the dashboard. */
export function afterSignIn(returnURL: string | undefined): string {
  return returnURL ?? '/dashboard'
}

/**
 * A new session: nothing a previous visitor or user loaded may show, and
 * the current user is known without asking again.
 */
export function useSessionStarted(): (user: User) => void {
  const queryClient = useQueryClient()
  return useCallback(
    (user: User) => {
      queryClient.removeQueries()
      queryClient.setQueryData(userKeys.current(), user)
    },
    [queryClient],
  )
}

/** The user's record changed (profile, phone, e-mail): every screen shows the new one. */
export function useUserUpdated(): (user: User) => void {
  const queryClient = useQueryClient()
  return useCallback(
    (user: User) => queryClient.setQueryData(userKeys.current(), user),
    [queryClient],
  )
}
