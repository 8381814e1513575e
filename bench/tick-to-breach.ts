/**
 * Tick → breach with 10 000 live challenge accounts (issue 8, goal p99 ≤ 5 ms).
 *
 * A real engine (manual feed) holds 10 000 Step 1 accounts of 10 000 USDT,
 * each long 0.1 BTC from its own entry e_i = 62 000 − 0.2·i, so its daily
 * floor (9 500) is reached at mark e_i − 5 000 and its 80 % warning (9 600)
 * at e_i − 4 000: every breach price is distinct. After a first move to
 * 57 000.1 (thousands of warnings, left to settle), the price steps down
 * 0.2 per tick; each tick breaches exactly one account (and warns about
 * one). Per tick it measures:
 *
 * - decided: tick → the trading core has closed the account (orders
 *   cancelled, positions closed, trading refused), i.e. the evaluation's
 *   decision is in force;
 * - recorded: tick → the failed status, breach, ledger and notification
 *   are committed and `account.status` is published.
 *
 * The first BENCH_WARM breaches (20) are reported apart, as the start's:
 * each writer connection's first write plans the foreign-key checks. So
 * are the GC pauses while the rest is measured (the engine runs in this
 * process).
 *
 *   node bench/tick-to-breach.ts                                   # PGlite in a temp dir
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test BENCH_DB=postgres node bench/tick-to-breach.ts
 */
import { rmSync } from 'node:fs'
import { constants, PerformanceObserver } from 'node:perf_hooks'
import { count } from 'drizzle-orm'
import { D } from '#money/decimal.ts'
import { bootEngine } from '../engine/boot.ts'
import { notifications, tradingAccounts } from '../engine/db/schema/index.ts'
import { ManualFeed } from '../engine/feed/manual.ts'
import { flatQuote, openBenchDatabase, writeLongAccounts } from './support/long-accounts.ts'

const ACCOUNTS = Number(process.env.BENCH_ACCOUNTS ?? 10_000)
const BREACHES = Number(process.env.BENCH_BREACHES ?? 300)
const WARM = Number(process.env.BENCH_WARM ?? 20)
const bench = await openBenchDatabase('proptrade-bench-breach-')
const { kind, dataDir, database, config } = bench
const entry = (i: number) => D(62000).sub(D(i).mul('0.2'))
const quote = flatQuote

// 1. Migrate and write the accounts (long 0.1 BTC each), then boot again so the shell loads them as at a restart.
let setupMs = performance.now()
await writeLongAccounts(bench, {
  count: ACCOUNTS,
  entry,
  email: 'bench-breach@example.test',
  referralCode: 'BENCHBR',
})
setupMs = performance.now() - setupMs
let bootMs = performance.now()
const engine = await bootEngine(config, { database })
bootMs = performance.now() - bootMs
const { ctx } = engine
const feed = ctx.feed.source(ManualFeed)
if (!feed) throw new Error('needs the manual feed')

// Account i (0-based) is the i-th trading account written.
const accountRows = await ctx.db
  .select({ id: tradingAccounts.id, challengeId: tradingAccounts.userChallengeId })
  .from(tradingAccounts)
  .orderBy(tradingAccounts.id)
const challengeOf = new Map(accountRows.map((r) => [r.id, r.challengeId]))
const decidedAt = new Map<number, number>()
const recordedAt = new Map<number, number>()
// Decided: the shell's closeOut has run the core's (a few microtasks after the call, no I/O
// between: the account is held), seen as the account's status in the shell's memory.
const closeOut = ctx.trading.closeOut.bind(ctx.trading)
ctx.trading.closeOut = (accountId, status, reason, extra) => {
  const written = closeOut(accountId, status, reason, extra)
  const challengeId = challengeOf.get(accountId)
  let hops = 0
  const seen = () => {
    if (challengeId === undefined) return
    if (ctx.trading.held.account(accountId)?.status === status)
      decidedAt.set(challengeId, performance.now())
    else if (++hops < 100) queueMicrotask(seen)
  }
  queueMicrotask(seen)
  return written
}
const publish = ctx.events.publish.bind(ctx.events)
ctx.events.publish = ((channel: string, event: string, payload: unknown) => {
  const p = payload as { status?: string; user_challenge_id?: number }
  if (event === 'account.status' && p.status === 'failed' && channel.startsWith('private-account.'))
    recordedAt.set(p.user_challenge_id ?? 0, performance.now())
  return publish(channel as never, event as never, payload as never)
}) as typeof ctx.events.publish

