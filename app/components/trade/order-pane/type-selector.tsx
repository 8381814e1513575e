import type { OrderType } from '#contract/trade.ts'
import { cn } from '~/lib/utils'
import { m } from '~/paraglide/messages'

const labels: Record<OrderType, () => string> = {
  LIMIT: m.trade_type_limit,
  MARKET: m.trade_type_market,
  STOP_MARKET: m.trade_type_stop_market,
  STOP_LIMIT: m.trade_type_stop_limit,
}

/** Limit, Market, Stop Market, Stop Limit. */
export function TypeSelector({
  value,
  onChange,
}: {
  value: OrderType
  onChange(value: OrderType): void
}) {
  return (
    <fieldset
      aria-label={m.trade_order_type()}
      className="m-0 min-w-0 border-0 p-0 flex flex-wrap gap-1"
    >
      {(Object.keys(labels) as OrderType[]).map((type) => (
        <button
          key={type}
          type="button"
          aria-pressed={value === type}
          onClick={() => onChange(type)}
          className={cn(
            'rounded-md px-2 py-1 font-medium text-xs transition-colors',
            value === type
              ? 'bg-primary text-primary-foreground'
              : 'text-muted-foreground hover:bg-muted hover:text-foreground',
          )}
        >
          {labels[type]()}
        </button>
      ))}
    </fieldset>
  )
}
