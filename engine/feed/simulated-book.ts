/**
 * The simulated feed's order book: 20 levels a side, the best bid and ask
 * exactly the feed's own bid and ask, further levels a seeded 1 to a few
 * ticks apart (wider further out), sizes on the step grid of roughly
 * 200 to 20 000 USDT a level. Its own generator, so the price walk is the
 * same with or without the book.
 */
import { D, type Decimal } from '#money/decimal.ts'
import { BOOK_LEVELS, type FeedBook } from '../market/order-books.ts'
import type { FeedPair } from './feed.ts'
import type { Prng } from './prng.ts'

export function simulatedBook(
  rng: Prng,
  pair: FeedPair,
  bidTicks: number,
  askTicks: number,
  time: number,
): FeedBook {
  const tick = Number(pair.tickSize.toString())
  const step = Number(pair.stepSize.toString())
  const side = (bestTicks: number, direction: 1 | -1): Array<[Decimal, Decimal]> => {
    const levels: Array<[Decimal, Decimal]> = []
    let ticks = bestTicks
    for (let i = 0; i < BOOK_LEVELS && ticks > 0; i++) {
      const notional = 200 * Math.exp(rng.next() * Math.log(100))
      const steps = Math.max(1, Math.round(notional / (ticks * tick) / step))
      levels.push([D(ticks).mul(pair.tickSize), D(steps).mul(pair.stepSize)])
      ticks += direction * (1 + rng.int(0, 1 + Math.floor(i / 3)))
    }
    return levels
  }
  return { time, bids: side(bidTicks, -1), asks: side(askTicks, 1) }
}
