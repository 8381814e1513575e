/**
 * Tick → browser latency and memory of one web node's live relay.
 *
 *   npm run build && node bench/realtime-relay.ts [clients…]   (default: 1000 2000 5000)
 *
 * An engine runs in this process (PGlite in memory, its Pusher socket on
 * :9450); the production web (scripts/web-server.ts) runs as a child on
 * :9451. Each simulated browser is a signed-in user whose stream follows
 * market.BTCUSDT and its own private-user channel. For each client count:
 * connect them all, publish bounded bursts of tickers on the engine's bus,
 * and time publish → parsed by every client (p50, p99); then read the web
 * process's resident memory. Loopback only; everything ends by itself.
 */
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { newToken } from '../engine/accounts/sessions.ts'
import { bootEngine } from '../engine/boot.ts'
import { parseEngineConfig } from '../engine/config.ts'
import { openPglite } from '../engine/db/client.ts'
import { sessions, users } from '../engine/db/schema/index.ts'
import { serveEngine } from '../engine/serve.ts'

const ENGINE_PORT = 9450
const WEB_PORT = 9451
const TICKS = 100
const TICK_EVERY_MS = 100
const CONNECT_BATCH = 250
const root = path.resolve(import.meta.dirname, '..')
const counts = process.argv
  .slice(2)
  .map(Number)
  .filter((n) => n > 0)
const plan = counts.length > 0 ? counts : [1000, 2000, 5000]

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
const web = spawn(process.execPath, [path.join(root, 'scripts/web-server.ts')], {
  cwd: root,
  env: {
    ...process.env,
    NODE_OPTIONS: process.env.BENCH_WEB_NODE_OPTIONS ?? '',
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(WEB_PORT),
    API_BASE_URL: `http://127.0.0.1:${ENGINE_PORT}`,
  },
  stdio: ['ignore', 'ignore', 'inherit'],
})
const webPid = web.pid as number
const stopAll = async () => {
  web.kill('SIGTERM')
  await served.close()
  await engine.close()
  await database.close()
}
for (let i = 0; i < 100; i++) {
  const up = await fetch(`http://127.0.0.1:${WEB_PORT}/403`).then(
    (r) => r.ok,
    () => false,
  )
  if (up) break
  await sleep(100)
}

// --- simulated browsers -----------------------------------------------------
interface Browser {
  cookie: string
  userId: number
  ready: boolean
  received: number
  request?: http.ClientRequest
}

const agent = new http.Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY })
const published = new Map<number, number>()
const latencies: number[] = []
let measuring = false

async function createBrowsers(n: number): Promise<Browser[]> {
  const now = engine.ctx.clock.now()
  const made: Browser[] = []
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
      made.push({
        cookie: `proptrade_session=${t.id}; XSRF-TOKEN=${t.csrf}`,
        userId: t.userId,
        ready: false,
        received: 0,
      })
    }
  }
  return made
}

const TIME_FIELD = /"time":(\d+)/

function connect(browser: Browser): Promise<void> {
  return new Promise((resolve, reject) => {
    const query = `channel=market.BTCUSDT&channel=private-user.${browser.userId}`
    const request = http.get(
      `http://127.0.0.1:${WEB_PORT}/api/events?${query}`,
      { agent, headers: { accept: 'text/event-stream', cookie: browser.cookie } },
      (response) => {
        if (response.statusCode !== 200) {
          reject(new Error(`stream answered ${response.statusCode}`))
          response.resume()
          return
        }
        response.setEncoding('utf8')
        let pending = ''
        response.on('data', (chunk: string) => {
          const at = performance.now()
          pending += chunk
          let end = pending.indexOf('\n\n')
          while (end >= 0) {
            const block = pending.slice(0, end)
            pending = pending.slice(end + 2)
            if (!browser.ready && block.startsWith('event: ready')) {
              browser.ready = true
              resolve()
            }
            const tick = TIME_FIELD.exec(block)
            if (tick) {
              browser.received++
              const sentAt = published.get(Number(tick[1]))
              if (measuring && sentAt !== undefined) latencies.push(at - sentAt)
            }
            end = pending.indexOf('\n\n')
          }
        })
      },
    )
    request.on('error', reject)
    browser.request = request
  })
}

