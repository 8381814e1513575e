/**
 * The trade terminal under ticks, in a real browser on the production
 * build and the whole stack (manual feed): for each tick of BTCUSDT,
 *
 * - arrival → DOM: from the ticker's SSE message reaching the page to the
 *   pair's Last Trade cell and the assets' Equity cell showing it
 *   (MutationObserver, performance.now());
 * - set → DOM: from the test's POST /test/market/price to the cell (wall
 *   clock; includes the engine's 250 ms ticker throttle and the relay);
 * - React commits and components rendered per tick (a React DevTools
 *   global hook installed before the app loads: works on production builds);
 *
 * plus the first-load JS of the signed-in terminal (gzip level 6); then
 * for each of as many order books (and a trade with each) set 150 ms apart
 * (above the engine's 100 ms depth throttle):
 *
 * - depth arrival → the book's best bid in the DOM, and → painted (the
 *   task after the one that changed the DOM);
 * - POST /test/market/depth → painted (wall clock, throttle and relay in);
 * - React commits per depth event (its trades event arrives with it).
 *
 *   node bench/trade-tick-latency.ts [ticks=150]
 *
 * Ports: BENCH_WEB_PORT (3210) and BENCH_ENGINE_PORT (8210).
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import { chromiumArgs, chromiumExecutable } from '../tests/browser.ts'
import { installProbes, readProbes } from './support/trade-probes.ts'

const TICKS = Number(process.argv[2] ?? 150)
const webPort = Number(process.env.BENCH_WEB_PORT ?? 3210)
const enginePort = Number(process.env.BENCH_ENGINE_PORT ?? 8210)
process.env.E2E_WEB_PORT = String(webPort)
process.env.E2E_ENGINE_PORT = String(enginePort)
const base = `http://localhost:${webPort}`

const stack = spawn(process.execPath, ['scripts/start.ts'], {
  env: {
    ...process.env,
    PORT: String(webPort),
    ENGINE_PORT: String(enginePort),
    WEB_BASE_URL: base,
    ENGINE_PUBLIC_URL: `http://localhost:${enginePort}`,
    NODE_ENV: 'test',
    MARKET_FEED: 'manual',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'trade-bench-')),
    LOG_LEVEL: 'warn',
  },
  stdio: 'ignore',
  detached: true,
})
const stop = () => {
  try {
    if (stack.pid) process.kill(-stack.pid, 'SIGTERM')
  } catch {}
}
process.on('exit', stop)

async function waitFor(url: string) {
  for (let i = 0; i < 1200; i++) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`${url} did not answer`)
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
}
const summary = (label: string, values: number[], unit = 'ms') =>
  console.log(
    `${label.padEnd(34)} n=${values.length}  p50 ${percentile(values, 50).toFixed(1)} ${unit}  p99 ${percentile(values, 99).toFixed(1)} ${unit}  max ${Math.max(...values).toFixed(1)} ${unit}`,
  )

/** The renderer main thread's time by trace event, per book (top-level slices of each name). */
function mainThreadTime(trace: Buffer, books: number) {
  type Event = {
    name: string
    ph: string
    dur?: number
    pid: number
    tid: number
    args?: { name?: string }
  }
  const events = (JSON.parse(trace.toString()) as { traceEvents: Event[] }).traceEvents
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
  const byName = new Map<string, number>()
  for (const e of events) {
    if (!main || e.pid !== main.pid || e.tid !== main.tid || e.ph !== 'X' || !e.dur) continue
    byName.set(e.name, (byName.get(e.name) ?? 0) + e.dur / 1000)
  }
  console.log('main thread during the book phase, ms per book (nested slices counted in each):')
  for (const [name, ms] of [...byName].sort((a, b) => b[1] - a[1]).slice(0, 14))
    console.log(`  ${(ms / books).toFixed(2).padStart(8)}  ${name}`)
}

