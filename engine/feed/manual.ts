/**
 * Tests only: prices are set by the test (POST /test/market/price), so a
 * fill, a trigger or a liquidation happens exactly when the test says.
 * Without bid/ask they equal the last price; without mark, mark = last.
 */

import type { Decimal } from '#money/decimal.ts'
import type { Clock } from '../clock.ts'
import type { FeedBook } from '../market/order-books.ts'
import type { FeedSink, MarketFeed } from './feed.ts'

export class ManualFeed implements MarketFeed {
  readonly name = 'manual' as const
  /** A test makes it live (POST /test/market/live): then it goes stale on the clock like Binance. */
  live = false
  running = false
  private readonly market: FeedSink
  private readonly clock: Clock

  constructor(market: FeedSink, clock: Clock) {
    this.market = market
    this.clock = clock
  }

  async start(): Promise<void> {
    this.running = true
  }

  /** The feed has stopped (readiness fails) until started again. */
  stop(): void {
    this.running = false
  }

  setPrice(
    symbol: string,
    prices: { last: Decimal; mark?: Decimal; bid?: Decimal; ask?: Decimal },
  ): void {
    this.market.apply({
      symbol,
      time: this.clock.now().getTime(),
      last: prices.last,
      mark: prices.mark ?? prices.last,
      bid: prices.bid ?? prices.last,
      ask: prices.ask ?? prices.last,
    })
  }

  /** The pair's order book, best levels first (POST /test/market/depth). */
  setBook(symbol: string, book: Omit<FeedBook, 'time'>): void {
    this.market.books.putBook(symbol, { ...book, time: this.clock.now().getTime() })
  }

  /** A market trade (POST /test/market/trades); it does not move the prices. */
  addTrade(symbol: string, trade: { price: Decimal; size: Decimal; side: 'buy' | 'sell' }): void {
    this.market.books.putTrade(symbol, { ...trade, time: this.clock.now().getTime() })
  }
}
