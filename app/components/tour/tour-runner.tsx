/**
 * Runs one tour with nextstepjs. Loaded lazily by <GuidedTour> (nextstepjs
 * and motion are not part of any page's first load), and only in the
 * browser.
 */
import { useRouterState } from '@tanstack/react-router'
import { NextStepProvider, NextStepReact, useNextStep } from 'nextstepjs'
import { useEffect, useRef } from 'react'
import { useTanStackNavigationAdapter } from './router-adapter'
import { TourCard } from './tour-card'
import type { TourDefinition } from './tour-types'

/**
 * Starts the tour, and ends it (as seen) when the user leaves for a page
 * the tour did not lead to: a tour must never hang over another screen.
 */
function Starter({ tour, onLeave }: { tour: TourDefinition; onLeave: () => void }) {
  const { startNextStep, closeNextStep } = useNextStep()
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const started = useRef(pathname)
  useEffect(() => {
    startNextStep(tour.name)
  }, [tour.name, startNextStep])
  useEffect(() => {
    const routes = new Set(tour.stops.flatMap((s) => [s.nextRoute, s.prevRoute]))
    if (pathname !== started.current && !routes.has(pathname)) {
      closeNextStep()
      onLeave()
    }
  }, [pathname, tour.stops, closeNextStep, onLeave])
  return null
}

export default function TourRunner({ tour, onDone }: { tour: TourDefinition; onDone: () => void }) {
  const steps = [
    {
      tour: tour.name,
      steps: tour.stops.map((stop) => ({ ...stop, selectorRetryAttempts: 10 })),
    },
  ]
  return (
    <NextStepProvider>
      <NextStepReact
        steps={steps}
        cardComponent={TourCard}
        navigationAdapter={useTanStackNavigationAdapter}
        onComplete={onDone}
        onSkip={onDone}
        disableConsoleLogs
        scrollToTop={false}
        shadowOpacity="0.45"
        // The page stays usable under the tour (decision 220).
        clickThroughOverlay
      >
        <Starter tour={tour} onLeave={onDone} />
      </NextStepReact>
    </NextStepProvider>
  )
}
