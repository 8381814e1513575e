/**
 * The order book as the panel shows it: the feed's levels grouped onto a
 * step (bids down to it, asks up to it, as exchanges group), sizes added
 * up exactly, and the cumulative depth from the best price outwards. Pure;
 * decimal strings in and out (no floats).
 */
import { D, type Decimal } from '#money/decimal.ts'

/** [price, size] as the contract sends them. */
export type Level = readonly [string, string]

export interface BookRow {
  price: string
  size: string
  /** Size from the best price to this row, inclusive. */
  total: string
}

/** The grouping steps the panel offers: the pair's tick ×1, ×10, ×100. */
export function groupSteps(tickSize: string): string[] {
  const tick = D(tickSize)
  return [tick, tick.mul(10), tick.mul(100)].map((s) => s.toString())
}

/** Places after the point of a step ("0.01" → 2, "10" → 0). */
export function stepPlaces(step: string): number {
  const [, fraction = ''] = D(step).toString().split('.')
  return fraction.length
}

/**
 * Levels (best first) grouped onto `step`: a bid at 100.07 with step 0.1
 * joins 100.0, an ask at 100.07 joins 100.1; at most `limit` rows.
 */
export function groupLevels(
  levels: readonly Level[],
  step: string,
  side: 'bid' | 'ask',
  limit = 20,
): BookRow[] {
  const stepD = D(step)
  const places = stepPlaces(step)
  const rows: Array<{ price: Decimal; size: Decimal }> = []
  for (const [price, size] of levels) {
    const grouped = D(price).roundToStep(stepD, side === 'bid' ? 'floor' : 'ceil')
    const last = rows[rows.length - 1]
    if (last?.price.eq(grouped)) last.size = last.size.add(size)
    else if (rows.length < limit) rows.push({ price: grouped, size: D(size) })
    else break
  }
  let total = D(0)
  return rows.map((row) => {
    total = total.add(row.size)
    return { price: row.price.toFixed(places), size: row.size.toString(), total: total.toString() }
  })
}

/** Best ask − best bid; null while a side is empty. */
export function spreadOf(bids: readonly Level[], asks: readonly Level[]): string | null {
  const bid = bids[0]?.[0]
  const ask = asks[0]?.[0]
  return bid && ask ? D(ask).sub(bid).toString() : null
}

/** Each row's depth bar as a percentage of the deeper side's total (0–100, two places). */
export function depthPercents(rows: readonly BookRow[], deepest: string): number[] {
  const max = D(deepest)
  if (!max.isPositive()) return rows.map(() => 0)
  return rows.map((r) => D(r.total).mul(100).div(max, 2, 'half-up').toNumber())
}

/** The larger of the two sides' cumulative totals (the depth bars' 100 %). */
export function deepestTotal(bids: readonly BookRow[], asks: readonly BookRow[]): string {
  const bid = D(bids.at(-1)?.total ?? '0')
  const ask = D(asks.at(-1)?.total ?? '0')
  return (bid.gt(ask) ? bid : ask).toString()
}

/** A price at the given places ("60000", 1 → "60000.0"). */
export function atPlaces(value: string, places: number): string {
  return D(value).toFixed(places)
}

/** A row as the panel paints it: its figures and its depth bar (0–1 of the deeper side). */
export interface PaintedRow extends BookRow {
  depth: number
  /** Its place from the spread outwards (0 = best): the row's identity on screen. */
  slot: number
}

/** What the panel shows of one book at one step, computed once per update. */
export interface BookView {
  /** Asks highest first (the best ask next to the spread). */
  asks: PaintedRow[]
  bids: PaintedRow[]
  spread: string | null
}

/** Both sides grouped onto `step`, with their depth bars and the spread. */
export function bookView(
  book: { bids: readonly Level[]; asks: readonly Level[] },
  step: string,
): BookView {
  const bids = groupLevels(book.bids, step, 'bid')
  const asks = groupLevels(book.asks, step, 'ask')
  const deepest = deepestTotal(bids, asks)
  const max = D(deepest)
  const paint = (rows: BookRow[]) =>
    rows.map((row, slot) => ({
      ...row,
      depth: max.isPositive() ? D(row.total).div(max, 4, 'half-up').toNumber() : 0,
      slot,
    }))
  return {
    asks: paint(asks).reverse(),
    bids: paint(bids),
    spread: spreadOf(book.bids, book.asks),
  }
}
