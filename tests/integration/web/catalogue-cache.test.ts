/**
 * The catalogue cache (challenge steps, challenges, coin pairs) in front of
 * a real HTTP upstream: single flight, TTL, Redis shared between nodes, and
 * Redis going away mid-test. Runs on the in-memory LRU always and on the
 * real Redis of TEST_REDIS_URL when set; the outage test uses a
 * redis-server of its own.
 */
import { randomBytes } from 'node:crypto'
import { Redis } from 'ioredis'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { api } from '#contract/index.ts'
import { anonymousExchange, catalogueKey } from '~/server/cache/catalogue.server'
import { CatalogueCache } from '~/server/cache/catalogue-cache.server'
import { MemoryStore } from '~/server/cache/memory-store.server'
import { RedisStore } from '~/server/cache/redis-store.server'
import type { CacheStore } from '~/server/cache/store'
import type { Logger } from '~/server/log.server'
import { UpstreamClient } from '~/server/upstream/client.server'
import { type RecordingUpstream, startRecordingUpstream } from '../../support/recording-upstream.ts'
import { haveRedisServer, OwnRedis } from '../../support/redis-server.ts'

const lines: Array<{ level: string; message: string }> = []
const log: Logger = {
  info: (message) => lines.push({ level: 'info', message }),
  warn: (message) => lines.push({ level: 'warn', message }),
  error: (message) => lines.push({ level: 'error', message }),
}

const pair = (code: string, last: string) => ({
  code,
  base: code.replace('USDT', ''),
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
    code,
    last,
    mark: last,
    bid: last,
    ask: last,
    change_24h: '1.5',
    low_24h: last,
    high_24h: last,
    volume_24h: '1000',
    time: 1_790_000_000_000,
  },
})

const none = { params: undefined, query: undefined, body: undefined }
const run = randomBytes(4).toString('hex')
let upstream: RecordingUpstream
let client: UpstreamClient
let price = '64000.5'

beforeAll(async () => {
  upstream = await startRecordingUpstream(9314)
  upstream.answer = () => ({ delayMs: 40, body: { data: [pair('BTCUSDT', price)] } })
  client = new UpstreamClient({ baseUrl: upstream.url, timeoutMs: 0, log })
})
afterAll(async () => {
  await client.close()
  await upstream.close()
})
beforeEach(() => {
  upstream.requests.length = 0
  lines.length = 0
  price = '64000.5'
})

const loadCoinPairs = () => client.call(api.coinPairs.list, none, anonymousExchange('en'))

const kinds: Array<'memory' | 'redis'> = process.env.TEST_REDIS_URL
  ? ['memory', 'redis']
  : ['memory']

