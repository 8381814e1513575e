/**
 * Latency of sign-in and of GET /v1/user at a fixed arrival rate, on
 * loopback: the engine served by @hono/node-server on a port in 9100-9199,
 * the load from another process (bench/load/fixed-rate.ts), on PGlite (a
 * data directory, as `npm start` runs) and on Postgres.
 *
 *   node bench/engine-auth.ts                       # both databases, 200/s, 10 s each
 *   BENCH_DB=pglite BENCH_RATE=100 BENCH_SECONDS=5 node bench/engine-auth.ts
 *
 * Postgres: BENCH_DATABASE_URL, else TEST_DATABASE_URL, else
 * postgres://postgres@127.0.0.1:5432/test; a database of its own is created
 * and dropped. Sign-in is also run at BENCH_LOGIN_RATES (default "50,200").
 */
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import type { Server } from 'node:net'
import { loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import { createAdaptorServer } from '@hono/node-server'
import { hash } from '@node-rs/argon2'
import postgres from 'postgres'
import { ARGON2_OPTIONS, hashPassword } from '../engine/accounts/passwords.ts'
import { newToken } from '../engine/accounts/sessions.ts'
import { insertUser } from '../engine/accounts/users.ts'
import { bootEngine, type Engine } from '../engine/boot.ts'
import { parseEngineConfig } from '../engine/config.ts'
import { type Database, openPglite, openPostgres } from '../engine/db/client.ts'
import { sessions } from '../engine/db/schema/index.ts'
import { closeServer, listenInRange } from '../tests/support/ports.ts'
import type { LoadConfig, LoadRequest, LoadResult } from './load/fixed-rate.ts'

const RATE = Number(process.env.BENCH_RATE ?? 200)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const LOGIN_RATES = (process.env.BENCH_LOGIN_RATES ?? `50,${RATE}`).split(',').map(Number)
const KINDS = (process.env.BENCH_DB ?? 'pglite,postgres').split(',') as Array<'pglite' | 'postgres'>
const PASSWORD = 'benchmark passphrase 42'
const USERS = 50

async function argonCost(): Promise<{ serialMs: number; perSecond: number }> {
  const stored = await hashPassword(PASSWORD)
  const { verify } = await import('@node-rs/argon2')
  for (let i = 0; i < 5; i++) await verify(stored, PASSWORD)
  let start = performance.now()
  for (let i = 0; i < 30; i++) await verify(stored, PASSWORD)
  const serialMs = (performance.now() - start) / 30
  start = performance.now()
  await Promise.all(Array.from({ length: 120 }, () => verify(stored, PASSWORD)))
  const perSecond = 120 / ((performance.now() - start) / 1000)
  return { serialMs: Math.round(serialMs * 10) / 10, perSecond: Math.round(perSecond) }
}

async function openDatabase(kind: 'pglite' | 'postgres') {
  if (kind === 'pglite') {
    const dir = mkdtempSync(path.join(tmpdir(), 'proptrade-bench-'))
    const database = await openPglite(path.join(dir, 'engine.pglite'))
    return { database, drop: async () => rmSync(dir, { recursive: true, force: true }) }
  }
  const adminUrl =
    process.env.BENCH_DATABASE_URL ??
    process.env.TEST_DATABASE_URL ??
    'postgres://postgres@127.0.0.1:5432/test'
  const name = `bench_auth_${process.pid}`
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} })
  await admin.unsafe(`CREATE DATABASE "${name}"`)
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  const database: Database = openPostgres(url.toString())
  return {
    database,
    drop: async () => {
      await admin.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
      await admin.end()
    },
  }
}

async function newSession(engine: Engine, userId: number | null) {
  const now = engine.ctx.clock.now()
  const id = newToken()
  const csrf = newToken()
  await engine.ctx.db.insert(sessions).values({
    id,
    userId,
    csrfToken: csrf,
    createdAt: now,
    lastActivity: now,
    expiresAt: new Date(now.getTime() + 3600_000),
  })
  return { cookie: `proptrade_session=${id}; XSRF-TOKEN=${csrf}`, csrf }
}

/**
 * Runs the load and measures the engine's CPU time meanwhile (all its
 * threads: argon2 runs on libuv's pool). CPU per request hardly depends on
 * what else the machine runs, unlike latency.
 */
async function measured(config: LoadConfig): Promise<LoadResult & { cpuMsPerRequest: number }> {
  const before = process.cpuUsage()
  const result = await load(config)
  const used = process.cpuUsage(before)
  const warmup = Math.round((config.warmupSeconds ?? 2) * config.rate)
  const cpuMs = (used.user + used.system) / 1000
  return { ...result, cpuMsPerRequest: Math.round((cpuMs / (result.sent + warmup)) * 100) / 100 }
}

