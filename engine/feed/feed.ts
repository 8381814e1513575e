/** A market data source: it pushes ticks into MarketData until stopped. */
import type { Decimal } from '#money/decimal.ts'
import type { MarketData } from '../market/market-data.ts'

/** Where a feed puts what it receives: the market, through the guard (guarded-feed.ts). */
export type FeedSink = Pick<MarketData, 'apply' | 'putCandles' | 'putCandle'> & {
  /** The pair's partial book and market trades (decision 450). */
  books: Pick<MarketData['books'], 'putBook' | 'putTrade'>
}

export interface MarketFeed {
  readonly name: 'simulated' | 'binance' | 'bybit' | 'manual'
  /** Back-fills history and starts streaming. */
  start(): Promise<void>
  stop(): void
  /** Started and not stopped (readiness: engine/feed/freshness.ts). */
  readonly running: boolean
  /** Prices arrive from outside and can go quiet: their age and jumps are watched (decision 440). */
  readonly live: boolean
}

/** What a feed needs to know of each pair. */
export interface FeedPair {
  code: string
  tickSize: Decimal
  stepSize: Decimal
  /** Simulated feed only: where it starts and how much it moves. */
  startPrice: Decimal
  /** Annualised volatility as a fraction (0.5 = 50 %). */
  volatility: number
}
