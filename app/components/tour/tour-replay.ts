/**
 * "Take the tour again" (account menu): a request that outlives the
 * navigation to the tour's page, read by that page's <GuidedTour>.
 */
import { useSyncExternalStore } from 'react'
import type { TourName } from '#contract/user.ts'

let requested: TourName | null = null
const listeners = new Set<() => void>()

export function requestTour(name: TourName | null): void {
  requested = name
  for (const listener of listeners) listener()
}

export function useRequestedTour(): TourName | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => requested,
    () => null,
  )
}
