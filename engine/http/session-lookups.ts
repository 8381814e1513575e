/**
 * The session lookup every request makes, coalesced: the lookups that
 * arrive in one turn of the event loop share one prepared query (one round
 * trip and one socket write instead of one per request). Nothing is cached:
 * each answer is read after its request arrived, so a logout, a revoked
 * session or a changed user is seen by the next request as before
 * (docs/decisions/341).
 */
import { and, eq, gt, sql } from 'drizzle-orm'
import type { SessionRow } from '../accounts/sessions.ts'
import type { EngineContext } from '../context.ts'
import { sessions, users } from '../db/schema/index.ts'
import type { UserRow } from './env.ts'

export interface LiveSession {
  session: SessionRow
  user: UserRow | null
}

interface Waiter {
  resolve(row: LiveSession | undefined): void
  reject(error: unknown): void
}

export class SessionLookups {
  private readonly ctx: EngineContext
  private readonly query
  private waiting = new Map<string, Waiter[]>()

  constructor(ctx: EngineContext) {
    this.ctx = ctx
    // `= any(array(…))`: an index scan on the primary key for any number of ids.
    this.query = ctx.db
      .select({ session: sessions, user: users })
      .from(sessions)
      .leftJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          sql`${sessions.id} = any(array(select jsonb_array_elements_text(${sql.placeholder('ids')}::text::jsonb)))`,
          gt(sessions.expiresAt, sql`${sql.placeholder('now')}::timestamptz`),
        ),
      )
      .prepare('live_sessions_with_users')
  }

  /** The live session with this id and its user, if any. */
  find(id: string): Promise<LiveSession | undefined> {
    return new Promise((resolve, reject) => {
      if (this.waiting.size === 0) setImmediate(() => void this.flush())
      const list = this.waiting.get(id)
      if (list) list.push({ resolve, reject })
      else this.waiting.set(id, [{ resolve, reject }])
    })
  }

  private async flush(): Promise<void> {
    const batch = this.waiting
    this.waiting = new Map()
    try {
      const rows = await this.query.execute({
        ids: JSON.stringify([...batch.keys()]),
        now: this.ctx.clock.now().toISOString(),
      })
      const byId = new Map(rows.map((r) => [r.session.id, r]))
      for (const [id, waiters] of batch) {
        const row = byId.get(id)
        // Each request its own copies: handlers may change their session row.
        for (const w of waiters)
          w.resolve(row && { session: { ...row.session }, user: row.user && { ...row.user } })
      }
    } catch (error) {
      for (const waiters of batch.values()) for (const w of waiters) w.reject(error)
    }
  }
}
