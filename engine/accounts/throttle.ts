/**
 * Fixed-window counters in the throttles table, like Laravel's RateLimiter:
 * a key counts hits until its window ends. Shared by every engine node
 * because it lives in the database.
 */
import { eq, lte, sql } from 'drizzle-orm'
import type { Clock } from '../clock.ts'
import type { Db } from '../db/client.ts'
import { throttles } from '../db/schema/index.ts'

export interface ThrottleState {
  hits: number
  /** Milliseconds until the window ends. */
  retryAfterMs: number
}

/** Counts one hit; a key whose window has ended starts a new window. Atomic. */
export async function hit(
  db: Db,
  clock: Clock,
  key: string,
  windowMs: number,
): Promise<ThrottleState> {
  const now = clock.now()
  const resetAt = new Date(now.getTime() + windowMs)
  // Bound as text and cast: both drivers (PGlite, postgres.js) read it the same way.
  const nowAt = sql`${now.toISOString()}::timestamptz`
  const resetAtValue = sql`${resetAt.toISOString()}::timestamptz`
  const [row] = await db
    .insert(throttles)
    .values({ key, hits: 1, resetAt })
    .onConflictDoUpdate({
      target: throttles.key,
      set: {
        hits: sql`case when ${throttles.resetAt} <= ${nowAt} then 1 else ${throttles.hits} + 1 end`,
        resetAt: sql`case when ${throttles.resetAt} <= ${nowAt} then ${resetAtValue} else ${throttles.resetAt} end`,
      },
    })
    .returning()
  if (!row) throw new Error('throttle upsert returned nothing')
  return { hits: row.hits, retryAfterMs: row.resetAt.getTime() - now.getTime() }
}

/** Milliseconds the key stays blocked once it has `maxHits` hits in its window; 0 when free. */
export async function blockedFor(
  db: Db,
  clock: Clock,
  key: string,
  maxHits: number,
): Promise<number> {
  const now = clock.now()
  const [row] = await db.select().from(throttles).where(eq(throttles.key, key)).limit(1)
  if (!row || row.resetAt <= now || row.hits < maxHits) return 0
  return row.resetAt.getTime() - now.getTime()
}

export async function clear(db: Db, key: string): Promise<void> {
  await db.delete(throttles).where(eq(throttles.key, key))
}

/** Windows that have ended are dead weight: a job removes them. */
export async function deleteEndedThrottles(db: Db, clock: Clock): Promise<void> {
  await db.delete(throttles).where(lte(throttles.resetAt, clock.now()))
}
