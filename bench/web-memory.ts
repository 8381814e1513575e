/**
 * The web node's memory after a minute of SSR load (issue 19: ≤ 200 MB
 * resident). Starts the engine and the production web as `npm start` runs
 * them (the same node flags), then keeps `connections` requests in flight
 * for `seconds` over signed-out pages in both languages, and reads the web
 * process's RSS, V8 heap and external memory before, during and after.
 *
 *   npm run build && node bench/web-memory.ts [seconds=60] [connections=50]
 *   WEB_FLAGS='--max-semi-space-size=16' node bench/web-memory.ts   (other node flags)
 *
 * Ports: web 3491, engine 8492. A fresh PGlite data directory each run.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { Pool } from 'undici'
import { WEB_NODE_FLAGS } from '../scripts/web-node-flags.ts'
import { until } from './support/ssr-stack.ts'

const root = path.resolve(import.meta.dirname, '..')
const seconds = Number(process.argv[2] ?? 60)
const connections = Number(process.argv[3] ?? 50)
const webPort = 3491
const enginePort = 8492
const dataDir = mkdtempSync(path.join(tmpdir(), 'web-memory-'))
const report = path.join(dataDir, 'web-memory.jsonl')
const guard = ['--import', pathToFileURL(path.join(root, 'scripts/closed-stream-guard.ts')).href]
const reporter = [
  '--expose-gc',
  '--import',
  pathToFileURL(path.join(root, 'bench/support/memory-report.ts')).href,
]
const pages = ['/signin', '/challenges/new', '/', '/trade', '/signup']
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
const children: ChildProcess[] = []

function start(args: string[], env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  children.push(child)
  return child
}

let reports = 0
async function memory(web: ChildProcess) {
  web.kill('SIGUSR2')
  reports++
  while (!existsSync(report) || readFileSync(report, 'utf8').trim().split('\n').length < reports)
    await sleep(50)
  return JSON.parse(readFileSync(report, 'utf8').trim().split('\n').at(-1) ?? '{}')
}

const engine = start([...guard, path.join(root, 'engine/main.ts')], {
  ENGINE_PORT: String(enginePort),
})
void engine
await until(`http://127.0.0.1:${enginePort}/health`)
// WEB_FLAGS (space-separated) replaces the web's node flags, to compare settings.
const webFlags =
  process.env.WEB_FLAGS !== undefined
    ? process.env.WEB_FLAGS.split(' ').filter(Boolean)
    : WEB_NODE_FLAGS
const web = start([...webFlags, ...reporter, ...guard, path.join(root, 'scripts/web-server.ts')], {
  PORT: String(webPort),
  HOST: '127.0.0.1',
  API_BASE_URL: `http://127.0.0.1:${enginePort}`,
  MEMORY_REPORT_FILE: report,
  NODE_ENV: 'production',
})
try {
  await until(`http://127.0.0.1:${webPort}/signin`)
  const atStart = await memory(web)
  const pool = new Pool(`http://127.0.0.1:${webPort}`, { connections })
  let done = 0
  let failed = 0
  let peak = 0
  const stopAt = Date.now() + seconds * 1000
  const sampler = setInterval(() => {
    try {
      const status = readFileSync(`/proc/${web.pid}/status`, 'utf8')
      peak = Math.max(peak, Number(status.match(/^VmRSS:\s+(\d+)/m)?.[1] ?? 0) / 1024)
    } catch {}
  }, 250)
  await Promise.all(
    Array.from({ length: connections }, async (_, i) => {
      let n = i
      while (Date.now() < stopAt) {
        const page = pages[n++ % pages.length] ?? '/signin'
        const lang = n % 2 === 0 ? 'en' : 'fa'
        const res = await pool.request({
          method: 'GET',
          path: page,
          headers: { cookie: `lang=${lang}` },
        })
        await res.body.dump()
        if (res.statusCode >= 400) failed++
        done++
      }
    }),
  )
  clearInterval(sampler)
  const afterLoad = await memory(web)
  await sleep(10_000)
  const idle = await memory(web)
  await pool.close()
  console.log(
    `web flags [${webFlags.join(' ')}]: ${done} pages in ${seconds} s (${(done / seconds).toFixed(0)}/s, ${failed} ≥ 400), ${connections} connections, load ${loadavg()[0]?.toFixed(1)}`,
  )
  console.table({
    'at start': atStart.before,
    'peak RSS under load': { rss: Math.round(peak) },
    'right after the load': afterLoad.before,
    'after load, full gc': afterLoad.afterGc,
    '10 s later': idle.before,
  })
} finally {
  for (const child of children) child.kill('SIGTERM')
  await sleep(1000)
  rmSync(dataDir, { recursive: true, force: true })
}
