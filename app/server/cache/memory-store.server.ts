/** The cache store without Redis: an LRU in this process (one per web node). */
import { LRUCache } from 'lru-cache'
import type { CacheStore } from './store'

export class MemoryStore implements CacheStore {
  readonly kind = 'memory' as const
  private readonly entries: LRUCache<string, string>

  /** `now` lets tests move time; the default is performance.now. */
  constructor(options: { maxEntries?: number; now?: () => number } = {}) {
    this.entries = new LRUCache<string, string>({
      max: options.maxEntries ?? 1000,
      ...(options.now ? { perf: { now: options.now }, ttlResolution: 0 } : {}),
    })
  }

  async get(key: string): Promise<string | undefined> {
    return this.entries.get(key)
  }

  async set(key: string, value: string, ttlSeconds: number): Promise<void> {
    this.entries.set(key, value, { ttl: ttlSeconds * 1000 })
  }

  async clear(prefix: string): Promise<void> {
    for (const key of [...this.entries.keys()]) {
      if (key.startsWith(prefix)) this.entries.delete(key)
    }
  }

  async close(): Promise<void> {
    this.entries.clear()
  }
}
