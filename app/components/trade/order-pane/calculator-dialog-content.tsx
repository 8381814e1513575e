/**
 * The order calculator (spec §2 Trade): leverage, balance, risk, price and
 * stop loss in; the size that risks that share of the balance, its margin
 * and the loss at the stop out. Starts from the account's balance and the
 * last price when opened; nothing is sent anywhere.
 */
import { type ReactElement, useId, useState } from 'react'
import type { CoinPair } from '#contract/coin-pairs.ts'
import { D } from '#money/decimal.ts'
import { Button } from '~/components/ui/button'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '~/components/ui/dialog'
import { Input } from '~/components/ui/input'
import { formatMoney, formatNumber } from '~/lib/format'
import { calculateOrder } from '~/lib/trade/calculator'
import type { Side } from '~/lib/trade/order-math'
import { cn } from '~/lib/utils'
import { m } from '~/paraglide/messages'
import { cleanDecimal, isPositiveDecimal } from './order-schema'
import { usePaneStore } from './pane-store'

/** The balance as a trader types it: to the cent ("9997.577455" → "9997.57"). */
const centsOf = (value: string | null) => (value === null ? null : D(value).toFixed(2, 'floor'))

type Fields = 'leverage' | 'balance' | 'risk' | 'price' | 'stopLoss'

/** The calculator, loaded on its first opening (calculator-dialog.tsx). */
export default function CalculatorDialogContent({
  pair,
  leverage,
  trigger,
}: {
  pair: CoinPair
  leverage: number
  trigger: ReactElement
}) {
  const store = usePaneStore()
  const id = useId()
  const [side, setSide] = useState<Side>('buy')
  // Mounted by the first opening: starts from the live figures of that moment.
  const [values, setValues] = useState<Record<Fields, string>>(() => ({
    leverage: String(leverage),
    balance: centsOf(store.get().balance) ?? '',
    risk: '1',
    price: store.get().last ?? '',
    stopLoss: '',
  }))
  const onOpenChange = (open: boolean) => {
    if (!open) return
    const live = store.get()
    setValues((v) => ({
      ...v,
      leverage: String(leverage),
      balance: centsOf(live.balance) ?? v.balance,
      price: live.last ?? v.price,
    }))
  }
  const filled = (Object.keys(values) as Fields[]).every((k) => isPositiveDecimal(values[k]))
  const leverageNumber = Number(values.leverage)
  const result =
    filled && Number.isInteger(leverageNumber)
      ? calculateOrder({
          side,
          leverage: leverageNumber,
          balance: D(values.balance),
          riskPercent: D(values.risk),
          entry: D(values.price),
          stopLoss: D(values.stopLoss),
          stepSize: D(pair.step_size),
        })
      : null
  const field = (name: Fields, label: string) => (
    <div className="grid gap-1 text-sm">
      <label htmlFor={`${id}-${name}`} className="font-medium">
        {label}
      </label>
      <Input
        id={`${id}-${name}`}
        name={name}
        value={values[name]}
        inputMode="decimal"
        dir="ltr"
        onChange={(event) => setValues({ ...values, [name]: cleanDecimal(event.target.value) })}
      />
    </div>
  )
  return (
    <Dialog defaultOpen onOpenChange={onOpenChange}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent closeLabel={m.trade_close_label()}>
        <DialogHeader>
          <DialogTitle>{m.trade_calc_title()}</DialogTitle>
        </DialogHeader>
        <fieldset
          aria-label={m.trade_calc_side()}
          className="m-0 min-w-0 border-0 p-0 grid grid-cols-2 gap-2"
        >
          {(['buy', 'sell'] as const).map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={side === value}
              onClick={() => setSide(value)}
              className={cn(
                'rounded-md border px-3 py-1.5 font-medium text-sm',
                side === value &&
                  (value === 'buy' ? 'border-long text-long' : 'border-short text-short'),
              )}
            >
              {value === 'buy' ? m.trade_calc_long() : m.trade_calc_short()}
            </button>
          ))}
        </fieldset>
        <div className="grid grid-cols-2 gap-3">
          {field('leverage', m.trade_calc_leverage())}
          {field('balance', m.trade_calc_balance())}
          {field('risk', m.trade_calc_risk())}
          {field('price', m.trade_calc_price())}
          {field('stopLoss', m.trade_calc_stop_loss())}
        </div>
        <output className="grid gap-1 rounded-md bg-muted p-3 text-sm" data-testid="calc-result">
          {result === null ? (
            <span className="text-muted-foreground">{m.trade_calc_fill()}</span>
          ) : !result.ok ? (
            <span className="text-destructive">
              {side === 'buy' ? m.trade_calc_sl_side_long() : m.trade_calc_sl_side_short()}
            </span>
          ) : (
            <>
              <Row
                label={m.trade_calc_size()}
                value={`${formatNumber(result.size.toString())} ${pair.base}`}
              />
              <Row label={m.trade_calc_margin()} value={formatMoney(result.margin.toString())} />
              <Row label={m.trade_calc_loss()} value={formatMoney(result.loss.toString())} />
              {result.size.isPositive() ? (
                <DialogClose asChild>
                  <Button
                    type="button"
                    size="sm"
                    variant="outline"
                    className="mt-2 justify-self-start"
                    onClick={() => store.offerSize(result.size.toString())}
                  >
                    {m.trade_calc_use_size()}
                  </Button>
                </DialogClose>
              ) : null}
            </>
          )}
        </output>
      </DialogContent>
    </Dialog>
  )
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <span className="flex justify-between gap-2">
      <span className="text-muted-foreground">{label}</span>
      <span dir="ltr">{value}</span>
    </span>
  )
}
