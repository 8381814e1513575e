/**
 * A guided tour shown once per user: mount it on the page it explains.
 *
 *   <GuidedTour tour={{ name: 'dashboard', stops: [...] }} />
 *
 * Signed-in users who have not seen it get it after hydration; finishing or
 * skipping records it (POST /v1/tours/seen). Stops point at elements by
 * selector, e.g. `[data-tour="new-challenge"]`.
 */
import { lazy, Suspense, useEffect, useState } from 'react'
import type { TourDefinition } from './tour-types'
import { useTourSeen } from './use-tour-seen'

const TourRunner = lazy(() => import('./tour-runner'))

export function GuidedTour({ tour }: { tour: TourDefinition }) {
  const { due, markSeen } = useTourSeen(tour.name)
  const [mounted, setMounted] = useState(false)
  const [done, setDone] = useState(false)
  useEffect(() => setMounted(true), [])
  if (!mounted || !due || done) return null
  return (
    <Suspense fallback={null}>
      <TourRunner
        tour={tour}
        onDone={() => {
          setDone(true)
          markSeen()
        }}
      />
    </Suspense>
  )
}
