/**
 * Development and test endpoints (contract/dev.ts). The outbox exists
 * outside production; moving the clock only under NODE_ENV=test.
 */
import { desc, eq, sql } from 'drizzle-orm'
import type { Hono } from 'hono'
import { devEndpoints } from '../../../contract/dev.ts'
import { OffsetClock } from '../../clock.ts'
import type { EngineContext } from '../../context.ts'
import { outbox } from '../../db/schema/index.ts'
import type { AppEnv } from '../env.ts'
import { mount } from '../route.ts'

export function registerDevRoutes(app: Hono<AppEnv>, ctx: EngineContext): void {
  mount(app, ctx, devEndpoints.outbox, async ({ query }) => {
    const rows = await ctx.db
      .select()
      .from(outbox)
      // Addresses are stored in lower case; a test may ask with the case the user typed.
      .where(query.to ? eq(sql`lower(${outbox.to})`, query.to.trim().toLowerCase()) : undefined)
      .orderBy(desc(outbox.id))
      .limit(query.limit)
    return {
      data: rows.map((r) => ({
        id: r.id,
        channel: r.channel,
        to: r.to,
        subject: r.subject,
        body: r.body,
        created_at: r.createdAt.toISOString(),
      })),
    }
  })

  if (ctx.config.NODE_ENV === 'test' && ctx.clock instanceof OffsetClock) {
    const clock = ctx.clock
    mount(app, ctx, devEndpoints.advanceClock, async ({ body }) => {
      const now = clock.advance(body.seconds * 1000)
      await ctx.jobs.runAll()
      return { data: { now: now.toISOString() } }
    })
  }
}
