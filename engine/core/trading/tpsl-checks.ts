/** A position's TP/SL: TP above entry for a long (below for a short), SL the other way, neither firing at once. */
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
  const long = position.size.isPositive()
  const entry = position.entryPrice
  const reference = entry.toString()
  if (tp && (long ? tp.lte(entry) : tp.gte(entry))) {
    return reject(long ? 'tp_long' : 'tp_short', 'tp', { reference })
  }
  if (sl && (long ? sl.gte(entry) : sl.lte(entry))) {
    return reject(long ? 'sl_long' : 'sl_short', 'sl', { reference })
  }
  if (quote) {
    const last = quote.last.toString()
    if (tp && (long ? tp.lte(quote.last) : tp.gte(quote.last)))
      return reject('tp_immediate', 'tp', { last })
    if (sl && (long ? sl.gte(quote.last) : sl.lte(quote.last)))
      return reject('sl_immediate', 'sl', { last })
  }
  return null
}
