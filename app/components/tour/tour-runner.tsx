/**
 * Runs one tour with nextstepjs. Loaded lazily by <GuidedTour> (nextstepjs
 * and motion are not part of any page's first load), and only in the
 * browser.
 */
import { NextStepProvider, NextStepReact, useNextStep } from 'nextstepjs'
import { useEffect } from 'react'
import { useTanStackNavigationAdapter } from './router-adapter'
import { TourCard } from './tour-card'
import type { TourDefinition } from './tour-types'

function Starter({ name }: { name: string }) {
  const { startNextStep } = useNextStep()
  useEffect(() => {
    startNextStep(name)
  }, [name, startNextStep])
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
      >
        <Starter name={tour.name} />
      </NextStepReact>
    </NextStepProvider>
  )
}
