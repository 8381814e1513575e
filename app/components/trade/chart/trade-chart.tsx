/**
 * The chart card: interval buttons (1m to 1d), the lazily loaded candle
 * chart, and a legend of the position's lines in words: entry, TP, SL,
 * liquidation, and where the account fails ("Daily limit", "Max loss").
 */
import { lazy, Suspense, useEffect, useState } from 'react'
import type { KlineInterval } from '#contract/coin-pairs.ts'
import type { Position } from '#contract/trade.ts'
import { Card } from '~/components/ui/card'
import { Spinner } from '~/components/ui/spinner'
import { localDigits } from '~/lib/format'
import type { BreachPrices } from '~/lib/trade/breach-lines'
import { liquidationText, priceText, tickDecimals } from '~/lib/trade/format'
import { cn } from '~/lib/utils'
import { m } from '~/paraglide/messages'
import { type ChartLine, positionLines } from './chart-lines'

// Spelled out, not imported from the contract: a value import would bring full zod to the browser.
const klineIntervals: readonly KlineInterval[] = ['1m', '5m', '15m', '1h', '4h', '1d']

const ChartCanvas = lazy(() => import('./chart-canvas'))

const legendClass: Partial<Record<ChartLine['kind'], string>> = {
  tp: 'text-long',
  sl: 'text-short',
  liq: 'text-purple-600 dark:text-purple-400',
  daily: 'text-warning',
  total: 'text-short',
}

export function TradeChart({
  symbol,
  position,
  breach,
  tickSize,
}: {
  symbol: string
  position: Position | undefined
  /** Where the account fails on this pair (challenge and real accounts with a position). */
  breach?: BreachPrices
  tickSize?: string
}) {
  const [interval, setInterval] = useState<KlineInterval>('1m')
  // The chart draws on a canvas: in the browser only, after hydration.
  const [mounted, setMounted] = useState(false)
  useEffect(() => setMounted(true), [])
  const lines = positionLines(position, breach)
  const labels: Record<ChartLine['kind'], string> = {
    entry: m.trade_chart_entry(),
    tp: m.trade_chart_tp(),
    sl: m.trade_chart_sl(),
    liq: m.trade_chart_liquidation(),
    daily: m.trade_chart_daily_limit(),
    total: m.trade_chart_max_loss(),
  }
  return (
    <Card className="flex min-h-[420px] flex-col overflow-hidden" data-tour="trade-chart">
      <div className="flex flex-wrap items-center justify-between gap-2 border-b px-3 py-2">
        <fieldset className="flex gap-1">
          <legend className="sr-only">{m.trade_chart_interval()}</legend>
          {klineIntervals.map((i) => (
            <button
              key={i}
              type="button"
              aria-pressed={i === interval}
              onClick={() => setInterval(i)}
              className={cn(
                'rounded px-2 py-1 text-muted-foreground text-xs',
                i === interval && 'bg-accent text-foreground',
              )}
            >
              <span dir="ltr">{localDigits(i)}</span>
            </button>
          ))}
        </fieldset>
        {lines.length > 0 ? (
          <ul
            className="flex flex-wrap gap-3 text-xs"
            aria-label={m.trade_chart_lines()}
            data-testid="chart-legend"
          >
            {lines.map((l) => (
              <li
                key={l.kind}
                className={legendClass[l.kind]}
                data-line={l.kind}
                data-price={l.price}
              >
                {labels[l.kind]}{' '}
                <span dir="ltr">
                  {l.kind === 'liq'
                    ? liquidationText(l.price, tickSize)
                    : priceText(l.price, tickSize)}
                </span>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className="relative min-h-[360px] flex-1">
        {mounted ? (
          <Suspense fallback={<ChartLoading />}>
            <ChartCanvas
              symbol={symbol}
              interval={interval}
              lines={lines}
              lineLabels={labels}
              priceDecimals={tickSize ? tickDecimals(tickSize) : 2}
            />
          </Suspense>
        ) : (
          <ChartLoading />
        )}
      </div>
    </Card>
  )
}

function ChartLoading() {
  return (
    <div className="absolute inset-0 grid place-items-center">
      <Spinner label={m.trade_loading()} />
    </div>
  )
}
