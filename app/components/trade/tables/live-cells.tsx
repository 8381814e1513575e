/** Cells that follow a symbol's live mark: each re-renders alone when its text changes. */

import type { Position } from '#contract/trade.ts'
import { positionPnlText } from '~/lib/trade/account-figures'
import { grouped, groupedCents, signClass } from '~/lib/trade/format'
import { useTickerField } from '~/lib/trade/market-store'

export function MarkCell({ position }: { position: Position }) {
  const mark = useTickerField(position.symbol, (t) => t.mark, null) ?? position.markPrice
  return <span dir="ltr">{grouped(mark)}</span>
}

export function PnlCell({ position }: { position: Position }) {
  const pnl = useTickerField(position.symbol, (t) => positionPnlText(position, t.mark), null)
  const value = pnl ?? position.pnl
  return (
    <span dir="ltr" data-testid="position-pnl" data-value={value} className={signClass(value)}>
      {groupedCents(value)}
    </span>
  )
}
