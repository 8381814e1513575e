#!/usr/bin/env node
/**
 * PropTrade trading API: sign a request, place and cancel an order, follow the stream.
 *
 * Node 22+, standard library only (node:crypto, fetch, WebSocket). Set API_KEY and
 * API_SECRET (Profile → API keys); optionally API_BASE (default http://localhost:8000),
 * ACCOUNT_ID (default: the first account the key may trade), SYMBOL (default BTCUSDT),
 * SIZE (default 0.001).
 *
 *   API_KEY=... API_SECRET=... node trading-api.mjs
 */
import { createHmac } from 'node:crypto'

const BASE = (process.env.API_BASE ?? 'http://localhost:8000').replace(/\/+$/, '')
const KEY = process.env.API_KEY
const SECRET = process.env.API_SECRET
const SYMBOL = process.env.SYMBOL ?? 'BTCUSDT'
const SIZE = process.env.SIZE ?? '0.001'
const STREAM_SECONDS = Number(process.env.STREAM_SECONDS ?? 15)
if (!KEY || !SECRET) throw new Error('Set API_KEY and API_SECRET')
/** Server time minus ours, so that our timestamps fall in recvWindow. */
let offsetMs = 0

/** A request; signed ones carry timestamp, recvWindow and the HMAC-SHA256 signature. */
async function call(method, path, params = {}, signed = true) {
  const all = new URLSearchParams(params)
  if (signed) {
    all.set('timestamp', String(Date.now() + offsetMs))
    all.set('recvWindow', '5000')
  }
  let query = method === 'GET' ? all.toString() : ''
  // A form body, as Binance's clients send it.
  const body = method === 'GET' ? undefined : all.toString()
  if (signed) {
    // The signature covers the query string followed by the body, nothing between.
    const signature = createHmac('sha256', SECRET)
      .update(query + (body ?? ''))
      .digest('hex')
    query += `${query ? '&' : ''}signature=${signature}`
  }
  const answer = await fetch(`${BASE}${path}${query ? `?${query}` : ''}`, {
    method,
    headers: {
      'X-MBX-APIKEY': KEY,
      ...(body === undefined ? {} : { 'Content-Type': 'application/x-www-form-urlencoded' }),
    },
    body,
  })
  const json = await answer.json()
  if (!answer.ok) {
    console.error(`${method} ${path} answered ${answer.status}: ${json.code} ${json.message}`)
    process.exit(1)
  }
  return json
}

/** price × 9/10, rounded down to the tick, in exact decimal arithmetic (no floats for prices). */
function underPrice(last, tick) {
  const decimals = (tick.split('.')[1] ?? '').length
  const units = (text) => {
    const [whole, fraction = ''] = text.split('.')
    return BigInt(whole + fraction.padEnd(decimals, '0').slice(0, decimals))
  }
  const step = units(tick)
  const value = ((units(last) * 9n) / 10n / step) * step
  const digits = value.toString().padStart(decimals + 1, '0')
  return decimals ? `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}` : digits
}

/** The stream: a Pusher-protocol socket; resolves each awaited frame in turn. */
function openStream(url) {
  const socket = new WebSocket(url)
  const frames = []
  let wake = () => {}
  socket.onmessage = (message) => {
    const frame = JSON.parse(message.data)
    if (typeof frame.data === 'string') {
      try {
        frame.data = JSON.parse(frame.data)
      } catch {}
    }
    frames.push(frame)
    wake()
  }
  socket.onclose = (close) => {
    frames.push({ event: 'closed', data: { code: close.code } })
    wake()
  }
  return {
    send: (event, data) => socket.send(JSON.stringify({ event, data })),
    close: () => socket.close(),
    async next() {
      while (frames.length === 0) await new Promise((resolve) => (wake = resolve))
      return frames.shift()
    },
  }
}

const server = (await call('GET', '/api/v1/time', {}, false)).data.server_time
offsetMs = server - Date.now()

const accounts = (await call('GET', '/api/v1/accounts')).data
const wanted = process.env.ACCOUNT_ID
const account = accounts.find((a) => (wanted ? String(a.id) === wanted : a.can_trade))
console.log('account', account.id, account.title, 'balance', account.assets.balance)

const pair = (await call('GET', '/api/v1/pairs', {}, false)).data.find((p) => p.code === SYMBOL)
// A buy 10 % under the last price: it rests until we cancel it.
const price = underPrice(pair.ticker.last, pair.tick_size)

const { ws_url } = (await call('GET', '/api/v1/stream')).data
const stream = openStream(ws_url)
const { socket_id } = (await stream.next()).data
const channel = `private-account.${account.id}`
const { auth } = await call('POST', '/api/v1/stream/auth', { socket_id, channel_name: channel })
stream.send('pusher:subscribe', { channel, auth })
stream.send('pusher:subscribe', { channel: `market.${SYMBOL}` })
// Followed before anything is placed, so no event is missed.
for (;;) {
  const frame = await stream.next()
  if (frame.event === 'pusher:subscription_error') throw new Error(`refused ${frame.channel}`)
  if (frame.event === 'pusher_internal:subscription_succeeded' && frame.channel === channel) break
}

const path = `/api/v1/accounts/${account.id}/orders`
const placed = (
  await call('POST', path, {
    symbol: SYMBOL,
    type: 'LIMIT',
    side: 'buy',
    size: SIZE,
    price,
    client_order_id: `example-${Date.now()}`,
  })
).data
console.log('placed', placed.id, placed.status, placed.limitPrice)
const canceled = (await call('POST', `${path}/cancel`, { order_id: placed.id })).data
console.log('canceled', canceled.id, canceled.status)

const timer = setTimeout(() => {
  console.error('the stream did not show the order canceled')
  process.exit(1)
}, STREAM_SECONDS * 1000)
for (;;) {
  const { event, data } = await stream.next()
  if (event === 'order') {
    console.log('event order', data.id, data.status)
    if (data.id === placed.id && data.status === 'CANCELED') break
  } else if (event === 'ticker') {
    console.log('event ticker', data.code, data.last)
  } else if (event === 'closed') {
    console.error('the stream closed', data.code)
    process.exit(1)
  } else if (!event.startsWith('pusher')) {
    console.log('event', event)
  }
}
clearTimeout(timer)
stream.close()
