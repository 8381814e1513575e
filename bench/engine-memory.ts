/**
 * The engine's memory at idle after start (issue 19: ≤ 250 MB resident on
 * the PGlite default), and what holds it:
 *
 *   node            a bare Node process (the floor every variant pays);
 *   pglite-128MB    PGlite alone with its own start parameters (a 128 MB
 *                   buffer pool), on a fresh data directory, migrated;
 *   pglite          PGlite alone, opened and migrated as the engine does;
 *   pglite-again    the same on the data directory it made (no initdb);
 *   engine-manual   the engine on PGlite with MARKET_FEED=manual (no candle
 *                   history, no ticks);
 *   engine          the engine as `npm start` runs it: PGlite, the simulated
 *                   feed with its candle history, its node flags
 *                   (scripts/engine-node-flags.ts);
 *   engine-again    a second start on the same data directory;
 *   engine-noflags  the engine without those node flags (V8's defaults);
 *   engine-flags    the engine with ENGINE_FLAGS's node flags instead;
 *   engine-pg       the engine on Postgres (TEST_DATABASE_URL's server, a
 *                   database of its own), when TEST_DATABASE_URL is set.
 *
 *   node bench/engine-memory.ts [idle seconds, default 20] [variant,variant…]
 *
 * Each variant starts on a fresh data directory, waits until ready, idles,
 * then reports RSS (anonymous and file-backed), the V8 heap and external
 * memory, as it stands and after a full collection. Port 8491.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import postgres from 'postgres'
import { engineNodeFlags } from '../scripts/engine-node-flags.ts'

const root = path.resolve(import.meta.dirname, '..')
const idleSeconds = Number(process.argv[2] ?? 20)
const port = 8491
/** Only these variants (comma-separated names), when given. */
const only = process.argv[3]?.split(',')
const preload = [
  '--expose-gc',
  '--import',
  pathToFileURL(path.join(root, 'bench/support/memory-report.ts')).href,
]
const streamGuard = [
  '--import',
  pathToFileURL(path.join(root, 'scripts/closed-stream-guard.ts')).href,
]

