/**
 * The engine's memory while it streams a CSV export (issue 35 §2,
 * decision 605): the trade history of accounts of 25 000, 100 000 and
 * 250 000 fills, downloaded through the engine's HTTP app and read to the
 * end (chunks discarded). Every 10 000 chunks a full collection, then the
 * live V8 heap (what the export holds, garbage aside); RSS sampled every
 * 20 ms. Both as peaks above the level before the download. Flat means
 * the peaks do not grow with the rows.
 * For contrast, the same rows read at once and written as one string (what
 * a handler without streaming would do).
 *
 *   TEST_DATABASE_URL=postgres://… node --expose-gc bench/export-memory.ts [sizes]
 *
 * Postgres keeps the rows out of the engine's process (PGlite would hold
 * its pages in the same heap); the engine is in-process, manual feed.
 */
import { and, eq, sql } from 'drizzle-orm'
import { api } from '#contract/index.ts'
import { fills, tradingAccounts } from '../engine/db/schema/index.ts'
import { csvText } from '../engine/exports/csv.ts'
import { signedInClient } from '../tests/integration/engine/fixtures.ts'
import { startTestEngine } from '../tests/integration/engine/harness.ts'

const sizes = (process.argv[2] ?? '25000,100000,250000').split(',').map(Number)
const gc = (globalThis as { gc?: () => void }).gc
if (!gc) throw new Error('run with node --expose-gc')
if (!process.env.TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL must name a Postgres server')

const MB = 1024 * 1024
const t = await startTestEngine('postgres')
const db = t.engine.ctx.db

async function accountWith(rows: number) {
  const { client } = await signedInClient(t)
  const demo = await client.ok(api.userChallenges.createDemo, { body: { title: 'bench' } })
  const [account] = await db
    .select()
    .from(tradingAccounts)
    .where(eq(tradingAccounts.userChallengeId, demo.data.id))
  if (!account) throw new Error('no account')
  const base = 100_000_000 + account.id * 1_000_000
  for (let start = 0; start < rows; start += 5000) {
    const n = Math.min(5000, rows - start)
    await db.insert(fills).values(
      Array.from({ length: n }, (_, k) => {
        const i = start + k
        return {
          id: base + i,
          tradingAccountId: account.id,
          orderId: base + i,
          symbol: 'BTCUSDT',
          type: 'MARKET' as const,
          side: i % 2 ? ('sell' as const) : ('buy' as const),
          price: `6${i % 10000}.12345678`,
          quantity: '0.00100000',
          fee: '0.02400000',
          realizedPnl: i % 2 ? `-${i % 700}.5` : '0',
          role: 'taker' as const,
          createdAt: new Date(Date.UTC(2026, 0, 1) + i * 1000),
        }
      }),
    )
  }
  // As autovacuum would have by then: the planner knows the table's size.
  await db.execute(sql`analyze fills`)
  return { client, id: demo.data.id, accountId: account.id }
}

/** Runs `work` while sampling memory; the peaks above the level before it. */
async function peaks(work: (probe: () => void) => Promise<number>) {
  gc?.()
  const before = process.memoryUsage()
  let heap = before.heapUsed
  let rss = before.rss
  const probe = () => {
    gc?.()
    heap = Math.max(heap, process.memoryUsage().heapUsed)
  }
  const timer = setInterval(() => {
    rss = Math.max(rss, process.memoryUsage().rss)
  }, 20)
  const started = performance.now()
  const bytes = await work(probe)
  const ms = performance.now() - started
  clearInterval(timer)
  rss = Math.max(rss, process.memoryUsage().rss)
  return {
    bytes,
    seconds: ms / 1000,
    heapPeakMb: (heap - before.heapUsed) / MB,
    rssPeakMb: (rss - before.rss) / MB,
  }
}

const table: string[] = []
for (const rows of sizes) {
  const { client, id, accountId } = await accountWith(rows)
  const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
  const streamed = await peaks(async (probe) => {
    const response = await t.engine.app.request(
      `http://engine.test/v1/exports/userChallenges/${id}/trades.csv`,
      { headers: { cookie } },
    )
    if (response.status !== 200 || !response.body) throw new Error(`answered ${response.status}`)
    let bytes = 0
    let chunks = 0
    const reader = response.body.getReader()
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      bytes += read.value.byteLength
      if (++chunks % 10_000 === 0) probe()
    }
    return bytes
  })
  const buffered = await peaks(async (probe) => {
    const all = await db
      .select()
      .from(fills)
      .where(and(eq(fills.tradingAccountId, accountId)))
      .orderBy(fills.id)
    const text = await csvText(
      ['id', 'time', 'price', 'quantity', 'fee', 'realized_pnl'],
      all.map((f) => [f.id, f.createdAt, f.price, f.quantity, f.fee, f.realizedPnl]),
    )
    probe() // while the rows and the text are held, as a response would hold them
    if (all.length !== rows) throw new Error(`read ${all.length} of ${rows} rows`)
    return Buffer.byteLength(text)
  })
  const line = (name: string, r: typeof streamed) =>
    `| ${rows.toLocaleString('en')} | ${name} | ${(r.bytes / MB).toFixed(1)} MB | ${r.seconds.toFixed(1)} s | ${r.heapPeakMb.toFixed(1)} MB | ${r.rssPeakMb.toFixed(1)} MB |`
  table.push(line('streamed', streamed), line('buffered (contrast)', buffered))
  console.log(table.at(-2))
  console.log(table.at(-1))
}
console.log('\n| Rows | Export | CSV | Time | Live heap peak above start | RSS peak above start |')
console.log('| ---: | --- | ---: | ---: | ---: | ---: |')
for (const line of table) console.log(line)
await t.close()
