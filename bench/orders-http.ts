/**
 * Orders placed per second over HTTP, with p50 and p99 latency: a real
 * engine process (NODE_ENV=test for the manual feed, otherwise as
 * production) on loopback, 100 traders with a demo account each, 32
 * requests in flight on keep-alive connections; 80 % resting limit orders,
 * 20 % market orders that fill. Each accepted order is committed before
 * its answer.
 *
 *   node bench/orders-http.ts pglite [orders]
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node bench/orders-http.ts postgres [orders]
 */
import { loadavg } from 'node:os'
import { startOrderEngine } from './support/order-engine.ts'

const kind = process.argv[2] === 'postgres' ? 'postgres' : 'pglite'
const TOTAL = Number(process.argv[3] ?? (kind === 'postgres' ? 20000 : 5000))
const TRADERS = 100
const IN_FLIGHT = Number(process.env.BENCH_IN_FLIGHT ?? 32)
const PORT = Number(process.env.BENCH_ENGINE_PORT ?? 9251)

// Traders with a session and a demo account each, the engine on the manual feed.
const engine = await startOrderEngine({ kind, traders: TRADERS, port: PORT, inFlight: IN_FLIGHT })
const { pool, traders, post } = engine

// The floor of this machine at this moment: the same load on GET /health (no session, no database).
let probe = 0
const probeStart = performance.now()
await Promise.all(
  Array.from({ length: IN_FLIGHT }, async () => {
    while (probe < 3000) {
      probe++
      const r = await pool.request({ method: 'GET', path: '/health' })
      await r.body.text()
    }
  }),
)
const healthRate = 3000 / ((performance.now() - probeStart) / 1000)

const latencies: number[] = []
let next = 0
let failed = 0
const order = (i: number) =>
  i % 5 === 4
    ? { symbol: 'BTCUSDT', type: 'MARKET', side: (i / 5) % 2 < 1 ? 'buy' : 'sell', size: '0.001' }
    : {
        symbol: 'BTCUSDT',
        type: 'LIMIT',
        side: i % 2 ? 'buy' : 'sell',
        size: '0.001',
        price: i % 2 ? '50000' : '70000',
      }
async function worker() {
  while (next < TOTAL) {
    const i = next++
    const trader = traders[i % TRADERS]
    if (!trader) continue
    const t0 = performance.now()
    const r = await post(trader, `/v1/trade/${trader.demo}/orders/place`, {
      ...order(i),
      client_order_id: `b${i}`,
    })
    latencies.push(performance.now() - t0)
    if (r.status !== 200) failed++
  }
}
const cpuBefore = engine.engineCpu()
const started = performance.now()
await Promise.all(Array.from({ length: IN_FLIGHT }, worker))
const seconds = (performance.now() - started) / 1000
const cpuPerOrder = ((engine.engineCpu() - cpuBefore) / TOTAL) * 1000

latencies.sort((a, b) => a - b)
const q = (p: number) =>
  latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? 0
console.log(
  `${kind}: ${TOTAL} orders in ${seconds.toFixed(1)} s = ${(TOTAL / seconds).toFixed(0)} orders/s; p50 ${q(0.5).toFixed(1)} ms, p99 ${q(0.99).toFixed(1)} ms; engine CPU ${cpuPerOrder.toFixed(2)} ms per order; ${failed} refused (GET /health under the same load: ${healthRate.toFixed(0)}/s; load average ${loadavg()[0]?.toFixed(1)})`,
)
await engine.close()
