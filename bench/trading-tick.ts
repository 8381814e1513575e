/**
 * One tick of BTCUSDT on a core holding 10 000 open positions and 10 000
 * resting orders on that pair (each account also with two equity
 * thresholds, as the evaluation rules will set). Ticks move the price by a
 * few ticks, as a live market does; every 50th tick jumps far enough to
 * fill orders and cross thresholds. Prints p50 / p99 / max per tick.
 *
 *   node bench/trading-tick.ts
 */
import { D } from '#money/decimal.ts'
import { TradingCore } from '../engine/core/trading/trading-core.ts'
import type { IdKind, Order, Position } from '../engine/core/trading/types.ts'
import { catalogueSpec } from '../engine/market/pair-catalogue.ts'

const ACCOUNTS = 10_000
const TICKS = 5_000
const counters: Record<IdKind, number> = { order: 0, fill: 0, position: 0, ledger: 0 }
const core = new TradingCore([catalogueSpec('BTCUSDT')], { next: (k) => ++counters[k] })
const now = new Date('2026-03-01T00:00:00Z')
const price = (n: number) => D(Math.round(n * 10)).mul('0.1')
core.tick(
  'BTCUSDT',
  { last: D(60000), mark: D(60000), bid: price(59999.9), ask: price(60000.1) },
  now,
)

let seed = 12345
const random = () => {
  seed = (seed * 1103515245 + 12345) % 2147483648
  return seed / 2147483648
}

const started = performance.now()
for (let i = 1; i <= ACCOUNTS; i++) {
  const long = i % 2 === 0
  const entry = price(60000 + (random() - 0.5) * 2000)
  const position: Position = {
    id: ++counters.position,
    accountId: i,
    symbol: 'BTCUSDT',
    size: D(long ? '0.05' : '-0.05'),
    entryPrice: entry,
    tp: long ? price(66000 + random() * 3000) : price(54000 - random() * 3000),
    sl: long ? price(54000 - random() * 3000) : price(66000 + random() * 3000),
    openedAt: now,
    updatedAt: now,
  }
  const buy = random() < 0.5
  const order: Order = {
    id: ++counters.order,
    accountId: i,
    clientOrderId: null,
    symbol: 'BTCUSDT',
    type: 'LIMIT',
    side: buy ? 'buy' : 'sell',
    tradeType: 'open',
    price: buy ? price(59990 - random() * 3000) : price(60010 + random() * 3000),
    stopPrice: null,
    size: D('0.01'),
    tp: null,
    sl: null,
    status: 'NEW',
    reason: null,
    avgPrice: null,
    origin: 'trader',
    leverage: 20,
    createdAt: now,
    updatedAt: now,
  }
  core.load(
    {
      id: i,
      userChallengeId: i,
      status: 'active',
      initialBalance: D(10000),
      balance: D(10000),
      maxLeverage: 20,
      leverages: {},
      positions: [position],
      openOrders: [order],
      thresholds: {
        breach: D(9000 + Math.floor(random() * 200)),
        warning: D(9200 + Math.floor(random() * 200)),
      },
    },
    now,
  )
}
const loadMs = performance.now() - started

let last = 60000
const times: number[] = []
const jumps: Array<{ ms: number; fills: number }> = []
let events = 0
for (let t = 0; t < TICKS; t++) {
  const jump = t % 50 === 49
  last += jump ? (random() - 0.5) * 600 : Math.round((random() - 0.5) * 6) / 10
  last = Math.min(63000, Math.max(57000, last))
  const p = price(last)
  const quote = { last: p, mark: p, bid: p.sub('0.1'), ask: p.add('0.1') }
  const at = new Date(now.getTime() + t * 250)
  const t0 = performance.now()
  const happened = core.tick('BTCUSDT', quote, at)
  const ms = performance.now() - t0
  events += happened.length
  if (jump) jumps.push({ ms, fills: happened.filter((e) => e.kind === 'fill').length })
  else times.push(ms)
}
times.sort((a, b) => a - b)
const q = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))] ?? 0
console.log(
  `loaded ${ACCOUNTS} accounts (positions + resting orders + 2 thresholds each) in ${loadMs.toFixed(0)} ms`,
)
console.log(
  `${times.length} ticks of a few price ticks: p50 ${q(0.5).toFixed(3)} ms, p99 ${q(0.99).toFixed(3)} ms, max ${q(1).toFixed(3)} ms`,
)
const jumpMs = jumps.reduce((s, j) => s + j.ms, 0)
const jumpFills = jumps.reduce((s, j) => s + j.fills, 0)
const worst = jumps.reduce((a, b) => (b.ms > a.ms ? b : a), { ms: 0, fills: 0 })
console.log(
  `${jumps.length} jumps of up to ±300 USDT: ${jumpFills} fills in all, ${(jumpMs / Math.max(1, jumpFills)).toFixed(3)} ms per fill; worst ${worst.ms.toFixed(1)} ms for ${worst.fills} fills; ${events} events in all`,
)
