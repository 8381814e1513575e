/**
 * The leverage dialog: 1x up to the lower of the account's cap and the
 * pair's, with the largest position the brackets allow at the chosen
 * leverage (spec §9: "maximum order/position 50000 USDT at the current
 * leverage"). The engine refuses a leverage the open positions and orders
 * would not fit; its text shows under the slider.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import type { CoinPair } from '#contract/coin-pairs.ts'
import { D } from '#money/decimal.ts'
import { Button } from '~/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '~/components/ui/dialog'
import { Input } from '~/components/ui/input'
import { Slider } from '~/components/ui/slider'
import { formatMoney } from '~/lib/format'
import { asciiDigits } from '~/lib/forms/digits'
import { asHttpError, firstFieldErrors } from '~/lib/http-error'
import { tradeKeys } from '~/lib/queries/trade'
import { leverageLimit, maxNotionalAt } from '~/lib/trade/order-math'
import { m } from '~/paraglide/messages'
import { adjustLeverage } from '~/server/generated/trade.functions'
import { usePaneLive } from './pane-store'

/** The leverage dialog, loaded on its first opening (leverage-dialog.tsx). */
export default function LeverageDialogContent({
  open,
  onOpenChange,
  ...props
}: {
  userChallengeId: number
  pair: CoinPair
  leverage: number
  accountMax: number
  open: boolean
  onOpenChange(open: boolean): void
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? <LeverageContent {...props} onDone={() => onOpenChange(false)} /> : null}
    </Dialog>
  )
}

function LeverageContent({
  userChallengeId,
  pair,
  leverage,
  accountMax,
  onDone,
}: {
  userChallengeId: number
  pair: CoinPair
  leverage: number
  accountMax: number
  onDone(): void
}) {
  const queryClient = useQueryClient()
  const limit = leverageLimit(pair.brackets, accountMax)
  const inputId = useId()
  const [text, setText] = useState(String(leverage))
  const [error, setError] = useState<string | null>(null)
  const chosen = /^\d+$/.test(text) ? Number(text) : Number.NaN
  const valid = Number.isInteger(chosen) && chosen >= 1 && chosen <= limit
  const freeMargin = usePaneLive((live) => live.freeMargin)
  // What the account can open at this leverage: its free margin times the
  // leverage, up to the brackets' cap (the cap alone read 12,000,000 at 5x and 20x alike).
  const maxPositionAt = (lev: number) => {
    const cap = maxNotionalAt(pair.brackets, lev)
    if (freeMargin === null) return cap
    const byMargin = D(freeMargin).mul(lev)
    return byMargin.isNegative() ? D(0) : byMargin.lt(cap) ? byMargin : cap
  }
  const save = useMutation({
    mutationFn: (value: number) =>
      adjustLeverage({
        data: { params: { userChallengeId, coinPairCode: pair.code }, body: { leverage: value } },
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: tradeKeys.account(userChallengeId) })
      onDone()
    },
    onError: (failure) => {
      setError(
        firstFieldErrors(failure).leverage ?? asHttpError(failure)?.message ?? m.trade_failed(),
      )
    },
  })
  return (
    <DialogContent closeLabel={m.trade_close_label()}>
      <DialogHeader>
        <DialogTitle>{m.trade_leverage_title()}</DialogTitle>
        <DialogDescription>{m.trade_leverage_hint({ max: limit })}</DialogDescription>
      </DialogHeader>
      <form
        noValidate
        className="grid gap-4"
        onSubmit={(event) => {
          event.preventDefault()
          if (!valid) return setError(m.trade_leverage_invalid({ max: limit }))
          save.mutate(chosen)
        }}
      >
        <div className="flex items-center gap-3">
          <Slider
            thumbLabel={m.trade_leverage_label()}
            dir="ltr"
            min={1}
            max={limit}
            step={1}
            value={[valid ? chosen : leverage]}
            onValueChange={([next]) => {
              setText(String(next))
              setError(null)
            }}
          />
          <div className="flex items-center gap-1">
            <label htmlFor={inputId} className="sr-only">
              {m.trade_leverage_label()}
            </label>
            <Input
              id={inputId}
              value={text}
              inputMode="numeric"
              dir="ltr"
              className="w-20 text-center"
              aria-invalid={error ? true : undefined}
              onChange={(event) => {
                setText(asciiDigits(event.target.value).trim())
                setError(null)
              }}
            />
            <span aria-hidden="true">x</span>
          </div>
        </div>
        <p className="text-sm" data-testid="leverage-max-position">
          {m.trade_leverage_max_position({
            max: valid ? formatMoney(maxPositionAt(chosen).toString()) : '--',
          })}
        </p>
        {error ? (
          <p role="alert" className="text-destructive text-sm">
            {error}
          </p>
        ) : null}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onDone}>
            {m.trade_leverage_cancel()}
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {m.trade_leverage_confirm()}
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  )
}
