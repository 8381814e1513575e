import { cn } from '~/lib/utils'
import { m } from '~/paraglide/messages'

/** Open / Close: whether the order opens (or adds to) a position or only reduces it. */
export function PaneTabs({
  value,
  onChange,
}: {
  value: 'open' | 'close'
  onChange(value: 'open' | 'close'): void
}) {
  const tabs = [
    { value: 'open' as const, label: m.trade_tab_open() },
    { value: 'close' as const, label: m.trade_tab_close() },
  ]
  return (
    <div role="tablist" className="inline-flex rounded-md bg-muted p-0.5">
      {tabs.map((tab) => (
        <button
          key={tab.value}
          type="button"
          role="tab"
          aria-selected={value === tab.value}
          onClick={() => onChange(tab.value)}
          className={cn(
            'rounded px-3 py-1 font-medium text-sm transition-colors',
            value === tab.value
              ? 'bg-background text-foreground shadow-xs'
              : 'text-muted-foreground hover:text-foreground',
          )}
        >
          {tab.label}
        </button>
      ))}
    </div>
  )
}
