import type { CoinPair } from '#contract/coin-pairs.ts'
import { D, type Decimal } from '#money/decimal.ts'
import { Slider } from '~/components/ui/slider'
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
      <Slider
        thumbLabel={m.trade_size_slider()}
        dir="ltr"
        min={0}
        max={100}
        step={1}
        value={[percent]}
        disabled={disabled}
        onValueChange={([next]) => {
          if (!max || next === undefined) return
          const size = sizeAtPercent(max, next, D(pair.step_size))
          onSize(size.isZero() ? '' : size.toString())
        }}
      />
      <div className="flex justify-between text-muted-foreground text-xs" dir="ltr">
        <span>0%</span>
        <span>{percent}%</span>
        <span>100%</span>
      </div>
    </div>
  )
}
