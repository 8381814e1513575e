/**
 * The symbol dropdown: search the pairs, pick one to open it in the
 * terminal. The popover (symbol-search-content.tsx) loads on the first opening.
 */
import { ChevronDown } from 'lucide-react'
import { useState } from 'react'
import { lazyOverlay, OnFirstOpen } from '~/components/ui/lazy-overlay'
import { m } from '~/paraglide/messages'

const popover = lazyOverlay(() => import('./symbol-search-content'))

export function SymbolSearch({
  userChallengeId,
  symbol,
}: {
  userChallengeId: number
  symbol: string
}) {
  const [open, setOpen] = useState(false)
  return (
    <OnFirstOpen
      popup="dialog"
      preload={popover.preload}
      onOpen={() => setOpen(true)}
      trigger={
        <button
          type="button"
          data-tour="trade-symbol"
          className="inline-flex items-center gap-2 rounded-md border px-3 py-2 font-semibold text-lg hover:bg-accent"
          aria-label={m.trade_choose_symbol()}
        >
          <span dir="ltr">{symbol}</span>
          <ChevronDown className="size-4" aria-hidden />
        </button>
      }
      overlay={(trigger) => (
        <popover.Overlay
          userChallengeId={userChallengeId}
          symbol={symbol}
          trigger={trigger}
          open={open}
          setOpen={setOpen}
        />
      )}
    />
  )
}
