/** Columns an open order and an order-history row share. */

import type { Order } from '#contract/trade.ts'
import { dateTime, grouped } from '~/lib/trade/format'
import { m } from '~/paraglide/messages'
import type { Column } from './data-table'
import { orderTypeLabel, sideLabel } from './order-labels'

export function orderColumns(locale: string): Column<Order>[] {
  return [
    { key: 'time', title: m.trade_col_time(), cell: (o) => dateTime(o.time, locale) },
    { key: 'symbol', title: m.trade_col_symbol(), cell: (o) => <span dir="ltr">{o.symbol}</span> },
    { key: 'type', title: m.trade_col_type(), cell: (o) => orderTypeLabel(o.type) },
    {
      key: 'side',
      title: m.trade_col_side(),
      cell: (o) => (
        <span className={o.side === 'buy' ? 'text-long' : 'text-short'}>{sideLabel(o.side)}</span>
      ),
    },
    {
      key: 'price',
      title: m.trade_col_price(),
      // A market order has no price of its own: once filled, its average fill price.
      cell: (o) => <span dir="ltr">{grouped(o.limitPrice ?? o.avgPrice)}</span>,
    },
    {
      key: 'trigger',
      title: m.trade_col_trigger_price(),
      cell: (o) => <span dir="ltr">{grouped(o.triggerPrice)}</span>,
    },
    { key: 'amount', title: m.trade_col_amount(), cell: (o) => <span dir="ltr">{o.amount}</span> },
    {
      key: 'tpsl',
      title: m.trade_col_tp_sl(),
      cell: (o) => (
        <span dir="ltr">
          {o.tp ? grouped(o.tp) : '--'} / {o.sl ? grouped(o.sl) : '--'}
        </span>
      ),
    },
  ]
}
