import type { CoinPair } from '#contract/coin-pairs.ts'
import { m } from '~/paraglide/messages'
import { type OrderDraft, type SideFigures, useOrderFigures } from './use-order-figures'

/** Cost and Max of Buy / Long and Sell / Short (the only part of the form that follows ticks). */
export function OrderFigures({
  pair,
  leverage,
  held,
  order,
}: {
  pair: CoinPair
  leverage: number
  held: string
  order: OrderDraft
}) {
  const figures = useOrderFigures(pair, leverage, held, order)
  return (
    <div className="grid grid-cols-2 gap-x-3 text-xs" data-testid="order-figures">
      <Side side="buy" label={m.trade_buy_long()} figures={figures.buy} base={pair.base} />
      <Side side="sell" label={m.trade_sell_short()} figures={figures.sell} base={pair.base} />
    </div>
  )
}

function Side({
  side,
  label,
  figures,
  base,
}: {
  side: 'buy' | 'sell'
  label: string
  figures: SideFigures
  base: string
}) {
  const rows = [
    {
      key: 'Cost',
      label: m.trade_cost(),
      value: figures.cost === null ? '--' : `${figures.cost} USDT`,
    },
    {
      key: 'Max',
      label: m.trade_max(),
      value: figures.max === null ? '--' : `${figures.max} ${base}`,
    },
  ]
  return (
    <dl aria-label={label} className="grid gap-1">
      {rows.map((row) => (
        <div key={row.key} className="flex justify-between gap-1">
          <dt className="text-muted-foreground">{row.label}</dt>
          <dd dir="ltr" data-testid={`${side}-${row.key}`}>
            {row.value}
          </dd>
        </div>
      ))}
    </dl>
  )
}
