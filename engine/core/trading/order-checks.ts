/**
 * Whether an order may be placed (trading.md's rejections, in the order a
 * trader would fix them), and how it executes: at once (market, marketable
 * limit) or resting. Nothing here changes state.
 */
import { D, Decimal } from '#money/decimal.ts'
import { type AccountState, figuresOf, MARGIN_SCALE, type Market } from './account-state.ts'
import { maxNotionalAt } from './pair.ts'
import { applyFill, feeOf, sideSign } from './position-math.ts'
import { reject } from './rejections.ts'
import type { OrderType, PairSpec, Quote, Rejection, Side, TradeType } from './types.ts'

export interface PlaceOrderRequest {
  symbol: string
  type: OrderType
  side: Side
  tradeType: TradeType
  size: Decimal
  price?: Decimal | undefined
  stopPrice?: Decimal | undefined
  tp?: Decimal | undefined
  sl?: Decimal | undefined
  clientOrderId?: string | undefined
}

export interface PreparedOrder {
  pair: PairSpec
  quote: Quote
  size: Decimal
  price: Decimal | null
  stopPrice: Decimal | null
  tp: Decimal | null
  sl: Decimal | null
  /** Set when it fills at once: the price and role. */
  immediate: { price: Decimal; role: 'taker' } | null
}

export function inactiveRejection(account: AccountState): Rejection | null {
  if (account.status === 'active') return null
  if (account.status === 'expired') return reject('account_expired', 'account')
  if (account.status === 'failed') return reject('account_failed', 'account')
  return reject('account_inactive', 'account')
}

export function checkPlacement(
  account: AccountState,
  market: Market,
  request: PlaceOrderRequest,
): Rejection | PreparedOrder {
  const inactive = inactiveRejection(account)
  if (inactive) return inactive
  let pair: PairSpec
  try {
    pair = market.pair(request.symbol)
  } catch {
    return reject('unknown_symbol', 'symbol')
  }
  if (market.halted?.has(pair.code)) return reject('market_halted', 'symbol', { symbol: pair.code })
  const quote = market.quote(pair.code)
  if (!quote) return reject('no_price', 'symbol', { symbol: pair.code })

  const { type, side } = request
  const needsPrice = type === 'LIMIT' || type === 'STOP_LIMIT'
  const needsStop = type === 'STOP_MARKET' || type === 'STOP_LIMIT'
  // A price the type does not use is refused, not dropped: a MARKET order
  // sent with a price fills at market, which is not what its sender meant.
  if (!needsPrice && request.price) return reject('price_not_used', 'price', { type })
  if (!needsStop && request.stopPrice) return reject('stop_price_not_used', 'stop_price', { type })
  const price = request.price ?? null
  const stopPrice = request.stopPrice ?? null
  if (needsPrice && !price) return reject('price_required', 'price', { type })
  if (needsStop && !stopPrice) return reject('stop_price_required', 'stop_price', { type })

  if (!request.size.isMultipleOf(pair.stepSize)) {
    return reject('size_step', 'size', { step: pair.stepSize.toString() })
  }
  const tick = pair.tickSize.toString()
  if (price && !price.isMultipleOf(pair.tickSize)) return reject('price_tick', 'price', { tick })
  if (stopPrice && !stopPrice.isMultipleOf(pair.tickSize)) {
    return reject('stop_price_tick', 'stop_price', { tick })
  }
  const tp = request.tp ?? null
  const sl = request.sl ?? null
  if (tp && !tp.isMultipleOf(pair.tickSize)) return reject('tp_tick', 'tp', { tick })
  if (sl && !sl.isMultipleOf(pair.tickSize)) return reject('sl_tick', 'sl', { tick })

  const position = account.positions.get(pair.code)
  const held = position?.size ?? D(0)
  let size = request.size
  if (request.tradeType === 'close') {
    if (tp || sl) return reject('tpsl_on_close', tp ? 'tp' : 'sl')
    // A close order shrinks a position on the other side; its size is clipped to it.
    if (held.sign() !== -sideSign(side)) {
      return reject('no_position_to_close', 'trade_type', {
        side: side === 'buy' ? 'short' : 'long',
        symbol: pair.code,
      })
    }
    size = Decimal.min(size, held.abs())
  }

  const marketPrice = side === 'buy' ? quote.ask : quote.bid
  const reference = price ?? stopPrice ?? marketPrice
  if (request.tradeType === 'open' && size.mul(reference).lt(pair.minNotional)) {
    return reject('min_notional', 'size', { min: pair.minNotional.toString() })
  }

  if (stopPrice) {
    if (side === 'buy' && stopPrice.lte(quote.last)) {
      return reject('stop_immediate_buy', 'stop_price', { last: quote.last.toString() })
    }
    if (side === 'sell' && stopPrice.gte(quote.last)) {
      return reject('stop_immediate_sell', 'stop_price', { last: quote.last.toString() })
    }
  }

  if (price) {
    const protection = pair.priceProtectionPercent.div(100, 12)
    if (side === 'buy') {
      const limit = quote.mark.mul(D(1).add(protection))
      if (price.gt(limit)) {
        return reject('protection_buy', 'price', {
          percent: pair.priceProtectionPercent.toString(),
          limit: limit.roundToStep(pair.tickSize, 'floor').toString(),
        })
      }
    } else {
      const limit = quote.mark.mul(D(1).sub(protection))
      if (price.lt(limit)) {
        return reject('protection_sell', 'price', {
          percent: pair.priceProtectionPercent.toString(),
          limit: limit.roundToStep(pair.tickSize, 'ceil').toString(),
        })
      }
    }
  }

  const tpslRejection = checkOrderTpsl(side, reference, tp, sl)
  if (tpslRejection) return tpslRejection

  const immediate =
    type === 'MARKET' ||
    (type === 'LIMIT' && price && (side === 'buy' ? price.gte(quote.ask) : price.lte(quote.bid)))
      ? { price: marketPrice, role: 'taker' as const }
      : null

  if (request.tradeType === 'open') {
    const sizeRejection = checkOpeningSize(account, market, pair, side, size, immediate, reference)
    if (sizeRejection) return sizeRejection
  }

  return { pair, quote, size, price, stopPrice, tp, sl, immediate }
}

