/**
 * The order book panel: 20 asks above and 20 bids below, grouped onto the
 * chosen step (tick ×1, ×10, ×100), each row's size and cumulative total
 * with a depth bar; the spread and the mark between them. Clicking a row
 * puts its price into the order form. Live from book-store.ts (one commit
 * per animation frame); figures stay left-to-right in Persian, the bars
 * grow from the row's end side.
 *
 * Painted cheaply (decision 516): the grouping is computed once per book
 * and step; rows are slots (keyed by place, not price) whose memoised
 * figures re-render only when they change; each row is a fixed-height,
 * contained box, so a changed figure lays out that row alone; the depth
 * bar is a transform (no layout).
 */
import { useQuery } from '@tanstack/react-query'
import { memo, useEffect, useMemo, useState } from 'react'
import type { Ticker } from '#contract/coin-pairs.ts'
import { LtrFigure } from '~/components/ui/ltr-figure'
import { depthQuery } from '~/lib/queries/coin-pairs'
import { atPlaces, bookView, groupSteps, type PaintedRow, stepPlaces } from '~/lib/trade/book-math'
import { putBook, useBook } from '~/lib/trade/book-store'
import { grouped } from '~/lib/trade/format'
import { useTickerField } from '~/lib/trade/market-store'
import { pickPrice } from '~/lib/trade/price-pick'
import { cn } from '~/lib/utils'
import { m } from '~/paraglide/messages'

export function OrderBookPanel({
  symbol,
  tickSize,
  ticker,
}: {
  symbol: string
  tickSize: string
  ticker: Ticker
}) {
  const first = useQuery(depthQuery(symbol))
  useEffect(() => {
    if (first.data) putBook(first.data.data)
  }, [first.data])
  const steps = groupSteps(tickSize)
  const [step, setStep] = useState(steps[0] ?? tickSize)
  const book = useBook(symbol)
  const view = useMemo(() => (book ? bookView(book, step) : null), [book, step])
  return (
    <section
      aria-label={m.trade_book_title()}
      data-testid="order-book"
      className="flex min-h-0 flex-col text-xs"
    >
      <div className="flex items-center justify-between gap-2 border-b px-3 py-2">
        <h2 className="font-medium text-sm">{m.trade_book_title()}</h2>
        <label className="flex items-center gap-1 text-muted-foreground">
          {m.trade_book_group()}
          <select
            value={step}
            onChange={(e) => setStep(e.target.value)}
            data-testid="book-step"
            dir="ltr"
            className="rounded border bg-background px-1 py-0.5 text-foreground"
          >
            {steps.map((s) => (
              <option key={s} value={s}>
                {grouped(s)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <BookHeader />
      {view && (view.bids.length > 0 || view.asks.length > 0) ? (
        <>
          <Side rows={view.asks} side="ask" symbol={symbol} />
          {/* A fixed, contained box: a new mark or spread lays out this line alone. */}
          <div
            className="flex h-[2.125rem] items-center justify-between gap-2 border-y px-3 [contain:strict]"
            data-testid="book-middle"
          >
            <Mark symbol={symbol} ticker={ticker} places={stepPlaces(tickSize)} />
            <span className="text-muted-foreground">
              {m.trade_book_spread()}{' '}
              <span data-testid="book-spread" className="text-foreground">
                <LtrFigure>{view.spread === null ? '--' : grouped(view.spread)}</LtrFigure>
              </span>
            </span>
          </div>
          <Side rows={view.bids} side="bid" symbol={symbol} />
        </>
      ) : (
        <p className="px-3 py-6 text-center text-muted-foreground">
          {first.isPending ? m.trade_book_loading() : m.trade_book_empty()}
        </p>
      )}
    </section>
  )
}

function BookHeader() {
  return (
    <div className="grid grid-cols-3 gap-2 px-3 py-1 text-muted-foreground">
      <span>{m.trade_book_price()}</span>
      <span className="text-end">{m.trade_book_size()}</span>
      <span className="text-end">{m.trade_book_total()}</span>
    </div>
  )
}

function Mark({ symbol, ticker, places }: { symbol: string; ticker: Ticker; places: number }) {
  const mark = useTickerField(symbol, (t) => t.mark, ticker)
  return (
    <span className="text-muted-foreground">
      {m.trade_book_mark()}{' '}
      <span data-testid="book-mark" className="font-medium text-foreground text-sm">
        <LtrFigure>{mark === undefined ? '--' : grouped(atPlaces(mark, places))}</LtrFigure>
      </span>
    </span>
  )
}

function Side({ rows, side, symbol }: { rows: PaintedRow[]; side: 'bid' | 'ask'; symbol: string }) {
  return (
    <ol data-testid={`book-${side}s`} className="grid">
      {rows.map((row) => (
        // Slots, not prices: a moved book rewrites the rows' figures in place.
        <Row
          key={row.slot}
          side={side}
          symbol={symbol}
          price={row.price}
          size={row.size}
          total={row.total}
          depth={row.depth}
        />
      ))}
    </ol>
  )
}

const Row = memo(function Row({
  side,
  symbol,
  price,
  size,
  total,
  depth,
}: {
  side: 'bid' | 'ask'
  symbol: string
  price: string
  size: string
  total: string
  depth: number
}) {
  return (
    <li className="relative h-[1.125rem] overflow-hidden [contain:strict]">
      <span
        aria-hidden
        className={cn(
          'absolute inset-y-0 end-0 w-full origin-right rtl:origin-left',
          side === 'bid' ? 'bg-long/15' : 'bg-short/15',
        )}
        style={{ transform: `scaleX(${depth})` }}
      />
      <button
        type="button"
        onClick={() => pickPrice(symbol, price)}
        data-price={price}
        className="relative grid h-full w-full grid-cols-3 gap-2 px-3 py-px text-start hover:bg-accent/60 focus-visible:bg-accent focus-visible:outline-none"
      >
        <Figure className={side === 'bid' ? 'text-long' : 'text-short'} value={price} />
        <Figure className="text-end" value={size} />
        <Figure className="text-end text-muted-foreground" value={total} />
      </button>
    </li>
  )
})

const Figure = memo(function Figure({ className, value }: { className: string; value: string }) {
  return (
    <span className={className}>
      <LtrFigure>{grouped(value)}</LtrFigure>
    </span>
  )
})
