/**
 * Where a warm standby's takeover goes (decision 510), in one process: the
 * standby's copy and core are built on `bench_failover_{N}` (bench/failover.ts
 * writes it), then the takeover runs as elected-engine.ts runs it, timed
 * step by step up to the first order accepted, with the event loop's
 * longest stall. No other engine may be active on that database meanwhile.
 *
 *   flock /tmp/heavy.lock env TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test \
 *     BENCH_ACCOUNTS=100000 node bench/takeover-profile.ts
 */
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { bootEngine } from '../engine/boot.ts'
import { systemClock } from '../engine/clock.ts'
import { parseEngineConfig } from '../engine/config.ts'
import { openDatabase } from '../engine/db/client.ts'
import { StandbyCore } from '../engine/failover/standby-core.ts'
import { WarmAccounts } from '../engine/failover/warm-accounts.ts'
import { createLogger } from '../engine/logger.ts'
import { insertTrader, scratchDatabase } from '../tests/support/engine-processes.ts'

const ACCOUNTS = Number(process.env.BENCH_ACCOUNTS ?? 10_000)
const admin = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL
if (!admin) throw new Error('set TEST_DATABASE_URL (or BENCH_DATABASE_URL) to a Postgres server')
const scratch = await scratchDatabase(admin, `bench_failover_${ACCOUNTS}`)
const config = parseEngineConfig({
  ...process.env,
  NODE_ENV: 'development',
  DATABASE_URL: scratch.url,
  MARKET_FEED: 'simulated',
  LOG_LEVEL: 'warn',
})
const log = createLogger('warn')
const database = await openDatabase(config as typeof config & { DATABASE_URL: string })
const copy = new WarmAccounts(database.db, log)
const standby = new StandbyCore(config, { database, log, clock: systemClock, copy })
let t = performance.now()
await copy.read()
console.log(
  `standby read and installed ${standby.size} accounts in ${Math.round(performance.now() - t)} ms`,
)
const trader = await insertTrader(database.db, `profile-${Date.now()}@example.test`)

const stall = monitorEventLoopDelay({ resolution: 10 })
stall.enable()
const lap = (name: string) => {
  const now = performance.now()
  console.log(
    `${name}: ${Math.round(now - t)} ms (longest stall so far ${Math.round(stall.max / 1e6)} ms)`,
  )
  t = now
}
t = performance.now()
const started = t
const engine = await bootEngine(config, {
  log,
  database,
  standby,
  accounts: copy.source(),
})
console.log('boot phases', engine.bootMs)
lap('boot')
engine.ctx.jobs.start()
const call = async (path: string, body: unknown) => {
  const r = await engine.app.request(`http://engine.test${path}`, {
    method: 'POST',
    headers: { ...trader.headers, accept: 'application/json' },
    body: JSON.stringify(body),
  })
  return { status: r.status, json: (await r.json()) as { data: { id: number } } }
}
const demo = await call('/v1/userChallenges/createDemo', { title: 'Profile' })
lap(`createDemo ${demo.status}`)
for (let i = 0; ; i++) {
  const r = await call(`/v1/trade/${demo.json.data.id}/orders/place`, {
    symbol: 'BTCUSDT',
    type: 'LIMIT',
    side: 'buy',
    size: '0.001',
    price: '40000',
    client_order_id: `profile-${Date.now()}-${i}`,
  })
  if (r.status === 200) break
  if (i === 0) console.log('first order refused', r.status, JSON.stringify(r.json).slice(0, 200))
  await new Promise((resolve) => setTimeout(resolve, 20))
}
lap('first order accepted')
console.log(`takeover to first order: ${Math.round(performance.now() - started)} ms`)
await engine.ctx.trading.idle()
lap('writes idle')
await engine.close()
await database.close()
process.exit(0)
