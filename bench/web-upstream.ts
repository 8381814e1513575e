/**
 * The web's upstream layer under load, on loopback:
 *
 *   1. SSR time to first byte of /profile for a signed-in user (the page
 *      asks the upstream for the user, then renders);
 *   2. a server-function round trip (getCurrentUser over HTTP, as the
 *      browser calls it: web → engine → web);
 *   3. upstream calls for the coin pairs when 200 requests arrive at once on
 *      a cold cache (goal: 1), on the in-memory LRU and on Redis.
 *
 *   npm run build && node bench/web-upstream.ts
 *
 * 1 and 2 need the engine's auth endpoints (branch engine-accounts).
 * 3 uses a stand-in upstream that counts the calls and answers after 50 ms,
 * so the 200 requests really overlap. Ports 9350-9359.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { Agent, request } from 'undici'
import { serverFnPath } from '../scripts/server-fn-id.ts'
import { startRecordingUpstream } from '../tests/support/recording-upstream.ts'
import { haveRedisServer, OwnRedis } from '../tests/support/redis-server.ts'
import { signedInCookie, until } from './support/ssr-stack.ts'

const root = path.resolve(import.meta.dirname, '..')
const node = process.execPath
const children: ChildProcess[] = []
const agent = new Agent({ connections: 256 })

function start(script: string, env: Record<string, string>): ChildProcess {
  const child = spawn(node, [path.join(root, script)], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: 'ignore',
  })
  children.push(child)
  return child
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN
}

function summary(label: string, samples: number[]): void {
  const sorted = [...samples].sort((a, b) => a - b)
  console.log(
    `${label}: p50 ${percentile(sorted, 50).toFixed(2)} ms, p99 ${percentile(sorted, 99).toFixed(2)} ms (n=${sorted.length})`,
  )
}

/** Time until the response's headers arrive (the first byte), body drained. */
async function timed(url: string, headers: Record<string, string>) {
  const t0 = performance.now()
  const response = await request(url, { headers, dispatcher: agent })
  const ttfb = performance.now() - t0
  const body = await response.body.text()
  return { ttfb, total: performance.now() - t0, status: response.statusCode, body }
}

const browserHeaders = (origin: string, cookie?: string) => ({
  'accept-language': 'en',
  'sec-fetch-site': 'same-origin',
  origin,
  ...(cookie ? { cookie } : {}),
  'x-tsr-serverfn': 'true',
})

async function profileAndRoundTrip(): Promise<void> {
  const web = 'http://127.0.0.1:9350'
  const engine = 'http://127.0.0.1:9351'
  start('scripts/start.ts', {
    PORT: '9350',
    ENGINE_PORT: '9351',
    NODE_ENV: 'test',
    MARKET_FEED: 'manual',
    LOG_LEVEL: 'warn',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'bench-web-')),
  })
  await until(`${engine}/health`)
  await until(`${web}/403`)
  const cookie = await signedInCookie(engine)

  const page = { cookie, 'accept-language': 'en' }
  for (let i = 0; i < 30; i++) await timed(`${web}/profile`, page)
  const ttfb: number[] = []
  for (let i = 0; i < 300; i++) {
    const r = await timed(`${web}/profile`, page)
    if (r.status !== 200) throw new Error(`/profile answered ${r.status}`)
    ttfb.push(r.ttfb)
  }
  summary('SSR /profile, time to first byte', ttfb)

  const fn = `${web}${serverFnPath('app/server/generated/user.functions.ts', 'getCurrentUser')}`
  const headers = browserHeaders(web, cookie)
  const first = await timed(fn, headers)
  if (first.status !== 200 || !first.body.includes('bench-')) {
    throw new Error(`server function answered ${first.status}: ${first.body.slice(0, 200)}`)
  }
  for (let i = 0; i < 100; i++) await timed(fn, headers)
  const trips: number[] = []
  for (let i = 0; i < 1000; i++) trips.push((await timed(fn, headers)).total)
  summary('server function round trip (getCurrentUser)', trips)
}

const coinPair = {
  code: 'BTCUSDT',
  base: 'BTC',
  quote: 'USDT',
  tick_size: '0.1',
  step_size: '0.001',
  min_notional: '5',
  maker_fee: '0.0002',
  taker_fee: '0.0005',
  price_offset_percent: '5',
  price_protection_percent: '5',
  brackets: [{ notional_cap: '50000', max_leverage: 50, mmr: '0.004', cum: '0' }],
  ticker: {
    code: 'BTCUSDT',
    last: '64000',
    mark: '64000',
    bid: '63999.9',
    ask: '64000.1',
    change_24h: '1.2',
    low_24h: '63000',
    high_24h: '65000',
    volume_24h: '1234.5',
    time: 1_790_000_000_000,
  },
}

async function coldCacheBurst(): Promise<void> {
  const upstream = await startRecordingUpstream(9353)
  upstream.answer = () => ({ delayMs: 50, body: { data: [coinPair] } })
  const variants: Array<{ name: string; port: number; env: Record<string, string> }> = [
    { name: 'in-memory LRU', port: 9352, env: {} },
  ]
  const redis = new OwnRedis(9354)
  if (haveRedisServer) {
    await redis.start()
    variants.push({ name: 'Redis', port: 9355, env: { REDIS_URL: redis.url } })
  }
  try {
    for (const variant of variants) {
      const web = `http://127.0.0.1:${variant.port}`
      const child = start('scripts/web-server.ts', {
        PORT: String(variant.port),
        API_BASE_URL: upstream.url,
        NODE_ENV: 'production',
        ...variant.env,
      })
      await until(`${web}/403`)
      upstream.requests.length = 0
      const fn = `${web}${serverFnPath('app/server/generated/coin-pairs.functions.ts', 'listCoinPairs')}`
      const t0 = performance.now()
      const answers = await Promise.all(
        Array.from({ length: 200 }, () => timed(fn, browserHeaders(web))),
      )
      const elapsed = performance.now() - t0
      const failed = answers.filter((a) => a.status !== 200 || !a.body.includes('BTCUSDT'))
      if (failed.length > 0) throw new Error(`${failed.length} requests failed: ${failed[0]?.body}`)
      const calls = upstream.requests.filter((r) => r.url.startsWith('/v1/coinPairs')).length
      console.log(
        `coin pairs, 200 concurrent requests, cold cache (${variant.name}): ${calls} upstream call(s), all answered in ${elapsed.toFixed(0)} ms`,
      )
      child.kill('SIGTERM')
    }
  } finally {
    await upstream.close()
    await redis.stop()
  }
}

try {
  await coldCacheBurst()
  await profileAndRoundTrip()
} finally {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM')
  await agent.close()
}
