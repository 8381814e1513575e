import type { ReactNode } from 'react'
import type { TourName } from '#contract/user.ts'

/** One stop of a guided tour: the element it points at and what it says. */
export interface TourStop {
  /** A CSS selector; prefer `[data-tour="…"]` attributes over classes. */
  selector?: string
  title: string
  content: ReactNode
  side?:
    | 'top'
    | 'bottom'
    | 'left'
    | 'right'
    | 'top-left'
    | 'top-right'
    | 'bottom-left'
    | 'bottom-right'
  /** Go to this route when the user moves on from this stop. */
  nextRoute?: string
  prevRoute?: string
}

export interface TourDefinition {
  name: TourName
  stops: TourStop[]
}
