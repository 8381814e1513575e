/**
 * Pages that read the catalogue (coin pairs on /trade, challenges and steps
 * on /challenges/new) through the web's Redis cache, and what happens when
 * Redis stops: the pages still load, served straight from upstream.
 *
 * A web node of its own (the build the other browser tests use, on REDIS_URL) in front of a
 * counting stand-in upstream, and a redis-server of its own that the test
 * stops; never the shared Redis.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { type RecordingUpstream, startRecordingUpstream } from '../../support/recording-upstream'
import { haveRedisServer, OwnRedis } from '../../support/redis-server'

const WEB_PORT = 9347
const web = `http://localhost:${WEB_PORT}`

const pair = {
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
  halted: false,
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
const steps = {
  rules_version: 1,
  steps: [
    {
      step: 1,
      days: 30,
      max_dd_daily: '5',
      max_dd_total: '10',
      max_dd_total_kind: 'static',
      min_profit: '8',
      min_trading_day: 4,
    },
  ],
  features: [],
  profit_share: '80',
  rules_url: 'https://example.test/rules',
}
const challenges = [
  {
    id: 1,
    title: '10K',
    account_size: '10000',
    price: '89',
    currency: 'USDT',
    steps_count: 1,
    program_id: 1,
    program: {
      id: 1,
      code: 'two-step',
      title: 'Two-step evaluation',
      rules_version: 1,
      steps: steps.steps,
      instant_funding: false,
      max_leverage: 100,
      profit_share: '80',
      payout_interval_days: 14,
      consistency_percent: null,
      funded: { max_dd_daily: '5', max_dd_total: '10', max_dd_total_kind: 'static' },
    },
  },
]

test.describe('catalogue cache', () => {
  test.skip(!haveRedisServer, 'redis-server is not installed')
  const redis = new OwnRedis(9345)
  let upstream: RecordingUpstream
  let server: ChildProcess | undefined

  test.beforeAll(async () => {
    await redis.start()
    upstream = await startRecordingUpstream(9346)
    upstream.answer = (request) => {
      if (request.url.startsWith('/v1/coinPairs')) return { body: { data: [pair] } }
      if (request.url.startsWith('/v1/steps')) return { body: { data: steps } }
      if (request.url.startsWith('/v1/challenges')) return { body: { data: challenges } }
      return { status: 401, body: { message: 'Unauthenticated.' } }
    }
    server = spawn(process.execPath, [path.resolve('scripts/web-server.ts')], {
      env: {
        ...process.env,
        PORT: String(WEB_PORT),
        // As the stack the browser tests build and run (a test build
        // needs React's development JSX runtime).
        NODE_ENV: 'test',
        API_BASE_URL: upstream.url,
        REDIS_URL: redis.url,
        CACHE_TTL_SECONDS: '300',
      },
      stdio: 'ignore',
    })
    await expect
      .poll(
        () =>
          fetch(`${web}/403`).then(
            (r) => r.status,
            () => 0,
          ),
        { timeout: 30_000 },
      )
      .toBe(200)
  })

  test.afterAll(async () => {
    server?.kill('SIGTERM')
    await upstream?.close()
    await redis.stop()
  })

  const upstreamCalls = (prefix: string) =>
    upstream.requests.filter((r) => r.url.startsWith(prefix)).length

  test('pages load from Redis, and straight from upstream once Redis is gone', async ({ page }) => {
    await page.context().addCookies([{ name: 'lang', value: 'en', url: web }])
    const open = async (url: string, heading: string) => {
      const response = await page.goto(`${web}${url}`)
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
      await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0)
    }

    await open('/trade', 'Trade Market')
    await open('/trade', 'Trade Market')
    await open('/challenges/new', 'New Challenge')
    await open('/challenges/new', 'New Challenge')
    // Cached: one upstream call each, however often the pages open.
    expect(upstreamCalls('/v1/coinPairs')).toBe(1)
    expect(upstreamCalls('/v1/steps')).toBe(1)
    expect(upstreamCalls('/v1/challenges')).toBe(1)

    await redis.stop()
    await open('/trade', 'Trade Market')
    await open('/challenges/new', 'New Challenge')
    // No cache to read: the answers came from upstream.
    expect(upstreamCalls('/v1/coinPairs')).toBe(2)
    expect(upstreamCalls('/v1/steps')).toBe(2)

    // And a client-side navigation asks the same server function.
    await page.getByTestId('sidebar').getByRole('link', { name: 'Trade Market' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Trade Market' })).toBeVisible()
    await expect.poll(() => upstreamCalls('/v1/coinPairs')).toBe(3)
  })
})
