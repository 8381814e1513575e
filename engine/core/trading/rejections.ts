/**
 * Every refusal the core can answer, as an English template with
 * {placeholders}. The shell translates the template (engine/trading/messages.ts
 * holds the Persian) and fills the placeholders.
 */
import type { Rejection } from './types.ts'

export const rejectionTexts = {
  account_inactive: 'Trading is closed on this account.',
  account_expired: 'This account has expired; trading is closed.',
  account_failed: 'This account has failed; trading is closed.',
  unknown_symbol: 'Unknown symbol.',
  market_halted: 'Market data delayed, trading on {symbol} is paused.',
  no_price: 'There is no price for {symbol} yet; try again in a moment.',
  price_required: 'Price is required for a {type} order.',
  stop_price_required: 'Stop price is required for a {type} order.',
  price_not_used: 'A {type} order takes no price; leave it out.',
  stop_price_not_used: 'A {type} order takes no stop price; leave it out.',
  size_step: 'Size must be a multiple of {step}.',
  price_tick: 'Price must be a multiple of the tick size {tick}.',
  stop_price_tick: 'Stop price must be a multiple of the tick size {tick}.',
  tp_tick: 'Take profit must be a multiple of the tick size {tick}.',
  sl_tick: 'Stop loss must be a multiple of the tick size {tick}.',
  min_notional: 'Order value must be at least {min} USDT.',
  stop_immediate_buy:
    'A buy stop must be above the last price ({last}); this one would trigger at once.',
  stop_immediate_sell:
    'A sell stop must be below the last price ({last}); this one would trigger at once.',
  protection_buy: 'Buy price may be at most {percent}% above the mark price (at most {limit}).',
  protection_sell: 'Sell price may be at most {percent}% below the mark price (at least {limit}).',
  no_position_to_close: 'There is no {side} position in {symbol} to close.',
  tpsl_on_close: 'Take profit and stop loss can only be set on an opening order.',
  tp_long: 'Take profit of a long must be above {reference}.',
  tp_short: 'Take profit of a short must be below {reference}.',
  sl_long: 'Stop loss of a long must be below {reference}.',
  sl_short: 'Stop loss of a short must be above {reference}.',
  position_tp_long: 'Take profit of a long must be above the last price ({last}).',
  position_tp_short: 'Take profit of a short must be below the last price ({last}).',
  position_sl_long: 'Stop loss of a long must be below the last price ({last}).',
  position_sl_short: 'Stop loss of a short must be above the last price ({last}).',
  bracket_cap:
    'Position value would be {notional} USDT; at {leverage}x the most allowed is {cap} USDT.',
  free_margin: 'Not enough free margin: this order needs {cost} USDT and {free} USDT is free.',
  order_not_found: 'Order not found.',
  order_not_open: 'This order is no longer open.',
  position_not_found: 'Position not found.',
  leverage_account_cap: 'Leverage can be at most {max}x on this account.',
  leverage_pair_cap: 'Leverage can be at most {max}x on {symbol}.',
  leverage_bracket:
    'At {leverage}x a position may be worth at most {cap} USDT; yours is worth {notional} USDT.',
  leverage_margin:
    'Not enough free margin for {leverage}x: it needs {margin} USDT of margin and equity is {equity} USDT.',
} as const

export type RejectionCode = keyof typeof rejectionTexts

export function reject(
  code: RejectionCode,
  field: string,
  params: Record<string, string | number> = {},
): Rejection {
  const stringParams: Record<string, string> = {}
  for (const [k, v] of Object.entries(params)) stringParams[k] = String(v)
  return { code, field, message: rejectionTexts[code], params: stringParams }
}