async function connectAll(browsers: Browser[]): Promise<void> {
  for (let start = 0; start < browsers.length; start += CONNECT_BATCH) {
    await Promise.all(browsers.slice(start, start + CONNECT_BATCH).map(connect))
  }
}

let seq = 0
function ticker(): Record<string, unknown> {
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

async function tickBurst(ticks: number): Promise<void> {
  for (let i = 0; i < ticks; i++) {
    const payload = ticker()
    published.set(payload.time as number, performance.now())
    engine.ctx.events.publish('market.BTCUSDT', 'ticker', payload)
    await sleep(TICK_EVERY_MS)
  }
  await sleep(500)
}

/** CPU seconds a process has used (user + system), from /proc. */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? []
  return (Number(fields[11]) + Number(fields[12])) / 100
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0)
  return kb / 1024
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number
}

function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms))
}

// --- run ----------------------------------------------------------------------
const results: string[] = []
try {
  // Warm the web node (first request loads the app and opens the upstream socket).
  const [warm] = await createBrowsers(1)
  if (warm) {
    await connect(warm)
    await tickBurst(5)
    warm.request?.destroy()
  }
  await sleep(2500)
  if (process.env.BENCH_SMAPS) console.log(readFileSync(`/proc/${webPid}/smaps_rollup`, 'utf8'))
  results.push(`baseline (0 clients): RSS ${rssMb(webPid).toFixed(0)} MB`)

  const browsers: Browser[] = []
  for (const target of [...plan].sort((a, b) => a - b)) {
    const added = await createBrowsers(target - browsers.length)
    const startedAt = performance.now()
    await connectAll(added)
    browsers.push(...added)
    const connectSeconds = (performance.now() - startedAt) / 1000
    await tickBurst(10) // settle
    latencies.length = 0
    measuring = true
    const webCpuBefore = cpuSeconds(webPid)
    const benchCpuBefore = cpuSeconds(process.pid)
    const burstStarted = performance.now()
    await tickBurst(TICKS)
    measuring = false
    const burstSeconds = (performance.now() - burstStarted) / 1000
    const webCpu = ((cpuSeconds(webPid) - webCpuBefore) / burstSeconds) * 100
    const benchCpu = ((cpuSeconds(process.pid) - benchCpuBefore) / burstSeconds) * 100
    const expected = TICKS * browsers.length
    const sorted = [...latencies].sort((a, b) => a - b)
    const rssBusy = rssMb(webPid)
    // V8 gives unused heap back some seconds after allocation slows down.
    await sleep(10_000)
    if (process.env.BENCH_SMAPS) console.log(readFileSync(`/proc/${webPid}/smaps_rollup`, 'utf8'))
    if (process.env.BENCH_SNAPSHOT) {
      process.kill(webPid, 'SIGUSR2')
      await sleep(30_000)
    }
    results.push(
      `${target} clients: p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms, ` +
        `max ${(sorted.at(-1) ?? Number.NaN).toFixed(1)} ms over ${sorted.length}/${expected} deliveries ` +
        `(${TICKS} ticks at ${1000 / TICK_EVERY_MS}/s); RSS ${rssBusy.toFixed(0)} MB, ` +
        `${rssMb(webPid).toFixed(0)} MB after 10 s; ` +
        `connected in ${connectSeconds.toFixed(1)} s; CPU web ${webCpu.toFixed(0)} %, clients+engine ${benchCpu.toFixed(0)} %`,
    )
    console.log(results.at(-1))
  }
  for (const browser of browsers) browser.request?.destroy()
} finally {
  await stopAll()
}
console.log(`\nweb node pid ${webPid}, Node ${process.version}`)
for (const line of results) console.log(line)
process.exit(0)
