/**
 * The market as the engine sees it: per pair the latest last/mark/bid/ask,
 * candles for every interval, and the 24 h figures. Feeds push ticks in;
 * listeners (the trading shell) hear each tick; ticker and kline events go
 * out on market.{code}, throttled to a few a second per pair.
 */

import { channels } from '#contract/broadcasting.ts'
import type { Kline, KlineInterval, Ticker } from '#contract/coin-pairs.ts'
import { D, type Decimal } from '#money/decimal.ts'
import type { Quote } from '../core/trading/types.ts'
import type { EventBus } from '../events.ts'
import { type Candle, CandleSeries, INTERVALS } from './candles.ts'
import { OrderBooks } from './order-books.ts'

/** A feed's update: any of the prices, and the traded size when it is a trade. */
export interface FeedTick {
  symbol: string
  /** Milliseconds since the epoch. */
  time: number
  last?: Decimal
  mark?: Decimal
  bid?: Decimal
  ask?: Decimal
  /**
   * Size traded at `last` (adds to candle volume), for a feed that lists no
   * market trades (Bybit); a feed that does sends its trades to books.putTrade,
   * and their sizes are the volume (issue 31), so it leaves this out.
   */
  volume?: Decimal
}

export type TickListener = (symbol: string, quote: Quote, time: number) => void
export type HaltListener = (symbol: string, halted: boolean) => void

const PUBLISH_EVERY_MS = 250
const DAY_SECONDS = 86400

interface PairMarket {
  quote: Quote | undefined
  /** The latest of each price seen, even before the first trade. */
  seen: Partial<Quote>
  time: number
  series: Map<KlineInterval, CandleSeries>
  /** Intervals whose current candle changed since the last publish. */
  dirty: Set<KlineInterval>
  timer: NodeJS.Timeout | undefined
}

export class MarketData {
  private readonly pairs = new Map<string, PairMarket>()
  private readonly listeners = new Set<TickListener>()
  private readonly haltListeners = new Set<HaltListener>()
  /** Pairs whose market data is stale (decision 440); set by the feed's guard. */
  private readonly halts = new Set<string>()
  private readonly events: EventBus | undefined
  /** Each pair's partial book and recent trades (depth and trades events). */
  readonly books: OrderBooks

  constructor(codes: string[], events?: EventBus) {
    this.events = events
    this.books = new OrderBooks(codes, events)
    // The 24 h volume and the candles' volumes are the listed trades' sizes,
    // so the terminal's Volume and its recent trades cannot disagree (issue 31).
    this.books.onTrade((code, trade) => this.addTrade(code, trade.time, trade.price, trade.size))
    for (const code of codes) {
      this.pairs.set(code, {
        quote: undefined,
        seen: {},
        time: 0,
        series: new Map(INTERVALS.map((i) => [i, new CandleSeries(i)])),
        dirty: new Set(),
        timer: undefined,
      })
    }
  }

  codes(): string[] {
    return [...this.pairs.keys()]
  }

  has(code: string): boolean {
    return this.pairs.has(code)
  }

  onTick(listener: TickListener): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  onHalt(listener: HaltListener): () => void {
    this.haltListeners.add(listener)
    return () => this.haltListeners.delete(listener)
  }

  isHalted(code: string): boolean {
    return this.halts.has(code)
  }

  /** Halts or resumes trading on a pair; browsers hear `halt` on market.{code} at once. */
  setHalted(code: string, halted: boolean, time: number): void {
    if (!this.pairs.has(code) || this.halts.has(code) === halted) return
    if (halted) this.halts.add(code)
    else this.halts.delete(code)
    for (const listener of this.haltListeners) listener(code, halted)
    this.events?.publish(channels.market(code), 'halt', { code, halted, time })
  }

  /** When the pair's last quote was (ms since the epoch; 0 before the first). */
  lastTickTime(code: string): number {
    return this.pairs.get(code)?.time ?? 0
  }

  quote(code: string): Quote | undefined {
    return this.pairs.get(code)?.quote
  }