describe.each(kinds)('catalogue cache on %s', (kind) => {
  const stores: CacheStore[] = []
  const makeStore = (): CacheStore => {
    const url = process.env.TEST_REDIS_URL
    const store = kind === 'redis' && url ? new RedisStore(url, log) : new MemoryStore()
    stores.push(store)
    return store
  }
  afterAll(async () => {
    for (const store of stores) await store.close()
  })

  it('200 concurrent requests on a cold cache make one upstream call', async () => {
    const cache = new CatalogueCache(makeStore(), 60, log)
    const key = `test:${run}:${kind}:flight`
    const answers = await Promise.all(
      Array.from({ length: 200 }, () => cache.get(key, loadCoinPairs)),
    )
    expect(upstream.requests).toHaveLength(1)
    expect(new Set(answers.map((a) => a.data[0]?.ticker.last))).toEqual(new Set(['64000.5']))
    // Each caller has its own copy: changing one changes no other.
    if (answers[0]?.data[0]) answers[0].data[0].code = 'CHANGED'
    expect(answers[1]?.data[0]?.code).toBe('BTCUSDT')
    // Warm: no more upstream calls.
    await cache.get(key, loadCoinPairs)
    expect(upstream.requests).toHaveLength(1)
  })

  it('a failed load caches nothing and reaches every waiting caller', async () => {
    const cache = new CatalogueCache(makeStore(), 60, log)
    const key = `test:${run}:${kind}:failure`
    upstream.answer = () => ({ status: 503, body: { message: 'Down for maintenance' } })
    const results = await Promise.allSettled([1, 2, 3].map(() => cache.get(key, loadCoinPairs)))
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected'])
    expect(upstream.requests).toHaveLength(1)
    upstream.answer = () => ({ body: { data: [pair('BTCUSDT', price)] } })
    expect((await cache.get(key, loadCoinPairs)).data).toHaveLength(1)
    expect(upstream.requests).toHaveLength(2)
  })

  it('serves from the cache until CACHE_TTL_SECONDS pass', async () => {
    const key = `test:${run}:${kind}:ttl`
    if (kind === 'redis') {
      const cache = new CatalogueCache(makeStore(), 45, log)
      await cache.get(key, loadCoinPairs)
      const redis = new Redis(process.env.TEST_REDIS_URL ?? '')
      const ttl = await redis.ttl(key)
      await redis.del(key)
      redis.disconnect()
      expect(ttl).toBeGreaterThan(40)
      expect(ttl).toBeLessThanOrEqual(45)
      return
    }
    let now = 1_000
    const cache = new CatalogueCache(new MemoryStore({ now: () => now }), 45, log)
    await cache.get(key, loadCoinPairs)
    price = '65000'
    now += 44_000
    expect((await cache.get(key, loadCoinPairs)).data[0]?.ticker.last).toBe('64000.5')
    now += 2_000
    expect((await cache.get(key, loadCoinPairs)).data[0]?.ticker.last).toBe('65000')
    expect(upstream.requests).toHaveLength(2)
  })

  it('after an invalidation every node sharing the store reads the new price', async () => {
    const prefix = `test:${run}:${kind}:invalidate:`
    const key = `${prefix}pairs`
    const store = makeStore()
    // Two web nodes on one Redis; without Redis, one node and its memory.
    const editing = new CatalogueCache(store, 60, log)
    const other = kind === 'redis' ? new CatalogueCache(makeStore(), 60, log) : editing
    await editing.get(key, loadCoinPairs)
    expect((await other.get(key, loadCoinPairs)).data[0]?.ticker.last).toBe('64000.5')
    price = '39'
    await editing.invalidate(prefix)
    expect((await other.get(key, loadCoinPairs)).data[0]?.ticker.last).toBe('39')
    expect((await editing.get(key, loadCoinPairs)).data[0]?.ticker.last).toBe('39')
    expect(upstream.requests).toHaveLength(2)
  })

  it('an answer loaded before the invalidation is never stored after it', async () => {
    const prefix = `test:${run}:${kind}:race:`
    const key = `${prefix}pairs`
    const cache = new CatalogueCache(makeStore(), 60, log)
    const stale = cache.get(key, loadCoinPairs) // upstream answers after 40 ms
    // The upstream has the request (it answers 40 ms later) before staff edit.
    while (upstream.requests.length === 0) await new Promise((resolve) => setTimeout(resolve, 2))
    price = '39'
    await cache.invalidate(prefix)
    expect((await stale).data[0]?.ticker.last).toBe('64000.5')
    expect((await cache.get(key, loadCoinPairs)).data[0]?.ticker.last).toBe('39')
    expect(upstream.requests).toHaveLength(2)
  })

  it.runIf(kind === 'redis')('two web nodes share what one of them loaded', async () => {
    const key = `test:${run}:shared`
    const first = new CatalogueCache(makeStore(), 60, log)
    const second = new CatalogueCache(makeStore(), 60, log)
    await first.get(key, loadCoinPairs)
    const answer = await second.get(key, loadCoinPairs)
    expect(answer.data[0]?.code).toBe('BTCUSDT')
    expect(upstream.requests).toHaveLength(1)
  })
})

describe('catalogue keys', () => {
  it('hold the language, the path and the query', () => {
    expect(catalogueKey(api.challenges.steps, none, 'fa')).toBe(
      'proptrade:catalogue:v1:fa:GET /v1/steps',
    )
    expect(
      catalogueKey(api.coinPairs.show, { ...none, params: { coinPairCode: 'ETHUSDT' } }, 'en'),
    ).toBe('proptrade:catalogue:v1:en:GET /v1/coinPairs/ETHUSDT')
  })
})

describe.runIf(haveRedisServer)('Redis stopped mid-test', () => {
  const redis = new OwnRedis(9341)
  let store: RedisStore

  beforeAll(async () => {
    await redis.start()
    store = new RedisStore(redis.url, log, { commandTimeoutMs: 300 })
  })
  afterAll(async () => {
    await store.close()
    await redis.stop()
  })

  it('answers from upstream with one warning while Redis is down, and caches again when it is back', async () => {
    const cache = new CatalogueCache(store, 60, log)
    const key = `test:${run}:outage`
    await cache.get(key, loadCoinPairs)
    await cache.get(key, loadCoinPairs)
    expect(upstream.requests).toHaveLength(1)

    await redis.stop()
    price = '63000'
    // Redis is gone: a fresh key is a miss, served straight from upstream,
    // single flight still holding; no error reaches the caller.
    const during = await Promise.all(
      Array.from({ length: 20 }, () => cache.get(`${key}:fresh`, loadCoinPairs)),
    )
    expect(during.every((a) => a.data[0]?.ticker.last === '63000')).toBe(true)
    expect(upstream.requests).toHaveLength(2)
    const again = await cache.get(key, loadCoinPairs)
    expect(again.data[0]?.ticker.last).toBe('63000')
    expect(upstream.requests).toHaveLength(3)
    const warnings = lines.filter((l) => l.level === 'warn' && l.message.startsWith('cache'))
    expect(warnings).toEqual([
      { level: 'warn', message: 'cache read failed: serving from upstream' },
    ])

    await redis.start()
    // ioredis reconnects on its own (backoff of at most a few hundred ms here).
    await expect
      .poll(
        async () => {
          await cache.get(`${key}:after`, loadCoinPairs)
          return lines.some((l) => l.message === 'cache store is back')
        },
        { timeout: 10_000, interval: 200 },
      )
      .toBe(true)
    const calls = upstream.requests.length
    await cache.get(`${key}:after`, loadCoinPairs)
    expect(upstream.requests).toHaveLength(calls)
  })
})
