/**
 * The leverage button; its dialog (leverage-dialog-content.tsx) loads on
 * the first opening (decision 331).
 */
import { useState } from 'react'
import type { CoinPair } from '#contract/coin-pairs.ts'
import { Button } from '~/components/ui/button'
import { lazyOverlay, WhenOpen } from '~/components/ui/lazy-overlay'
import { localDigits } from '~/lib/format'
import { m } from '~/paraglide/messages'

const leverageDialog = lazyOverlay(() => import('./leverage-dialog-content'))

export function LeverageDialog({
  userChallengeId,
  pair,
  leverage,
  accountMax,
  disabled,
}: {
  userChallengeId: number
  pair: CoinPair
  leverage: number
  accountMax: number
  disabled: boolean
}) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={disabled}
        onClick={() => setOpen(true)}
        onPointerEnter={leverageDialog.preload}
        onFocus={leverageDialog.preload}
        aria-haspopup="dialog"
        aria-label={`${m.trade_leverage_label()} ${localDigits(leverage)}x`}
        data-testid="leverage-button"
      >
        {m.trade_leverage_button({ leverage: localDigits(leverage) })}
      </Button>
      <WhenOpen open={open}>
        <leverageDialog.Overlay
          userChallengeId={userChallengeId}
          pair={pair}
          leverage={leverage}
          accountMax={accountMax}
          open={open}
          onOpenChange={setOpen}
        />
      </WhenOpen>
    </>
  )
}
