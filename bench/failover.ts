/**
 * Failover time (issue 18): two engine processes on one Postgres database
 * holding BENCH_ACCOUNTS live Step 1 accounts (each long 0.001 BTC, so
 * every account has a position to load). The active engine is killed with
 * SIGKILL; the time runs from the kill to the first order the other engine
 * accepts (a resting limit order, 200), polled every 20 ms. The killed
 * engine is started again as the standby and the next run kills the other.
 * Prints p50 and max over BENCH_RUNS runs, and each takeover's own load
 * time as the engine logs it.
 *
 *   flock /tmp/heavy.lock env TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test \
 *     BENCH_ACCOUNTS=10000 BENCH_RUNS=10 node bench/failover.ts
 *
 * The accounts are written once per size into database `bench_failover_{N}`
 * and kept for the next run (BENCH_FRESH=1 writes them again).
 */
import { loadavg } from 'node:os'
import { count, eq } from 'drizzle-orm'
import { D } from '#money/decimal.ts'
import type { RulesSnapshot } from '../engine/core/rules.ts'
import { openPostgres } from '../engine/db/client.ts'
import { positions, tradingAccounts, users } from '../engine/db/schema/index.ts'
import {
  type EngineProcess,
  engineRole,
  insertTrader,
  killHard,
  scratchDatabase,
  startEngineProcess,
  stopEngine,
  waitForRole,
} from '../tests/support/engine-processes.ts'
import { insertStepAccounts } from './support/step-accounts.ts'

const ACCOUNTS = Number(process.env.BENCH_ACCOUNTS ?? 10_000)
const RUNS = Number(process.env.BENCH_RUNS ?? 10)
const PORTS = [9422, 9423] as const
const admin = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL
if (!admin) throw new Error('set TEST_DATABASE_URL (or BENCH_DATABASE_URL) to a Postgres server')

const rules: RulesSnapshot = {
  version: 1,
  warningPercent: '80',
  steps: [
    { step: 1, days: 30, maxDdDaily: '5', maxDdTotal: '10', minProfit: '8', minTradingDays: 4 },
    { step: 2, days: 60, maxDdDaily: '5', maxDdTotal: '10', minProfit: '5', minTradingDays: 4 },
  ],
  real: { maxDdDaily: '5', maxDdTotal: '10' },
  features: [],
  profitShare: '80',
  maxLeverage: 20,
  payoutIntervalDays: 14,
}

const scratch = await scratchDatabase(admin, `bench_failover_${ACCOUNTS}`)
if (process.env.BENCH_FRESH === '1') {
  await scratch.drop()
  Object.assign(scratch, await scratchDatabase(admin, `bench_failover_${ACCOUNTS}`))
}
const setup = openPostgres(scratch.url, { max: 2 })
await setup.migrate()
const [held] = await setup.db
  .select({ n: count() })
  .from(tradingAccounts)
  .where(eq(tradingAccounts.status, 'active'))