try {
  await waitFor(`${base}/403`)
  const { setPrice } = await import('../tests/e2e/support/engine.ts')
  const trading = await import('../tests/e2e/support/trading.ts')
  await trading.quote('BTCUSDT', '60000')
  await trading.quote('ETHUSDT', '3000')
  const { session, email, password } = await trading.traderSession('bench')
  const id = await trading.createDemo(session)
  await trading.place(session, id, {
    symbol: 'BTCUSDT',
    type: 'MARKET',
    side: 'buy',
    size: '0.1',
    tp: '70000',
    sl: '50000',
  })
  await trading.place(session, id, { symbol: 'ETHUSDT', type: 'MARKET', side: 'sell', size: '1' })
  await trading.place(session, id, {
    symbol: 'BTCUSDT',
    type: 'LIMIT',
    side: 'buy',
    size: '0.1',
    price: '55000',
  })

  const browser = await chromium.launch({
    executablePath: chromiumExecutable(),
    args: chromiumArgs,
  })
  const context = await browser.newContext({
    locale: 'en-US',
    viewport: { width: 1440, height: 1000 },
  })
  const page = await context.newPage()
  await page.goto(`${base}/signin`)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await page.waitForURL(/\/dashboard$/)

  // First load of the terminal in a fresh page of the signed-in context.
  const terminal = await context.newPage()
  await installProbes(terminal)
  const scripts = new Map<string, number>()
  terminal.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return
    const body = await response.body().catch(() => undefined)
    if (body) scripts.set(response.url(), gzipSync(body, { level: 6 }).length)
  })
  await terminal.goto(`${base}/trade/${id}/BTCUSDT`, { waitUntil: 'networkidle' })
  await terminal.getByTestId('chart').waitFor()
  await terminal.waitForTimeout(1000)
  const firstLoad = [...scripts.values()].reduce((a, b) => a + b, 0)
  console.log(
    `first-load JS of /trade/{id}/BTCUSDT (signed in): ${(firstLoad / 1024).toFixed(1)} KB gzip in ${scripts.size} scripts`,
  )
  for (const [url, size] of [...scripts].sort((a, b) => b[1] - a[1]).slice(0, 8))
    console.log(`  ${(size / 1024).toFixed(1).padStart(7)} KB  ${new URL(url).pathname}`)
  // The stack runs a NODE_ENV=test build (React's development build). The
  // same chunks of a production build (PROD_ASSETS=dist-prod/client/assets,
  // from `vite build --outDir dist-prod`) give the figure users get.
  if (process.env.PROD_ASSETS) {
    const dir = process.env.PROD_ASSETS
    const files = readdirSync(dir)
    let prod = 0
    const loaded = [...scripts.keys()].map((url) => path.basename(new URL(url).pathname))
    for (const name of loaded) {
      const prefix = name.replace(/-[A-Za-z0-9_-]{8}\.js$/, '-')
      const matches = files.filter(
        (f) => f.startsWith(prefix) && f.endsWith('.js') && f.length === name.length,
      )
      const match = matches[0]
      // Chunks named after a package folder (`dist-…`, `es2015-…`) share a
      // prefix: the first match may be another chunk. Prefer a production
      // build served by the stack itself (bench/README.md, Trade terminal).
      if (matches.length > 1)
        console.log(`  (ambiguous: ${matches.length} production chunks for ${name})`)
      if (match) prod += gzipSync(readFileSync(path.join(dir, match)), { level: 6 }).length
      else console.log(`  (no production chunk for ${name})`)
    }
    const lazy = loaded.filter((n) => n.startsWith('chart-canvas-'))
    console.log(
      `  production build, same chunks: ${(prod / 1024).toFixed(1)} KB gzip (of which the lazy chart: ${lazy.join(', ')})`,
    )
  }
  await terminal.evaluate(() => (window as unknown as { __probeReset: () => void }).__probeReset())

  const sent = new Map<string, number>()
  for (let i = 1; i <= TICKS; i++) {
    const price = (60000 + i * 1.5).toFixed(1).replace(/\.0$/, '')
    sent.set(price, Date.now())
    await setPrice('BTCUSDT', price, { mark: price, bid: price, ask: price })
    // Above the engine's 250 ms ticker throttle: every tick is published alone.
    await new Promise((r) => setTimeout(r, 320))
  }
  await terminal.waitForTimeout(1000)
  const probes = await readProbes(terminal)
  const arrivalToLast: number[] = []
  const arrivalToLastPainted: number[] = []
  const arrivalToEquity: number[] = []
  const setToLast: number[] = []
  const commits: number[] = []
  const rendered: number[] = []
  for (const tick of probes.ticks) {
    if (tick.lastAt !== null) arrivalToLast.push(tick.lastAt - tick.arrivedAt)
    if (tick.lastPaintedAt !== null) arrivalToLastPainted.push(tick.lastPaintedAt - tick.arrivedAt)
    if (tick.equityAt !== null) arrivalToEquity.push(tick.equityAt - tick.arrivedAt)
    const at = sent.get(tick.price)
    if (at !== undefined && tick.lastWall !== null) setToLast.push(tick.lastWall - at)
    commits.push(tick.commits)
    rendered.push(tick.rendered)
  }
  console.log(`ticks sent ${TICKS}, tickers seen by the page ${probes.ticks.length}`)
  summary('arrival → Last Trade cell', arrivalToLast)
  summary('arrival → Last Trade cell painted', arrivalToLastPainted)
  summary('arrival → Equity cell', arrivalToEquity)
  summary('POST price → Last Trade cell', setToLast)
  summary('React commits per tick', commits, '')
  summary('components rendered per tick', rendered, '')
  console.log(`components rendered per tick, by name (minified): ${JSON.stringify(probes.names)}`)

  // The order book: a new book and a trade every 150 ms.
  await terminal.evaluate(() => (window as unknown as { __probeReset: () => void }).__probeReset())
  const { engineRequest } = await import('../tests/e2e/support/engine.ts')
  const bookSent = new Map<string, number>()
  // BENCH_TRACE=1: a Chromium trace of the book phase, its main-thread time by event.
  if (process.env.BENCH_TRACE)
    await browser.startTracing(terminal, { categories: ['devtools.timeline', 'blink'] })
  for (let i = 1; i <= TICKS; i++) {
    const bid = (61000 + i * 0.5).toFixed(1)
    const levels = (from: number, dir: number) =>
      Array.from({ length: 20 }, (_, k) => [
        (from + dir * k * 0.3).toFixed(1),
        (0.01 + ((i + k) % 7) * 0.137).toFixed(3),
      ])
    bookSent.set(bid, Date.now())
    await engineRequest('POST', '/test/market/depth', {
      symbol: 'BTCUSDT',
      bids: levels(Number(bid), -1),
      asks: levels(Number(bid) + 0.2, 1),
    })
    await engineRequest('POST', '/test/market/trades', {
      symbol: 'BTCUSDT',
      trades: [{ price: bid, size: '0.01', side: i % 2 ? 'buy' : 'sell' }],
    })
    await new Promise((r) => setTimeout(r, 150))
  }
  await terminal.waitForTimeout(1000)
  if (process.env.BENCH_TRACE) mainThreadTime(await browser.stopTracing(), TICKS)
  const { books } = await readProbes(terminal)
  const toDom: number[] = []
  const toPaint: number[] = []
  const setToPaint: number[] = []
  const bookCommits: number[] = []
  for (const book of books) {
    if (book.domAt !== null) toDom.push(book.domAt - book.arrivedAt)
    if (book.paintedAt !== null) toPaint.push(book.paintedAt - book.arrivedAt)
    const at = bookSent.get(book.bid)
    if (at !== undefined && book.paintedWall !== null) setToPaint.push(book.paintedWall - at)
    bookCommits.push(book.commits)
  }
  console.log(`books sent ${TICKS}, depth events seen by the page ${books.length}`)
  summary('depth arrival → book best bid (DOM)', toDom)
  summary('depth arrival → book painted', toPaint)
  const ratio = percentile(toPaint, 99) / percentile(arrivalToLastPainted, 99)
  console.log(`book painted p99 / Last Trade painted p99 (same run): ${ratio.toFixed(2)}`)
  summary('POST depth → book painted', setToPaint)
  summary('React commits per depth event', bookCommits, '')
  await browser.close()
} finally {
  stop()
}
process.exit(0)
