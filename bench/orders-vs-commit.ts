/**
 * Orders over HTTP against the database's own commit rate, in one run
 * (issue 19): pgbench with a one-row INSERT per transaction at 32 clients
 * against a scratch database on the same Postgres, then bench/orders-http.ts
 * (Postgres, 32 in flight) on that server, alternated A/B/A/B for ROUNDS
 * rounds; prints each figure, the ratio of each pair, and the load average.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node bench/orders-vs-commit.ts [rounds] [orders] [pgbench seconds]
 *
 * BENCH_ENGINE_PORT (default 9251) and BENCH_ENGINE_ARGS pass through to
 * orders-http.ts; BENCH_PGBENCH (default `pgbench`) names the binary.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import postgres from 'postgres'

const admin = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL
if (!admin) throw new Error('set BENCH_DATABASE_URL')
const ROUNDS = Number(process.argv[2] ?? 2)
const ORDERS = Number(process.argv[3] ?? 10000)
const SECONDS = Number(process.argv[4] ?? 10)
const CLIENTS = 32
const pgbench = process.env.BENCH_PGBENCH ?? 'pgbench'
const root = path.resolve(import.meta.dirname, '..')

const name = `bench_commit_${randomBytes(4).toString('hex')}`
const a = postgres(admin, { max: 1, onnotice: () => {} })
await a.unsafe(`CREATE DATABASE "${name}"`)
await a.end()
const url = new URL(admin)
url.pathname = `/${name}`
const scratch = postgres(url.toString(), { max: 1, onnotice: () => {} })
// The shape of an order row's write: a serial key, a few columns, one row a commit.
await scratch.unsafe(
  'CREATE TABLE commit_probe (id bigserial PRIMARY KEY, account int NOT NULL, size numeric NOT NULL, at timestamptz NOT NULL DEFAULT now())',
)
await scratch.end()
const dir = mkdtempSync(path.join(tmpdir(), 'orders-vs-commit-'))
const script = path.join(dir, 'insert.sql')
writeFileSync(
  script,
  '\\set account random(1, 100)\nINSERT INTO commit_probe (account, size) VALUES (:account, 0.001);\n',
)

function runPgbench(): number {
  const out = execFileSync(
    pgbench,
    [
      '-n',
      '-c',
      String(CLIENTS),
      '-j',
      '2',
      '-T',
      String(SECONDS),
      '-f',
      script,
      '-h',
      url.hostname,
      '-p',
      url.port || '5432',
      '-U',
      decodeURIComponent(url.username) || 'postgres',
      name,
    ],
    { encoding: 'utf8', env: { ...process.env, PGPASSWORD: decodeURIComponent(url.password) } },
  )
  const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(out)?.[1]
  if (!tps) throw new Error(`pgbench said:\n${out}`)
  return Number(tps)
}

function runOrders(): { rate: number; line: string } {
  const r = spawnSync(
    process.execPath,
    [path.join(root, 'bench/orders-http.ts'), 'postgres', String(ORDERS)],
    {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, BENCH_DATABASE_URL: admin, BENCH_IN_FLIGHT: String(CLIENTS) },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  )
  const line = r.stdout.trim().split('\n').pop() ?? ''
  const rate = /= (\d+) orders\/s/.exec(line)?.[1]
  if (r.status !== 0 || !rate) throw new Error(`orders-http.ts failed (${r.status}):\n${r.stdout}`)
  return { rate: Number(rate), line }
}

const pairs: Array<{ tps: number; orders: number }> = []
try {
  for (let round = 1; round <= ROUNDS; round++) {
    const l0 = loadavg()[0]?.toFixed(1)
    const tps = runPgbench()
    console.log(
      `round ${round}: pgbench -c ${CLIENTS} one-row insert: ${tps.toFixed(0)} TPS (load ${l0})`,
    )
    const o = runOrders()
    console.log(`round ${round}: ${o.line}`)
    pairs.push({ tps, orders: o.rate })
    console.log(`round ${round}: ratio ${(o.rate / tps).toFixed(3)}`)
  }
} finally {
  const d = postgres(admin, { max: 1, onnotice: () => {} })
  await d.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
  await d.end()
  rmSync(dir, { recursive: true, force: true })
}
const ratios = pairs.map((p) => p.orders / p.tps)
const span = (xs: number[], f = 0) => `${Math.min(...xs).toFixed(f)}–${Math.max(...xs).toFixed(f)}`
console.log(
  `orders/s ${span(pairs.map((p) => p.orders))} ÷ pgbench TPS ${span(pairs.map((p) => p.tps))} = ${span(ratios, 3)} (goal ≥ 0.3; load average now ${loadavg()[0]?.toFixed(1)})`,
)
