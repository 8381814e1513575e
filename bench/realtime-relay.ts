/**
 * Tick → browser latency and memory of one web node's live relay.
 *
 *   npm run build && node bench/realtime-relay.ts [clients…]   (default: 1000 2000 5000)
 *
 * An engine runs in this process (PGlite in memory, its Pusher socket on
 * :9450); the production web (scripts/web-server.ts) runs as a child on
 * :9451. Each simulated browser is a signed-in user whose stream follows
 * market.BTCUSDT and its own private-user channel; two worker threads hold
 * the streams on raw sockets (bench/support/sse-readers.ts). For each
 * client count: connect them all, publish a bounded run of tickers on the
 * engine's bus, and time publish → arrival at every client (p50, p99);
 * read the web process's resident memory right after the connection burst
 * and at the end of the ticking run. Loopback only; everything ends by itself.
 */

import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { Worker } from 'node:worker_threads'
import type { Ticker } from '#contract/coin-pairs.ts'
import { newToken } from '../engine/accounts/sessions.ts'
import { bootEngine } from '../engine/boot.ts'
import { parseEngineConfig } from '../engine/config.ts'
import { openPglite } from '../engine/db/client.ts'
import { sessions, users } from '../engine/db/schema/index.ts'
import { serveEngine } from '../engine/serve.ts'
import { WEB_NODE_FLAGS } from '../scripts/web-node-flags.ts'

const ENGINE_PORT = 9450
const WEB_PORT = 9451
const TICKS = Number(process.env.BENCH_TICKS ?? 100)
const TICK_EVERY_MS = 100
const READERS = 2
const root = path.resolve(import.meta.dirname, '..')
const counts = process.argv
  .slice(2)
  .map(Number)
  .filter((n) => n > 0)
const plan = (counts.length > 0 ? counts : [1000, 2000, 5000]).sort((a, b) => a - b)

if (!existsSync(path.join(root, 'dist/server/server.js'))) {
  console.error('No production build: run `npm run build` first.')
  process.exit(1)
}

// --- the engine, in this process -----------------------------------------
const database = await openPglite(undefined)
const config = parseEngineConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'error',
  MARKET_FEED: 'manual',
  ENGINE_PORT: String(ENGINE_PORT),
})
const engine = await bootEngine(config, { database })
const served = await serveEngine(engine, { hostname: '127.0.0.1', port: ENGINE_PORT })

// --- the web node, as deployed ----------------------------------------------
// With `npm start`'s flags; BENCH_WEB_NODE_ARGS adds more (e.g. --heapsnapshot-signal=SIGUSR2, --trace-gc).
const webNodeArgs = [
  ...WEB_NODE_FLAGS,
  ...(process.env.BENCH_WEB_NODE_ARGS ?? '').split(' ').filter(Boolean),
]
const web = spawn(process.execPath, [...webNodeArgs, path.join(root, 'scripts/web-server.ts')], {
  cwd: root,
  env: {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(WEB_PORT),
    API_BASE_URL: `http://127.0.0.1:${ENGINE_PORT}`,
  },
  stdio: ['ignore', process.env.BENCH_WEB_NODE_ARGS ? 'inherit' : 'ignore', 'inherit'],
})
const webPid = web.pid as number
for (let i = 0; i < 100; i++) {
  const up = await fetch(`http://127.0.0.1:${WEB_PORT}/403`).then(
    (r) => r.ok,
    () => false,
  )
  if (up) break
  await sleep(100)
}

// --- simulated browsers, read by worker threads -------------------------------
interface Client {
  cookie: string
  userId: number
}

const readers = Array.from(
  { length: READERS },
  () =>
    new Worker(path.join(import.meta.dirname, 'support/sse-readers.ts'), {
      workerData: { port: WEB_PORT },
    }),
)

function ask<T>(worker: Worker, command: object, answer: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: { type: string } & T) => {
      if (message.type !== answer) return
      worker.off('message', onMessage)
      worker.off('error', reject)
      resolve(message)
    }
    worker.on('message', onMessage)
    worker.once('error', reject)
    worker.postMessage(command)
  })
}

async function createClients(n: number): Promise<Client[]> {
  const now = engine.ctx.clock.now()
  const made: Client[] = []
  for (let start = 0; start < n; start += 500) {
    const size = Math.min(500, n - start)
    const rows = await engine.ctx.db
      .insert(users)
      .values(
        Array.from({ length: size }, () => ({
          email: `bench-${randomBytes(6).toString('hex')}@example.test`,
          referralCode: randomBytes(5).toString('hex').toUpperCase(),
          createdAt: now,
          updatedAt: now,
        })),
      )
      .returning({ id: users.id })
    const tokens = rows.map((row) => ({ id: newToken(), csrf: newToken(), userId: row.id }))
    await engine.ctx.db.insert(sessions).values(
      tokens.map((t) => ({
        id: t.id,
        userId: t.userId,
        csrfToken: t.csrf,
        createdAt: now,
        lastActivity: now,
        expiresAt: new Date(now.getTime() + 3600_000),
      })),
    )
    for (const t of tokens) {
      made.push({ cookie: `proptrade_session=${t.id}; XSRF-TOKEN=${t.csrf}`, userId: t.userId })
    }
  }
  return made
}