async function settle(check: () => boolean, timeoutMs: number) {
  const until = performance.now() + timeoutMs
  while (!check() && performance.now() < until) await new Promise((r) => setTimeout(r, 1))
}

// 2. The first move: warnings for about half the accounts; let them settle.
feed.setPrice('BTCUSDT', quote('60000'))
await ctx.trading.idle()
let warmMs = performance.now()
feed.setPrice('BTCUSDT', quote('57000.1'))
// Settled once every warning is written (accounts 0…4 999 reach 9 600 at or above 57 000.1).
const warned = Math.min(ACCOUNTS, 5000)
for (;;) {
  const [row] = await ctx.db.select({ n: count() }).from(notifications)
  if ((row?.n ?? 0) >= warned || performance.now() - warmMs > 600_000) break
  await new Promise((r) => setTimeout(r, 200))
}
// …and every level refreshed after them (the policy's queue drained).
await engine.evaluation.idle()
await ctx.trading.idle()
warmMs = performance.now() - warmMs

// 3. One breach per tick: account i breaches at 57 000 − 0.2·i. The first WARM are the start's.
const pauses: Array<{ at: number; ms: number; young: boolean }> = []
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) {
    const kind = (e as PerformanceEntry & { detail?: { kind?: number } }).detail?.kind
    pauses.push({
      at: e.startTime,
      ms: e.duration,
      young: kind === constants.NODE_PERFORMANCE_GC_MINOR,
    })
  }
}).observe({ entryTypes: ['gc'] })
const decided: number[] = []
const recorded: number[] = []
let measuredFrom = 0
for (let i = 0; i < WARM + BREACHES; i++) {
  if (i === WARM) measuredFrom = performance.now()
  const challengeId = accountRows[i]?.challengeId ?? 0
  const price = D(57000).sub(D(i).mul('0.2')).toString()
  const t0 = performance.now()
  feed.setPrice('BTCUSDT', quote(price))
  await settle(() => recordedAt.has(challengeId), 30_000)
  const d = decidedAt.get(challengeId)
  const r = recordedAt.get(challengeId)
  if (d === undefined || r === undefined)
    throw new Error(`account ${i} was not breached at ${price}`)
  decided.push(d - t0)
  recorded.push(r - t0)
}
const measuredTo = performance.now()
await new Promise((r) => setTimeout(r, 500))
await engine.close()
await database.close()
rmSync(dataDir, { recursive: true, force: true })

const pct = (list: number[], p: number) => {
  const sorted = [...list].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0
}
const row = (name: string, list: number[]) =>
  `| ${name} | ${pct(list, 50).toFixed(2)} ms | ${pct(list, 99).toFixed(2)} ms | ${Math.max(...list).toFixed(2)} ms |`
const during = pauses.filter((p) => p.at >= measuredFrom && p.at <= measuredTo)
const gcLine = (young: boolean) => {
  const list = during.filter((p) => p.young === young).map((p) => p.ms)
  return `${list.length} ${young ? 'young' : 'other'} (max ${Math.max(0, ...list).toFixed(1)} ms)`
}
console.log(
  `database: ${kind}; ${ACCOUNTS} accounts; ${BREACHES} breaches; writing them ${(setupMs / 1000).toFixed(1)} s; boot loading them ${(bootMs / 1000).toFixed(1)} s; first move ${(warmMs / 1000).toFixed(1)} s`,
)
console.log('| Tick → | p50 | p99 | max |')
console.log('| --- | --- | --- | --- |')
console.log(row('breach decided (core closed the account)', decided.slice(WARM)))
console.log(row('breach recorded (committed, published)', recorded.slice(WARM)))
const start = recorded.slice(0, WARM)
console.log(
  `the start's ${WARM} breaches, recorded: p50 ${pct(start, 50).toFixed(2)} ms, max ${Math.max(...start).toFixed(2)} ms; GC pauses while measuring: ${gcLine(true)}, ${gcLine(false)}`,
)
