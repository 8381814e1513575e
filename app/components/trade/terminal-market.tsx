/**
 * The terminal's market area: the chart and, beside it on a wide screen,
 * the order book over the recent trades (as exchange terminals place
 * them); on a narrow screen tabs Chart / Book / Trades show one at a time.
 * Three items of the terminal's grid (the tabs only below xl). The panels
 * are a lazy module mounted after hydration, like the chart.
 */
import { lazy, Suspense, useEffect, useState } from 'react'
import type { CoinPair } from '#contract/coin-pairs.ts'
import type { Position } from '#contract/trade.ts'
import { Card } from '~/components/ui/card'
import { Spinner } from '~/components/ui/spinner'
import type { BreachPrices } from '~/lib/trade/breach-lines'
import { cn } from '~/lib/utils'
import { m } from '~/paraglide/messages'
import { TradeChart } from './chart/trade-chart'

const MarketPanels = lazy(() => import('./book/market-panels'))

type View = 'chart' | 'book' | 'trades'

export function TerminalMarket({
  pair,
  position,
  breach,
}: {
  pair: CoinPair
  position: Position | undefined
  /** Where the account fails on this pair, drawn on the chart (decision 455). */
  breach?: BreachPrices
}) {
  const [view, setView] = useState<View>('chart')
  const [mounted, setMounted] = useState(false)
  useEffect(() => setMounted(true), [])
  const views: Array<{ value: View; label: string }> = [
    { value: 'chart', label: m.trade_view_chart() },
    { value: 'book', label: m.trade_view_book() },
    { value: 'trades', label: m.trade_view_trades() },
  ]
  return (
    <>
      <div
        role="tablist"
        aria-label={m.trade_views()}
        className="flex gap-1 rounded-lg border bg-card p-1 xl:hidden"
      >
        {views.map((v) => (
          <button
            key={v.value}
            type="button"
            role="tab"
            id={`terminal-tab-${v.value}`}
            aria-selected={view === v.value}
            aria-controls={`terminal-view-${v.value === 'chart' ? 'chart' : 'market'}`}
            onClick={() => setView(v.value)}
            className={cn(
              'flex-1 rounded px-3 py-1.5 text-muted-foreground text-sm',
              view === v.value && 'bg-accent font-medium text-foreground',
            )}
          >
            {v.label}
          </button>
        ))}
      </div>
      <div
        id="terminal-view-chart"
        className={cn('grid min-w-0', view !== 'chart' && 'hidden xl:grid')}
      >
        <TradeChart
          symbol={pair.code}
          position={position}
          breach={breach}
          tickSize={pair.tick_size}
        />
      </div>
      <Card
        id="terminal-view-market"
        className={cn('min-w-0 self-start overflow-hidden', view === 'chart' && 'hidden xl:block')}
      >
        {mounted ? (
          <Suspense fallback={<Spinner label={m.trade_book_loading()} />}>
            <MarketPanels
              symbol={pair.code}
              tickSize={pair.tick_size}
              ticker={pair.ticker}
              view={view}
            />
          </Suspense>
        ) : (
          <Spinner label={m.trade_book_loading()} />
        )}
      </Card>
    </>
  )
}
