/**
 * Runs one tour: a spotlight on the stop's element and the card beside it.
 * Loaded lazily by <GuidedTour>, only in the browser (docs/decisions/420).
 *
 * The spotlight lets clicks through: the page stays usable under the tour.
 */
import { useRouterState } from '@tanstack/react-router'
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { TourCard } from './tour-card'
import { type Box, placeCard, spotlightBox } from './tour-placement'
import type { TourDefinition, TourEnd } from './tour-types'

const SPOTLIGHT_PAD = 6
/** How long a stop waits for its element to render (a query may still be loading). */
const FIND_FOR_MS = 2000

function visibleBox(element: Element | null): Box | null {
  if (!element) return null
  const rect = element.getBoundingClientRect()
  if (rect.width === 0 && rect.height === 0) return null
  return { top: rect.top, left: rect.left, width: rect.width, height: rect.height }
}

/** Finds the stop's element, scrolls it into view, and follows its box. */
function useTargetBox(selector: string | undefined): Box | null | 'searching' {
  const [box, setBox] = useState<Box | null | 'searching'>(selector ? 'searching' : null)
  useEffect(() => {
    if (!selector) {
      setBox(null)
      return
    }
    setBox('searching')
    let element: Element | null = null
    let frame = 0
    const started = performance.now()
    const measure = () => element && setBox(visibleBox(element))
    const find = () => {
      const found = document.querySelector(selector)
      if (found && visibleBox(found)) {
        element = found
        const tall = found.getBoundingClientRect().height > window.innerHeight * 0.6
        found.scrollIntoView({ block: tall ? 'start' : 'center', inline: 'nearest' })
        measure()
      } else if (performance.now() - started < FIND_FOR_MS) {
        frame = requestAnimationFrame(find)
      } else {
        setBox(null) // not on this page or this screen size: the card shows centred
      }
    }
    find()
    window.addEventListener('scroll', measure, true)
    window.addEventListener('resize', measure)
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener('scroll', measure, true)
      window.removeEventListener('resize', measure)
    }
  }, [selector])
  return box
}

export default function TourRunner({
  tour,
  onEnd,
}: {
  tour: TourDefinition
  onEnd: (how: TourEnd) => void
}) {
  const [index, setIndex] = useState(0)
  const stop = tour.stops[index]
  const target = useTargetBox(stop?.selector)
  const cardRef = useRef<HTMLElement>(null)
  const [position, setPosition] = useState<{ top: number; left: number } | null>(null)

  const place = useCallback(() => {
    const card = cardRef.current
    if (!card || target === 'searching') return
    const dir = document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr'
    setPosition(
      placeCard(
        target,
        { width: card.offsetWidth, height: card.offsetHeight },
        { width: document.documentElement.clientWidth, height: window.innerHeight },
        dir,
      ),
    )
  }, [target])
  // On each new target; the card's own size changes are observed below.
  useLayoutEffect(place, [place])
  useEffect(() => {
    const card = cardRef.current
    if (!card) return
    const observer = new ResizeObserver(place)
    observer.observe(card)
    return () => observer.disconnect()
  }, [place])

  // Leaving the page ends the tour without counting it as seen.
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const startedOn = useRef(pathname)
  useEffect(() => {
    if (pathname !== startedOn.current) onEnd('left')
  }, [pathname, onEnd])

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onEnd('skipped')
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [onEnd])

  if (!stop) return null
  const box =
    target === 'searching' || target === null
      ? null
      : spotlightBox(target, SPOTLIGHT_PAD, {
          width: document.documentElement.clientWidth,
          height: window.innerHeight,
        })
  const last = index === tour.stops.length - 1
  return (
    <>
      <div
        aria-hidden="true"
        data-testid="tour-spotlight"
        data-target={box ? 'true' : 'false'}
        className="pointer-events-none fixed z-[70] rounded-lg transition-all duration-200"
        style={
          box
            ? {
                top: box.top,
                left: box.left,
                width: box.width,
                height: box.height,
                boxShadow: '0 0 0 9999px rgb(0 0 0 / 0.45)',
              }
            : { inset: 0, background: 'rgb(0 0 0 / 0.45)' }
        }
      />
      <TourCard
        ref={cardRef}
        style={
          position
            ? { top: position.top, left: position.left }
            : { top: 0, left: 0, visibility: 'hidden' }
        }
        title={stop.title}
        content={stop.content}
        current={index}
        total={tour.stops.length}
        onNext={() => (last ? onEnd('finished') : setIndex(index + 1))}
        onPrevious={index > 0 ? () => setIndex(index - 1) : undefined}
        onSkip={last ? undefined : () => onEnd('skipped')}
      />
    </>
  )
}
