import { CalculatorIcon } from 'lucide-react'
import type { CoinPair } from '#contract/coin-pairs.ts'
import { Button } from '~/components/ui/button'
import { lazyOverlay, OnFirstOpen } from '~/components/ui/lazy-overlay'
import { m } from '~/paraglide/messages'

const calculator = lazyOverlay(() => import('./calculator-dialog-content'))

/** The order calculator's button; the calculator loads on its first opening. */
export function CalculatorDialog({ pair, leverage }: { pair: CoinPair; leverage: number }) {
  return (
    <OnFirstOpen
      popup="dialog"
      preload={calculator.preload}
      trigger={
        <Button type="button" variant="link" size="sm" className="h-auto px-0">
          <CalculatorIcon aria-hidden="true" />
          {m.trade_calc_open()}
        </Button>
      }
      overlay={(trigger) => (
        <calculator.Overlay pair={pair} leverage={leverage} trigger={trigger} />
      )}
    />
  )
}
