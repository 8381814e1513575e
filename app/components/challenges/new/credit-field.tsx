/** 'Do you want to use credit?': a switch, the available balance and an amount. */
import { Button } from '~/components/ui/button'
import { Input } from '~/components/ui/input'
import type { CreditError } from '~/lib/challenges/checkout-invoice'
import { formatLimitUsdt } from '~/lib/money-format'
import { m } from '~/paraglide/messages'

const errorText: Record<CreditError, () => string> = {
  invalid: () => m.challenges_credit_invalid(),
  too_precise: () => m.challenges_credit_too_precise(),
  more_than_available: () => m.challenges_credit_more_than_available(),
  more_than_price: () => m.challenges_credit_more_than_price(),
}

export function CreditField({
  use,
  onUse,
  amount,
  onAmount,
  available,
  max,
  error,
}: {
  use: boolean
  onUse: (use: boolean) => void
  amount: string
  onAmount: (amount: string) => void
  available: string | null
  max: string
  error: CreditError | null
}) {
  return (
    <div className="grid gap-3">
      <label className="flex cursor-pointer items-center justify-between gap-3">
        <span className="grid gap-0.5">
          <span className="font-semibold">{m.challenges_credit_toggle()}</span>
          <span className="text-muted-foreground text-sm">
            {available === null
              ? m.challenges_credit_signed_out()
              : m.challenges_credit_available({ amount: formatLimitUsdt(available) })}
          </span>
        </span>
        <input
          type="checkbox"
          role="switch"
          aria-checked={use}
          checked={use}
          disabled={available === null}
          onChange={(event) => onUse(event.target.checked)}
          className="peer sr-only"
        />
        <span
          aria-hidden="true"
          className="relative h-6 w-11 shrink-0 rounded-full bg-input transition-colors after:absolute after:start-0.5 after:top-0.5 after:size-5 after:rounded-full after:bg-background after:shadow after:transition-transform peer-checked:bg-primary peer-checked:after:translate-x-5 peer-focus-visible:ring-[3px] peer-focus-visible:ring-ring/50 peer-disabled:opacity-50 rtl:peer-checked:after:-translate-x-5"
        />
      </label>
      {use ? (
        <div className="grid gap-1">
          <label htmlFor="credit" className="text-sm">
            {m.challenges_credit_amount()}
          </label>
          <div className="flex gap-2">
            <Input
              id="credit"
              inputMode="decimal"
              value={amount}
              placeholder="0.00"
              aria-invalid={Boolean(error)}
              aria-describedby={error ? 'credit-error' : undefined}
              onChange={(event) => onAmount(event.target.value)}
            />
            <Button type="button" variant="outline" onClick={() => onAmount(max)}>
              {m.challenges_credit_max()}
            </Button>
          </div>
          {error ? (
            <p id="credit-error" role="alert" className="text-destructive text-sm">
              {errorText[error]()}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  )
}
