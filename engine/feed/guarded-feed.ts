/**
 * The engine's market data: one or more sources (MARKET_FEED, in order of
 * preference) behind the feed guard (engine/core/market/feed-guard.ts,
 * docs/decisions/440). Each source's ticks go through the guard, which
 * picks per pair the first fresh source, holds bad prints, and halts a
 * pair no source prices any more; this shell applies what the guard lets
 * through to MarketData and tells it of halts (before the tick that ends
 * one), checking every second on the engine clock.
 */
import type { Clock } from '../clock.ts'
import { FeedGuard, type GuardEvent, type PairHealth } from '../core/market/feed-guard.ts'
import type { Logger } from '../logger.ts'
import type { FeedTick, MarketData } from '../market/market-data.ts'
import type { FeedSink, MarketFeed } from './feed.ts'

const CHECK_EVERY_MS = 1000

export class GuardedFeed {
  readonly guard: FeedGuard<FeedTick>
  readonly sources: MarketFeed[] = []
  private readonly market: MarketData
  private readonly clock: Clock
  private readonly log: Logger
  private timer: NodeJS.Timeout | undefined
  private readonly onJump: ((symbol: string, at: Date) => void) | undefined

  constructor(options: {
    market: MarketData
    clock: Clock
    log: Logger
    /** Source names in order of preference, and whether each is live. */
    sources: Array<{ name: string; live: boolean }>
    staleSeconds: number
    maxJumpPercent: FeedGuardSettings['maxJumpPercent']
    /** A price move the guard judged a jump was applied (the risk detector's flagged move). */
    onJump?: (symbol: string, at: Date) => void
  }) {
    this.onJump = options.onJump
    this.market = options.market
    this.clock = options.clock
    this.log = options.log
    this.guard = new FeedGuard(
      options.market.codes(),
      options.sources.map((s) => ({ ...s, running: false })),
      { staleMs: options.staleSeconds * 1000, maxJumpPercent: options.maxJumpPercent },
    )
  }

  /** What the named source writes into: its ticks are judged, its candles kept while it is in use. */
  sink(source: string): FeedSink {
    const inUse = (code: string) => (this.guard.sourceOf(code) ?? this.sources[0]?.name) === source
    return {
      apply: (tick) => this.receive(source, tick),
      putCandles: (code, interval, candles) => {
        if (inUse(code)) this.market.putCandles(code, interval, candles)
      },
      putCandle: (code, interval, candle) => {
        if (inUse(code)) this.market.putCandle(code, interval, candle)
      },
      // A source's book and trades show only while it prices the pair, as its candles.
      books: {
        putBook: (code, book) => {
          if (inUse(code)) this.market.books.putBook(code, book)
        },
        putTrade: (code, trade) => {
          if (inUse(code)) this.market.books.putTrade(code, trade)
        },
      },
    }
  }

  add(feed: MarketFeed): void {
    this.sources.push(feed)
  }

  /** The first source's name when there is one, else the list (metrics, logs). */
  get name(): string {
    return this.sources.map((s) => s.name).join(',')
  }

  /** Some source runs (readiness). */
  get running(): boolean {
    return this.sources.some((s) => s.running)
  }

  get live(): boolean {
    return this.sources.some((s) => s.live)
  }

  /** A source of this kind (tests reach the manual feed this way). */
  source<T extends MarketFeed>(kind: abstract new (...args: never[]) => T): T | undefined {
    return this.sources.find((s): s is T => s instanceof kind)
  }

  async start(): Promise<void> {
    await Promise.all(this.sources.map((s) => s.start()))
    this.check()
    this.timer = setInterval(() => this.check(), CHECK_EVERY_MS)
    this.timer.unref()
  }

  /**
   * Stops every source; the pairs halt (nothing trades on a stopped feed),
   * told as one line: a stop is not stale market data.
   */
  stop(): void {
    if (this.timer) clearInterval(this.timer)
    this.timer = undefined
    for (const s of this.sources) s.stop()
    this.syncSources()
    const events = this.guard.check(this.now())
    const halted = events.filter((e) => e.kind === 'halted').map((e) => e.symbol)
    if (halted.length > 0) this.log.info('market data feed stopped: trading halted', { halted })
    this.handle(events, { quiet: true })
  }

  /** Every pair's freshness on the clock now: halts, resumes, source changes. */
  check(): void {
    this.syncSources()
    this.handle(this.guard.check(this.now()))
  }

  health(): PairHealth[] {
    this.syncSources()
    return this.guard.health(this.now())
  }

  private receive(source: string, tick: FeedTick): void {
    this.syncSources()
    const verdict = this.guard.receive(source, tick.symbol, tick, this.now())
    this.handle(verdict.events)
    for (const accepted of verdict.apply) this.market.apply(accepted)
    if (verdict.jumped) this.onJump?.(tick.symbol, new Date(this.now()))
  }

  /** Applies the guard's verdicts; `quiet` at a stop, which is told once and is no staleness. */
  private handle(events: GuardEvent[], options: { quiet?: boolean } = {}): void {
    const time = this.now()
    for (const event of events) {
      if (event.kind === 'source') {
        if (!options.quiet) this.log.warn('market data source changed', { ...event })
        continue
      }
      const halted = event.kind === 'halted'
      if (!options.quiet) {
        if (halted) this.log.warn('trading halted: market data stale', { symbol: event.symbol })
        else this.log.info('trading resumed', { symbol: event.symbol, source: event.source })
      }
      this.market.setHalted(event.symbol, halted, time)
    }
  }

  private syncSources(): void {
    for (const s of this.sources) this.guard.setSource(s.name, { live: s.live, running: s.running })
  }

  private now(): number {
    return this.clock.now().getTime()
  }
}

type FeedGuardSettings = ConstructorParameters<typeof FeedGuard>[2]
