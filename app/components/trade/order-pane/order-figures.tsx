import { m } from '~/paraglide/messages'
import type { CoinPair } from '../../../../contract/coin-pairs.ts'
import { type OrderDraft, useOrderFigures } from './use-order-figures'

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
  const rows = [
    { label: m.trade_cost(), buy: money(figures.buy.cost), sell: money(figures.sell.cost) },
    {
      label: m.trade_max(),
      buy: amount(figures.buy.max, pair.base),
      sell: amount(figures.sell.max, pair.base),
    },
  ]
  return (
    <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-xs" data-testid="order-figures">
      {rows.map((row) => (
        <div key={row.label} className="col-span-2 grid grid-cols-2 gap-x-3">
          <div className="flex justify-between gap-1">
            <dt className="text-muted-foreground">{row.label}</dt>
            <dd dir="ltr" data-testid={`buy-${row.label}`}>
              {row.buy}
            </dd>
          </div>
          <div className="flex justify-between gap-1">
            <dt className="text-muted-foreground">{row.label}</dt>
            <dd dir="ltr" data-testid={`sell-${row.label}`}>
              {row.sell}
            </dd>
          </div>
        </div>
      ))}
    </dl>
  )
}

const money = (value: string | null) => (value === null ? '--' : `${value} USDT`)
const amount = (value: string | null, base: string) => (value === null ? '--' : `${value} ${base}`)
