/**
 * A position's TP/SL dialog, opened from its row; the dialog
 * (position-tpsl-dialog-content.tsx) loads on the first opening (decision 331).
 */

import type { Position } from '#contract/trade.ts'
import { lazyOverlay, WhenOpen } from '~/components/ui/lazy-overlay'

export interface PositionTpSlDialogProps {
  userChallengeId: number | string
  position: Position
  open: boolean
  onOpenChange(open: boolean): void
}

const tpslDialog = lazyOverlay(() => import('./position-tpsl-dialog-content'))

export function PositionTpSlDialog(props: PositionTpSlDialogProps) {
  return (
    <WhenOpen open={props.open}>
      <tpslDialog.Overlay {...props} />
    </WhenOpen>
  )
}
