/**
 * Net trade results (docs/decisions/411). A trade is a fill that closes
 * size of a position; its result is its realized PnL − its own fee − its
 * share of the fees paid to open the size it closes. The share of each
 * open size's fees is carried per pair (one position per pair, netted):
 * a closing fill takes opening fees × closed ÷ open size, and the fill that
 * leaves the position flat takes what is left, so nothing is lost to
 * rounding. A fill that flips the position closes the old size (its fee
 * split by quantity) and opens the rest.
 *
 * Once every position is flat, Σ results = Σ (realized − fee) of all the
 * fills: the step's profit, to the cent.
 */
import { D, type Decimal } from '#money/decimal.ts'

export interface RoundTripFill {
  symbol: string
  side: 'buy' | 'sell'
  quantity: string
  realizedPnl: string
  fee: string
}

/** Fee shares keep this many decimals (the fees' own scale). */
const FEE_SCALE = 8

/** Per fill, its net result when it closed size, else null (an opening fill). */
export function netResults(fills: RoundTripFill[]): Array<Decimal | null> {
  const held = new Map<string, { size: Decimal; fees: Decimal }>()
  return fills.map((fill) => {
    const position = held.get(fill.symbol) ?? { size: D(0), fees: D(0) }
    held.set(fill.symbol, position)
    const quantity = D(fill.quantity)
    const signed = fill.side === 'buy' ? quantity : quantity.neg()
    const fee = D(fill.fee)
    const reduces = !position.size.isZero() && position.size.isPositive() !== signed.isPositive()
    if (!reduces || quantity.isZero()) {
      position.size = position.size.add(signed)
      position.fees = position.fees.add(fee)
      return null
    }
    const open = position.size.abs()
    const closed = quantity.lt(open) ? quantity : open
    const flat = closed.eq(open)
    const opening = flat ? position.fees : position.fees.mul(closed).div(open, FEE_SCALE)
    // A flip: the fee of the size beyond the old position opens the new one.
    const ownFee = closed.eq(quantity) ? fee : fee.mul(closed).div(quantity, FEE_SCALE)
    position.fees = position.fees.sub(opening).add(fee.sub(ownFee))
    position.size = position.size.add(signed)
    return D(fill.realizedPnl).sub(ownFee).sub(opening)
  })
}
