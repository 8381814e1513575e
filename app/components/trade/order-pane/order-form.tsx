/**
 * The order form: type, stop price, price, size (with a slider to the
 * maximum), TP/SL, the cost and maximum of each side, and the buy / sell
 * buttons (close long / close short on the Close tab). The engine's 422
 * field errors land under their fields; the failure is toasted here (the
 * trade page is exempt from automatic error toasts, spec §6), the success
 * by the response handling (the engine's message).
 */
import { revalidateLogic, useForm } from '@tanstack/react-form'
import { useEffect } from 'react'
import type { CoinPair } from '#contract/coin-pairs.ts'
import { TextField } from '~/components/forms/text-field'
import { Button } from '~/components/ui/button'
import { useServerErrors } from '~/lib/forms/server-errors'
import { asHttpError } from '~/lib/http-error'
import { showToast } from '~/lib/toast'
import type { Side } from '~/lib/trade/order-math'
import { onPricePicked } from '~/lib/trade/price-pick'
import { m } from '~/paraglide/messages'
import { OffsetWarning } from './offset-warning'
import { OrderFigures } from './order-figures'
import {
  cleanDecimal,
  needsPrice,
  needsStop,
  type OrderFormValues,
  orderSchema,
} from './order-schema'
import { usePaneStore } from './pane-store'
import { SizeSlider } from './size-slider'
import { StopBreachWarning } from './stop-breach-warning'
import { TypeSelector } from './type-selector'
import { usePlaceOrder } from './use-place-order'

const defaults: OrderFormValues = {
  type: 'LIMIT',
  stop_price: '',
  price: '',
  size: '',
  tpsl: false,
  tp: '',
  sl: '',
}

