import type { CoinPair } from '#contract/coin-pairs.ts'
import { D, type Decimal } from '#money/decimal.ts'
import { formatPercent } from '~/lib/format'
import { percentOf, sizeAtPercent } from '~/lib/trade/order-math'
import { m } from '~/paraglide/messages'
import { isPositiveDecimal } from './order-schema'
import { largerMax, type OrderDraft, useOrderFigures } from './use-order-figures'

/**
 * Size as a share of the maximum: of the larger side's maximum when
 * opening, of the position when closing.
 */
export function SizeSlider({
  pair,
  leverage,
  held,
  closing,
  order,
  onSize,
}: {
  pair: CoinPair
  leverage: number
  held: string
  closing: boolean
  order: OrderDraft
  onSize(size: string): void
}) {
  const figures = useOrderFigures(pair, leverage, held, order)
  const max: Decimal | null = closing ? D(held).abs() : largerMax(figures)
  const disabled = !max?.isPositive()
  const percent = max && isPositiveDecimal(order.size) ? percentOf(D(order.size), max) : 0
  return (
    <div className="grid gap-1">
      {/* The browser's own range (no slider library on the terminal's first load):
          arrows, Home and End, and touch work as the platform's. */}
      <input
        type="range"
        aria-label={m.trade_size_slider()}
        dir="ltr"
        min={0}
        max={100}
        step={1}
        value={percent}
        disabled={disabled}
        onChange={(event) => {
          if (!max) return
          const size = sizeAtPercent(max, Number(event.target.value), D(pair.step_size))
          onSize(size.isZero() ? '' : size.toString())
        }}
        className="h-5 w-full cursor-pointer accent-primary disabled:cursor-default disabled:opacity-50"
      />
      <div className="flex justify-between text-muted-foreground text-xs" dir="ltr">
        <span>{formatPercent(0)}</span>
        <span>{formatPercent(percent)}</span>
        <span>{formatPercent(100)}</span>
      </div>
    </div>
  )
}