/**
 * What an opening order's size must fit: the leverage bracket's cap and the
 * free margin. The terminal's Max (account-reads.ts) asks these same checks,
 * so the largest size it offers is exactly the largest one accepted (issue 31).
 */
export function checkOpeningSize(
  account: AccountState,
  market: Market,
  pair: PairSpec,
  side: Side,
  size: Decimal,
  immediate: { price: Decimal } | null,
  reference: Decimal,
): Rejection | null {
  const held = account.positions.get(pair.code)?.size ?? D(0)
  const leverage = account.leverageFor(pair)
  const fillPrice = immediate?.price ?? reference
  const after = held.add(size.mul(sideSign(side))).abs()
  if (after.gt(held.abs())) {
    const cap = maxNotionalAt(pair, leverage)
    const notional = after.mul(fillPrice)
    if (notional.gt(cap)) {
      return reject('bracket_cap', 'size', {
        notional: notional.toFixed(2, 'up'),
        leverage,
        cap: cap.toString(),
      })
    }
  }
  return checkMargin(account, market, pair, side, size, immediate, reference)
}

/** TP above / SL below the reference for a long; the other way for a short. */
function checkOrderTpsl(side: Side, reference: Decimal, tp: Decimal | null, sl: Decimal | null) {
  const ref = reference.toString()
  if (side === 'buy') {
    if (tp?.lte(reference)) return reject('tp_long', 'tp', { reference: ref })
    if (sl?.gte(reference)) return reject('sl_long', 'sl', { reference: ref })
  } else {
    if (tp?.gte(reference)) return reject('tp_short', 'tp', { reference: ref })
    if (sl?.lte(reference)) return reject('sl_short', 'sl', { reference: ref })
  }
  return null
}

/**
 * An opening order must leave equity ≥ margin once accepted: a resting one
 * adds its own margin; one that fills at once is judged on the position,
 * balance (fee, realized PnL) and margin it would leave. An order that only
 * shrinks the position is always allowed.
 */
function checkMargin(
  account: AccountState,
  market: Market,
  pair: PairSpec,
  side: Side,
  size: Decimal,
  immediate: { price: Decimal } | null,
  reference: Decimal,
): Rejection | null {
  const before = figuresOf(account, market)
  const available = before.equity.sub(before.margin)
  const position = account.positions.get(pair.code)
  const held = position?.size ?? D(0)
  if (!immediate) {
    const cost = size.mul(reference).div(account.leverageFor(pair), MARGIN_SCALE, 'ceil')
    if (cost.gt(available)) return marginReject(cost, available)
    return null
  }
  const outcome = applyFill(held, position?.entryPrice ?? D(0), side, size, immediate.price)
  if (outcome.size.abs().lte(held.abs()) && outcome.size.sign() !== -held.sign()) return null
  const fee = feeOf(size, immediate.price, pair.takerFee)
  const after = figuresOf(account, market, {
    symbol: pair.code,
    size: outcome.size,
    entry: outcome.entry,
    balanceDelta: outcome.realized.sub(fee),
  })
  const afterFree = after.equity.sub(after.margin)
  if (afterFree.isNegative()) {
    // What would have to be free for the order to pass: the free margin shown
    // (never below 0) plus the shortfall it would leave. Never negative, even
    // when the account is already under water and the order lessens that.
    const cost = nonNegative(available).sub(afterFree)
    return marginReject(cost, available)
  }
  return null
}

const nonNegative = (value: Decimal): Decimal => (value.isNegative() ? D(0) : value)

function marginReject(cost: Decimal, available: Decimal): Rejection {
  return reject('free_margin', 'size', {
    cost: cost.toFixed(2, 'up'),
    free: nonNegative(available).toFixed(2, 'down'),
  })
}
