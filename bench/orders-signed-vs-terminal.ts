/**
 * Orders per second through the signed trading API (decision 611: an API
 * key, HMAC-SHA256 over the form body, the key's rate windows counted in
 * the database) against the terminal's path (session cookie and XSRF
 * header), in one run on one engine: rounds alternate, each path placing
 * the same mix — 80 % resting limits, 20 % market orders that fill — from
 * 100 traders with a demo account and a key each, 32 requests in flight.
 * The key's limits are raised so that none is refused, but every signed
 * request still counts against them. Goal (issue 36): the signed path
 * within 10 % of the terminal's.
 *
 *   node bench/orders-signed-vs-terminal.ts pglite [orders per round] [rounds]
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node bench/orders-signed-vs-terminal.ts postgres [orders per round] [rounds]
 */
import { createHmac } from 'node:crypto'
import { loadavg } from 'node:os'
import { type BenchTrader, startOrderEngine } from './support/order-engine.ts'

const kind = process.argv[2] === 'postgres' ? 'postgres' : 'pglite'
const PER_ROUND = Number(process.argv[3] ?? (kind === 'postgres' ? 5000 : 2000))
const ROUNDS = Number(process.argv[4] ?? 3)
const IN_FLIGHT = Number(process.env.BENCH_IN_FLIGHT ?? 32)

const e = await startOrderEngine({
  kind,
  traders: 100,
  port: Number(process.env.BENCH_ENGINE_PORT ?? 9252),
  inFlight: IN_FLIGHT,
  env: { API_ORDERS_PER_10S: '10000000', API_WEIGHT_PER_MINUTE: '100000000' },
})

type Keyed = BenchTrader & { apiKey: string; secret: string }
const traders: Keyed[] = []
for (const trader of e.traders) {
  const made = await e.post(trader, '/v1/user/apiKeys', {
    label: 'bench',
    accounts: [trader.demo],
    permissions: ['read', 'trade'],
  })
  if (made.status !== 200) throw new Error(`apiKeys ${made.status}`)
  const data = made.body.data as unknown as { key: { api_key: string }; secret: string }
  traders.push({ ...trader, apiKey: data.key.api_key, secret: data.secret })
}
// The engine's clock (the test clock) minus ours: timestamps fall in recvWindow.
const time = await (await fetch(`${e.base}/api/v1/time`)).json()
const offsetMs = (time as { data: { server_time: number } }).data.server_time - Date.now()

const order = (i: number): Record<string, string> =>
  i % 5 === 4
    ? { symbol: 'BTCUSDT', type: 'MARKET', side: (i / 5) % 2 < 1 ? 'buy' : 'sell', size: '0.001' }
    : {
        symbol: 'BTCUSDT',
        type: 'LIMIT',
        side: i % 2 ? 'buy' : 'sell',
        size: '0.001',
        price: i % 2 ? '50000' : '70000',
      }

/** The terminal's call: session cookie, XSRF header, JSON. */
async function terminal(trader: Keyed, fields: Record<string, string>) {
  return (await e.post(trader, `/v1/trade/${trader.demo}/orders/place`, fields)).status
}

/** A trading program's call: form body, timestamp and recvWindow, signed with the key's secret. */
async function signed(trader: Keyed, fields: Record<string, string>) {
  const params = new URLSearchParams(fields)
  params.set('timestamp', String(Date.now() + offsetMs))
  params.set('recvWindow', '5000')
  const body = params.toString()
  const signature = createHmac('sha256', trader.secret).update(body).digest('hex')
  const r = await e.pool.request({
    method: 'POST',
    path: `/api/v1/accounts/${trader.demo}/orders?signature=${signature}`,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-mbx-apikey': trader.apiKey,
    },
    body,
  })
  await r.body.text()
  return r.statusCode
}

interface Round {
  path: 'terminal' | 'signed'
  rate: number
  p50: number
  p99: number
  cpuMs: number
  refused: number
}

async function round(path: Round['path'], r: number): Promise<Round> {
  const place = path === 'terminal' ? terminal : signed
  const latencies: number[] = []
  let next = 0
  let refused = 0
  async function worker() {
    while (next < PER_ROUND) {
      const i = next++
      const trader = traders[i % traders.length]
      if (!trader) continue
      const t0 = performance.now()
      const status = await place(trader, { ...order(i), client_order_id: `${path[0]}${r}-${i}` })
      latencies.push(performance.now() - t0)
      if (status !== 200) refused++
    }
  }
  const cpuBefore = e.engineCpu()
  const started = performance.now()
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker))
  const seconds = (performance.now() - started) / 1000
  latencies.sort((a, b) => a - b)
  const q = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? 0
  return {
    path,
    rate: PER_ROUND / seconds,
    p50: q(0.5),
    p99: q(0.99),
    cpuMs: ((e.engineCpu() - cpuBefore) / PER_ROUND) * 1000,
    refused,
  }
}

// A warm-up of each path first (JIT, prepared statements), not counted.
await round('terminal', 0)
await round('signed', 0)
const rounds: Round[] = []
for (let r = 1; r <= ROUNDS; r++) {
  // Alternating which goes first, so that a drift of the machine's load falls on both.
  const order = r % 2 ? (['terminal', 'signed'] as const) : (['signed', 'terminal'] as const)
  for (const path of order) {
    const result = await round(path, r)
    rounds.push(result)
    console.log(
      `round ${r} ${path.padEnd(8)} ${result.rate.toFixed(0)} orders/s; p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms; engine CPU ${result.cpuMs.toFixed(2)} ms per order; ${result.refused} refused; load ${loadavg()[0]?.toFixed(1)}`,
    )
  }
}
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? 0
}
const of = (path: Round['path'], pick: (r: Round) => number) =>
  median(rounds.filter((r) => r.path === path).map(pick))
const t = of('terminal', (r) => r.rate)
const s = of('signed', (r) => r.rate)
console.log(
  `${kind}, ${PER_ROUND} orders × ${ROUNDS} rounds each, ${IN_FLIGHT} in flight: terminal ${t.toFixed(0)} orders/s, signed ${s.toFixed(0)} orders/s (medians): signed/terminal ${(s / t).toFixed(3)} (${((1 - s / t) * 100).toFixed(1)} % slower); engine CPU per order ${of('terminal', (r) => r.cpuMs).toFixed(2)} vs ${of('signed', (r) => r.cpuMs).toFixed(2)} ms`,
)
await e.close()
