/**
 * The order form's stop loss beyond the breach price (decisions 455, 515):
 * the same warning as the position's TP/SL dialog, against the account as
 * it would be once this order fills (order-breach.ts). The side is the
 * one the stop protects (below the order's price a long, above a short).
 */
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import type { CoinPair } from '#contract/coin-pairs.ts'
import type { OrderType } from '#contract/trade.ts'
import { tradeSnapshotQuery } from '~/lib/queries/trade'
import { stopBeyondBreach } from '~/lib/trade/breach-lines'
import { priceText } from '~/lib/trade/format'
import { stopSide, withOrder } from '~/lib/trade/order-breach'
import { useAccountInputs } from '~/lib/trade/use-account-inputs'
import { useBreachPrices } from '~/lib/trade/use-breach-prices'
import { m } from '~/paraglide/messages'
import { isPositiveDecimal, needsPrice, needsStop } from './order-schema'
import { usePaneLive } from './pane-store'

export function StopBreachWarning({
  userChallengeId,
  pair,
  leverage,
  order,
}: {
  userChallengeId: number
  pair: CoinPair
  leverage: number
  order: { type: OrderType; price: string; stopPrice: string; size: string; sl: string }
}) {
  const last = usePaneLive((live) => live.last ?? live.mark)
  const price = needsPrice(order.type)
    ? order.price
    : needsStop(order.type)
      ? order.stopPrice
      : last
  const ready = isPositiveDecimal(order.sl) && isPositiveDecimal(price)
  const side = ready ? stopSide(order.sl, price) : null
  const inputs = useAccountInputs(userChallengeId, pair.code)
  const evaluation = useQuery({
    ...tradeSnapshotQuery(userChallengeId, pair.code),
    select: (answer) => answer.data.evaluation,
  }).data
  const filled = useMemo(
    () =>
      inputs && side
        ? withOrder(inputs, { symbol: pair.code, side, size: order.size, price, leverage })
        : null,
    [inputs, side, pair.code, order.size, price, leverage],
  )
  const breach = useBreachPrices(filled, evaluation, pair.code, pair.tick_size)
  const own = filled?.positions.find((p) => p.symbol === pair.code)
  const at = own && side === own.side ? stopBeyondBreach(own.side, order.sl, breach) : null
  if (!at) return null
  return (
    <p
      role="status"
      data-testid="tpsl-breach-warning"
      className="rounded-md border border-warning bg-warning/10 px-3 py-2 text-sm"
    >
      {m.trade_tpsl_beyond_breach({ price: `\u2066${priceText(at, pair.tick_size)}\u2069` })}
    </p>
  )
}
