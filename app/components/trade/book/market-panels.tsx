/**
 * The order book and the recent trades as one lazily loaded module: on a
 * wide screen both (the book above, the trades below), on a narrow one the
 * one its tab chose.
 */
import type { Ticker } from '#contract/coin-pairs.ts'
import { cn } from '~/lib/utils'
import { OrderBookPanel } from './order-book'
import { RecentTradesPanel } from './recent-trades'

export default function MarketPanels({
  symbol,
  tickSize,
  ticker,
  view,
}: {
  symbol: string
  tickSize: string
  ticker: Ticker
  view: 'chart' | 'book' | 'trades'
}) {
  return (
    <>
      <div className={cn(view !== 'book' && 'hidden xl:block')}>
        <OrderBookPanel symbol={symbol} tickSize={tickSize} ticker={ticker} />
      </div>
      <div
        className={cn(
          // Beside the chart, a fixed and contained box: a new trade lays out this
          // list, not the terminal's grid around it (decision 516).
          'xl:h-96 xl:overflow-y-auto xl:border-t xl:[contain:strict]',
          view !== 'trades' && 'hidden xl:block',
        )}
      >
        <RecentTradesPanel symbol={symbol} tickSize={tickSize} />
      </div>
    </>
  )
}
