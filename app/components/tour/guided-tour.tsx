/**
 * A guided tour: mount it on the page it explains.
 *
 *   <GuidedTour tour={{ name: 'dashboard', stops: [...] }} />
 *
 * Signed-in users who have not seen it get it after hydration; it counts
 * as seen (POST /v1/tours/seen) when they finish or skip it, not when it
 * merely shows (docs/decisions/420). The account menu's "Take the tour
 * again" shows it once more (tour-replay.ts).
 */
import { lazy, Suspense, useCallback, useEffect, useState } from 'react'
import { requestTour, useRequestedTour } from './tour-replay'
import type { TourDefinition, TourEnd } from './tour-types'
import { useTourSeen } from './use-tour-seen'

const TourRunner = lazy(() => import('./tour-runner'))

export function GuidedTour({ tour }: { tour: TourDefinition }) {
  const { due, markSeen } = useTourSeen(tour.name)
  const replay = useRequestedTour() === tour.name
  const [showing, setShowing] = useState(false)
  const [ended, setEnded] = useState(false)
  useEffect(() => {
    if (replay) {
      setEnded(false)
      setShowing(true)
    } else if (due && !ended) setShowing(true)
  }, [due, replay, ended])
  const onEnd = useCallback(
    (how: TourEnd) => {
      setShowing(false)
      setEnded(true)
      requestTour(null)
      if (how !== 'left' && due) markSeen()
    },
    [due, markSeen],
  )
  if (!showing) return null
  return (
    <Suspense fallback={null}>
      <TourRunner key={replay ? 'replay' : 'first'} tour={tour} onEnd={onEnd} />
    </Suspense>
  )
}
