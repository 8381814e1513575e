/**
 * The order pane's numbers (trading.md "Positions and money"), exact:
 * decimal strings in, `Decimal` (engine/core/decimal.ts, bigint based) out.
 * The same formulas as the engine's core (`pair.ts` maxNotionalAt,
 * `trading-core.ts` maxOpen), so what the pane shows is what the engine
 * will check. Decision 310.
 */

import type { LeverageBracket } from '#contract/coin-pairs.ts'
import type { OrderType } from '#contract/trade.ts'
import { D, Decimal } from '#money/decimal.ts'

export type Side = 'buy' | 'sell'

/** Largest position notional at a leverage: the cap of the widest bracket that allows it. */
export function maxNotionalAt(brackets: readonly LeverageBracket[], leverage: number): Decimal {
  let cap = D(0)
  for (const bracket of brackets)
    if (bracket.max_leverage >= leverage) cap = D(bracket.notional_cap)
  return cap
}

/** Highest leverage the pair allows (its first bracket's), capped by the account's maximum. */
export function leverageLimit(brackets: readonly LeverageBracket[], accountMax: number): number {
  const pairMax = Math.max(1, ...brackets.map((b) => b.max_leverage))
  return Math.min(pairMax, accountMax)
}

export interface Quote {
  mark: string
  bid: string
  ask: string
}

/**
 * How an order would be judged at placement (engine order-checks.ts): a
 * market order, or a limit that is marketable now (buy ≥ ask, sell ≤ bid),
 * fills at once at ask / bid; anything else rests at its price (a stop at
 * its limit price, else its stop price). null while a needed price is
 * missing.
 */
export function orderTerms(
  side: Side,
  type: OrderType,
  quote: Quote,
  price: Decimal | null,
  stopPrice: Decimal | null,
): { price: Decimal; immediate: boolean } | null {
  const marketPrice = D(side === 'buy' ? quote.ask : quote.bid)
  if (type === 'MARKET') return { price: marketPrice, immediate: true }
  if (type === 'LIMIT') {
    if (!price) return null
    const marketable = side === 'buy' ? price.gte(marketPrice) : price.lte(marketPrice)
    return marketable ? { price: marketPrice, immediate: true } : { price, immediate: false }
  }
  if (type === 'STOP_MARKET') return stopPrice ? { price: stopPrice, immediate: false } : null
  if (!price || !stopPrice) return null
  return { price, immediate: false }
}

/** Open loss per unit: max(0, P − mark) for a long, max(0, mark − P) for a short. */
export function openLossPerUnit(side: Side, price: Decimal, mark: Decimal): Decimal {
  const loss = side === 'buy' ? price.sub(mark) : mark.sub(price)
  return loss.isPositive() ? loss : D(0)
}

/**
 * What one unit reserves: trading.md's initial margin at mark ÷ leverage +
 * open loss; a resting order at least what the engine reserves for it
 * (price ÷ leverage, order-checks.ts), so the pane never promises a size the
 * engine refuses; one that fills at once also its taker fee (as maxOpen).
 */
function perUnit(input: {
  side: Side
  price: Decimal
  mark: Decimal
  leverage: number
  immediate: boolean
  takerFee: Decimal
}): Decimal {
  const { side, price, mark, leverage, immediate, takerFee } = input
  const spec = mark.div(leverage, 12, 'ceil').add(openLossPerUnit(side, price, mark))
  if (immediate) return spec.add(price.mul(takerFee))
  return Decimal.max(spec, price.div(leverage, 12, 'ceil'))
}

/**
 * Cost shown before placing (trading.md): initial margin + open loss
 * (+ the taker fee of an order that fills at once; at least the engine's
 * reserve for a resting one), rounded up to the cent.
 */
export function orderCost(input: {
  side: Side
  size: Decimal
  price: Decimal
  mark: Decimal
  leverage: number
  immediate: boolean
  takerFee: Decimal
}): Decimal {
  if (!input.size.isPositive()) return D(0)
  return input.size.mul(perUnit(input)).round(2, 'ceil')
}

