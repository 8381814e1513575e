/** The cache store without Redis: an LRU in this process (one per web node). */
import { LRUCache } from 'lru-cache'
import type { CacheStore } from './store'

export class MemoryStore implements CacheStore {
  readonly kind = 'memory' as const
  private readonly entries: LRUCache<string, string>

  constructor(maxEntries = 1000) {
    this.entries = new LRUCache<string, string>({ max: maxEntries })
  }

  async get(key: string): Promise<string | undefined> {
    return this.entries.get(key)
  }

  async set(key: string, value: string, ttlSeconds: number): Promise<void> {
    this.entries.set(key, value, { ttl: ttlSeconds * 1000 })
  }

  async close(): Promise<void> {
    this.entries.clear()
  }
}
