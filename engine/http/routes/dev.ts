import { randomBytes } from 'node:crypto'
/**
 * Development and test endpoints (contract/dev.ts). The outbox exists
 * outside production; moving the clock only under NODE_ENV=test.
 */
import { desc, eq, sql } from 'drizzle-orm'
import type { Hono } from 'hono'
import { devEndpoints } from '#contract/dev.ts'
import { OffsetClock } from '../../clock.ts'
import type { EngineContext } from '../../context.ts'
import { coupons, creditEntries, outbox, users } from '../../db/schema/index.ts'
import type { AppEnv } from '../env.ts'
import { fieldError } from '../errors.ts'
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
      // A live manual feed goes stale on this clock (decision 440): halts before the jobs.
      ctx.feed.check()
      await ctx.jobs.runAll()
      return { data: { now: now.toISOString() } }
    })
  }

  if (ctx.config.NODE_ENV === 'test') registerCheckoutFixtures(app, ctx)
}

/** Credit and coupons for browser tests of checkout (decision 221). */
function registerCheckoutFixtures(app: Hono<AppEnv>, ctx: EngineContext): void {
  mount(app, ctx, devEndpoints.giveCredit, async ({ body }) => {
    const [user] = await ctx.db
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.email})`, body.email.trim().toLowerCase()))
    if (!user) throw fieldError('email', 'No user with this e-mail')
    const now = ctx.clock.now()
    await ctx.db.insert(creditEntries).values({
      userId: user.id,
      amount: body.amount,
      kind: 'referral_reward',
      availableAt: now,
      createdAt: now,
    })
    return { data: { user_id: user.id, amount: body.amount } }
  })
  mount(app, ctx, devEndpoints.createCoupon, async ({ body }) => {
    const now = ctx.clock.now()
    const code = `TEST${randomBytes(4).toString('hex').toUpperCase()}`
    await ctx.db
      .insert(coupons)
      .values({ code, kind: body.kind, value: body.value, createdAt: now, updatedAt: now })
    return { data: { code } }
  })
}
