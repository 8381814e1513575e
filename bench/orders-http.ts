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
import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import postgres from 'postgres'
import { Pool } from 'undici'
import { newToken } from '../engine/accounts/sessions.ts'
import { type Database, openPglite, openPostgres } from '../engine/db/client.ts'
import { sessions, users } from '../engine/db/schema/index.ts'

const kind = process.argv[2] === 'postgres' ? 'postgres' : 'pglite'
const TOTAL = Number(process.argv[3] ?? (kind === 'postgres' ? 20000 : 5000))
const TRADERS = 100
const IN_FLIGHT = Number(process.env.BENCH_IN_FLIGHT ?? 32)
const PORT = Number(process.env.BENCH_ENGINE_PORT ?? 9251)
const root = path.resolve(import.meta.dirname, '..')

let env: Record<string, string>
let open: () => Promise<Database>
let cleanup: () => Promise<void>
if (kind === 'pglite') {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-orders-'))
  env = { DATA_DIR: dir }
  open = () => openPglite(path.join(dir, 'engine.pglite'))
  cleanup = async () => rmSync(dir, { recursive: true, force: true })
} else {
  const admin = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL
  if (!admin) throw new Error('set BENCH_DATABASE_URL')
  const name = `bench_${randomBytes(4).toString('hex')}`
  const a = postgres(admin, { max: 1, onnotice: () => {} })
  await a.unsafe(`CREATE DATABASE "${name}"`)
  await a.end()
  const url = new URL(admin)
  url.pathname = `/${name}`
  env = { DATABASE_URL: url.toString() }
  open = async () => openPostgres(url.toString(), { max: 2 })
  cleanup = async () => {
    const d = postgres(admin, { max: 1, onnotice: () => {} })
    await d.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
    await d.end()
  }
}

// Traders and their sessions, written before the engine owns the data.
const setup = await open()
await setup.migrate()
const now = new Date()
const traders: Array<{ cookie: string; csrf: string; demo: number }> = []
for (let i = 0; i < TRADERS; i++) {
  const [user] = await setup.db
    .insert(users)
    .values({
      email: `bench-${i}@example.test`,
      referralCode: `B${i}X${randomBytes(2).toString('hex')}`,
      createdAt: now,
      updatedAt: now,
    })
    .returning()
  const id = newToken()
  const csrf = newToken()
  await setup.db.insert(sessions).values({
    id,
    userId: user?.id,
    csrfToken: csrf,
    createdAt: now,
    lastActivity: now,
    expiresAt: new Date(now.getTime() + 3600_000),
  })
  traders.push({ cookie: `proptrade_session=${id}; XSRF-TOKEN=${csrf}`, csrf, demo: 0 })
}
await setup.close()

// BENCH_ENGINE_ARGS: node flags for the engine alone, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof".
const engineArgs = (process.env.BENCH_ENGINE_ARGS ?? '').split(' ').filter(Boolean)
const engine: ChildProcess = spawn(
  process.execPath,
  [...engineArgs, path.join(root, 'engine/main.ts')],
  {
    cwd: root,
    env: {
      ...process.env,
      ...env,
      NODE_ENV: 'test',
      MARKET_FEED: 'manual',
      LOG_LEVEL: 'warn',
      ENGINE_PORT: String(PORT),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  },
)
const base = `http://127.0.0.1:${PORT}`
for (let i = 0; ; i++) {
  if (
    await fetch(`${base}/health`).then(
      async (r) => r.ok && ((await r.json()) as { role?: string }).role === 'active',
      () => false,
    )
  )
    break
  if (i > 600) throw new Error('engine did not start')
  await new Promise((r) => setTimeout(r, 100))
}

const pool = new Pool(base, { connections: IN_FLIGHT, pipelining: 1 })
async function post(trader: (typeof traders)[number] | undefined, p: string, body: unknown) {
  const headers: Record<string, string> = { 'content-type': 'application/json' }
  if (trader) Object.assign(headers, { cookie: trader.cookie, 'x-xsrf-token': trader.csrf })
  const r = await pool.request({ method: 'POST', path: p, headers, body: JSON.stringify(body) })
  const text = await r.body.text()
  return { status: r.statusCode, body: JSON.parse(text) as { data: { id: number } } }
}

await post(undefined, '/test/market/price', {
  symbol: 'BTCUSDT',
  last: '60000',
  bid: '59999.9',
  ask: '60000.1',
})
for (const trader of traders) {
  const demo = await post(trader, '/v1/userChallenges/createDemo', { title: 'Bench' })
  if (demo.status !== 200) throw new Error(`createDemo ${demo.status}`)
  trader.demo = demo.body.data.id
}

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

/** CPU seconds the engine process has used (Linux /proc; 100 ticks a second). */
function engineCpu(): number {
  const fields = readFileSync(`/proc/${engine.pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? []
  return (Number(fields[11]) + Number(fields[12])) / 100
}

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
const cpuBefore = engineCpu()
const started = performance.now()
await Promise.all(Array.from({ length: IN_FLIGHT }, worker))
const seconds = (performance.now() - started) / 1000
const cpuPerOrder = ((engineCpu() - cpuBefore) / TOTAL) * 1000

latencies.sort((a, b) => a - b)
const q = (p: number) =>
  latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? 0
console.log(
  `${kind}: ${TOTAL} orders in ${seconds.toFixed(1)} s = ${(TOTAL / seconds).toFixed(0)} orders/s; p50 ${q(0.5).toFixed(1)} ms, p99 ${q(0.99).toFixed(1)} ms; engine CPU ${cpuPerOrder.toFixed(2)} ms per order; ${failed} refused (GET /health under the same load: ${healthRate.toFixed(0)}/s; load average ${loadavg()[0]?.toFixed(1)})`,
)
await pool.close()
engine.kill('SIGTERM')
await new Promise((r) => engine.once('exit', r))
await cleanup()
