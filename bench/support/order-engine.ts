/**
 * A real engine process on loopback for the order benches (NODE_ENV=test
 * for the manual feed, otherwise as production), on a fresh PGlite file or
 * a fresh Postgres database, with `traders` users signed in (sessions
 * written before the engine owns the data) and a demo account each.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import postgres from 'postgres'
import { Pool } from 'undici'
import { newToken } from '../../engine/accounts/sessions.ts'
import { type Database, openPglite, openPostgres } from '../../engine/db/client.ts'
import { sessions, users } from '../../engine/db/schema/index.ts'

export interface BenchTrader {
  cookie: string
  csrf: string
  demo: number
}

export interface OrderEngine {
  base: string
  pool: Pool
  traders: BenchTrader[]
  /** A JSON POST, with the trader's session when given. */
  post(
    trader: BenchTrader | undefined,
    path: string,
    body: unknown,
  ): Promise<{ status: number; body: { data: { id: number } } & Record<string, unknown> }>
  /** CPU seconds the engine process has used (Linux /proc; 100 ticks a second). */
  engineCpu(): number
  close(): Promise<void>
}

const root = path.resolve(import.meta.dirname, '../..')

export async function startOrderEngine(options: {
  kind: 'pglite' | 'postgres'
  traders: number
  port: number
  inFlight: number
  /** More engine environment (e.g. rate limits). */
  env?: Record<string, string>
}): Promise<OrderEngine> {
  let env: Record<string, string>
  let open: () => Promise<Database>
  let cleanup: () => Promise<void>
  if (options.kind === 'pglite') {
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

  const setup = await open()
  await setup.migrate()
  const now = new Date()
  const traders: BenchTrader[] = []
  for (let i = 0; i < options.traders; i++) {
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
        ENGINE_PORT: String(options.port),
        ...options.env,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  )
  const base = `http://127.0.0.1:${options.port}`
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

  const pool = new Pool(base, { connections: options.inFlight, pipelining: 1 })
  const post: OrderEngine['post'] = async (trader, p, body) => {
    const headers: Record<string, string> = { 'content-type': 'application/json' }
    if (trader) Object.assign(headers, { cookie: trader.cookie, 'x-xsrf-token': trader.csrf })
    const r = await pool.request({ method: 'POST', path: p, headers, body: JSON.stringify(body) })
    const text = await r.body.text()
    return { status: r.statusCode, body: JSON.parse(text) }
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

  return {
    base,
    pool,
    traders,
    post,
    engineCpu() {
      const fields =
        readFileSync(`/proc/${engine.pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? []
      return (Number(fields[11]) + Number(fields[12])) / 100
    },
    async close() {
      await pool.close()
      engine.kill('SIGTERM')
      await new Promise((r) => engine.once('exit', r))
      await cleanup()
    },
  }
}
