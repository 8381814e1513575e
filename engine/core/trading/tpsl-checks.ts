/**
 * A position's TP/SL (trading.md): judged against the last price only,
 * never the entry, so a long's stop can move to break-even or into profit.
 * A long's TP must be above the last price and its SL below it; a short
 * the other way. Either on the wrong side would trigger at once.
 */
import type { Decimal } from '#money/decimal.ts'
import { reject } from './rejections.ts'
import type { PairSpec, Position, Quote, Rejection } from './types.ts'

export function checkPositionTpsl(
  pair: PairSpec,
  position: Position,
  quote: Quote | undefined,
  tp: Decimal | null,
  sl: Decimal | null,
): Rejection | null {
  const tick = pair.tickSize.toString()
  if (tp && !tp.isMultipleOf(pair.tickSize)) return reject('tp_tick', 'tp', { tick })
  if (sl && !sl.isMultipleOf(pair.tickSize)) return reject('sl_tick', 'sl', { tick })
  if (!tp && !sl) return null // removing both needs no price
  if (!quote) return reject('no_price', tp ? 'tp' : 'sl', { symbol: position.symbol })
  const long = position.size.isPositive()
  const last = quote.last
  const params = { last: last.toString() }
  if (tp && (long ? tp.lte(last) : tp.gte(last))) {
    return reject(long ? 'position_tp_long' : 'position_tp_short', 'tp', params)
  }
  if (sl && (long ? sl.gte(last) : sl.lte(last))) {
    return reject(long ? 'position_sl_long' : 'position_sl_short', 'sl', params)
  }
  return null
}
