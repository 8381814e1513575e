import type { ReactNode } from 'react'
import { cn } from '~/lib/utils'

/**
 * A figure (an amount, a percent, a date) kept whole and left to right
 * inside a right-to-left line: "-629.70 USDT", never "USDT 629.70-". It is
 * isolated inline, so the cell around it keeps its own alignment, and never
 * broken across lines (a Persian dashboard card put "USDT" above its number).
 */
export function LtrFigure({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <bdi dir="ltr" className={cn('tabular-nums whitespace-nowrap', className)}>
      {children}
    </bdi>
  )
}
