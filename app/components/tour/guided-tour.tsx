/**
 * A guided tour shown once per user: mount it on the page it explains.
 *
 *   <GuidedTour tour={{ name: 'dashboard', stops: [...] }} />
 *
 * Signed-in users who have not seen it get it after hydration, and it is
 * recorded as seen (POST /v1/tours/seen) as soon as it shows: "once" means
 * once, whether they finish it, skip it or leave the page. Stops point at
 * elements by selector, e.g. `[data-tour="new-challenge"]`.
 */
import { lazy, Suspense, useEffect, useState } from 'react'
import type { TourDefinition } from './tour-types'
import { useTourSeen } from './use-tour-seen'

const TourRunner = lazy(() => import('./tour-runner'))

export function GuidedTour({ tour }: { tour: TourDefinition }) {
  const { due, markSeen } = useTourSeen(tour.name)
  const [showing, setShowing] = useState(false)
  useEffect(() => {
    if (due && !showing) {
      setShowing(true)
      markSeen()
    }
  }, [due, showing, markSeen])
  if (!showing) return null
  return (
    <Suspense fallback={null}>
      <TourRunner tour={tour} onDone={() => setShowing(false)} />
    </Suspense>
  )
}
