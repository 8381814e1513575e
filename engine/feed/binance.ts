/**
 * Binance USDⓈ-M public market data: one combined WebSocket stream per
 * engine (mark price every second, book ticker, aggregated trades, 1m
 * klines for each pair) and REST klines for the history at start. Prices
 * are rounded onto our tick grid. Reconnects with backoff (the shared loop,
 * contract/reconnecting-socket.ts); never places anything. Tests point BINANCE_WS_URL / BINANCE_REST_URL at a local
 * server replaying recorded messages.
 */
import WebSocket from 'ws'
import type { KlineInterval } from '#contract/coin-pairs.ts'
import { ReconnectingSocket } from '#contract/reconnecting-socket.ts'
import { D, type Decimal } from '#money/decimal.ts'
import type { Logger } from '../logger.ts'
import type { Candle } from '../market/candles.ts'
import type { FeedPair, FeedSink, MarketFeed } from './feed.ts'

const HISTORY: Array<{ interval: KlineInterval; limit: number }> = [
  { interval: '1m', limit: 1500 },
  { interval: '5m', limit: 1500 },
  { interval: '15m', limit: 1000 },
  { interval: '1h', limit: 1000 },
  { interval: '4h', limit: 500 },
  { interval: '1d', limit: 500 },
]
/** The pause after a drop: 0.5 s, doubling up to 30 s. */
const BACKOFF = { initialBackoffMs: 500, maxBackoffMs: 30_000, unref: true }

interface StreamMessage {
  stream?: string
  data?: Record<string, unknown>
}

export class BinanceFeed extends ReconnectingSocket<WebSocket> implements MarketFeed {
  readonly name = 'binance' as const
  readonly live = true
  private readonly market: FeedSink
  private readonly pairs: Map<string, FeedPair>
  private readonly wsUrl: string
  private readonly restUrl: string
  private readonly log: Logger
  /** Resolves when the first stream message arrives (tests wait on it). */
  readonly connected: Promise<void>
  private markConnected: () => void = () => {}

  constructor(options: {
    market: FeedSink
    pairs: FeedPair[]
    wsUrl: string
    restUrl: string
    log: Logger
  }) {
    super(BACKOFF)
    this.market = options.market
    this.pairs = new Map(options.pairs.map((p) => [p.code, p]))
    this.wsUrl = options.wsUrl.replace(/\/$/, '')
    this.restUrl = options.restUrl.replace(/\/$/, '')
    this.log = options.log
    this.connected = new Promise((resolve) => {
      this.markConnected = resolve
    })
  }

  get running(): boolean {
    return !this.stopped
  }

  override async start(): Promise<void> {
    await Promise.all([...this.pairs.keys()].map((code) => this.loadHistory(code)))
    if (!this.stopped) super.start()
  }

  protected override closeSocket(socket: WebSocket): void {
    socket.terminate()
  }

  private async loadHistory(code: string): Promise<void> {
    for (const { interval, limit } of HISTORY) {
      const url = `${this.restUrl}/fapi/v1/klines?symbol=${code}&interval=${interval}&limit=${limit}`
      try {
        const response = await fetch(url)
        if (!response.ok) throw new Error(`HTTP ${response.status}`)
        const rows = (await response.json()) as unknown[][]
        const candles = rows.flatMap((row) => {
          const candle = this.restCandle(code, row)
          return candle ? [candle] : []
        })
        this.market.putCandles(code, interval, candles)
      } catch (error) {
        this.log.warn('binance kline history failed', { code, interval, error })
      }
    }
  }

  private restCandle(code: string, row: unknown[]): Candle | null {
    const [openTime, open, high, low, close, volume] = row
    if (typeof openTime !== 'number') return null
    const prices = [open, high, low, close].map((v) => this.price(code, v))
    const vol = typeof volume === 'string' ? D(volume) : null
    if (prices.some((p) => !p) || !vol) return null
    const [o, h, l, c] = prices as Decimal[]
    return {
      time: Math.floor(openTime / 1000),
      open: o as Decimal,
      high: h as Decimal,
      low: l as Decimal,
      close: c as Decimal,
      volume: vol,
    }
  }

