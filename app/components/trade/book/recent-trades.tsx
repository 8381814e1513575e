/**
 * The pair's recent market trades, newest first: price (green when the
 * taker bought, red when they sold), size and time, all in the page's
 * digits and the one time format (UTC, decision 421). The first page comes
 * from GET /trades; `trades` events add to it (book-store.ts).
 */
import { useQuery } from '@tanstack/react-query'
import { memo, useEffect } from 'react'
import type { MarketTrade } from '#contract/coin-pairs.ts'
import { LtrFigure } from '~/components/ui/ltr-figure'
import { formatTime } from '~/lib/format'
import { marketTradesQuery } from '~/lib/queries/coin-pairs'
import { atPlaces, stepPlaces } from '~/lib/trade/book-math'
import { putTrades, useMarketTrades } from '~/lib/trade/book-store'
import { grouped } from '~/lib/trade/format'
import { m } from '~/paraglide/messages'

export function RecentTradesPanel({ symbol, tickSize }: { symbol: string; tickSize: string }) {
  const first = useQuery(marketTradesQuery(symbol))
  useEffect(() => {
    if (first.data) putTrades(symbol, first.data.data)
  }, [symbol, first.data])
  const trades = useMarketTrades(symbol)
  const places = stepPlaces(tickSize)
  return (
    <section
      aria-label={m.trade_trades_title()}
      data-testid="market-trades"
      className="flex min-h-0 flex-col text-xs"
    >
      <h2 className="border-b px-3 py-2 font-medium text-sm">{m.trade_trades_title()}</h2>
      <div className="grid grid-cols-3 gap-2 px-3 py-1 text-muted-foreground">
        <span>{m.trade_book_price()}</span>
        <span className="text-end">{m.trade_book_size()}</span>
        <span className="text-end">{m.trade_trades_time()}</span>
      </div>
      {trades.length === 0 ? (
        <p className="px-3 py-6 text-center text-muted-foreground">
          {first.isPending ? m.trade_book_loading() : m.trade_trades_empty()}
        </p>
      ) : (
        <ol className="grid">
          {trades.map((t) => (
            <TradeRow key={t.id} trade={t} places={places} />
          ))}
        </ol>
      )}
    </section>
  )
}

/** A trade never changes: its row renders once (the list only gains a row on top). */
const TradeRow = memo(function TradeRow({ trade, places }: { trade: MarketTrade; places: number }) {
  return (
    <li
      data-side={trade.side}
      className="grid h-[1.125rem] grid-cols-3 gap-2 px-3 py-px [contain:strict]"
    >
      <span className={trade.side === 'buy' ? 'text-long' : 'text-short'}>
        <span className="sr-only">
          {trade.side === 'buy' ? m.trade_trades_buy() : m.trade_trades_sell()}{' '}
        </span>
        <LtrFigure>{grouped(atPlaces(trade.price, places))}</LtrFigure>
      </span>
      <span className="text-end">
        <LtrFigure>{grouped(trade.size)}</LtrFigure>
      </span>
      <span className="text-end text-muted-foreground">
        <LtrFigure>{formatTime(trade.time)}</LtrFigure>
      </span>
    </li>
  )
})
