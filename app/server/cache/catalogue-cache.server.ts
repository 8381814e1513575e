/**
 * The cache in front of slow-changing upstream data (challenge steps,
 * challenges, coin pairs). Concurrent requests for one key share one read
 * of the store and at most one upstream call on this node (single flight).
 * A store that fails is a miss with a logged warning, never an error: the
 * answer then comes straight from upstream.
 */
import type { Logger } from '../log.server'
import { webMetrics } from '../ops/web-metrics.server'
import type { CacheStore } from './store'

export class CatalogueCache {
  private readonly inflight = new Map<string, Promise<string>>()
  private storeHealthy = true
  /** Bumped by invalidate(): a load that began before it never writes its answer. */
  private epoch = 0
  readonly store: CacheStore
  private readonly ttlSeconds: number
  private readonly log: Logger

  constructor(store: CacheStore, ttlSeconds: number, log: Logger) {
    this.store = store
    this.ttlSeconds = ttlSeconds
    this.log = log
  }

  /** The cached value of `key`, or what `load` answers (then cached). */
  async get<T>(key: string, load: () => Promise<T>): Promise<T> {
    let pending = this.inflight.get(key)
    if (!pending) {
      pending = this.readOrLoad(key, load).finally(() => this.inflight.delete(key))
      this.inflight.set(key, pending)
    }
    // Each caller gets its own copy.
    return JSON.parse(await pending) as T
  }

  /**
   * Forgets every cached answer under `prefix`, in the store (so every node
   * sharing Redis) and in this node's pending loads: the next read goes
   * upstream. A store that fails is logged; its entries then age out.
   */
  async invalidate(prefix: string): Promise<void> {
    this.epoch += 1
    this.inflight.clear()
    await this.attempt('clear', () => this.store.clear(prefix))
  }

  private async readOrLoad<T>(key: string, load: () => Promise<T>): Promise<string> {
    const epoch = this.epoch
    const cached = await this.attempt('read', () => this.store.get(key))
    const metrics = webMetrics()
    if (cached !== undefined && epoch === this.epoch) {
      metrics.cacheHits.labels(this.store.kind).inc()
      return cached
    }
    metrics.cacheMisses.labels(this.store.kind).inc()
    const value = JSON.stringify(await load())
    if (epoch === this.epoch) {
      await this.attempt('write', () => this.store.set(key, value, this.ttlSeconds))
    }
    return value
  }

  private async attempt<R>(what: string, op: () => Promise<R>): Promise<R | undefined> {
    try {
      const result = await op()
      if (!this.storeHealthy) {
        this.storeHealthy = true
        this.log.info('cache store is back', { store: this.store.kind })
      }
      return result
    } catch (error) {
      if (this.storeHealthy) {
        this.storeHealthy = false
        this.log.warn(`cache ${what} failed: serving from upstream`, {
          store: this.store.kind,
          error,
        })
      }
      return undefined
    }
  }
}