export function OrderForm({
  userChallengeId,
  pair,
  closing,
  leverage,
  held,
  disabled,
}: {
  userChallengeId: number
  pair: CoinPair
  closing: boolean
  leverage: number
  /** Signed size held in this pair. */
  held: string
  disabled: boolean
}) {
  const server = useServerErrors()
  const place = usePlaceOrder(userChallengeId, pair.code, closing)
  const form = useForm({
    defaultValues: defaults,
    onSubmitMeta: { side: 'buy' as Side },
    validationLogic: revalidateLogic(),
    validators: { onDynamic: orderSchema(closing) },
    onSubmit: async ({ value, meta, formApi }) => {
      server.take(null)
      try {
        await place.mutateAsync({ side: meta.side, values: value })
        // Back to a fresh form (no "required" under the emptied size), keeping the
        // entry prices; the take-profit and stop-loss were that order's own.
        formApi.reset({ ...value, size: '', tp: '', sl: '' }, { keepDefaultValues: true })
      } catch (error) {
        server.take(error)
        showToast('error', asHttpError(error)?.message || m.trade_failed())
      }
    },
  })
  // A price clicked in the order book: a limit order at it (the stop-limit keeps its type).
  useEffect(
    () =>
      onPricePicked((symbol, price) => {
        if (symbol !== pair.code) return
        if (!needsPrice(form.getFieldValue('type'))) form.setFieldValue('type', 'LIMIT')
        form.setFieldValue('price', price)
      }),
    [form, pair.code],
  )
  // The calculator's "Use this size" fills the size here.
  const store = usePaneStore()
  useEffect(
    () =>
      store.onSizeOffered((size) => {
        form.setFieldValue('size', size)
        server.clear('size')
      }),
    [store, form, server.clear],
  )
  const decimalField = (name: 'stop_price' | 'price' | 'tp' | 'sl', label: string) => (
    <form.Field name={name}>
      {(field) => (
        <TextField
          field={field}
          server={server}
          label={label}
          inputMode="decimal"
          autoComplete="off"
          dir="ltr"
          normalize={cleanDecimal}
        />
      )}
    </form.Field>
  )
  const longHeld = held !== '0' && !held.startsWith('-')
  const shortHeld = held.startsWith('-')
  return (
    <form
      noValidate
      aria-label={m.trade_pane_label()}
      className="grid gap-3"
      onSubmit={(event) => event.preventDefault()}
    >
      <form.Field name="type">
        {(field) => <TypeSelector value={field.state.value} onChange={field.handleChange} />}
      </form.Field>
      <form.Subscribe selector={(state) => state.values.type}>
        {(type) => (
          <>
            {needsStop(type) ? decimalField('stop_price', m.trade_field_stop_price()) : null}
            {needsPrice(type) ? (
              decimalField('price', m.trade_field_price())
            ) : (
              <p className="rounded-md bg-muted px-3 py-2 text-muted-foreground text-sm">
                {m.trade_market_price()}
              </p>
            )}
          </>
        )}
      </form.Subscribe>
      <form.Subscribe selector={(state) => state.values.price}>
        {(price) => <OffsetWarning pair={pair} price={price} />}
      </form.Subscribe>
      <form.Field name="size">
        {(field) => (
          <div className="grid gap-2">
            <TextField
              field={field}
              server={server}
              label={`${m.trade_field_size()} (${pair.base})`}
              inputMode="decimal"
              autoComplete="off"
              dir="ltr"
              normalize={cleanDecimal}
            />
            <form.Subscribe
              selector={(state) =>
                [state.values.type, state.values.price, state.values.stop_price] as const
              }
            >
              {([type, price, stopPrice]) => (
                <SizeSlider
                  pair={pair}
                  leverage={leverage}
                  held={held}
                  closing={closing}
                  order={{ type, price, stopPrice, size: field.state.value }}
                  onSize={(size) => {
                    field.handleChange(size)
                    server.clear('size')
                  }}
                />
              )}
            </form.Subscribe>
          </div>
        )}
      </form.Field>
      {closing ? null : (
        <>
          <form.Field name="tpsl">
            {(field) => (
              <label className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={field.state.value}
                  onChange={(event) => field.handleChange(event.target.checked)}
                  className="size-4 accent-primary"
                />
                {m.trade_field_tpsl()}
              </label>
            )}
          </form.Field>
          <form.Subscribe selector={(state) => state.values.tpsl}>
            {(tpsl) =>
              tpsl ? (
                <div className="grid grid-cols-2 gap-2">
                  {decimalField('tp', m.trade_field_tp())}
                  {decimalField('sl', m.trade_field_sl())}
                </div>
              ) : null
            }
          </form.Subscribe>
          <form.Subscribe
            selector={(state) =>
              [
                state.values.tpsl,
                state.values.type,
                state.values.price,
                state.values.stop_price,
                state.values.size,
                state.values.sl,
              ] as const
            }
          >
            {([tpsl, type, price, stopPrice, size, sl]) =>
              tpsl && sl ? (
                <StopBreachWarning
                  userChallengeId={userChallengeId}
                  pair={pair}
                  leverage={leverage}
                  order={{ type, price, stopPrice, size, sl }}
                />
              ) : null
            }
          </form.Subscribe>
        </>
      )}
      {closing ? (
        <p className="text-sm" data-testid="close-position">
          {held === '0' ? (
            <span className="text-muted-foreground">
              {m.trade_no_position({ symbol: pair.code })}
            </span>
          ) : (
            <>
              <span className="text-muted-foreground">{m.trade_position()}: </span>
              {shortHeld
                ? m.trade_position_short({ size: held.slice(1), base: pair.base })
                : m.trade_position_long({ size: held, base: pair.base })}
            </>
          )}
        </p>
      ) : (
        <form.Subscribe
          selector={(state) =>
            [
              state.values.type,
              state.values.price,
              state.values.stop_price,
              state.values.size,
            ] as const
          }
        >
          {([type, price, stopPrice, size]) => (
            <OrderFigures
              pair={pair}
              leverage={leverage}
              held={held}
              order={{ type, price, stopPrice, size }}
            />
          )}
        </form.Subscribe>
      )}
      <form.Subscribe selector={(state) => state.isSubmitting}>
        {(submitting) => (
          <div className="grid grid-cols-2 gap-2">
            <Button
              type="button"
              variant="long"
              disabled={disabled || submitting || (closing && !shortHeld)}
              onClick={() => void form.handleSubmit({ side: 'buy' })}
            >
              {closing ? m.trade_close_short() : m.trade_buy_long()}
            </Button>
            <Button
              type="button"
              variant="short"
              disabled={disabled || submitting || (closing && !longHeld)}
              onClick={() => void form.handleSubmit({ side: 'sell' })}
            >
              {closing ? m.trade_close_long() : m.trade_sell_short()}
            </Button>
          </div>
        )}
      </form.Subscribe>
    </form>
  )
}
