/**
 * The Binance feed against a local server that replays recorded USDⓈ-M
 * messages (tests/fixtures/binance): REST kline history, then the combined
 * stream (book ticker, aggTrade, mark price, kline); a dropped connection
 * is reopened. Never the internet.
 */
import { readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WebSocketServer } from 'ws'
import { BinanceFeed } from '../../../../engine/feed/binance.ts'
import { createLogger } from '../../../../engine/logger.ts'
import { MarketData } from '../../../../engine/market/market-data.ts'
import { pairCatalogue } from '../../../../engine/market/pair-catalogue.ts'
import { feedPairOf } from '../../../../engine/trading/pairs.ts'

const fixtures = path.resolve(import.meta.dirname, '../../../fixtures/binance')
const PORT = 9241
const stream = readFileSync(path.join(fixtures, 'stream.jsonl'), 'utf8').trim().split('\n')
const klines = readFileSync(path.join(fixtures, 'klines-btcusdt-1m.json'), 'utf8')

describe('Binance USDⓈ-M feed (recorded messages, local server)', () => {
  let server: Server
  let sockets: WebSocketServer
  const requested: string[] = []
  let connections = 0

  beforeAll(async () => {
    server = createServer((req, res) => {
      requested.push(req.url ?? '')
      const url = new URL(req.url ?? '/', 'http://x')
      const body =
        url.pathname === '/fapi/v1/klines' &&
        url.searchParams.get('symbol') === 'BTCUSDT' &&
        url.searchParams.get('interval') === '1m'
          ? klines
          : '[]'
      res.writeHead(200, { 'content-type': 'application/json' }).end(body)
    })
    sockets = new WebSocketServer({ server })
    sockets.on('connection', (socket, req) => {
      connections++
      requested.push(req.url ?? '')
      // First connection: the recording, then a drop; the second gets one more trade.
      if (connections === 1) {
        for (const line of stream) socket.send(line)
        setTimeout(() => socket.terminate(), 50)
      } else {
        socket.send(
          JSON.stringify({
            stream: 'btcusdt@aggTrade',
            data: {
              e: 'aggTrade',
              E: 1763773209000,
              s: 'BTCUSDT',
              p: '97030.00',
              q: '0.001',
              T: 1763773209000,
            },
          }),
        )
      }
    })
    await new Promise<void>((r) => server.listen(PORT, '127.0.0.1', r))
  })
  afterAll(async () => {
    sockets.close()
    await new Promise((r) => server.close(r))
  })

  it('loads history, applies every stream, ignores unknown symbols, and reconnects', async () => {
    const pairs = pairCatalogue.filter((p) => p.code === 'BTCUSDT' || p.code === 'ETHUSDT')
    const market = new MarketData(pairs.map((p) => p.code))
    const ticks: string[] = []
    market.onTick((symbol, quote) => ticks.push(`${symbol} ${quote.last}`))
    const feed = new BinanceFeed({
      market,
      pairs: pairs.map((p) =>
        feedPairOf({
          code: p.code,
          tickSize: p.tickSize,
          stepSize: p.stepSize,
          simStartPrice: p.startPrice,
          simVolatility: String(p.volatility),
        } as never),
      ),
      wsUrl: `ws://127.0.0.1:${PORT}`,
      restUrl: `http://127.0.0.1:${PORT}`,
      log: createLogger('error'),
    })
    await feed.start()
    await feed.connected
    const deadline = Date.now() + 5000
    while (market.quote('BTCUSDT')?.last.toString() !== '97030' && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 20))
    feed.stop()

    expect(requested).toContain('/fapi/v1/klines?symbol=BTCUSDT&interval=1m&limit=1500')
    expect(requested.find((u) => u.startsWith('/stream?streams='))).toContain(
      'btcusdt@markPrice@1s/btcusdt@bookTicker/btcusdt@aggTrade/btcusdt@kline_1m',
    )
    expect(requested.find((u) => u.startsWith('/stream?streams='))).toContain(
      'btcusdt@depth20@100ms',
    )
    expect(connections).toBe(2)
    // The book sets bid/ask, trades the last price, the mark stream the mark (on the 0.1 tick).
    const btc = market.ticker('BTCUSDT')
    expect(btc).toMatchObject({ bid: '97012.3', ask: '97012.4', mark: '97010.5', last: '97030' })
    const eth = market.ticker('ETHUSDT')
    expect(eth).toMatchObject({ last: '3401.56', mark: '3401.5', bid: '3401.55', ask: '3401.56' })
    // History first, then the exchange's own current candle.
    const candles = market.klines('BTCUSDT', '1m', 10)
    expect(candles).toHaveLength(6)
    expect(candles[0]).toMatchObject({
      time: 1763772900,
      open: '96950',
      close: '96962.3',
      volume: '15.12',
    })
    expect(candles[5]).toMatchObject({
      time: 1763773200,
      open: '97005',
      high: '97030',
      low: '97001.2',
    })
    expect(ticks).toContain('BTCUSDT 97020.1')
    // The partial book on our 0.1 tick: 97012.25 rounds (half-even) onto 97012.2 and
    // adds to that level (0.5 + 1.0); an emptied level (size 0) is left out.
    expect(market.books.depth('BTCUSDT')).toEqual({
      code: 'BTCUSDT',
      time: 1763773201698,
      bids: [
        ['97012.3', '3.412'],
        ['97012.2', '1.5'],
        ['97011.9', '0.004'],
        ['97010', '12.5'],
      ],
      asks: [
        ['97012.4', '1.027'],
        ['97012.5', '0.3'],
        ['97013.7', '2.15'],
      ],
    })
    expect(market.books.depth('ETHUSDT').bids[0]).toEqual(['3401.55', '41.25'])
    // aggTrades newest first; m=true (the buyer made the price) is a taker's sell.
    expect(market.books.trades('BTCUSDT', 10).map((t) => [t.price, t.size, t.side])).toEqual([
      ['97030', '0.001', 'buy'],
      ['97020.1', '0.23', 'sell'],
      ['97012.4', '0.015', 'buy'],
    ])
    expect(market.books.trades('BTCUSDT', 10)[1]?.id).toBe(2876123457)
    expect(ticks.some((t) => t.startsWith('XYZUSDT'))).toBe(false)
  })
})
