/** The tour's card in the app's look, both directions and themes. */
import type { CardComponentProps } from 'nextstepjs'
import { Button } from '~/components/ui/button'
import { m } from '~/paraglide/messages'

export function TourCard({
  step,
  currentStep,
  totalSteps,
  nextStep,
  prevStep,
  skipTour,
  arrow,
}: CardComponentProps) {
  const last = currentStep === totalSteps - 1
  return (
    <section
      role="dialog"
      aria-labelledby="tour-card-title"
      data-testid="tour-card"
      className="w-80 max-w-[90vw] rounded-xl border bg-popover p-4 text-popover-foreground shadow-lg"
    >
      <h2 id="tour-card-title" className="font-semibold">
        {step.title}
      </h2>
      <div className="mt-2 text-muted-foreground text-sm">{step.content}</div>
      <div className="text-popover">{arrow}</div>
      <div className="mt-4 flex items-center gap-2">
        <span className="text-muted-foreground text-xs">
          {m.tour_progress({ current: String(currentStep + 1), total: String(totalSteps) })}
        </span>
        <div className="ms-auto flex gap-2">
          {skipTour && !last && (
            <Button variant="ghost" size="sm" onClick={skipTour}>
              {m.tour_skip()}
            </Button>
          )}
          {currentStep > 0 && (
            <Button variant="outline" size="sm" onClick={prevStep}>
              {m.tour_previous()}
            </Button>
          )}
          <Button size="sm" onClick={nextStep}>
            {last ? m.tour_finish() : m.tour_next()}
          </Button>
        </div>
      </div>
    </section>
  )
}
