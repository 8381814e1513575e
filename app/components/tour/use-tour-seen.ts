/**
 * Whether the signed-in user has seen a tour, and recording that they did
 * (POST /v1/tours/seen). Visitors never see a tour; the cached user is
 * updated at once so the tour does not come back on the next page.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { TourName, User } from '#contract/user.ts'
import { currentUserQuery, userKeys } from '~/lib/queries/user'
import { markTourSeen } from '~/server/generated/user.functions'

export function useTourSeen(name: TourName) {
  const queryClient = useQueryClient()
  const { data: user } = useQuery(currentUserQuery())
  const mark = useMutation({
    mutationFn: () => markTourSeen({ data: { body: { tour: name } } }),
  })
  const markSeen = () => {
    queryClient.setQueryData(userKeys.current(), (old: User | null | undefined) =>
      old && !old.tours_seen.includes(name)
        ? { ...old, tours_seen: [...old.tours_seen, name] }
        : old,
    )
    mark.mutate()
  }
  return {
    /** True while the user is signed in and has not seen it yet. */
    due: Boolean(user && !user.tours_seen.includes(name)),
    markSeen,
  }
}
