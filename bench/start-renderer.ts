/**
 * Issue 31, item 7: /signin from the web as the README's `npm start` runs
 * it (`node scripts/start.ts`, no NODE_ENV, API_BASE_URL set so only the
 * web starts) against a second web node on the same engine and build
 * started with NODE_ENV=production, interleaved A/B/A/B; prints req/s and
 * the ratio. Before decision 555 the first ran React's development build.
 *
 *   npm run build && flock /tmp/heavy.lock node_modules/.bin/node bench/start-renderer.ts [rounds] [seconds]
 *
 * Env: RENDERER_WEB_PORT / RENDERER_ENGINE_PORT / RENDERER_START_PORT (9390-9392).
 */
import { spawn } from 'node:child_process'
import path from 'node:path'
import autocannon from 'autocannon'
import { root, startStack, until } from './support/ssr-stack.ts'

const ROUNDS = Number(process.argv[2] ?? 2)
const SECONDS = Number(process.argv[3] ?? 10)
const WEB_PORT = Number(process.env.RENDERER_WEB_PORT ?? 9390)
const ENGINE_PORT = Number(process.env.RENDERER_ENGINE_PORT ?? 9391)
const START_PORT = Number(process.env.RENDERER_START_PORT ?? 9392)

const stack = await startStack({ webPort: WEB_PORT, enginePort: ENGINE_PORT })
const env: NodeJS.ProcessEnv = {
  ...process.env,
  PORT: String(START_PORT),
  HOST: '127.0.0.1',
  HSTS: 'false',
  LOG_LEVEL: 'warn',
  API_BASE_URL: stack.engine,
}
delete env.NODE_ENV
delete env.APP_ENV
const start = spawn(process.execPath, [path.join(root, 'scripts/start.ts')], {
  cwd: root,
  env,
  stdio: ['ignore', 'ignore', 'inherit'],
})
const rps = (url: string) =>
  autocannon({
    url,
    connections: 50,
    duration: SECONDS,
    headers: { 'accept-language': 'en' },
  }).then((r) => ({
    rps: r.requests.average,
    p99: r.latency.p99,
    bad: r.non2xx + r.errors + r.timeouts,
  }))
try {
  const started = `http://127.0.0.1:${START_PORT}/signin`
  const production = `${stack.site}/signin`
  await until(started)
  for (const url of [started, production]) {
    await autocannon({ url, connections: 10, amount: 300, headers: { 'accept-language': 'en' } })
  }
  const a: number[] = []
  const b: number[] = []
  for (let round = 0; round < ROUNDS; round++) {
    const fa = await rps(started)
    a.push(fa.rps)
    console.log(
      `A npm start (no NODE_ENV)   ${fa.rps.toFixed(0)} req/s  p99 ${fa.p99} ms  bad ${fa.bad}`,
    )
    const fb = await rps(production)
    b.push(fb.rps)
    console.log(
      `B NODE_ENV=production       ${fb.rps.toFixed(0)} req/s  p99 ${fb.p99} ms  bad ${fb.bad}`,
    )
  }
  const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length
  console.log(`npm start ÷ production: ${(mean(a) / mean(b)).toFixed(2)} by req/s`)
} finally {
  start.kill('SIGTERM')
  await new Promise((r) => (start.exitCode !== null ? r(null) : start.once('exit', r)))
  await stack.stop()
}
