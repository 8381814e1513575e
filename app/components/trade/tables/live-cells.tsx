/** Cells that follow a symbol's live mark: each re-renders alone when its text changes. */

import type { Position } from '#contract/trade.ts'
import { positionMarginText, positionPnlText } from '~/lib/trade/account-figures'
import { groupedCents, liquidationText, priceText, signClass } from '~/lib/trade/format'
import { useTickerField } from '~/lib/trade/market-store'
import { useTickSize } from '~/lib/trade/use-tick-sizes'

export function MarkCell({ position }: { position: Position }) {
  const tick = useTickSize(position.symbol)
  const mark = useTickerField(position.symbol, (t) => t.mark, null) ?? position.markPrice
  return <span dir="ltr">{priceText(mark, tick)}</span>
}

/** A price of the position (entry, TP, SL) at its pair's tick precision. */
export function PriceCell({ symbol, price }: { symbol: string; price: string | null }) {
  const tick = useTickSize(symbol)
  return <span dir="ltr">{priceText(price, tick)}</span>
}

export function LiquidationCell({ position }: { position: Position }) {
  const tick = useTickSize(position.symbol)
  return (
    <span dir="ltr" data-testid="position-liquidation" data-value={position.liquidPrice ?? ''}>
      {liquidationText(position.liquidPrice, tick)}
    </span>
  )
}

/** The position's margin at the live mark (size × mark / leverage), as the engine computes it. */
export function MarginCell({ position }: { position: Position }) {
  const margin = useTickerField(position.symbol, (t) => positionMarginText(position, t.mark), null)
  const value = margin ?? position.margin
  return (
    <span dir="ltr" data-testid="position-margin" data-value={value}>
      {groupedCents(value)}
    </span>
  )
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