if ((held?.n ?? 0) < ACCOUNTS) {
  const started = performance.now()
  const now = new Date()
  const [owner] = await setup.db
    .insert(users)
    .values({
      email: `failover-${Date.now()}@example.test`,
      referralCode: `F${Date.now()}`,
      createdAt: now,
      updatedAt: now,
    })
    .returning()
  if (!owner) throw new Error('no user')
  const written = await insertStepAccounts(setup.db, {
    userId: owner.id,
    count: ACCOUNTS - (held?.n ?? 0),
    rules,
    title: 'Failover',
    now,
  })
  const [top] = await setup.db.select({ n: count() }).from(positions)
  let id = (top?.n ?? 0) + 1
  for (let from = 0; from < written.length; from += 1000)
    await setup.db.insert(positions).values(
      written.slice(from, from + 1000).map((a) => ({
        id: id++,
        tradingAccountId: a.accountId,
        symbol: 'BTCUSDT',
        size: '0.001',
        entryPrice: D(60000).toString(),
        openedAt: now,
        updatedAt: now,
      })),
    )
  console.log(
    `wrote ${written.length} accounts in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  )
}
const trader = await insertTrader(setup.db, `failover-trader-${Date.now()}@example.test`)
await setup.close()

const engines: EngineProcess[] = PORTS.map((port) =>
  startEngineProcess({ databaseUrl: scratch.url, port, env: { LOG_LEVEL: 'info' } }),
)
const stopAll = async () => {
  for (const engine of engines) await stopEngine(engine)
}
process.on('SIGINT', () => void stopAll().then(() => process.exit(130)))
process.on('uncaughtException', (error) => {
  console.error(error)
  void stopAll().then(() => process.exit(1))
})
process.on('unhandledRejection', (error) => {
  console.error(error)
  void stopAll().then(() => process.exit(1))
})

async function activeOf(): Promise<number> {
  const deadline = Date.now() + 300_000
  while (Date.now() < deadline) {
    for (let i = 0; i < engines.length; i++) {
      const engine = engines[i] as EngineProcess
      if (engine.exited()) throw new Error(`engine ${engine.port} exited:\n${engine.log()}`)
      if ((await engineRole(engine.base)) === 'active') return i
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`no engine became active:\n${engines.map((e) => e.log()).join('\n')}`)
}

async function waitForWarm(engine: EngineProcess): Promise<void> {
  const deadline = Date.now() + 600_000
  while (Date.now() < deadline) {
    if (engine.exited()) throw new Error(`engine ${engine.port} exited:\n${engine.log()}`)
    const health = await fetch(`${engine.base}/health`).then(
      (r) => r.json() as Promise<{ warm?: boolean }>,
      () => ({}) as { warm?: boolean },
    )
    if (health.warm) return
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`engine ${engine.port} never read its warm copy:\n${engine.log().slice(-3000)}`)
}

let first = await activeOf()
const firstEngine = engines[first] as EngineProcess
const demo = await fetch(`${firstEngine.base}/v1/userChallenges/createDemo`, {
  method: 'POST',
  headers: trader.headers,
  body: JSON.stringify({ title: 'Failover bench' }),
})
if (demo.status !== 200) throw new Error(`createDemo answered ${demo.status}`)
const demoId = ((await demo.json()) as { data: { id: number } }).data.id
let sequence = 0
let lastRefusal = ''
const order = (base: string) =>
  fetch(`${base}/v1/trade/${demoId}/orders/place`, {
    method: 'POST',
    headers: trader.headers,
    body: JSON.stringify({
      symbol: 'BTCUSDT',
      type: 'LIMIT',
      side: 'buy',
      size: '0.001',
      price: '40000',
      client_order_id: `failover-${Date.now()}-${sequence++}`,
    }),
    signal: AbortSignal.timeout(5000),
  }).then(
    async (r) => {
      lastRefusal = r.status === 200 ? '' : `${r.status} ${await r.text()}`
      return r.status
    },
    (error: Error) => {
      lastRefusal = error.message
      return 0
    },
  )
// The new active's feed may need a moment for its first prices (a halted pair refuses orders).
const firstDeadline = Date.now() + 30_000
while ((await order(firstEngine.base)) !== 200)
  if (Date.now() > firstDeadline) throw new Error(`the first order was refused: ${lastRefusal}`)
  else await new Promise((r) => setTimeout(r, 100))

const times: number[] = []
const loads: number[] = []
for (let run = 0; run < RUNS; run++) {
  const victim = engines[first] as EngineProcess
  const next = 1 - first
  const heir = engines[next] as EngineProcess
  await waitForRole(heir, 'standby')
  // The standby has read its warm copy of the accounts (decision 479), as a standby that has run a while has.
  await waitForWarm(heir)
  const logBefore = heir.log().length
  const killedAt = performance.now()
  const killedWall = Date.now()
  await killHard(victim)
  while ((await order(heir.base)) !== 200) {
    if (heir.exited() || performance.now() - killedAt > 120_000)
      throw new Error(`the standby did not take over:\n${heir.log().slice(-3000)}`)
    await new Promise((r) => setTimeout(r, 20))
  }
  const ms = performance.now() - killedAt
  times.push(ms)
  const load = /engine active \{"loadMs":(\d+)/.exec(heir.log().slice(logBefore))
  if (load?.[1]) loads.push(Number(load[1]))
  const won = /engine starting \{"wonAt":(\d+)/.exec(heir.log().slice(logBefore))
  const phases = /engine active (\{.*\})/.exec(heir.log().slice(logBefore))
  const caught = /caught up \{"changed":(\d+),"ms":(\d+)/.exec(heir.log().slice(logBefore))
  console.log(
    `run ${run + 1}: kill → first order accepted ${(ms / 1000).toFixed(2)} s (lock won after ${won?.[1] ? Number(won[1]) - killedWall : '?'} ms; boot ${load?.[1] ?? '?'} ms, of which catching up ${caught?.[2] ?? '?'} ms for ${caught?.[1] ?? '?'} accounts; phases ${phases?.[1] ?? '?'}; load average ${loadavg()[0]?.toFixed(1)})`,
  )
  // The killed one comes back as the standby.
  engines[first] = startEngineProcess({
    databaseUrl: scratch.url,
    port: victim.port,
    env: { LOG_LEVEL: 'info' },
  })
  first = next
}

const sorted = [...times].sort((a, b) => a - b)
const p50 = sorted[Math.floor((sorted.length - 1) / 2)] ?? 0
const max = sorted.at(-1) ?? 0
const loadsSorted = [...loads].sort((a, b) => a - b)
console.log(
  `${ACCOUNTS} live accounts, ${times.length} runs: kill → first order accepted p50 ${(p50 / 1000).toFixed(2)} s, max ${(max / 1000).toFixed(2)} s; the new active's boot p50 ${((loadsSorted[Math.floor((loadsSorted.length - 1) / 2)] ?? 0) / 1000).toFixed(2)} s`,
)
await stopAll()
