/**
 * `npm start` on a fresh clone, after install (issue 19): the time until the
 * page answers, the first time (it builds the web) and the second (it reuses
 * the build).
 *
 *   node bench/first-start.ts [rounds]
 *
 * Each round clones the committed HEAD of this repository into a temp
 * directory (`git clone`: no dist/, no app/paraglide/, no routeTree.gen.ts,
 * no data/), hard-links node_modules from this checkout minus Vite's caches,
 * then times `npm start` until GET / answers, stops it, and times a second
 * `npm start`. Each line `npm start` prints is shown with the second it
 * appeared at. Ports: web 3490, engine 8490 (PORT / ENGINE_PORT to change).
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { createInterface } from 'node:readline'

const root = path.resolve(import.meta.dirname, '..')
const rounds = Number(process.argv[2] ?? 1)
const webPort = Number(process.env.PORT ?? 3490)
const enginePort = Number(process.env.ENGINE_PORT ?? 8490)

function freshClone(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'first-start-'))
  execFileSync('git', ['clone', '--quiet', '--no-hardlinks', root, dir])
  // The same installed packages, hard-linked (as `cp -al`), without Vite's caches.
  execFileSync('cp', ['-al', path.join(root, 'node_modules'), path.join(dir, 'node_modules')])
  for (const cache of ['.vite', '.vite-temp', '.cache'])
    rmSync(path.join(dir, 'node_modules', cache), { recursive: true, force: true })
  return dir
}

async function answers(url: string): Promise<boolean> {
  return fetch(url, { signal: AbortSignal.timeout(2_000) }).then(
    (r) => r.status < 500,
    () => false,
  )
}

/** Runs `npm start` in `dir` until GET / answers; resolves with the seconds and the child. */
async function timeStart(
  dir: string,
  label: string,
): Promise<{ seconds: number; child: ChildProcess }> {
  const started = performance.now()
  const child = spawn('npm', ['start'], {
    cwd: dir,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(webPort),
      ENGINE_PORT: String(enginePort),
      DATA_DIR: path.join(dir, 'data'),
    },
  })
  const since = () => ((performance.now() - started) / 1000).toFixed(1).padStart(5)
  for (const stream of [child.stdout, child.stderr])
    if (stream)
      createInterface({ input: stream }).on('line', (line) =>
        console.log(`  ${label} ${since()} s │ ${line}`),
      )
  const deadline = Date.now() + 300_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`)
    if (await answers(`http://127.0.0.1:${webPort}/`)) {
      return { seconds: (performance.now() - started) / 1000, child }
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error('npm start did not answer within 300 s')
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.pid === undefined) return
  const exited = new Promise((r) => child.once('exit', r))
  process.kill(-child.pid, 'SIGTERM')
  await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))])
  if (child.exitCode === null) process.kill(-child.pid, 'SIGKILL')
  // The ports are free again before the next start.
  while (
    (await answers(`http://127.0.0.1:${webPort}/`)) ||
    (await answers(`http://127.0.0.1:${enginePort}/health`))
  )
    await new Promise((r) => setTimeout(r, 100))
}

const results: { first: number; second: number }[] = []
for (let round = 1; round <= rounds; round++) {
  const dir = freshClone()
  try {
    const first = await timeStart(dir, 'first ')
    await stop(first.child)
    const second = await timeStart(dir, 'second')
    await stop(second.child)
    results.push({ first: first.seconds, second: second.seconds })
    console.log(
      `round ${round}: first start ${first.seconds.toFixed(1)} s, second ${second.seconds.toFixed(1)} s`,
    )
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
const fmt = (xs: number[]) => xs.map((x) => x.toFixed(1)).join(', ')
console.log(`first start (goal ≤ 15 s): ${fmt(results.map((r) => r.first))} s`)
console.log(`second start: ${fmt(results.map((r) => r.second))} s`)
