/** The tour's card in the app's look, both directions and themes. */
import type { CSSProperties, ReactNode, Ref } from 'react'
import { Button } from '~/components/ui/button'
import { localDigits } from '~/lib/format'
import { m } from '~/paraglide/messages'

export function TourCard({
  ref,
  style,
  title,
  content,
  current,
  total,
  onNext,
  onPrevious,
  onSkip,
}: {
  ref: Ref<HTMLElement>
  style: CSSProperties
  title: string
  content: ReactNode
  current: number
  total: number
  onNext: () => void
  onPrevious?: () => void
  onSkip?: () => void
}) {
  const last = current === total - 1
  return (
    <section
      ref={ref}
      role="dialog"
      aria-labelledby="tour-card-title"
      data-testid="tour-card"
      style={style}
      className="fixed z-[71] w-80 max-w-[calc(100vw-16px)] rounded-xl border bg-popover p-4 text-popover-foreground shadow-lg"
    >
      <h2 id="tour-card-title" className="font-semibold">
        {title}
      </h2>
      <div className="mt-2 text-muted-foreground text-sm">{content}</div>
      <div className="mt-4 flex flex-wrap items-center gap-2">
        <span className="text-muted-foreground text-xs">
          {m.tour_progress({ current: localDigits(current + 1), total: localDigits(total) })}
        </span>
        <div className="ms-auto flex gap-2">
          {onSkip && (
            <Button variant="ghost" size="sm" onClick={onSkip}>
              {m.tour_skip()}
            </Button>
          )}
          {onPrevious && (
            <Button variant="outline" size="sm" onClick={onPrevious}>
              {m.tour_previous()}
            </Button>
          )}
          <Button size="sm" onClick={onNext} autoFocus>
            {last ? m.tour_finish() : m.tour_next()}
          </Button>
        </div>
      </div>
    </section>
  )
}
