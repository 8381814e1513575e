/**
 * The default market: per pair a seeded random walk on the tick grid
 * (geometric, with the pair's annualised volatility), a bid/ask spread of a
 * few ticks (at least ~1 bp), a mark near the mid, trade sizes on the step
 * grid, several ticks a second; and candle history walked backwards from
 * the start price so charts open full. The same seed and start time give
 * the same market. The random draws are floats; every price and size
 * handed on is an exact multiple of its tick or step.
 */

import { D, type Decimal } from '#money/decimal.ts'
import type { Clock } from '../clock.ts'
import { CANDLES_KEPT, INTERVAL_SECONDS } from '../market/candles.ts'
import type { FeedPair, FeedSink, MarketFeed } from './feed.ts'
import { foldHistory, toCandles, walkBack } from './history-walk.ts'
import { hashText, Prng } from './prng.ts'
import { simulatedBook } from './simulated-book.ts'

const SECONDS_PER_YEAR = 365 * 86400
/** Minute candles back-filled (two days) and hour candles before them (180 days). */
const HISTORY_MINUTES = 2 * 1440
const HISTORY_HOURS = 180 * 24

interface Walker {
  pair: FeedPair
  rng: Prng
  /** Price in ticks. */
  ticks: number
  /** The book's own generator (simulated-book.ts). */
  bookRng: Prng
}

export class SimulatedFeed implements MarketFeed {
  readonly name = 'simulated' as const
  readonly live = false
  private readonly walkers: Walker[]
  private readonly market: FeedSink
  private readonly clock: Clock
  private readonly intervalMs: number
  private readonly seed: number
  private timer: NodeJS.Timeout | undefined

  constructor(options: {
    market: FeedSink
    pairs: FeedPair[]
    seed: number
    clock: Clock
    intervalMs?: number
  }) {
    this.market = options.market
    this.clock = options.clock
    this.seed = options.seed
    this.intervalMs = options.intervalMs ?? 250
    this.walkers = options.pairs.map((pair) => ({
      pair,
      rng: new Prng(options.seed ^ hashText(pair.code)),
      ticks: Number(pair.startPrice.div(pair.tickSize, 0, 'half-even').units),
      bookRng: new Prng((options.seed * 17) ^ hashText(`${pair.code}:book`)),
    }))
  }

  async start(): Promise<void> {
    const now = this.clock.now().getTime()
    for (const walker of this.walkers) this.backfill(walker, now)
    for (const walker of this.walkers) this.step(walker, now)
    this.timer = setInterval(() => {
      const time = this.clock.now().getTime()
      for (const walker of this.walkers) this.step(walker, time)
    }, this.intervalMs)
    this.timer.unref()
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer)
    this.timer = undefined
  }

  get running(): boolean {
    return this.timer !== undefined
  }

  /** One tick of one pair: a move, a spread, a mark, a trade. */
  step(walker: Walker, time: number): void {
    const { pair, rng } = walker
    const sigma = pair.volatility * Math.sqrt(this.intervalMs / 1000 / SECONDS_PER_YEAR)
    const move = Math.round(walker.ticks * sigma * rng.normal())
    walker.ticks = Math.max(10, walker.ticks + move)
    const minSpread = Math.max(1, Math.round(walker.ticks * 0.00005))
    const spread = minSpread + rng.int(0, 2)
    const bidTicks = walker.ticks - Math.floor(spread / 2) - (rng.next() < 0.5 ? 0 : 1)
    const askTicks = bidTicks + spread
    const lastTicks = rng.next() < 0.5 ? bidTicks : askTicks
    const markTicks = Math.round((bidTicks + askTicks) / 2) + rng.int(-1, 1)
    const price = (t: number) => D(t).mul(pair.tickSize)
    const volume = this.tradeSize(walker)
    this.market.apply({
      symbol: pair.code,
      time,
      last: price(lastTicks),
      mark: price(markTicks),
      bid: price(bidTicks),
      ask: price(askTicks),
    })
    // The book around this bid and ask, and the trade as the market's (its size
    // is the candles' volume): a buy lifts the ask.
    this.market.books.putBook(
      pair.code,
      simulatedBook(walker.bookRng, pair, bidTicks, askTicks, time),
    )
    this.market.books.putTrade(pair.code, {
      price: price(lastTicks),
      size: volume,
      side: lastTicks === askTicks ? 'buy' : 'sell',
      time,
    })
  }

  private tradeSize(walker: Walker): Decimal {
    const { pair, rng } = walker
    // Trades of roughly 50 to 20 000 USDT, on the step grid, at least one step.
    const notional = 50 * Math.exp(rng.next() * Math.log(400))
    const price = walker.ticks * Number(pair.tickSize.toString())
    const steps = Math.max(1, Math.round(notional / price / Number(pair.stepSize.toString())))
    return D(steps).mul(pair.stepSize)
  }

  /**
   * History ending at the start price: a walk backwards in time, minute by
   * minute for two days and hour by hour for 180 days before that, each
   * candle made of a few sub-steps; then folded into every interval. The
   * walk and the folding are in ticks and steps (history-walk.ts); only the
   * candles each interval keeps become Decimals, so the start leaves no
   * heap of short-lived candles behind (bench/README.md, issue 19).
   */
  private backfill(walker: Walker, now: number): void {
    const { pair } = walker
    const rng = new Prng((this.seed * 31) ^ hashText(`${pair.code}:history`))
    const nowMinute = Math.floor(now / 60000) * 60
    const minutes = walkBack(rng, pair, walker.ticks, HISTORY_MINUTES, 60, nowMinute - 60)
    const firstTicks = minutes.length > 0 ? (minutes.open[0] ?? 0) : walker.ticks
    const hoursEnd = (minutes.length > 0 ? (minutes.time[0] ?? 0) : nowMinute) - 3600
    const hours = walkBack(rng, pair, firstTicks, HISTORY_HOURS, 3600, hoursEnd - (hoursEnd % 3600))
    for (const [interval, seconds] of Object.entries(INTERVAL_SECONDS) as Array<
      [keyof typeof INTERVAL_SECONDS, number]
    >) {
      const candles = foldHistory(
        minutes,
        seconds >= 3600 ? hours : undefined,
        seconds,
        CANDLES_KEPT,
      )
      this.market.putCandles(pair.code, interval, toCandles(candles, pair))
    }
  }
}
