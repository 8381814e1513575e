/**
 * The cache store on Redis, shared by every web node. It fails fast rather
 * than queueing: with Redis unreachable a command rejects at once (or after
 * a short timeout when Redis hangs) and the cache serves from upstream,
 * while ioredis keeps reconnecting in the background.
 */
import { Redis } from 'ioredis'
import type { Logger } from '../log.server'
import type { CacheStore } from './store'

export class RedisStore implements CacheStore {
  readonly kind = 'redis' as const
  private readonly redis: Redis
  /** Settles when the first connection is up, or gave up: until then commands wait for it. */
  private firstConnection: Promise<void> | undefined

  constructor(url: string, log: Logger, options: { commandTimeoutMs?: number } = {}) {
    const connectTimeout = 1000
    this.redis = new Redis(url, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      connectTimeout,
      commandTimeout: options.commandTimeoutMs ?? 500,
      retryStrategy: (attempt) => Math.min(attempt * 250, 5000),
    })
    let reported = false
    this.redis.on('error', (error: Error) => {
      // Reconnection errors repeat every few seconds; one line per outage.
      if (!reported) log.warn('redis connection error', { error })
      reported = true
    })
    this.redis.on('ready', () => {
      reported = false
    })
    // A node that just started should not skip the cache while its first
    // connection is being made; after that, a lost connection fails fast.
    this.firstConnection = new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer)
        this.firstConnection = undefined
        resolve()
      }
      const timer = setTimeout(done, connectTimeout)
      this.redis.once('ready', done)
    })
  }

  async get(key: string): Promise<string | undefined> {
    await this.firstConnection
    return (await this.redis.get(key)) ?? undefined
  }

  async set(key: string, value: string, ttlSeconds: number): Promise<void> {
    await this.firstConnection
    await this.redis.set(key, value, 'EX', ttlSeconds)
  }

  async clear(prefix: string): Promise<void> {
    await this.firstConnection
    // SCAN, not KEYS: the catalogue is a handful of keys in a shared Redis.
    let cursor = '0'
    do {
      const [next, keys] = await this.redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 200)
      if (keys.length > 0) await this.redis.unlink(...keys)
      cursor = next
    } while (cursor !== '0')
  }

  async close(): Promise<void> {
    this.redis.disconnect()
  }
}
