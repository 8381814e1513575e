/**
 * What abuse detection (issue 33, decision 585) costs the trading path, in
 * one run on one in-process engine, detection on and off alternating:
 *
 * - orders/s: market buys of 0.001 BTC placed through the trading shell on
 *   distinct accounts, 32 in flight; a round ends when the writes and (on)
 *   the detector's queue are done, so the detector's own work is counted;
 * - tick → breach: the price steps down 0.2 per tick over accounts long
 *   0.1 BTC from distinct entries (bench/support/long-accounts.ts), each tick
 *   breaching one account whose close-out fills reach the detector; the time
 *   from the tick to the trading core having closed the account, p50/p99.
 *
 *   BENCH_ACCOUNTS=100000 node bench/risk-detection.ts
 *   BENCH_DB=postgres TEST_DATABASE_URL=… node bench/risk-detection.ts
 */
import { rmSync } from 'node:fs'
import { loadavg } from 'node:os'
import { D } from '#money/decimal.ts'
import { bootEngine } from '../engine/boot.ts'
import { tradingAccounts } from '../engine/db/schema/index.ts'
import { ManualFeed } from '../engine/feed/manual.ts'
import { flatQuote, openBenchDatabase, writeLongAccounts } from './support/long-accounts.ts'

const ACCOUNTS = Number(process.env.BENCH_ACCOUNTS ?? 20_000)
const ORDERS = Number(process.env.BENCH_ORDERS ?? 1000)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10)
const TICKS = Number(process.env.BENCH_TICKS ?? 500)
const IN_FLIGHT = 32
const bench = await openBenchDatabase('proptrade-bench-risk-')
const entry = (i: number) => D(62000).sub(D(i).mul('0.2'))
await writeLongAccounts(bench, {
  count: ACCOUNTS,
  entry,
  email: 'bench-risk@example.test',
  referralCode: 'BENCHRK',
})
const engine = await bootEngine(bench.config, { database: bench.database })
const { ctx } = engine
const feed = ctx.feed.source(ManualFeed)
if (!feed) throw new Error('needs the manual feed')
const ids = (await ctx.db.select({ id: tradingAccounts.id }).from(tradingAccounts)).map((r) => r.id)
ids.sort((a, b) => a - b)

const q = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0

// Orders: the last quarter of the accounts (the lowest entries, in profit at 61 000) place them;
// the breach walk below starts from the first account, whose floors the orders did not touch.
const traders = ids.slice(Math.floor(ids.length * 0.75))
feed.setPrice('BTCUSDT', flatQuote('61000'))
await ctx.trading.idle()
let placed = 0
interface Round {
  perSecond: number
  /** The engine process's CPU per order (user + system, µs): what detection adds to this process, whatever else the machine runs. */
  cpuUsPerOrder: number
}
async function orderRound(on: boolean): Promise<Round> {
  ctx.risk.enabled = on
  let next = 0
  const cpu = process.cpuUsage()
  const started = performance.now()
  const worker = async () => {
    while (next < ORDERS) {
      next++
      const id = traders[placed++ % traders.length] as number
      await ctx.trading.place(id, {
        symbol: 'BTCUSDT',
        type: 'MARKET',
        side: 'buy',
        tradeType: 'open',
        size: D('0.001'),
      } as never)
    }
  }
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker))
  await ctx.trading.idle()
  await ctx.risk.idle()
  const seconds = (performance.now() - started) / 1000
  const used = process.cpuUsage(cpu)
  return { perSecond: ORDERS / seconds, cpuUsPerOrder: (used.user + used.system) / ORDERS }
}
// Rounds in pairs, the order within a pair alternating: a pair's two rounds share the machine's
// conditions of that moment, so the ratio within each pair is what the setting changed.
const rounds: Record<'on' | 'off', Round[]> = { on: [], off: [] }
for (let r = 0; r < ROUNDS; r++) {
  for (const on of r % 2 ? [true, false] : [false, true])
    rounds[on ? 'on' : 'off'].push(await orderRound(on))
}

// Tick → breach: account i breaches at e_i − 5 000; step down 0.2 per tick from just above the highest.
const closeOut = ctx.trading.closeOut.bind(ctx.trading)
let decidedAt = 0
ctx.trading.closeOut = (accountId, status, reason, extra) => {
  const written = closeOut(accountId, status, reason, extra)
  let hops = 0
  const seen = () => {
    if (ctx.trading.held.account(accountId)?.status === status) decidedAt = performance.now()
    else if (++hops < 100) queueMicrotask(seen)
  }
  queueMicrotask(seen)
  return written
}
let price = entry(0).sub(5000).add('0.1')
feed.setPrice('BTCUSDT', flatQuote(price.toString()))
await ctx.trading.idle()
// The first move's warnings settle first.
await ctx.risk.idle()
await new Promise((r) => setTimeout(r, 3000))
await ctx.trading.idle()
const breach: Record<'on' | 'off', number[]> = { on: [], off: [] }
// The first block warms the breach path (its first close-outs, the detector's first batch) and is
// not counted: counted, it fell on whichever setting went first.
const WARM_TICKS = 10
for (let t = -WARM_TICKS; t < TICKS * 2; t++) {
  const on = t < 0 || Math.floor(t / 10) % 2 === 0
  ctx.risk.enabled = on
  price = price.sub('0.2')
  decidedAt = 0
  const sent = performance.now()
  feed.setPrice('BTCUSDT', flatQuote(price.toString()))
  const until = sent + 2000
  while (decidedAt === 0 && performance.now() < until) await new Promise((r) => setImmediate(r))
  if (decidedAt > 0 && t >= 0) breach[on ? 'on' : 'off'].push(decidedAt - sent)
  await ctx.trading.idle()
  await ctx.risk.idle()
}

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length)
const median = (xs: number[]) =>
  q(
    [...xs].sort((a, b) => a - b),
    0.5,
  )
const field = (k: keyof Round) => (side: 'on' | 'off') => rounds[side].map((r) => r[k])
const rate = field('perSecond')
const cpuOf = field('cpuUsPerOrder')
const on = mean(rate('on'))
const off = mean(rate('off'))
const pairRatios = rate('on').map((x, i) => x / (rate('off')[i] as number))
breach.on.sort((a, b) => a - b)
breach.off.sort((a, b) => a - b)
console.log(
  JSON.stringify(
    {
      db: bench.kind,
      accounts: ACCOUNTS,
      load: loadavg().map((l) => l.toFixed(1)),
      orders_per_s: {
        on: Math.round(on),
        off: Math.round(off),
        on_over_off: +(on / off).toFixed(3),
        median_pair_on_over_off: +median(pairRatios).toFixed(3),
      },
      engine_cpu_us_per_order: {
        on: Math.round(median(cpuOf('on'))),
        off: Math.round(median(cpuOf('off'))),
        on_over_off: +(median(cpuOf('on')) / median(cpuOf('off'))).toFixed(3),
      },
      tick_to_breach_ms: {
        on: {
          n: breach.on.length,
          p50: +q(breach.on, 0.5).toFixed(2),
          p99: +q(breach.on, 0.99).toFixed(2),
        },
        off: {
          n: breach.off.length,
          p50: +q(breach.off, 0.5).toFixed(2),
          p99: +q(breach.off, 0.99).toFixed(2),
        },
        p99_on_over_off: +(q(breach.on, 0.99) / Math.max(0.001, q(breach.off, 0.99))).toFixed(3),
      },
    },
    null,
    2,
  ),
)
await engine.close()
await bench.database.close()
rmSync(bench.dataDir, { recursive: true, force: true })
