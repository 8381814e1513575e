import type { ReactNode } from 'react'
import type { TourName } from '#contract/user.ts'

/** One stop of a guided tour: the element it points at and what it says. */
export interface TourStop {
  /**
   * A CSS selector; prefer `[data-tour="…"]` attributes over classes. The
   * element must have a box of its own (not `display: contents`). Without
   * one, the card shows in the middle of the screen.
   */
  selector?: string
  title: string
  content: ReactNode
}

export interface TourDefinition {
  name: TourName
  stops: TourStop[]
}

/** How a tour ended: only finishing and skipping count it as seen. */
export type TourEnd = 'finished' | 'skipped' | 'left'
