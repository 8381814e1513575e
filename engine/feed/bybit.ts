/**
 * Bybit v5 public linear market data, the second live source
 * (docs/decisions/440): one WebSocket subscribed to `tickers` (mark, best
 * bid and ask; deltas merged into the last full value per field),
 * `publicTrade` (last price and size) and `kline.1` per pair, pinged every
 * 20 s; REST `/v5/market/kline` for the history at start (newest first
 * there, oldest first here). Prices are rounded onto our tick grid.
 * Reconnects with backoff (the shared loop, contract/reconnecting-socket.ts);
 * never places anything. Tests point
 * BYBIT_WS_URL / BYBIT_REST_URL at a local server replaying recorded
 * messages (tests/fixtures/bybit).
 */
import WebSocket from 'ws'
import type { KlineInterval } from '#contract/coin-pairs.ts'
import { ReconnectingSocket } from '#contract/reconnecting-socket.ts'
import { D, type Decimal } from '#money/decimal.ts'
import type { Logger } from '../logger.ts'
import type { Candle } from '../market/candles.ts'
import type { FeedPair, FeedSink, MarketFeed } from './feed.ts'

const HISTORY: Array<{ interval: KlineInterval; bybit: string; limit: number }> = [
  { interval: '1m', bybit: '1', limit: 1000 },
  { interval: '5m', bybit: '5', limit: 1000 },
  { interval: '15m', bybit: '15', limit: 1000 },
  { interval: '1h', bybit: '60', limit: 1000 },
  { interval: '4h', bybit: '240', limit: 500 },
  { interval: '1d', bybit: 'D', limit: 500 },
]
/** The pause after a drop: 0.5 s, doubling up to 30 s. */
const BACKOFF = { initialBackoffMs: 500, maxBackoffMs: 30_000, unref: true }
const PING_EVERY_MS = 20_000
/** Topics per subscribe request (Bybit takes at most 10 args in one). */
const ARGS_PER_REQUEST = 10

interface TopicMessage {
  topic?: string
  type?: string
  ts?: number
  data?: unknown
}

type Fields = Record<string, unknown>

export class BybitFeed extends ReconnectingSocket<WebSocket> implements MarketFeed {
  readonly name = 'bybit' as const
  readonly live = true
  private readonly market: FeedSink
  private readonly pairs: Map<string, FeedPair>
  private readonly wsUrl: string
  private readonly restUrl: string
  private readonly log: Logger
  /** The last full value of each ticker field, per pair (tickers send deltas). */
  private readonly tickers = new Map<string, Fields>()
  private pingTimer: NodeJS.Timeout | undefined
  /** Resolves when the first topic message arrives (tests wait on it). */
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
    this.wsUrl = options.wsUrl
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

  override stop(): void {
    if (this.pingTimer) clearInterval(this.pingTimer)
    super.stop()
  }

  protected override closeSocket(socket: WebSocket): void {
    socket.terminate()
  }

  private async loadHistory(code: string): Promise<void> {
    for (const { interval, bybit, limit } of HISTORY) {
      const url = `${this.restUrl}/v5/market/kline?category=linear&symbol=${code}&interval=${bybit}&limit=${limit}`
      try {
        const response = await fetch(url)
        if (!response.ok) throw new Error(`HTTP ${response.status}`)
        const body = (await response.json()) as {
          retCode?: number
          retMsg?: string
          result?: { list?: unknown[][] }
        }
        if (body.retCode !== 0) throw new Error(`retCode ${body.retCode}: ${body.retMsg}`)
        const candles = (body.result?.list ?? []).flatMap((row) => {
          const [start, open, high, low, close, volume] = row
          const candle = this.candle(code, Number(start), { open, high, low, close, volume })
          return candle ? [candle] : []
        })
        candles.sort((a, b) => a.time - b.time)
        this.market.putCandles(code, interval, candles)
      } catch (error) {
        this.log.warn('bybit kline history failed', { code, interval, error })
      }
    }
  }

