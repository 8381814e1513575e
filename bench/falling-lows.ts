/**
 * The worst case of equity lows between crossings (issue 31, decision 550):
 * a falling market in which every account makes a new low on every tick.
 *
 * A real engine (manual feed) holds N Step 1 accounts of 10 000 USDT (100 000
 * by default), each long 0.1 BTC from its own entry 60 000 + 0.1·(i mod 1 000)
 * (distinct keys). The mark falls 0.2 a tick: each account's equity 0.02
 * lower, a new low by more than the cent, on every tick; no line is crossed
 * (the daily warning is 400 away). Measured:
 *
 * - tick: the engine's handling of one quote (the feed's call returns once
 *   the shell has run the core's tick and queued its events);
 * - the minute's flush (`flushLows`, the day-boundary job's first step): the
 *   core's sweep (every key the marks crossed popped), then every account's
 *   new low noted, re-armed and written in turns of 1 000: the longest the
 *   process was held (event-loop delay, what a tick or a request waits at
 *   worst), the time until all is committed, and so the write rate.
 *
 *   node bench/falling-lows.ts                                  # PGlite in a temp dir
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test BENCH_DB=postgres node bench/falling-lows.ts
 */
import { rmSync } from 'node:fs'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { count, eq, sql } from 'drizzle-orm'
import { D } from '#money/decimal.ts'
import { bootEngine } from '../engine/boot.ts'
import { positions, tradingAccounts } from '../engine/db/schema/index.ts'
import { ManualFeed } from '../engine/feed/manual.ts'
import { flatQuote, openBenchDatabase, writeLongAccounts } from './support/long-accounts.ts'

const ACCOUNTS = Number(process.env.BENCH_ACCOUNTS ?? 100_000)
const TICKS = Number(process.env.BENCH_TICKS ?? 600)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)
const bench = await openBenchDatabase('proptrade-bench-lows-')
const { kind, dataDir, database, config } = bench
const entry = (i: number) => D(60000).add(D(i % 1000).mul('0.1'))
const quote = flatQuote

// 1. The accounts and their positions, then a boot that loads them as at a restart.
await writeLongAccounts(bench, {
  count: ACCOUNTS,
  entry,
  email: 'bench-lows@example.test',
  referralCode: 'BENCHLW',
})
const engine = await bootEngine(config, { database })
const { ctx } = engine
const feed = ctx.feed.source(ManualFeed)
if (!feed) throw new Error('needs the manual feed')

// 2. The first quote (every account under its 10 000 start) checks every holder, in turns, and arms their keys; then the first flush.
let mark = D(59900)
feed.setPrice('BTCUSDT', quote(mark.toString()))
await ctx.trading.idle()
for (let i = 0; i < 600 && !(await everyoneHeld()); i++)
  await new Promise((r) => setTimeout(r, 100))
await ctx.trading.flushLows()
await ctx.trading.idle()

async function everyoneHeld() {
  await new Promise((r) => setImmediate(r))
  return ctx.trading.held.count >= ACCOUNTS
}

const pct = (list: number[], p: number) => {
  const sorted = [...list].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0
}
const rows: string[] = []
for (let round = 1; round <= ROUNDS; round++) {
  // 3. TICKS ticks down 0.2 each: every account a new low on every one.
  const ticks: number[] = []
  for (let i = 0; i < TICKS; i++) {
    mark = mark.sub('0.2')
    const t0 = performance.now()
    feed.setPrice('BTCUSDT', quote(mark.toString()))
    ticks.push(performance.now() - t0)
    // A live feed's pace is far slower; yield so the loop is not one synchronous block.
    await new Promise((r) => setImmediate(r))
  }
  // 4. The minute's flush: the sweep, then the new lows noted and written in turns.
  const hold = monitorEventLoopDelay({ resolution: 1 })
  hold.enable()
  const s0 = performance.now()
  const cpu0 = process.cpuUsage()
  await ctx.trading.flushLows()
  const flushMs = performance.now() - s0
  const cpu = process.cpuUsage(cpu0)
  // CPU time (this process: the core, the batches' rows, the driver) per account: steadier than wall time on a shared machine.
  const cpuPerAccount = (cpu.user + cpu.system) / ACCOUNTS
  hold.disable()
  const holdMs = hold.max / 1e6
  // Every account's row holds this round's low: its equity at the last mark.
  const [exact] = await ctx.db
    .select({ n: count() })
    .from(tradingAccounts)
    .innerJoin(positions, eq(positions.tradingAccountId, tradingAccounts.id))
    .where(
      sql`${tradingAccounts.lowestEquity} = ${tradingAccounts.balance} + ${positions.size} * (${mark.toString()}::numeric - ${positions.entryPrice})`,
    )
  rows.push(
    `| ${round} | ${pct(ticks, 50).toFixed(3)} ms | ${pct(ticks, 99).toFixed(3)} ms | ${Math.max(...ticks).toFixed(2)} ms | ${holdMs.toFixed(1)} ms | ${flushMs.toFixed(0)} ms (CPU ${cpuPerAccount.toFixed(1)} µs/account) | ${Math.round(ACCOUNTS / (flushMs / 1000))} rows/s | ${exact?.n}/${ACCOUNTS} |`,
  )
}
await engine.close()
await database.close()
rmSync(dataDir, { recursive: true, force: true })

console.log(
  `database: ${kind}; ${ACCOUNTS} accounts, each a new low on each of ${TICKS} ticks a round`,
)
console.log(
  '| Round | tick p50 | tick p99 | tick max | longest hold of the process during the flush | flush committed | write rate | rows holding the round’s low |',
)
console.log('| --- | --- | --- | --- | --- | --- | --- | --- |')
for (const row of rows) console.log(row)
