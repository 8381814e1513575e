/** Candles per interval, in memory, bounded: the chart's history and the 24 h figures. */
import type { KlineInterval } from '#contract/coin-pairs.ts'
import type { Decimal } from '#money/decimal.ts'

export const INTERVAL_SECONDS: Record<KlineInterval, number> = {
  '1m': 60,
  '5m': 300,
  '15m': 900,
  '1h': 3600,
  '4h': 14400,
  '1d': 86400,
}
export const INTERVALS = Object.keys(INTERVAL_SECONDS) as KlineInterval[]

/** Candles kept per interval and pair (1 500 is what a chart asks for at most). */
export const CANDLES_KEPT = 1500

export interface Candle {
  /** Open time, seconds. */
  time: number
  open: Decimal
  high: Decimal
  low: Decimal
  close: Decimal
  volume: Decimal
}

export class CandleSeries {
  readonly interval: KlineInterval
  readonly seconds: number
  private readonly candles: Candle[] = []

  constructor(interval: KlineInterval) {
    this.interval = interval
    this.seconds = INTERVAL_SECONDS[interval]
  }

  openTime(timeMs: number): number {
    const s = Math.floor(timeMs / 1000)
    return s - (s % this.seconds)
  }

  /** Adds a trade at `price` (volume in base units); returns the candle it went into. */
  add(timeMs: number, price: Decimal, volume: Decimal): Candle {
    const time = this.openTime(timeMs)
    const last = this.candles.at(-1)
    if (last && last.time === time) {
      if (price.gt(last.high)) last.high = price
      if (price.lt(last.low)) last.low = price
      last.close = price
      last.volume = last.volume.add(volume)
      return last
    }
    if (last && last.time > time) return last // late tick: the chart does not rewrite history
    const candle = { time, open: price, high: price, low: price, close: price, volume }
    this.push(candle)
    return candle
  }

  /** Replaces or appends a whole candle (history back-fill, exchange klines). */
  put(candle: Candle): void {
    const last = this.candles.at(-1)
    if (last && last.time === candle.time) {
      this.candles[this.candles.length - 1] = candle
      return
    }
    if (last && last.time > candle.time) {
      const i = this.candles.findIndex((c) => c.time === candle.time)
      if (i >= 0) this.candles[i] = candle
      return
    }
    this.push(candle)
  }

  private push(candle: Candle): void {
    this.candles.push(candle)
    if (this.candles.length > CANDLES_KEPT)
      this.candles.splice(0, this.candles.length - CANDLES_KEPT)
  }

  latest(): Candle | undefined {
    return this.candles.at(-1)
  }

  /** Up to `limit` candles opening before `end` (seconds), oldest first. */
  slice(limit: number, end?: number): Candle[] {
    let stop = this.candles.length
    if (end !== undefined) {
      while (stop > 0 && (this.candles[stop - 1]?.time ?? 0) >= end) stop--
    }
    return this.candles.slice(Math.max(0, stop - limit), stop)
  }

  /** Candles whose open time is ≥ `from` (seconds). */
  since(from: number): Candle[] {
    let start = this.candles.length
    while (start > 0 && (this.candles[start - 1]?.time ?? 0) >= from) start--
    return this.candles.slice(start)
  }
}
