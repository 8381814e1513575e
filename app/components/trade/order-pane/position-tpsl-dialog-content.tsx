/**
 * A position's take profit and stop loss: set, change or remove (empty).
 * Shows entry, mark and what each would realize; the engine checks the
 * sides and the tick, and its 422 lands under the field.
 */
import { revalidateLogic, useForm } from '@tanstack/react-form'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod/mini'
import { D } from '#money/decimal.ts'
import { TextField } from '~/components/forms/text-field'
import { Button } from '~/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '~/components/ui/dialog'
import { formatMoney } from '~/lib/format'
import { useServerErrors } from '~/lib/forms/server-errors'
import { asHttpError } from '~/lib/http-error'
import { tradeKeys, tradeSnapshotQuery } from '~/lib/queries/trade'
import { showToast } from '~/lib/toast'
import { stopBeyondBreach } from '~/lib/trade/breach-lines'
import { priceText } from '~/lib/trade/format'
import { pnlAt } from '~/lib/trade/tpsl-math'
import { useAccountInputs } from '~/lib/trade/use-account-inputs'
import { useBreachPrices } from '~/lib/trade/use-breach-prices'
import { m } from '~/paraglide/messages'
import { setPositionTpsl } from '~/server/generated/trade.functions'
import { cleanDecimal, isPositiveDecimal } from './order-schema'
import type { PositionTpSlDialogProps } from './position-tpsl-dialog'

/** The TP/SL dialog, loaded on its first opening (position-tpsl-dialog.tsx). */
export default function PositionTpSlDialogContent(props: PositionTpSlDialogProps) {
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      {props.open ? <TpSlContent {...props} /> : null}
    </Dialog>
  )
}

const optionalPrice = () =>
  z.string().check(
    z.refine((v) => v === '' || isPositiveDecimal(v), {
      error: () => m.trade_validation_number(),
    }),
  )

function TpSlContent({ userChallengeId, position, onOpenChange }: PositionTpSlDialogProps) {
  const id = Number(userChallengeId)
  const queryClient = useQueryClient()
  const server = useServerErrors()
  // Where the account fails on this pair: a stop beyond it never triggers (decision 455).
  const inputs = useAccountInputs(id, position.symbol)
  const snapshot = useQuery(tradeSnapshotQuery(id, position.symbol))
  const tick = snapshot.data?.data.pair.tick_size
  const breach = useBreachPrices(inputs, snapshot.data?.data.evaluation, position.symbol, tick)
  const save = useMutation({
    mutationFn: (body: { tp: string | null; sl: string | null }) =>
      setPositionTpsl({ data: { params: { userChallengeId: id, positionId: position.id }, body } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tradeKeys.account(id) }),
  })
  const form = useForm({
    defaultValues: { tp: position.tp ?? '', sl: position.sl ?? '' },
    validationLogic: revalidateLogic(),
    validators: { onDynamic: z.object({ tp: optionalPrice(), sl: optionalPrice() }) },
    onSubmit: async ({ value }) => {
      try {
        await save.mutateAsync({ tp: value.tp || null, sl: value.sl || null })
        onOpenChange(false)
      } catch (error) {
        server.take(error)
        showToast('error', asHttpError(error)?.message || m.trade_failed())
      }
    },
  })
  const side = position.side === 'long' ? m.trade_tpsl_side_long() : m.trade_tpsl_side_short()
  const expected = (value: string) =>
    isPositiveDecimal(value)
      ? m.trade_tpsl_expected({
          // Money as the pages show it (decisions 421, 468): amount and unit as one figure,
          // a minus kept in front of the number in Persian.
          pnl: formatMoney(
            pnlAt(position.side, position.size, position.entryPrice, D(value)).toString(),
          ),
        })
      : m.trade_tpsl_hint_empty()
  return (
    <DialogContent closeLabel={m.trade_close_label()}>
      <DialogHeader>
        <DialogTitle>{m.trade_tpsl_title()}</DialogTitle>
        <DialogDescription>
          {position.symbol} · {side}
        </DialogDescription>
      </DialogHeader>
      <dl className="grid grid-cols-3 gap-2 text-sm">
        {[
          [m.trade_tpsl_entry(), priceText(position.entryPrice, tick)],
          [m.trade_tpsl_mark(), priceText(position.markPrice, tick)],
          [m.trade_tpsl_size(), position.size],
        ].map(([label, value]) => (
          <div key={label} className="grid gap-0.5">
            <dt className="text-muted-foreground text-xs">{label}</dt>
            <dd dir="ltr" className="text-start">
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <form
        noValidate
        aria-label={m.trade_tpsl_title()}
        className="grid gap-3"
        onSubmit={(event) => {
          event.preventDefault()
          void form.handleSubmit()
        }}
      >
        {(['tp', 'sl'] as const).map((name) => (
          <form.Field key={name} name={name}>
            {(field) => (
              <TextField
                field={field}
                server={server}
                label={name === 'tp' ? m.trade_field_tp() : m.trade_field_sl()}
                inputMode="decimal"
                autoComplete="off"
                dir="ltr"
                normalize={cleanDecimal}
                hint={expected(field.state.value)}
              />
            )}
          </form.Field>
        ))}
        <form.Subscribe selector={(state) => state.values.sl}>
          {(sl) => {
            const at = isPositiveDecimal(sl) ? stopBeyondBreach(position.side, sl, breach) : null
            return at ? (
              <p
                role="status"
                data-testid="tpsl-breach-warning"
                className="rounded-md border border-warning bg-warning/10 px-3 py-2 text-sm"
              >
                {m.trade_tpsl_beyond_breach({ price: `\u2066${priceText(at, tick)}\u2069` })}
              </p>
            ) : null
          }}
        </form.Subscribe>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            {m.trade_tpsl_cancel()}
          </Button>
          <form.Subscribe selector={(state) => state.isSubmitting}>
            {(submitting) => (
              <Button type="submit" disabled={submitting}>
                {m.trade_tpsl_save()}
              </Button>
            )}
          </form.Subscribe>
        </DialogFooter>
      </form>
    </DialogContent>
  )
}
