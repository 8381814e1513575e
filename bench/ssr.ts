/**
 * SSR throughput of the web's production build (issue 19):
 *
 *   1. GET /signin, signed out, English, 50 connections, against a minimal
 *      TanStack Start app (bench/ssr-minimal: the same packages, one route
 *      with a two-field form), runs alternating A/B/A/B so the machine's
 *      drift falls on both; prints req/s, p99 and the ratio;
 *   2. GET /dashboard signed in, 20 connections (web + engine here);
 *   3. GET /challenges/new signed out, 50 connections.
 *
 *   npm run build && flock /tmp/heavy.lock node_modules/.bin/node bench/ssr.ts [rounds] [seconds]
 *
 * Env: SSR_WEB_PORT / SSR_ENGINE_PORT / SSR_MINIMAL_PORT (9380-9382);
 * SSR_ONLY=signin|dashboard|new (one figure); SSR_PROFILE=dir (the web
 * node runs with --cpu-prof, its profile written there on exit);
 * SSR_SKIP_MINIMAL_BUILD=1 (reuse bench/ssr-minimal/dist); SSR_WEB_FLAGS="…"
 * (node flags added after the web's own, to compare settings).
 */
import { type ChildProcess, spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import autocannon from 'autocannon'
import { root, signedInCookie, startStack, until } from './support/ssr-stack.ts'

const minimalDir = path.join(root, 'bench/ssr-minimal')
const ROUNDS = Number(process.argv[2] ?? 2)
const SECONDS = Number(process.argv[3] ?? 10)
const WEB_PORT = Number(process.env.SSR_WEB_PORT ?? 9380)
const ENGINE_PORT = Number(process.env.SSR_ENGINE_PORT ?? 9381)
const MINIMAL_PORT = Number(process.env.SSR_MINIMAL_PORT ?? 9382)
const only = process.env.SSR_ONLY
const profileDir = process.env.SSR_PROFILE

/** CPU seconds a process has used (Linux /proc, 100 ticks a second). */
function cpuOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? []
  return (Number(fields[11]) + Number(fields[12])) / 100
}

type Figure = { rps: number; p50: number; p99: number; cpuMs: number; bad: number }

async function load(
  url: string,
  connections: number,
  server: ChildProcess,
  headers: Record<string, string> = {},
): Promise<Figure> {
  const cpu0 = cpuOf(server.pid ?? 0)
  const result = await autocannon({
    url,
    connections,
    duration: SECONDS,
    headers: { 'accept-language': 'en', ...headers },
  })
  const cpu = cpuOf(server.pid ?? 0) - cpu0
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    cpuMs: (cpu / Math.max(1, result.requests.total)) * 1000,
    bad: result.non2xx + result.errors + result.timeouts,
  }
}

const show = (f: Figure) =>
  `${f.rps.toFixed(0).padStart(5)} req/s  p50 ${f.p50} ms  p99 ${f.p99} ms  web CPU ${f.cpuMs.toFixed(2)} ms/req${f.bad ? `  (${f.bad} not 2xx, errors or timeouts)` : ''}`

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length

const warm = (url: string, headers?: Record<string, string>) =>
  autocannon({
    url,
    connections: 10,
    amount: 300,
    headers: { 'accept-language': 'en', ...headers },
  })

const wantMinimal = !only || only === 'signin'
if (wantMinimal && !process.env.SSR_SKIP_MINIMAL_BUILD) {
  console.log('building the minimal Start app…')
  const built = spawnSync(process.execPath, [path.join(minimalDir, 'build.ts')], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  })
  if (built.status !== 0) throw new Error('minimal app build failed')
}
const stack = await startStack({
  webPort: WEB_PORT,
  enginePort: ENGINE_PORT,
  webFlags: [
    ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []),
    ...(process.env.SSR_WEB_FLAGS ?? '').split(' ').filter(Boolean),
  ],
})
try {
  const { site, web } = stack
  if (wantMinimal) {
    const minimal = stack.spawnNode([path.join(minimalDir, 'serve.ts')], {
      NODE_ENV: 'production',
      PORT: String(MINIMAL_PORT),
    })
    const base = `http://127.0.0.1:${MINIMAL_PORT}`
    await until(`${base}/signin`)
    await warm(`${base}/signin`)
    await warm(`${site}/signin`)
    const a: Figure[] = []
    const b: Figure[] = []
    for (let round = 0; round < ROUNDS; round++) {
      a.push(await load(`${base}/signin`, 50, minimal))
      console.log(`A minimal /signin, 50 connections   ${show(a.at(-1) as Figure)}`)
      b.push(await load(`${site}/signin`, 50, web))
      console.log(`B web /signin, 50 connections       ${show(b.at(-1) as Figure)}`)
    }
    const ratio = mean(b.map((f) => f.rps)) / mean(a.map((f) => f.rps))
    const cpuRatio = mean(a.map((f) => f.cpuMs)) / mean(b.map((f) => f.cpuMs))
    console.log(
      `/signin web ÷ minimal: ${ratio.toFixed(2)} by req/s (goal ≥ 0.8); ${cpuRatio.toFixed(2)} by web CPU a request`,
    )
  }
  if (!only || only === 'dashboard') {
    const cookie = await signedInCookie(stack.engine)
    await warm(`${site}/dashboard`, { cookie })
    for (let round = 0; round < ROUNDS; round++) {
      const f = await load(`${site}/dashboard`, 20, web, { cookie })
      console.log(`/dashboard signed in, 20 connections   ${show(f)}  (goal ≥ 600 req/s)`)
    }
  }
  if (!only || only === 'new') {
    await warm(`${site}/challenges/new`)
    for (let round = 0; round < ROUNDS; round++) {
      const f = await load(`${site}/challenges/new`, 50, web)
      console.log(
        `/challenges/new signed out, 50 connections   ${show(f)}  (goal ≥ 700 req/s, p99 ≤ 150 ms)`,
      )
    }
  }
} finally {
  await stack.stop()
}