async function connect(clients: Client[]): Promise<void> {
  await Promise.all(
    readers.map((reader, r) =>
      ask(
        reader,
        { type: 'connect', clients: clients.filter((_, i) => i % READERS === r) },
        'connected',
      ),
    ),
  )
}

const published = new Map<number, number>()
let seq = 0

function ticker(): Ticker {
  seq++
  return {
    code: 'BTCUSDT',
    last: `${64000 + (seq % 100)}.5`,
    mark: '64000.1',
    bid: '64000.4',
    ask: '64000.6',
    change_24h: '1.25',
    low_24h: '62000',
    high_24h: '65000',
    volume_24h: '1234.567',
    time: seq,
  }
}

async function tickRun(ticks: number): Promise<void> {
  for (let i = 0; i < ticks; i++) {
    const payload = ticker()
    published.set(payload.time, performance.timeOrigin + performance.now())
    engine.ctx.events.publish('market.BTCUSDT', 'ticker', payload)
    await sleep(TICK_EVERY_MS)
  }
  await sleep(1000)
}

async function latencies(): Promise<number[]> {
  const found: number[] = []
  for (const reader of readers) {
    const { seqs, arrivals } = await ask<{ seqs: Float64Array; arrivals: Float64Array }>(
      reader,
      { type: 'collect' },
      'collected',
    )
    for (let i = 0; i < seqs.length; i++) {
      const sentAt = published.get(seqs[i] as number)
      if (sentAt !== undefined) found.push((arrivals[i] as number) - sentAt)
    }
  }
  return found.sort((a, b) => a - b)
}

/** CPU seconds a process has used (user + system), from /proc. */
function cpuSeconds(pid: number): number {
  const [user, system] = cpuSplit(pid)
  return user + system
}

/** [user, system] CPU seconds of a process. */
function cpuSplit(pid: number): [number, number] {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? []
  return [Number(fields[11]) / 100, Number(fields[12]) / 100]
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number
}

function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms))
}

// --- run ----------------------------------------------------------------------
const lines: string[] = []
try {
  // Warm the web node: the first request loads the app and opens the upstream socket.
  await connect(await createClients(READERS))
  await tickRun(5)
  await sleep(5000)
  lines.push(`baseline (2 clients): RSS ${rssMb(webPid).toFixed(0)} MB`)

  let connected = READERS
  for (const target of plan) {
    const fresh = await createClients(target - connected)
    const startedAt = performance.now()
    const connectCpuBefore = cpuSeconds(webPid)
    await connect(fresh)
    const cpuPerConnection = ((cpuSeconds(webPid) - connectCpuBefore) / fresh.length) * 1000
    connected = target
    const connectSeconds = (performance.now() - startedAt) / 1000
    const rssConnected = rssMb(webPid)
    // V8 gives back the heap the connection burst grew some seconds after it ends.
    await sleep(10_000)
    await tickRun(10) // settle
    await Promise.all(readers.map((r) => ask(r, { type: 'measure', on: true }, 'measuring')))
    const webCpuBefore = cpuSeconds(webPid)
    const kernelBefore = cpuSplit(webPid)[1]
    const runStarted = performance.now()
    await tickRun(TICKS)
    const webCpuSeconds = cpuSeconds(webPid) - webCpuBefore
    const webCpu = (webCpuSeconds / ((performance.now() - runStarted) / 1000)) * 100
    const cpuPerDelivery = (webCpuSeconds / (TICKS * target)) * 1e6
    const kernelShare = ((cpuSplit(webPid)[1] - kernelBefore) / webCpuSeconds) * 100
    await Promise.all(readers.map((r) => ask(r, { type: 'measure', on: false }, 'measuring')))
    const rssTicking = rssMb(webPid)
    const sorted = await latencies()
    // BENCH_WEB_NODE_ARGS=--heapsnapshot-signal=SIGUSR2 BENCH_SNAPSHOT=1: a heap snapshot per step.
    if (process.env.BENCH_SNAPSHOT) {
      process.kill(webPid, 'SIGUSR2')
      await sleep(20_000)
    }
    lines.push(
      `${target} clients: p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms, ` +
        `max ${(sorted.at(-1) ?? Number.NaN).toFixed(1)} ms over ${sorted.length}/${TICKS * target} deliveries; ` +
        `RSS ${rssTicking.toFixed(0)} MB ticking (${rssConnected.toFixed(0)} MB right after the connection burst); ` +
        `web CPU ${webCpu.toFixed(0)} % (${cpuPerDelivery.toFixed(1)} µs a delivery, ` +
        `${kernelShare.toFixed(0)} % of it in the kernel); ` +
        `connected in ${connectSeconds.toFixed(1)} s (${cpuPerConnection.toFixed(2)} ms web CPU each); ` +
        `load ${loadavg()[0]?.toFixed(1)}`,
    )
    console.log(lines.at(-1))
  }
  await Promise.all(readers.map((r) => ask(r, { type: 'close' }, 'closed')))
} finally {
  for (const reader of readers) await reader.terminate()
  web.kill('SIGTERM')
  await served.close()
  await engine.close()
  await database.close()
}
console.log(
  `\n${TICKS} tickers at ${1000 / TICK_EVERY_MS}/s per client count; ${cpus().length} cores; Node ${process.version}`,
)
for (const line of lines) console.log(line)
process.exit(0)
