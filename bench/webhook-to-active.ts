/**
 * Webhook received → challenge active and broadcast (issue 16, decision
 * 380): 200 pending Stripe payments of distinct buyers, their signed
 * checkout.session.completed webhooks POSTed over a real socket 50 at a
 * time; each latency runs from the request's start to the engine
 * publishing `account.status` (active, payment_activated) for that buyer.
 * Checks every payment opened exactly one challenge. GET /v1/challenges,
 * sequentially, is the baseline for the machine's state.
 *
 *   node_modules/.bin/node bench/webhook-to-active.ts            # PGlite (in memory)
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node_modules/.bin/node bench/webhook-to-active.ts
 */
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { inArray } from 'drizzle-orm'
import { challengeActivations } from '../engine/db/schema/index.ts'
import {
  pendingOrder,
  startProviderEngine,
} from '../tests/integration/engine/commerce/provider-fixtures.ts'

const PAYMENTS = Number(process.env.BENCH_PAYMENTS ?? 200)
const AT_ONCE = Number(process.env.BENCH_AT_ONCE ?? 50)

if (process.env.BENCH_DATABASE_URL) process.env.TEST_DATABASE_URL = process.env.BENCH_DATABASE_URL
const kind = process.env.BENCH_DATABASE_URL ? 'postgres' : 'pglite'

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)
  return sorted[Math.max(0, index)] ?? Number.NaN
}

const p = await startProviderEngine(kind, { LOG_LEVEL: 'error' })
const server = serve({ fetch: p.t.engine.app.fetch, hostname: '127.0.0.1', port: 0 })
await new Promise((resolve) => server.once('listening', resolve))
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
// Webhooks over the socket, as Stripe would send them.
p.standin.deliver = async (d) => {
  const response = await fetch(`${origin}${d.path}`, {
    method: 'POST',
    headers: d.headers,
    body: d.body,
  })
  await response.arrayBuffer()
  return response.status
}

// The machine's state: a plain read's latency, sequentially.
const baseline: number[] = []
for (let i = 0; i < 50; i++) {
  const start = performance.now()
  await (
    await fetch(`${origin}/v1/challenges`, { headers: { accept: 'application/json' } })
  ).arrayBuffer()
  baseline.push(performance.now() - start)
}
baseline.sort((a, b) => a - b)

const orders = []
for (let i = 0; i < PAYMENTS; i++) orders.push(await pendingOrder(p, 'stripe'))

const started = new Map<string, number>()
const latencies: number[] = []
const activated = new Set<string>()
p.t.engine.ctx.events.subscribe((event) => {
  const payload = event.payload as { reason?: string; status?: string }
  if (event.event !== 'account.status' || payload.reason !== 'payment_activated') return
  const start = started.get(event.channel)
  if (start === undefined || activated.has(event.channel)) return
  activated.add(event.channel)
  latencies.push(performance.now() - start)
})

const wallStart = performance.now()
for (let from = 0; from < orders.length; from += AT_ONCE) {
  const batch = orders.slice(from, from + AT_ONCE)
  const statuses = await Promise.all(
    batch.map((order) => {
      const delivery = p.standin.payStripe(order.checkout)
      started.set(`private-user.${order.user.id}`, performance.now())
      return p.standin.send(delivery)
    }),
  )
  if (statuses.some((s) => s !== 200)) throw new Error(`webhook answered ${statuses.join(',')}`)
}
const wall = performance.now() - wallStart

const rows = await p.t.engine.ctx.db
  .select()
  .from(challengeActivations)
  .where(
    inArray(
      challengeActivations.paymentId,
      orders.map((o) => o.paymentId),
    ),
  )
if (rows.length !== orders.length || latencies.length !== orders.length) {
  throw new Error(
    `${rows.length} activations and ${latencies.length} broadcasts for ${orders.length} payments`,
  )
}
const sorted = [...latencies].sort((a, b) => a - b)
console.log(
  JSON.stringify({
    database: kind,
    payments: orders.length,
    at_once: AT_ONCE,
    baseline_get_challenges_p50_ms: percentile(baseline, 50).toFixed(1),
    p50_ms: percentile(sorted, 50).toFixed(1),
    p99_ms: percentile(sorted, 99).toFixed(1),
    max_ms: (sorted.at(-1) ?? 0).toFixed(1),
    webhooks_per_s: ((orders.length / wall) * 1000).toFixed(0),
  }),
)
server.close()
await p.close()
process.exit(0)
