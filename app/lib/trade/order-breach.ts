/**
 * The breach prices an order's stop loss is checked against on the order
 * form (decision 515): the account as it would be once the order fills at
 * its price, the pair's position merged with it as the engine merges fills
 * (same side: the sizes' weighted entry; the other side: the position
 * reduced at its entry, the closed part's PnL in the balance; past zero,
 * the rest opened at the order's price). The opening fee is not counted.
 * Pure; the breach formula itself stays money/breach-price.ts.
 */
import { D } from '#money/decimal.ts'
import type { AccountInputs, FigurePosition } from './account-figures'

/** Exact scale of the weighted entry (the breach price is put on the tick after). */
const SCALE = 18

export interface PendingOrder {
  symbol: string
  side: 'long' | 'short'
  /** Absolute size; empty or invalid: the order adds nothing (the held position alone). */
  size: string
  /** The price it would fill at (limit price, stop price, or the last price for a market order). */
  price: string
  leverage: number
}

/** The side a stop loss protects: below the order's price a long, above it a short. */
export function stopSide(stop: string, price: string): 'long' | 'short' | null {
  const s = D(stop)
  if (s.lt(price)) return 'long'
  if (s.gt(price)) return 'short'
  return null
}

const signedSize = (side: 'long' | 'short', size: string) =>
  side === 'short' ? D(size).neg() : D(size)

/** The inputs with the order filled. */
export function withOrder(inputs: AccountInputs, order: PendingOrder): AccountInputs {
  const amount = /^\d+(\.\d+)?$/.test(order.size) ? D(order.size) : D(0)
  if (!amount.isPositive()) return inputs
  const own = inputs.positions.find((p) => p.symbol === order.symbol)
  const others = inputs.positions.filter((p) => p.symbol !== order.symbol)
  const added = signedSize(order.side, amount.toString())
  const held = own ? signedSize(own.side, own.size) : D(0)
  const total = held.add(added)
  let balance = D(inputs.balance)
  let entry = D(order.price)
  if (own && !held.isZero()) {
    if (held.isPositive() === added.isPositive()) {
      entry = D(own.entryPrice)
        .mul(held.abs())
        .add(D(order.price).mul(amount))
        .div(total.abs(), SCALE, 'half-even')
    } else {
      // The order closes up to the held size at its price.
      const closed = amount.lt(held.abs()) ? amount : held.abs()
      const perUnit = D(order.price).sub(own.entryPrice)
      balance = balance.add(held.isPositive() ? perUnit.mul(closed) : perUnit.neg().mul(closed))
      entry = total.isZero() || total.isPositive() === held.isPositive() ? D(own.entryPrice) : entry
    }
  }
  if (total.isZero()) return { ...inputs, balance: balance.toString(), positions: others }
  const merged: FigurePosition = {
    symbol: order.symbol,
    side: total.isPositive() ? 'long' : 'short',
    size: total.abs().toString(),
    entryPrice: entry.toString(),
    markPrice: own?.markPrice ?? order.price,
    leverage: own?.leverage ?? order.leverage,
  }
  return { ...inputs, balance: balance.toString(), positions: [...others, merged] }
}