/**
 * The largest opening size whose cost fits free margin and whose position
 * notional fits the bracket cap at this leverage, on one side, floored to
 * the step. For a market order this is exactly the engine's maxOpen (found
 * there by bisection over its order checks, decision 561), in closed form:
 * a fill leaves free margin + size × (mark − price) (a gain when the price
 * is on the better side of the mark) − fee − the new margin; a position on
 * the other side is closed first, always allowed, and releases its margin.
 */
export function maxOpenSize(input: {
  side: Side
  price: Decimal
  mark: Decimal
  leverage: number
  immediate: boolean
  freeMargin: Decimal
  brackets: readonly LeverageBracket[]
  stepSize: Decimal
  /** Signed position size held in this pair (0 when none). */
  held: Decimal
  takerFee: Decimal
}): Decimal {
  const { side, price, leverage, freeMargin, brackets, stepSize, held } = input
  if (!price.isPositive()) return D(0)
  const buy = side === 'buy'
  const cap = maxNotionalAt(brackets, leverage).div(price, 12, 'floor')
  const opposite = held.sign() === (buy ? -1 : 1) ? held.abs() : D(0)
  if (input.immediate && opposite.isPositive()) {
    // Closing the held size always passes; past it the closed margin is freed
    // (twice: it leaves the margin and no longer counts against equity).
    const unit = fillUnit(input)
    const released = opposite.mul(input.mark).div(leverage, 12, 'floor').mul(2)
    const byMargin = unit.isPositive()
      ? freeMargin.add(released).div(unit, 12, 'floor')
      : opposite.add(cap)
    const byCap = opposite.add(Decimal.max(opposite, cap))
    const max = Decimal.min(byMargin, byCap).roundToStep(stepSize, 'floor')
    return Decimal.max(max, opposite)
  }
  if (freeMargin.isNegative()) return D(0)
  const unit = input.immediate ? fillUnit(input) : perUnit(input)
  const sameSide = held.sign() === (buy ? 1 : -1)
  const byMargin = unit.isPositive() ? freeMargin.div(unit, 12, 'floor') : cap
  const byCap = cap.sub(sameSide ? held.abs() : opposite.neg())
  const max = Decimal.min(byMargin.add(opposite), byCap.isNegative() ? D(0) : byCap).roundToStep(
    stepSize,
    'floor',
  )
  return max.isNegative() ? D(0) : max
}

/**
 * What one unit filled at once takes from free margin, as the engine's
 * check judges it: its margin at mark, the price's distance from the mark
 * (negative on the better side), and the taker fee.
 */
function fillUnit(input: {
  side: Side
  price: Decimal
  mark: Decimal
  leverage: number
  takerFee: Decimal
}): Decimal {
  const { side, price, mark, leverage, takerFee } = input
  const distance = side === 'buy' ? price.sub(mark) : mark.sub(price)
  return mark.div(leverage, 12, 'ceil').add(distance).add(price.mul(takerFee))
}

/** A share (0–100 %) of the maximum, floored to the step. */
export function sizeAtPercent(max: Decimal, percent: number, stepSize: Decimal): Decimal {
  const p = Math.max(0, Math.min(100, Math.round(percent)))
  return max.mul(p).div(100, 12, 'floor').roundToStep(stepSize, 'floor')
}

/** The share (0–100, whole) of the maximum a size is. */
export function percentOf(size: Decimal, max: Decimal): number {
  if (!max.isPositive() || !size.isPositive()) return 0
  if (size.gte(max)) return 100
  return Number(size.mul(100).div(max, 0, 'floor').toString())
}

/**
 * Whether an order price is more than `offsetPercent` % away from the
 * current price (spec §5's warning): |P − last| × 100 > offset × last.
 */
export function beyondOffset(price: Decimal, last: Decimal, offsetPercent: Decimal): boolean {
  if (!last.isPositive() || !price.isPositive()) return false
  return price.sub(last).abs().mul(100).gt(offsetPercent.mul(last))
}
