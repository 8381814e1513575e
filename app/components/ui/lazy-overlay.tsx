/**
 * Overlays (dialogs, menus, popovers) whose code loads when they are first
 * opened, not with the page: radix's dialog, focus, scroll-lock and
 * positioning layers are no part of a first paint (decision 331).
 */
import {
  type ComponentType,
  cloneElement,
  lazy,
  type ReactElement,
  type ReactNode,
  Suspense,
  useState,
} from 'react'

/** A lazy component and a `preload` that starts fetching its module early. */
export function lazyOverlay<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  let started = false
  const preload = () => {
    if (started) return
    started = true
    // A failed fetch is tried again by the next hover, or by the opening itself.
    load().catch(() => {
      started = false
    })
  }
  return { Overlay: lazy(load), preload }
}

interface TriggerProps {
  onClick?: (event: never) => void
  onPointerEnter?: () => void
  onFocus?: () => void
  'aria-haspopup'?: 'dialog' | 'menu'
  'aria-expanded'?: boolean
  'aria-busy'?: boolean
}

/**
 * An overlay anchored to its trigger. Until the first click `trigger`
 * renders alone (hovering or focusing it starts the load); from then on
 * `overlay(trigger)` renders the loaded overlay, open, around the same
 * trigger, and the trigger shows busy while the code arrives.
 */
export function OnFirstOpen({
  trigger,
  preload,
  popup,
  onOpen,
  overlay,
}: {
  trigger: ReactElement<TriggerProps>
  preload: () => void
  popup: 'dialog' | 'menu'
  /** Called on the first click, for overlays whose open state the caller keeps. */
  onOpen?: () => void
  overlay: (trigger: ReactElement) => ReactNode
}) {
  const [asked, setAsked] = useState(false)
  const closed = { 'aria-haspopup': popup, 'aria-expanded': false } as const
  if (asked) {
    return (
      <Suspense fallback={cloneElement(trigger, { ...closed, 'aria-busy': true })}>
        {overlay(trigger)}
      </Suspense>
    )
  }
  return cloneElement(trigger, {
    ...closed,
    onPointerEnter: preload,
    onFocus: preload,
    onClick: () => {
      preload()
      onOpen?.()
      setAsked(true)
    },
  })
}

/** An overlay opened from elsewhere: rendered (and loaded) only while `open`. */
export function WhenOpen({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open)
  if (open && !opened) setOpened(true)
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null
}