  protected connect(): WebSocket {
    const streams = [...this.pairs.keys()].flatMap((code) => {
      const s = code.toLowerCase()
      return [
        `${s}@markPrice@1s`,
        `${s}@bookTicker`,
        `${s}@aggTrade`,
        `${s}@kline_1m`,
        `${s}@depth20@100ms`,
      ]
    })
    const socket = new WebSocket(`${this.wsUrl}/stream?streams=${streams.join('/')}`)
    socket.on('open', () => this.resetBackoff())
    socket.on('message', (raw) => {
      try {
        this.handle(JSON.parse(raw.toString()) as StreamMessage)
      } catch (error) {
        this.log.warn('binance message not understood', { error })
      }
    })
    socket.on('error', (error) => this.log.warn('binance stream error', { error: error.message }))
    socket.on('close', () => this.dropped(socket))
    return socket
  }

  /** One combined-stream message: markPriceUpdate, bookTicker, aggTrade or kline. */
  handle(message: StreamMessage): void {
    const data = message.data
    if (!data) return
    const code = typeof data.s === 'string' ? data.s : undefined
    if (!code || !this.pairs.has(code)) return
    const time = typeof data.E === 'number' ? data.E : Date.now()
    this.markConnected()
    switch (data.e) {
      case 'markPriceUpdate': {
        const mark = this.price(code, data.p)
        if (mark) this.market.apply({ symbol: code, time, mark })
        break
      }
      case 'bookTicker': {
        const bid = this.price(code, data.b)
        const ask = this.price(code, data.a)
        if (bid && ask)
          this.market.apply({
            symbol: code,
            time: typeof data.T === 'number' ? data.T : time,
            bid,
            ask,
          })
        break
      }
      case 'aggTrade': {
        // The volume comes with the market trade bookMessage lists (MarketData).
        const last = this.price(code, data.p)
        if (last)
          this.market.apply({
            symbol: code,
            time: typeof data.T === 'number' ? data.T : time,
            last,
          })
        break
      }
      case 'kline': {
        const k = data.k as Record<string, unknown> | undefined
        if (k?.i !== '1m' || typeof k.t !== 'number') break
        const candle = this.restCandle(code, [k.t, k.o, k.h, k.l, k.c, k.v])
        if (candle) this.market.putCandle(code, '1m', candle)
        break
      }
    }
    this.bookMessage(code, data, time)
  }

  /** The partial book (depthUpdate of depth20@100ms) and each aggTrade as a market trade. */
  private bookMessage(code: string, data: Record<string, unknown>, time: number): void {
    const at = typeof data.T === 'number' ? data.T : time
    if (data.e === 'depthUpdate') {
      this.market.books.putBook(code, {
        time: at,
        bids: this.levels(code, data.b),
        asks: this.levels(code, data.a),
      })
    } else if (data.e === 'aggTrade') {
      const price = this.price(code, data.p)
      const size = typeof data.q === 'string' ? tryDecimal(data.q) : null
      if (!price || !size) return
      this.market.books.putTrade(code, {
        id: typeof data.a === 'number' ? data.a : undefined,
        price,
        size,
        // m: the buyer was the maker, so the taker sold.
        side: data.m === true ? 'sell' : 'buy',
        time: at,
      })
    }
  }

  /** [price, qty] strings onto our tick grid; levels that fall on one price are added up. */
  private levels(code: string, raw: unknown): Array<[Decimal, Decimal]> {
    if (!Array.isArray(raw)) return []
    const out: Array<[Decimal, Decimal]> = []
    for (const level of raw) {
      if (!Array.isArray(level)) continue
      const price = this.price(code, level[0])
      const size = typeof level[1] === 'string' ? tryDecimal(level[1]) : null
      if (!price || !size || size.isNegative()) continue
      const previous = out[out.length - 1]
      if (previous?.[0].eq(price)) previous[1] = previous[1].add(size)
      else out.push([price, size])
    }
    return out
  }

  /** A price string onto our tick grid (Binance's tick may be finer). */
  private price(code: string, value: unknown): Decimal | null {
    if (typeof value !== 'string') return null
    const parsed = tryDecimal(value)
    const pair = this.pairs.get(code)
    if (!parsed || !pair || !parsed.isPositive()) return null
    return parsed.roundToStep(pair.tickSize, 'half-even')
  }
}

function tryDecimal(value: string): Decimal | null {
  try {
    return D(value)
  } catch {
    return null
  }
}
