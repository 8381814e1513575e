/**
 * What the metrics cost (issue 21, goal ≤ 3 % slower): orders/s over HTTP
 * and SSR pages/s, each with METRICS_ENABLED=false and =true in one run,
 * alternated (off, on, off, on…) so the shared machine's drift falls on
 * both. Orders: bench/orders-http.ts as a child (its engine inherits the
 * variable); the figure that stays steady there is the engine's CPU per
 * order. Pages: the whole stack (scripts/start.ts, PGlite, production
 * build) with GET /profile signed in, 16 in flight.
 *
 *   npm run build
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node bench/metrics-overhead.ts [rounds] [orders] [pages]
 *
 * Ports: 9251 (orders-http.ts), 9364-9365 (the stack).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import { Pool } from 'undici'
import { signedInCookie, until } from './support/ssr-stack.ts'

const root = path.resolve(import.meta.dirname, '..')
const ROUNDS = Number(process.argv[2] ?? 3)
const kind = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'
const ORDERS = Number(process.argv[3] ?? (kind === 'postgres' ? 6000 : 2000))
const PAGES = Number(process.argv[4] ?? 1500)
const IN_FLIGHT = 16
const WEB_PORT = 9364
const ENGINE_PORT = 9365

type Mode = 'off' | 'on'
const flag = (mode: Mode) => (mode === 'on' ? 'true' : 'false')

function ordersRound(mode: Mode): { rate: number; cpu: number; line: string } {
  const result = spawnSync(
    process.execPath,
    [path.join(root, 'bench/orders-http.ts'), kind, String(ORDERS)],
    { cwd: root, env: { ...process.env, METRICS_ENABLED: flag(mode) }, encoding: 'utf8' },
  )
  const line = result.stdout.trim().split('\n').at(-1) ?? ''
  const rate = Number(/= (\d+) orders\/s/.exec(line)?.[1])
  const cpu = Number(/engine CPU ([\d.]+) ms per order/.exec(line)?.[1])
  if (!rate) throw new Error(`orders-http.ts said: ${line}\n${result.stderr}`)
  return { rate, cpu, line }
}

/** CPU seconds used by a process and all its descendants (Linux /proc; 100 ticks a second). */
function treeCpu(pid: number): number {
  let ticks = 0
  const visit = (id: number) => {
    try {
      const fields = readFileSync(`/proc/${id}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? []
      ticks += Number(fields[11]) + Number(fields[12])
      for (const task of readdirSync(`/proc/${id}/task`)) {
        const children = readFileSync(`/proc/${id}/task/${task}/children`, 'utf8').trim()
        for (const child of children ? children.split(' ') : []) visit(Number(child))
      }
    } catch {
      // The process ended between reads: it no longer counts.
    }
  }
  visit(pid)
  return ticks / 100
}

async function pagesRound(mode: Mode): Promise<{ rate: number; p50: number; cpu: number }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-metrics-'))
  const stack: ChildProcess = spawn(process.execPath, [path.join(root, 'scripts/start.ts')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(WEB_PORT),
      ENGINE_PORT: String(ENGINE_PORT),
      NODE_ENV: 'test',
      MARKET_FEED: 'manual',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      METRICS_ENABLED: flag(mode),
    },
    stdio: 'ignore',
  })
  try {
    const web = `http://127.0.0.1:${WEB_PORT}`
    await until(`http://127.0.0.1:${ENGINE_PORT}/health`)
    await until(`${web}/403`)
    const cookie = await signedInCookie(`http://127.0.0.1:${ENGINE_PORT}`)
    const pool = new Pool(web, { connections: IN_FLIGHT })
    const get = async () => {
      const t0 = performance.now()
      const r = await pool.request({
        method: 'GET',
        path: '/profile',
        headers: { cookie, 'accept-language': 'en' },
      })
      await r.body.text()
      if (r.statusCode !== 200) throw new Error(`/profile answered ${r.statusCode}`)
      return performance.now() - t0
    }
    for (let i = 0; i < 100; i++) await get()
    const times: number[] = []
    let next = 0
    const cpuBefore = treeCpu(stack.pid ?? 0)
    const started = performance.now()
    await Promise.all(
      Array.from({ length: IN_FLIGHT }, async () => {
        while (next++ < PAGES) times.push(await get())
      }),
    )
    const rate = PAGES / ((performance.now() - started) / 1000)
    // Web and engine CPU per page: steadier than pages/s when other work shares the cores.
    const cpu = ((treeCpu(stack.pid ?? 0) - cpuBefore) / PAGES) * 1000
    await pool.close()
    times.sort((a, b) => a - b)
    return { rate, p50: times[Math.floor(times.length / 2)] ?? 0, cpu }
  } finally {
    stack.kill('SIGTERM')
    await new Promise((r) => stack.once('exit', r))
    rmSync(dataDir, { recursive: true, force: true })
  }
}

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length
const slower = (off: number, on: number) => `${(((off - on) / off) * 100).toFixed(1)} %`
const more = (off: number, on: number) => `${(((on - off) / off) * 100).toFixed(1)} %`

const orders: Record<Mode, Array<{ rate: number; cpu: number }>> = { off: [], on: [] }
const pages: Record<Mode, Array<{ rate: number; p50: number; cpu: number }>> = { off: [], on: [] }
for (let round = 0; round < ROUNDS; round++) {
  // Off first in even rounds, on first in odd ones.
  const modes: Mode[] = round % 2 === 0 ? ['off', 'on'] : ['on', 'off']
  for (const mode of modes) {
    const o = ordersRound(mode)
    orders[mode].push(o)
    console.log(`orders, metrics ${mode}: ${o.line}`)
  }
  for (const mode of modes) {
    const p = await pagesRound(mode)
    pages[mode].push(p)
    console.log(
      `SSR /profile, metrics ${mode}: ${p.rate.toFixed(0)} pages/s, p50 ${p.p50.toFixed(1)} ms, web + engine CPU ${p.cpu.toFixed(2)} ms per page (load ${loadavg()[0]?.toFixed(1)})`,
    )
  }
}
const o = { off: mean(orders.off.map((x) => x.rate)), on: mean(orders.on.map((x) => x.rate)) }
const c = { off: mean(orders.off.map((x) => x.cpu)), on: mean(orders.on.map((x) => x.cpu)) }
const p = { off: mean(pages.off.map((x) => x.rate)), on: mean(pages.on.map((x) => x.rate)) }
const pc = { off: mean(pages.off.map((x) => x.cpu)), on: mean(pages.on.map((x) => x.cpu)) }
console.log(
  `\n${kind}, ${ROUNDS} rounds: orders/s off ${o.off.toFixed(0)} / on ${o.on.toFixed(0)} (${slower(o.off, o.on)} slower); ` +
    `engine CPU per order off ${c.off.toFixed(3)} / on ${c.on.toFixed(3)} ms (${more(c.off, c.on)} more); ` +
    `SSR pages/s off ${p.off.toFixed(0)} / on ${p.on.toFixed(0)} (${slower(p.off, p.on)} slower); ` +
    `CPU per page off ${pc.off.toFixed(2)} / on ${pc.on.toFixed(2)} ms (${more(pc.off, pc.on)} more)`,
)
