/**
 * Every signed request passes this gate once its signature is checked
 * (decision 612): one statement per turn of the event loop, for all the
 * requests that arrived in it, (1) says which of their keys are still live
 * (a key revoked on any engine stops here, at once), (2) notes each key's
 * last use and address (at most once a second per key), and (3) adds the
 * requests' weight and orders to each key's windows in the throttles
 * table, so the limits hold across engines and restarts. Each request is
 * then over a limit or not by its own place in the batch
 * (core/api/rate-windows.ts).
 */
import { sql } from 'drizzle-orm'
import type { EngineContext } from '../context.ts'
import {
  ORDER_WINDOW_MS,
  overLimit,
  type RateLimits,
  runningCounts,
  WEIGHT_WINDOW_MS,
} from '../core/api/rate-windows.ts'
import { resultRows } from '../db/client.ts'

export interface Passage {
  keyId: number
  weight: number
  orders: number
  ip: string | null
}

export type GateAnswer =
  | { kind: 'revoked' }
  | { kind: 'weight'; retryAfterMs: number; used: number }
  | { kind: 'orders'; retryAfterMs: number; used: number }
  | { kind: 'pass'; weightUsed: number; ordersUsed: number }

interface Waiting {
  passage: Passage
  resolve(answer: GateAnswer): void
  reject(error: unknown): void
}

interface Counted {
  key: string
  hits: number
  reset_at: string
}

const weightKey = (id: number) => `api:w:${id}`
const orderKey = (id: number) => `api:o:${id}`

export class KeyGate {
  private readonly ctx: EngineContext
  private readonly limits: () => RateLimits
  private waiting: Waiting[] = []

  constructor(ctx: EngineContext, limits: () => RateLimits) {
    this.ctx = ctx
    this.limits = limits
  }

  pass(passage: Passage): Promise<GateAnswer> {
    return new Promise((resolve, reject) => {
      if (this.waiting.length === 0) setImmediate(() => void this.flush())
      this.waiting.push({ passage, resolve, reject })
    })
  }

  private async flush(): Promise<void> {
    const batch = this.waiting
    this.waiting = []
    try {
      const now = this.ctx.clock.now()
      const { live, counted } = await this.count(batch, now)
      this.answer(batch, live, counted, now)
    } catch (error) {
      for (const w of batch) w.reject(error)
    }
  }

  private async count(batch: Waiting[], now: Date) {
    const input = batch.map(({ passage }) => ({
      k: passage.keyId,
      w: passage.weight,
      o: passage.orders,
      ip: passage.ip,
    }))
    const at = sql`${now.toISOString()}::timestamptz`
    const weightReset = new Date(now.getTime() + WEIGHT_WINDOW_MS).toISOString()
    const orderReset = new Date(now.getTime() + ORDER_WINDOW_MS).toISOString()
    const result = await this.ctx.db.execute(sql`
      with input as (
        select (e->>'k')::int as key_id, (e->>'w')::int as w, (e->>'o')::int as o, e->>'ip' as ip, n
        from jsonb_array_elements(${JSON.stringify(input)}::text::jsonb) with ordinality as t(e, n)
      ),
      last_ip as (
        select distinct on (key_id) key_id, ip from input order by key_id, n desc
      ),
      live as (
        select id from api_keys where id in (select key_id from last_ip) and revoked_at is null
      ),
      touched as (
        update api_keys k set last_used_at = ${at}, last_used_ip = l.ip
        from last_ip l
        where k.id = l.key_id and k.revoked_at is null
          and (k.last_used_at is null or k.last_used_at <= ${at} - interval '1 second'
               or k.last_used_ip is distinct from l.ip)
        returning k.id
      ),
      sums as (
        select key_id, sum(w)::int as w, sum(o)::int as o
        from input where key_id in (select id from live) group by key_id
      ),
      counted as (
        insert into throttles as t (key, hits, reset_at)
        select 'api:w:' || key_id, w, ${weightReset}::timestamptz from sums
        union all
        select 'api:o:' || key_id, o, ${orderReset}::timestamptz from sums where o > 0
        on conflict (key) do update set
          hits = case when t.reset_at <= ${at} then excluded.hits else t.hits + excluded.hits end,
          reset_at = case when t.reset_at <= ${at} then excluded.reset_at else t.reset_at end
        returning t.key, t.hits, t.reset_at
      )
      select
        (select coalesce(json_agg(id), '[]'::json) from live)::text as live,
        (select coalesce(json_agg(json_build_object('key', key, 'hits', hits, 'reset_at', reset_at)), '[]'::json) from counted)::text as counted,
        (select count(*) from touched) as touched
    `)
    const [row] = resultRows<{ live: string; counted: string }>(result)
    if (!row) throw new Error('the key gate answered nothing')
    return {
      live: new Set(JSON.parse(row.live) as number[]),
      counted: new Map(
        (JSON.parse(row.counted) as Counted[]).map((c) => [
          c.key,
          { hits: c.hits, resetAt: new Date(c.reset_at) },
        ]),
      ),
    }
  }

  private answer(
    batch: Waiting[],
    live: Set<number>,
    counted: Map<string, { hits: number; resetAt: Date }>,
    now: Date,
  ): void {
    const limits = this.limits()
    // Each key's requests in arrival order, for their running counts.
    const byKey = new Map<number, Waiting[]>()
    for (const w of batch) {
      const list = byKey.get(w.passage.keyId) ?? []
      list.push(w)
      byKey.set(w.passage.keyId, list)
    }
    for (const [keyId, waiting] of byKey) {
      if (!live.has(keyId)) {
        for (const w of waiting) w.resolve({ kind: 'revoked' })
        continue
      }
      const weight = counted.get(weightKey(keyId))
      const orders = counted.get(orderKey(keyId))
      const weights = runningCounts(
        weight?.hits ?? 0,
        waiting.map((w) => w.passage.weight),
      )
      const orderCounts = runningCounts(
        orders?.hits ?? 0,
        waiting.map((w) => w.passage.orders),
      )
      waiting.forEach((w, i) => {
        const used = weights[i] ?? 0
        const placed = orderCounts[i] ?? 0
        if (weight && overLimit(used, w.passage.weight, limits.weightPerMinute)) {
          w.resolve({
            kind: 'weight',
            retryAfterMs: weight.resetAt.getTime() - now.getTime(),
            used,
          })
        } else if (orders && overLimit(placed, w.passage.orders, limits.ordersPer10s)) {
          w.resolve({
            kind: 'orders',
            retryAfterMs: orders.resetAt.getTime() - now.getTime(),
            used: placed,
          })
        } else {
          w.resolve({ kind: 'pass', weightUsed: used, ordersUsed: orders ? placed : 0 })
        }
      })
    }
  }
}
