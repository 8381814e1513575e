/**
 * Each pair's partial order book (at most 20 levels a side) and its recent
 * market trades, as the feed gives them. `depth` and `trades` go out on
 * market.{code} at most every 100 ms per pair (10 a second): the latest
 * whole book, and the trades since the last event, newest first.
 */

import { channels } from '#contract/broadcasting.ts'
import type { BookLevel, MarketTrade, OrderBook } from '#contract/coin-pairs.ts'
import type { Decimal } from '#money/decimal.ts'
import type { EventBus } from '../events.ts'

export const BOOK_LEVELS = 20
/** Trades kept per pair for GET /trades (its limit is at most 100). */
export const TRADES_KEPT = 100
export const BOOK_PUBLISH_EVERY_MS = 100

/** A feed's book: best first on each side. */
export interface FeedBook {
  time: number
  bids: Array<[Decimal, Decimal]>
  asks: Array<[Decimal, Decimal]>
}

export interface FeedTrade {
  /** The feed's trade id when it has one; otherwise the next of the pair. */
  id?: number
  price: Decimal
  size: Decimal
  side: 'buy' | 'sell'
  time: number
}

interface PairBook {
  book: OrderBook
  bookDirty: boolean
  /** Newest first. */
  trades: MarketTrade[]
  /** Trades not yet published, oldest first. */
  pending: MarketTrade[]
  nextId: number
  timer: NodeJS.Timeout | undefined
  lastPublish: number
}

export type TradeListener = (code: string, trade: FeedTrade) => void

export class OrderBooks {
  private readonly pairs = new Map<string, PairBook>()
  private readonly tradeListeners = new Set<TradeListener>()
  private readonly events: EventBus | undefined
  private readonly everyMs: number

  constructor(codes: string[], events?: EventBus, everyMs = BOOK_PUBLISH_EVERY_MS) {
    this.events = events
    this.everyMs = everyMs
    for (const code of codes) {
      this.pairs.set(code, {
        book: { code, bids: [], asks: [], time: 0 },
        bookDirty: false,
        trades: [],
        pending: [],
        nextId: 1,
        timer: undefined,
        lastPublish: 0,
      })
    }
  }

  /** Replaces the pair's book (a partial-book snapshot: the feed sends it whole). */
  putBook(code: string, book: FeedBook): void {
    const pair = this.pairs.get(code)
    if (!pair || book.time < pair.book.time) return
    const side = (levels: Array<[Decimal, Decimal]>): BookLevel[] =>
      levels
        .filter(([, size]) => size.isPositive())
        .slice(0, BOOK_LEVELS)
        .map(([price, size]) => [price.toString(), size.toString()])
    pair.book = { code, bids: side(book.bids), asks: side(book.asks), time: book.time }
    pair.bookDirty = true
    this.schedule(code, pair)
  }

  /** Hears every trade kept (the market's candles take their volume from them). */
  onTrade(listener: TradeListener): void {
    this.tradeListeners.add(listener)
  }

  putTrade(code: string, trade: FeedTrade): void {
    const pair = this.pairs.get(code)
    if (!pair || !trade.size.isPositive()) return
    for (const listener of this.tradeListeners) listener(code, trade)
    const id = trade.id ?? pair.nextId
    pair.nextId = Math.max(pair.nextId, id + 1)
    const row: MarketTrade = {
      id,
      price: trade.price.toString(),
      size: trade.size.toString(),
      side: trade.side,
      time: trade.time,
    }
    pair.trades.unshift(row)
    if (pair.trades.length > TRADES_KEPT) pair.trades.length = TRADES_KEPT
    pair.pending.push(row)
    if (pair.pending.length > TRADES_KEPT) pair.pending.shift()
    this.schedule(code, pair)
  }

  depth(code: string): OrderBook {
    return this.pairs.get(code)?.book ?? { code, bids: [], asks: [], time: 0 }
  }

  /** Newest first. */
  trades(code: string, limit: number): MarketTrade[] {
    return (this.pairs.get(code)?.trades ?? []).slice(0, limit)
  }

  stop(): void {
    for (const pair of this.pairs.values()) {
      if (pair.timer) clearTimeout(pair.timer)
      pair.timer = undefined
    }
  }

  /** Publishes at once when the last publish is older than the interval, else when it is up. */
  private schedule(code: string, pair: PairBook): void {
    if (!this.events || pair.timer) return
    const wait = Math.max(0, pair.lastPublish + this.everyMs - performance.now())
    pair.timer = setTimeout(() => {
      pair.timer = undefined
      this.publish(code, pair)
    }, wait)
    pair.timer.unref()
  }

  private publish(code: string, pair: PairBook): void {
    pair.lastPublish = performance.now()
    const channel = channels.market(code)
    if (pair.bookDirty) {
      pair.bookDirty = false
      this.events?.publish(channel, 'depth', pair.book)
    }
    if (pair.pending.length > 0) {
      const trades = pair.pending.reverse()
      pair.pending = []
      this.events?.publish(channel, 'trades', { code, trades })
    }
  }
}
