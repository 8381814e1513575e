/** Where cached catalogue answers live: Redis, or this process's memory. */
export interface CacheStore {
  readonly kind: 'redis' | 'memory'
  /** The value, or undefined on a miss. Rejects when the store is unreachable. */
  get(key: string): Promise<string | undefined>
  set(key: string, value: string, ttlSeconds: number): Promise<void>
  /** Drops every entry whose key starts with `prefix`. */
  clear(prefix: string): Promise<void>
  close(): Promise<void>
}
