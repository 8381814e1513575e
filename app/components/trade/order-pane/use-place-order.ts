/**
 * The order form's submit: the order as the engine wants it (a price or a
 * stop price only for the types that take one, TP/SL only when opening),
 * with a fresh client order id per submit.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Order } from '#contract/trade.ts'
import { tradeKeys } from '~/lib/queries/trade'
import type { Side } from '~/lib/trade/order-math'
import { patchOrders } from '~/lib/trade/use-account-live'
import { placeOrder } from '~/server/generated/trade.functions'
import { needsPrice, needsStop, type OrderFormValues } from './order-schema'

export function usePlaceOrder(userChallengeId: number, symbol: string, closing: boolean) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: { side: Side; values: OrderFormValues }) => {
      const { side, values } = input
      const tpsl = !closing && values.tpsl
      return placeOrder({
        data: {
          params: { userChallengeId },
          body: {
            symbol,
            type: values.type,
            side,
            trade_type: closing ? 'close' : 'open',
            size: values.size,
            price: needsPrice(values.type) ? values.price : undefined,
            stop_price: needsStop(values.type) ? values.stop_price : undefined,
            tp: tpsl && values.tp ? values.tp : undefined,
            sl: tpsl && values.sl ? values.sl : undefined,
            client_order_id: newClientOrderId(),
          },
        },
      })
    },
    // The answer is the order: open orders show it at once. Positions, fills,
    // assets and the histories arrive as the account's live events (and a
    // resync refetches them all), so nothing else is refetched here.
    onSuccess: ({ data }) =>
      queryClient.setQueryData<{ data: Order[] }>(tradeKeys.openOrders(userChallengeId), (old) =>
        patchOrders(old, data),
      ),
  })
}

/** One id per submit: a repeated request places one order (the engine answers a repeat with the first result). */
function newClientOrderId(): string {
  return `web-${crypto.randomUUID().replaceAll('-', '').slice(0, 24)}`
}
