/** The pair's live figures: last trade, 24 h change, low, high, volume. Each cell re-renders alone. */

import type { Ticker } from '#contract/coin-pairs.ts'
import { grouped, percent } from '~/lib/trade/format'
import { useTickerField } from '~/lib/trade/market-store'
import { cn } from '~/lib/utils'
import { m } from '~/paraglide/messages'

type Field = 'last' | 'change_24h' | 'low_24h' | 'high_24h' | 'volume_24h'

function Stat({
  symbol,
  field,
  ticker,
  label,
}: {
  symbol: string
  field: Field
  ticker: Ticker
  label: string
}) {
  const value = useTickerField(symbol, (t) => t[field], ticker)
  const change = field === 'change_24h' && value !== undefined
  const negative = change && value.startsWith('-')
  return (
    <div className="min-w-0">
      <div className="text-muted-foreground text-xs">{label}</div>
      <div
        dir="ltr"
        data-testid={`pair-${field}`}
        className={cn(
          'text-start font-medium text-sm tabular-nums',
          change && (negative ? 'text-short' : 'text-long'),
        )}
      >
        {value === undefined ? '--' : change ? percent(value) : grouped(value)}
      </div>
    </div>
  )
}

export function PairStats({ symbol, ticker }: { symbol: string; ticker: Ticker }) {
  return (
    <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
      <Stat symbol={symbol} field="last" ticker={ticker} label={m.trade_last_price()} />
      <Stat symbol={symbol} field="change_24h" ticker={ticker} label={m.trade_change_24h()} />
      <Stat symbol={symbol} field="low_24h" ticker={ticker} label={m.trade_low_24h()} />
      <Stat symbol={symbol} field="high_24h" ticker={ticker} label={m.trade_high_24h()} />
      <Stat symbol={symbol} field="volume_24h" ticker={ticker} label={m.trade_volume_24h()} />
    </div>
  )
}