  /** Applies a feed update; the first one of a pair must carry a last price. */
  apply(tick: FeedTick): void {
    const pair = this.pairs.get(tick.symbol)
    if (!pair) return
    // A feed may send the book or the mark before the first trade: keep them.
    const seen = pair.seen
    if (tick.last) seen.last = tick.last
    if (tick.mark) seen.mark = tick.mark
    if (tick.bid) seen.bid = tick.bid
    if (tick.ask) seen.ask = tick.ask
    const last = seen.last
    if (!last) return
    const quote: Quote = {
      last,
      mark: seen.mark ?? last,
      bid: seen.bid ?? last,
      ask: seen.ask ?? last,
    }
    pair.quote = quote
    pair.time = Math.max(pair.time, tick.time)
    if (tick.last) this.addToCandles(pair, tick.time, tick.last, tick.volume ?? D(0))
    for (const listener of this.listeners) listener(tick.symbol, quote, tick.time)
    this.schedulePublish(tick.symbol, pair)
  }

  /** A market trade into the candles: its price and its size (it sets no quote). */
  private addTrade(code: string, time: number, price: Decimal, size: Decimal): void {
    const pair = this.pairs.get(code)
    if (!pair) return
    this.addToCandles(pair, time, price, size)
    this.schedulePublish(code, pair)
  }

  private addToCandles(pair: PairMarket, time: number, price: Decimal, volume: Decimal): void {
    for (const [interval, series] of pair.series) {
      series.add(time, price, volume)
      pair.dirty.add(interval)
    }
  }

  /** Loads history (oldest first) into one interval, e.g. at start. */
  putCandles(code: string, interval: KlineInterval, candles: Candle[]): void {
    const series = this.pairs.get(code)?.series.get(interval)
    if (!series) return
    for (const candle of candles) series.put(candle)
  }

  /** An exchange's own candle replaces ours (Binance kline stream). */
  putCandle(code: string, interval: KlineInterval, candle: Candle): void {
    const pair = this.pairs.get(code)
    pair?.series.get(interval)?.put(candle)
    if (pair) {
      pair.dirty.add(interval)
      this.schedulePublish(code, pair)
    }
  }

  klines(code: string, interval: KlineInterval, limit: number, end?: number): Kline[] {
    const series = this.pairs.get(code)?.series.get(interval)
    return (series?.slice(limit, end) ?? []).map(toKline)
  }

  ticker(code: string): Ticker {
    const pair = this.pairs.get(code)
    const quote = pair?.quote
    if (!pair || !quote) {
      return {
        code,
        last: '0',
        mark: '0',
        bid: '0',
        ask: '0',
        change_24h: '0',
        low_24h: '0',
        high_24h: '0',
        volume_24h: '0',
        time: 0,
      }
    }
    const minutes = pair.series.get('1m')
    const from = Math.floor(pair.time / 1000) - DAY_SECONDS
    const day = minutes?.since(from) ?? []
    let low = quote.last
    let high = quote.last
    let volume = D(0)
    for (const c of day) {
      if (c.low.lt(low)) low = c.low
      if (c.high.gt(high)) high = c.high
      volume = volume.add(c.volume)
    }
    const open = day[0]?.open ?? quote.last
    const change = open.isZero() ? D(0) : quote.last.sub(open).mul(100).div(open, 2, 'half-up')
    return {
      code,
      last: quote.last.toString(),
      mark: quote.mark.toString(),
      bid: quote.bid.toString(),
      ask: quote.ask.toString(),
      change_24h: change.toFixed(2),
      low_24h: low.toString(),
      high_24h: high.toString(),
      volume_24h: volume.toString(),
      time: pair.time,
    }
  }

  stop(): void {
    this.books.stop()
    for (const pair of this.pairs.values()) {
      if (pair.timer) clearTimeout(pair.timer)
      pair.timer = undefined
    }
  }

  private schedulePublish(code: string, pair: PairMarket): void {
    if (!this.events || pair.timer) return
    pair.timer = setTimeout(() => {
      pair.timer = undefined
      this.publish(code, pair)
    }, PUBLISH_EVERY_MS)
    pair.timer.unref()
  }

  private publish(code: string, pair: PairMarket): void {
    const channel = channels.market(code)
    this.events?.publish(channel, 'ticker', this.ticker(code))
    for (const interval of pair.dirty) {
      const candle = pair.series.get(interval)?.latest()
      if (candle) this.events?.publish(channel, 'kline', { interval, candle: toKline(candle) })
    }
    pair.dirty.clear()
  }
}

function toKline(c: Candle): Kline {
  return {
    time: c.time,
    open: c.open.toString(),
    high: c.high.toString(),
    low: c.low.toString(),
    close: c.close.toString(),
    volume: c.volume.toString(),
  }
}
