/**
 * The engine's keys as signed requests need them (`ctx.apiKeys`, decision
 * 612): a key's row read once and kept, its secret opened; what a key may
 * do never changes after it is made, and whether it is still live is asked
 * of the database on every request by the gate (key-gate.ts), so nothing
 * kept here can outlive a revocation.
 */
import { eq } from 'drizzle-orm'
import type { ApiKeyPermission } from '#contract/api-keys.ts'
import type { EngineContext } from '../context.ts'
import type { RateLimits } from '../core/api/rate-windows.ts'
import { apiKeys } from '../db/schema/index.ts'
import { type AllowList, allowListOf, canonicalEntry } from './addresses.ts'
import { KeyGate } from './key-gate.ts'
import { openKeySecret, PUBLIC_KEY, WEBHOOK_TOKEN, webhookTokenHash } from './secrets.ts'

export interface KeyRecord {
  id: number
  userId: number
  label: string
  publicKey: string
  secret: string
  accounts: readonly number[]
  permissions: ReadonlySet<ApiKeyPermission>
  allows: AllowList
}

export type Found = { kind: 'live'; key: KeyRecord } | { kind: 'revoked' } | { kind: 'unknown' }

/** Keys kept at most; past it the oldest half is dropped (they are read again when used). */
const KEPT = 10_000

export class ApiKeys {
  readonly gate: KeyGate
  /** Whether an address is one of API_TRUSTED_PROXIES (engine/http/client-address.ts). */
  readonly fromTrustedProxy: AllowList
  private readonly ctx: EngineContext
  private readonly byPublicKey = new Map<string, KeyRecord>()
  private readonly byWebhook = new Map<string, KeyRecord>()

  constructor(ctx: EngineContext) {
    this.ctx = ctx
    this.gate = new KeyGate(ctx, () => this.limits())
    const proxies = ctx.config.API_TRUSTED_PROXIES.map(canonicalEntry).filter(
      (e): e is string => e !== null,
    )
    // An empty allow-list lets every address in; no trusted proxy means none.
    this.fromTrustedProxy = proxies.length > 0 ? allowListOf(proxies) : () => false
  }

  limits(): RateLimits {
    return {
      weightPerMinute: this.ctx.config.API_WEIGHT_PER_MINUTE,
      ordersPer10s: this.ctx.config.API_ORDERS_PER_10S,
    }
  }

  /** The key a client named in X-MBX-APIKEY. */
  async find(publicKey: string): Promise<Found> {
    const kept = this.byPublicKey.get(publicKey)
    if (kept) return { kind: 'live', key: kept }
    if (!PUBLIC_KEY.test(publicKey)) return { kind: 'unknown' }
    const [row] = await this.ctx.db.select().from(apiKeys).where(eq(apiKeys.publicKey, publicKey))
    return this.keep(row, this.byPublicKey, publicKey)
  }

  /** The key whose TradingView webhook URL ends in `token`. */
  async findByWebhook(token: string): Promise<Found> {
    if (!WEBHOOK_TOKEN.test(token)) return { kind: 'unknown' }
    const hash = webhookTokenHash(token)
    const kept = this.byWebhook.get(hash)
    if (kept) return { kind: 'live', key: kept }
    const [row] = await this.ctx.db.select().from(apiKeys).where(eq(apiKeys.webhookTokenHash, hash))
    return this.keep(row, this.byWebhook, hash)
  }

  /** Drops a key from memory (revoked here: the next request reads the database). */
  forget(publicKey: string): void {
    const kept = this.byPublicKey.get(publicKey)
    this.byPublicKey.delete(publicKey)
    if (!kept) return
    for (const [hash, record] of this.byWebhook)
      if (record.id === kept.id) this.byWebhook.delete(hash)
  }

  private keep(
    row: typeof apiKeys.$inferSelect | undefined,
    into: Map<string, KeyRecord>,
    name: string,
  ): Found {
    if (!row) return { kind: 'unknown' }
    if (row.revokedAt !== null) return { kind: 'revoked' }
    const key: KeyRecord = {
      id: row.id,
      userId: row.userId,
      label: row.label,
      publicKey: row.publicKey,
      secret: openKeySecret(this.ctx.config.APP_KEY, row.secretSealed),
      accounts: row.accounts,
      permissions: new Set(row.permissions),
      allows: allowListOf(row.ipAllow),
    }
    if (into.size >= KEPT) {
      let drop = KEPT / 2
      for (const kept of into.keys()) {
        if (drop-- <= 0) break
        into.delete(kept)
      }
    }
    into.set(name, key)
    return { kind: 'live', key }
  }
}
