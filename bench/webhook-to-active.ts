/**
 * Webhook received → challenge active and broadcast (issue 16, decision
 * 380): 200 pending Stripe payments of distinct buyers, their signed
 * checkout.session.completed webhooks POSTed over a real socket 50 at a
 * time; each latency runs from the request's start to the engine
 * publishing `account.status` (active, payment_activated) for that buyer.
 * The requests are sent by a client process of their own
 * (bench/load/webhook-burst.ts); both sides time on CLOCK_MONOTONIC
 * (process.hrtime.bigint()), one clock for the machine. Checks every
 * payment opened exactly one challenge. GET /v1/challenges, sequentially
 * from the client, is the baseline for the machine's state.
 * BENCH_CPU_PROF=file.cpuprofile writes the engine's CPU profile of the burst.
 *
 *   node_modules/.bin/node bench/webhook-to-active.ts            # PGlite (in memory)
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node_modules/.bin/node bench/webhook-to-active.ts
 */
import { fork } from 'node:child_process'
import { writeFile } from 'node:fs/promises'
import { Session } from 'node:inspector/promises'
import type { AddressInfo } from 'node:net'
import { loadavg } from 'node:os'
import { fileURLToPath } from 'node:url'
import { serve } from '@hono/node-server'
import { inArray } from 'drizzle-orm'
import { challengeActivations } from '../engine/db/schema/index.ts'
import {
  pendingOrder,
  startProviderEngine,
} from '../tests/integration/engine/commerce/provider-fixtures.ts'
import type { BurstAnswer, BurstRequest } from './load/webhook-burst.ts'

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

const orders = []
for (let i = 0; i < PAYMENTS; i++) orders.push(await pendingOrder(p, 'stripe'))
// Signed here (as Stripe signs before sending), sent by the client process.
const deliveries = orders.map((order) => ({
  key: `private-user.${order.user.id}`,
  ...p.standin.payStripe(order.checkout),
}))

// The engine's broadcast, observed on its bus as the web's relay receives it;
// timed on CLOCK_MONOTONIC, the clock the client stamps its requests with
// (bench/load/webhook-burst.ts).
const published = new Map<string, bigint>()
p.t.engine.ctx.events.subscribe((event) => {
  const payload = event.payload as { reason?: string; status?: string }
  if (event.event !== 'account.status' || payload.reason !== 'payment_activated') return
  if (!published.has(event.channel)) published.set(event.channel, process.hrtime.bigint())
})

// The client: a process of its own (its requests off the engine's event loop).
const client = fork(fileURLToPath(new URL('./load/webhook-burst.ts', import.meta.url)), {
  stdio: 'inherit',
  execArgv: [],
})
const answered = new Promise<BurstAnswer>((resolve, reject) => {
  client.once('message', (answer) => resolve(answer as BurstAnswer))
  client.once('exit', (code) => reject(new Error(`client exited ${code}`)))
})
const profiling = process.env.BENCH_CPU_PROF ? await startProfile() : null
client.send({ origin, atOnce: AT_ONCE, deliveries } satisfies BurstRequest)
const answer = await answered
if (profiling) await profiling.stop(process.env.BENCH_CPU_PROF as string)
if (answer.statuses.some((s) => s !== 200))
  throw new Error(`webhook answered ${answer.statuses.join(',')}`)

const latencies: number[] = []
for (const [key, at] of published) {
  const start = answer.started[key]
  if (start !== undefined) latencies.push(Number(at - BigInt(start)) / 1e6)
}
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
const baseline = [...answer.baselineMs].sort((a, b) => a - b)
console.log(
  JSON.stringify({
    database: kind,
    payments: orders.length,
    at_once: AT_ONCE,
    baseline_get_challenges_p50_ms: percentile(baseline, 50).toFixed(1),
    p50_ms: percentile(sorted, 50).toFixed(1),
    p99_ms: percentile(sorted, 99).toFixed(1),
    max_ms: (sorted.at(-1) ?? 0).toFixed(1),
    webhooks_per_s: ((orders.length / (Number(answer.wallNs) / 1e6)) * 1000).toFixed(0),
    loadavg: loadavg()
      .map((l) => l.toFixed(2))
      .join(' '),
  }),
)
server.close()
await p.close()
process.exit(0)

/** The engine's CPU profile while the burst runs (BENCH_CPU_PROF=file.cpuprofile). */
async function startProfile() {
  const session = new Session()
  session.connect()
  await session.post('Profiler.enable')
  await session.post('Profiler.setSamplingInterval', { interval: 100 })
  await session.post('Profiler.start')
  return {
    async stop(file: string) {
      const { profile } = await session.post('Profiler.stop')
      await writeFile(file, JSON.stringify(profile))
      session.disconnect()
    },
  }
}