  protected connect(): WebSocket {
    const socket = new WebSocket(this.wsUrl)
    socket.on('open', () => {
      this.resetBackoff()
      const args = [...this.pairs.keys()].flatMap((code) => [
        `tickers.${code}`,
        `publicTrade.${code}`,
        `kline.1.${code}`,
      ])
      for (let i = 0; i < args.length; i += ARGS_PER_REQUEST) {
        socket.send(JSON.stringify({ op: 'subscribe', args: args.slice(i, i + ARGS_PER_REQUEST) }))
      }
      if (this.pingTimer) clearInterval(this.pingTimer)
      this.pingTimer = setInterval(() => {
        if (socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify({ op: 'ping' }))
      }, PING_EVERY_MS)
      this.pingTimer.unref()
    })
    socket.on('message', (raw) => {
      try {
        this.handle(JSON.parse(raw.toString()) as TopicMessage)
      } catch (error) {
        this.log.warn('bybit message not understood', { error })
      }
    })
    socket.on('error', (error) => this.log.warn('bybit stream error', { error: error.message }))
    socket.on('close', () => {
      if (this.pingTimer) clearInterval(this.pingTimer)
      this.dropped(socket)
    })
    return socket
  }

  /** One message: a topic's snapshot or delta (answers to subscribe and ping carry no topic). */
  handle(message: TopicMessage): void {
    if (typeof message.topic !== 'string') return
    const parts = message.topic.split('.')
    const kind = parts[0]
    const code = parts[parts.length - 1] ?? ''
    if (!this.pairs.has(code)) return
    const time = typeof message.ts === 'number' ? message.ts : Date.now()
    this.markConnected()
    switch (kind) {
      case 'tickers': {
        const data = message.data as Fields | undefined
        if (!data) break
        const fields =
          message.type === 'snapshot' ? { ...data } : { ...this.tickers.get(code), ...data }
        this.tickers.set(code, fields)
        const mark = this.price(code, fields.markPrice)
        const bid = this.price(code, fields.bid1Price)
        const ask = this.price(code, fields.ask1Price)
        // The ticker's last price only when this message carries one.
        const last = 'lastPrice' in data ? this.price(code, data.lastPrice) : null
        if (mark || (bid && ask) || last) {
          this.market.apply({
            symbol: code,
            time,
            ...(last ? { last } : {}),
            ...(mark ? { mark } : {}),
            ...(bid && ask ? { bid, ask } : {}),
          })
        }
        break
      }
      case 'publicTrade': {
        for (const trade of arrayOf(message.data)) {
          const last = this.price(code, trade.p)
          const volume = typeof trade.v === 'string' ? tryDecimal(trade.v) : null
          if (last)
            this.market.apply({
              symbol: code,
              time: typeof trade.T === 'number' ? trade.T : time,
              last,
              ...(volume ? { volume } : {}),
            })
        }
        break
      }
      case 'kline': {
        if (parts[1] !== '1') break
        for (const k of arrayOf(message.data)) {
          const candle = this.candle(code, Number(k.start), k)
          if (candle) this.market.putCandle(code, '1m', candle)
        }
        break
      }
    }
  }

  private candle(code: string, startMs: number, k: Fields): Candle | null {
    if (!Number.isFinite(startMs)) return null
    const [open, high, low, close] = [k.open, k.high, k.low, k.close].map((v) =>
      this.price(code, v),
    )
    const volume = typeof k.volume === 'string' ? tryDecimal(k.volume) : null
    if (!open || !high || !low || !close || !volume) return null
    return { time: Math.floor(startMs / 1000), open, high, low, close, volume }
  }

  /** A price string onto our tick grid (Bybit's tick may be finer). */
  private price(code: string, value: unknown): Decimal | null {
    if (typeof value !== 'string' || value === '') return null
    const parsed = tryDecimal(value)
    const pair = this.pairs.get(code)
    if (!parsed || !pair || !parsed.isPositive()) return null
    return parsed.roundToStep(pair.tickSize, 'half-even')
  }
}

function arrayOf(data: unknown): Fields[] {
  return Array.isArray(data) ? data.filter((d): d is Fields => typeof d === 'object' && !!d) : []
}

function tryDecimal(value: string): Decimal | null {
  try {
    return D(value)
  } catch {
    return null
  }
}