interface Variant {
  name: string
  args: string[]
  env?: Record<string, string>
  /** Starts on the data directory the variant before used (a second start). */
  sameDataDirAsBefore?: boolean
  ready: (child: ChildProcess, output: () => string) => Promise<boolean>
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
const healthy = async () =>
  fetch(`http://127.0.0.1:${port}/health`).then(
    async (r) => r.ok && ((await r.json()) as { role?: string }).role === 'active',
    () => false,
  )

async function measure(variant: Variant, dataDir: string) {
  const report = path.join(dataDir, `memory-${variant.name}.jsonl`)
  let output = ''
  const child = spawn(process.execPath, [...preload, ...variant.args], {
    cwd: root,
    env: {
      ...process.env,
      ENGINE_PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      MEMORY_REPORT_FILE: report,
      ...variant.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout?.on('data', (d) => (output += d))
  child.stderr?.on('data', (d) => (output += d))
  const started = Date.now()
  try {
    while (!(await variant.ready(child, () => output))) {
      if (child.exitCode !== null) throw new Error(`${variant.name} exited: ${output}`)
      if (Date.now() - started > 180_000) throw new Error(`${variant.name} not ready: ${output}`)
      await sleep(200)
    }
    const readyAfter = (Date.now() - started) / 1000
    await sleep(idleSeconds * 1000)
    child.kill('SIGUSR2')
    while (!existsSync(report)) await sleep(100)
    await sleep(300)
    const line = JSON.parse(readFileSync(report, 'utf8').trim().split('\n').at(-1) ?? '{}')
    return { readyAfter, ...line }
  } finally {
    const exited = new Promise((r) => child.once('exit', r))
    child.kill('SIGTERM')
    await Promise.race([exited, sleep(10_000)])
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
  }
}

const variants: Variant[] = [
  {
    name: 'node',
    args: ['-e', 'console.log("ready"); setInterval(() => {}, 1 << 30)'],
    ready: async (_c, out) => out().includes('ready'),
  },
  {
    name: 'pglite-128MB',
    args: [
      path.join(root, 'bench/support/pglite-idle.ts'),
      'DATA/engine.pglite',
      'pglite-defaults',
    ],
    ready: async (_c, out) => out().includes('pglite ready'),
  },
  {
    name: 'pglite',
    args: [path.join(root, 'bench/support/pglite-idle.ts'), 'DATA/engine.pglite'],
    ready: async (_c, out) => out().includes('pglite ready'),
  },
  {
    name: 'pglite-again',
    sameDataDirAsBefore: true,
    args: [path.join(root, 'bench/support/pglite-idle.ts'), 'DATA/engine.pglite'],
    ready: async (_c, out) => out().includes('pglite ready'),
  },
  {
    // The manual feed is for tests only: NODE_ENV=test lets the engine take it.
    name: 'engine-manual',
    args: [...streamGuard, path.join(root, 'engine/main.ts')],
    env: { MARKET_FEED: 'manual', NODE_ENV: 'test' },
    ready: healthy,
  },
  {
    name: 'engine',
    args: [...engineNodeFlags({}), ...streamGuard, path.join(root, 'engine/main.ts')],
    ready: healthy,
  },
  {
    name: 'engine-again',
    sameDataDirAsBefore: true,
    args: [...engineNodeFlags({}), ...streamGuard, path.join(root, 'engine/main.ts')],
    ready: healthy,
  },
  {
    name: 'engine-noflags',
    args: [...streamGuard, path.join(root, 'engine/main.ts')],
    ready: healthy,
  },
  {
    // ENGINE_FLAGS="…": the engine as `npm start` runs it, with other node flags.
    name: 'engine-flags',
    args: [
      ...(process.env.ENGINE_FLAGS ?? '').split(' ').filter(Boolean),
      ...streamGuard,
      path.join(root, 'engine/main.ts'),
    ],
    ready: healthy,
  },
]

const pgUrl = process.env.TEST_DATABASE_URL
let pgDatabase: string | undefined
if (pgUrl && (!only || only.includes('engine-pg'))) {
  pgDatabase = `bench_engine_memory_${process.pid}`
  const admin = postgres(pgUrl, { max: 1, onnotice: () => {} })
  await admin.unsafe(`create database ${pgDatabase}`)
  await admin.end()
  const url = new URL(pgUrl)
  url.pathname = `/${pgDatabase}`
  variants.push({
    name: 'engine-pg',
    args: [
      ...engineNodeFlags({ DATABASE_URL: url.toString() }),
      ...streamGuard,
      path.join(root, 'engine/main.ts'),
    ],
    env: { DATABASE_URL: url.toString() },
    ready: healthy,
  })
}

const chosen = only ? variants.filter((v) => only.includes(v.name)) : variants
const rows: Record<string, unknown>[] = []
try {
  let dataDir = ''
  for (const [i, variant] of chosen.entries()) {
    if (!variant.sameDataDirAsBefore)
      dataDir = mkdtempSync(path.join(tmpdir(), `engine-memory-${variant.name}-`))
    variant.args = variant.args.map((a) => a.replace('DATA', dataDir))
    try {
      const m = await measure(variant, dataDir)
      const row = {
        variant: variant.name,
        'ready s': m.readyAfter.toFixed(1),
        'RSS MB': m.before.rss,
        anon: m.before.rssAnon,
        file: m.before.rssFile,
        heapUsed: m.before.heapUsed,
        heapTotal: m.before.heapTotal,
        external: m.before.external,
        arrayBuf: m.before.arrayBuffers,
        'RSS after gc': m.afterGc?.rss,
        'heapUsed after gc': m.afterGc?.heapUsed,
      }
      rows.push(row)
      console.log(JSON.stringify(row))
    } finally {
      if (!chosen[i + 1]?.sameDataDirAsBefore) rmSync(dataDir, { recursive: true, force: true })
    }
  }
} finally {
  if (pgUrl && pgDatabase) {
    const admin = postgres(pgUrl, { max: 1, onnotice: () => {} })
    await admin.unsafe(`drop database if exists ${pgDatabase} with (force)`)
    await admin.end()
  }
}
console.table(rows)
