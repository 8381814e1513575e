/**
 * Cost and maximum of each side for the form's current order at the live
 * prices: read from the pane's store and recomputed on a tick, but the
 * component re-renders only when one of the shown strings changes.
 */

import type { CoinPair } from '#contract/coin-pairs.ts'
import type { OrderType } from '#contract/trade.ts'
import { D, Decimal } from '#money/decimal.ts'
import { maxOpenSize, orderCost, orderTerms, type Side } from '~/lib/trade/order-math'
import { isPositiveDecimal } from './order-schema'
import { type PaneLive, usePaneLive } from './pane-store'

export interface OrderDraft {
  type: OrderType
  price: string
  stopPrice: string
  size: string
}

export interface SideFigures {
  /** Cents, or null when it cannot be told yet. */
  cost: string | null
  /** In base units, or null. */
  max: string | null
}

const asDecimal = (value: string) => (isPositiveDecimal(value) ? D(value) : null)

export function sideFigures(
  live: PaneLive,
  pair: CoinPair,
  leverage: number,
  held: string,
  order: OrderDraft,
  side: Side,
): SideFigures {
  const terms = orderTerms(
    side,
    order.type,
    live,
    asDecimal(order.price),
    asDecimal(order.stopPrice),
  )
  if (!terms) return { cost: null, max: null }
  const common = {
    side,
    price: terms.price,
    mark: D(live.mark),
    leverage,
    immediate: terms.immediate,
    takerFee: D(pair.taker_fee),
  }
  const size = asDecimal(order.size)
  const cost = size ? orderCost({ ...common, size }).toFixed(2) : null
  const max =
    live.freeMargin === null
      ? null
      : maxOpenSize({
          ...common,
          freeMargin: D(live.freeMargin),
          brackets: pair.brackets,
          stepSize: D(pair.step_size),
          held: D(held),
        }).toString()
  return { cost, max }
}

/** Both sides' figures, as one string while subscribed (stable between equal ticks). */
export function useOrderFigures(
  pair: CoinPair,
  leverage: number,
  held: string,
  order: OrderDraft,
): Record<Side, SideFigures> {
  const packed = usePaneLive((live) =>
    JSON.stringify({
      buy: sideFigures(live, pair, leverage, held, order, 'buy'),
      sell: sideFigures(live, pair, leverage, held, order, 'sell'),
    }),
  )
  return JSON.parse(packed) as Record<Side, SideFigures>
}

/** The larger maximum of the two sides (what the slider runs to), or null. */
export function largerMax(figures: Record<Side, SideFigures>): Decimal | null {
  const { buy, sell } = figures
  if (buy.max === null || sell.max === null) return null
  return Decimal.max(D(buy.max), D(sell.max))
}
