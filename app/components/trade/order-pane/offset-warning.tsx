import { TriangleAlertIcon } from 'lucide-react'
import type { CoinPair } from '#contract/coin-pairs.ts'
import { D } from '#money/decimal.ts'
import { beyondOffset } from '~/lib/trade/order-math'
import { m } from '~/paraglide/messages'
import { isPositiveDecimal } from './order-schema'
import { usePaneLive } from './pane-store'

/** Spec §5: the order price is more than the pair's offset away from the last price. */
export function OffsetWarning({ pair, price }: { pair: CoinPair; price: string }) {
  const far = usePaneLive(
    (live) =>
      live.last !== null &&
      isPositiveDecimal(price) &&
      beyondOffset(D(price), D(live.last), D(pair.price_offset_percent)),
  )
  if (!far) return null
  return (
    <p
      role="alert"
      className="flex items-start gap-2 rounded-md border border-amber-500/50 bg-amber-500/10 p-2 text-amber-700 text-xs dark:text-amber-300"
    >
      <TriangleAlertIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {m.trade_offset_warning({ offset: pair.price_offset_percent })}
    </p>
  )
}
