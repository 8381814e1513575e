/**
 * Local stand-ins for Binance USDⓈ-M and Bybit v5 market data: an HTTP
 * server answering the kline history from tests/fixtures and a WebSocket
 * server replaying the recorded stream to each connection (Bybit's once it
 * subscribed); `send` pushes
 * one more message to every open connection (a test decides when prices
 * arrive). Never the internet.
 */
import { readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import path from 'node:path'
import { WebSocket, WebSocketServer } from 'ws'

const fixtures = path.resolve(import.meta.dirname, '../fixtures')

export interface StandIn {
  url: string
  wsUrl: string
  /** Paths requested (REST and the WebSocket's). */
  requested: string[]
  /** Messages received from clients (subscribe, ping). */
  received: unknown[]
  connections: number
  send(message: unknown): void
  close(): Promise<void>
}

export function startStandIn(exchange: 'binance' | 'bybit', port: number): Promise<StandIn> {
  const dir = path.join(fixtures, exchange)
  const stream = readFileSync(path.join(dir, 'stream.jsonl'), 'utf8').trim().split('\n')
  const history =
    exchange === 'binance'
      ? readFileSync(path.join(dir, 'klines-btcusdt-1m.json'), 'utf8')
      : readFileSync(path.join(dir, 'klines-btcusdt-1.json'), 'utf8')
  const empty =
    exchange === 'binance'
      ? '[]'
      : JSON.stringify({ retCode: 0, retMsg: 'OK', result: { list: [] }, time: 0 })
  const state = { requested: [] as string[], received: [] as unknown[], connections: 0 }
  const server: Server = createServer((req, res) => {
    state.requested.push(req.url ?? '')
    const url = new URL(req.url ?? '/', 'http://x')
    const symbol = url.searchParams.get('symbol')
    const interval = url.searchParams.get('interval')
    const first =
      exchange === 'binance'
        ? url.pathname === '/fapi/v1/klines' && symbol === 'BTCUSDT' && interval === '1m'
        : url.pathname === '/v5/market/kline' && symbol === 'BTCUSDT' && interval === '1'
    res.writeHead(200, { 'content-type': 'application/json' }).end(first ? history : empty)
  })
  const sockets = new WebSocketServer({ server })
  sockets.on('connection', (socket, req) => {
    state.connections++
    state.requested.push(req.url ?? '')
    let replayed = false
    const replay = () => {
      if (replayed) return
      replayed = true
      for (const line of stream) socket.send(line)
    }
    // Bybit streams once subscribed; Binance's combined stream names its streams in the URL.
    socket.on('message', (raw) => {
      const message = JSON.parse(raw.toString()) as { op?: string }
      state.received.push(message)
      if (message.op === 'subscribe') replay()
    })
    if (exchange === 'binance') replay()
  })
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${port}`,
        wsUrl: `ws://127.0.0.1:${port}`,
        get requested() {
          return state.requested
        },
        get received() {
          return state.received
        },
        get connections() {
          return state.connections
        },
        send(message) {
          const text = JSON.stringify(message)
          for (const client of sockets.clients)
            if (client.readyState === WebSocket.OPEN) client.send(text)
        },
        async close() {
          for (const client of sockets.clients) client.terminate()
          sockets.close()
          await new Promise((r) => server.close(r))
        },
      }),
    )
  })
}
