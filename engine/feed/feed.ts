/** A market data source: it pushes ticks into MarketData until stopped. */
import type { Decimal } from '#money/decimal.ts'

export interface MarketFeed {
  readonly name: 'simulated' | 'binance' | 'manual'
  /** Back-fills history and starts streaming. */
  start(): Promise<void>
  stop(): void
  /** Started and not stopped (readiness: engine/feed/freshness.ts). */
  readonly running: boolean
  /** Prices arrive from outside and can go quiet (readiness then watches their age). */
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