function load(config: LoadConfig): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(import.meta.dirname, 'load/fixed-rate.ts')], {
      stdio: ['pipe', 'pipe', 'inherit'],
    })
    let out = ''
    child.stdout.setEncoding('utf8')
    child.stdout.on('data', (chunk: string) => {
      out += chunk
    })
    child.on('exit', (code) =>
      code === 0
        ? resolve(JSON.parse(out) as LoadResult)
        : reject(new Error(`load exited ${code}`)),
    )
    child.stdin.end(JSON.stringify(config))
  })
}

async function bench(kind: 'pglite' | 'postgres') {
  const { database, drop } = await openDatabase(kind)
  const config = parseEngineConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'error',
    MARKET_FEED: 'manual',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'proptrade-bench-data-')),
    APP_KEY: randomBytes(24).toString('hex'),
    BROADCAST_APP_SECRET: randomBytes(24).toString('hex'),
    PAYMENT_SANDBOX_SECRET: randomBytes(24).toString('hex'),
    CERTIFICATE_SIGNING_KEY: randomBytes(32).toString('base64'),
    SESSION_SECURE_COOKIE: 'false',
  })
  const engine = await bootEngine(config, { database })
  const server = createAdaptorServer({ fetch: engine.app.fetch }) as Server
  const port = await listenInRange(server)
  const origin = `http://127.0.0.1:${port}`

  // Users with a real argon2id hash (one hash, shared: the work is in verifying).
  const passwordHash = await hash(PASSWORD, ARGON2_OPTIONS)
  const emails: string[] = []
  const signedIn: LoadRequest[] = []
  for (let i = 0; i < USERS; i++) {
    const email = `bench-${i}@example.test`
    const user = await insertUser(engine.ctx.db, { email, passwordHash, now: new Date() })
    emails.push(email)
    const { cookie } = await newSession(engine, user.id)
    signedIn.push({
      method: 'GET',
      path: '/v1/user',
      headers: { cookie, accept: 'application/json' },
    })
  }

  const results: Array<{ what: string; result: Awaited<ReturnType<typeof measured>> }> = []
  results.push({
    what: 'GET /v1/user',
    result: await measured({ origin, rate: RATE, seconds: SECONDS, requests: signedIn }),
  })

  for (const rate of LOGIN_RATES) {
    // Each sign-in starts from a guest session of its own, as a browser's would.
    const count = Math.round(rate * (SECONDS + 2)) + 10
    const logins: LoadRequest[] = []
    for (let i = 0; i < count; i++) {
      const { cookie, csrf } = await newSession(engine, null)
      logins.push({
        method: 'POST',
        path: '/v1/auth/login',
        headers: {
          cookie,
          'x-xsrf-token': csrf,
          'content-type': 'application/json',
          accept: 'application/json',
          // Spread over addresses: the throttle counts per e-mail and address.
          'x-forwarded-for': `10.0.${Math.floor(i / 250)}.${i % 250}`,
        },
        body: JSON.stringify({ email: emails[i % USERS], password: PASSWORD }),
      })
    }
    results.push({
      what: `POST /v1/auth/login @ ${rate}/s`,
      result: await measured({ origin, rate, seconds: SECONDS, requests: logins }),
    })
  }

  await closeServer(server)
  await engine.close()
  await database.close()
  await drop()
  rmSync(config.DATA_DIR, { recursive: true, force: true })
  return results
}

const cost = await argonCost()
console.log(
  `argon2id m=${ARGON2_OPTIONS.memoryCost} KiB t=${ARGON2_OPTIONS.timeCost} p=${ARGON2_OPTIONS.parallelism}: ` +
    `${cost.serialMs} ms per verification one at a time, ${cost.perSecond}/s with every core on it`,
)
console.log(
  `load average at start: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
)
for (const kind of KINDS) {
  const results = await bench(kind)
  console.log(
    `load average after ${kind}: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  )
  for (const { what, result } of results) {
    console.log(
      `${kind.padEnd(8)} ${what.padEnd(28)} p50 ${String(result.p50).padStart(7)} ms  p90 ${String(result.p90).padStart(7)} ms  ` +
        `p99 ${String(result.p99).padStart(7)} ms  max ${String(result.max).padStart(7)} ms  ` +
        `${result.achieved}/s answered of ${result.rate}/s  engine CPU ${result.cpuMsPerRequest} ms/request  ` +
        Object.entries(result.byStatus)
          .map(([status, x]) => `[${status}: ${x.count}, p50 ${x.p50} ms, p99 ${x.p99} ms]`)
          .join(' '),
    )
  }
}
