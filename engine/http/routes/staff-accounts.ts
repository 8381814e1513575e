/**
 * /v1/staff/userChallenges: a trader's challenge, its steps' figures and
 * its orders and trades, read by staff through the trader's own reads
 * (the owner looked up first), so staff see what the trader sees
 * (contract/staff-accounts.ts).
 */
import { eq } from 'drizzle-orm'
import type { Hono } from 'hono'
import { staffAccountEndpoints as endpoints } from '#contract/staff-accounts.ts'
import type { EngineContext } from '../../context.ts'
import { userChallenges, users } from '../../db/schema/index.ts'
import { stepView } from '../../evaluation/step-read.ts'
import { requestOf } from '../../real-accounts/request-account.ts'
import { historyAccountFor } from '../../trading/trade-account.ts'
import { fillRowView, orderRowView } from '../../trading/views.ts'
import { presentUserChallengeDetail } from '../../user-challenges/present.ts'
import { findUserChallenge } from '../../user-challenges/read-model.ts'
import type { AppEnv } from '../env.ts'
import { notFound } from '../errors.ts'
import { mount } from '../route.ts'
import { fillPage, orderPage } from './trade-reads.ts'

export function registerStaffAccountRoutes(app: Hono<AppEnv>, ctx: EngineContext): void {
  /** The challenge's owner; 404 for no such challenge. */
  const ownerOf = async (userChallengeId: number) => {
    const [row] = await ctx.db
      .select({ id: users.id, email: users.email, name: users.name })
      .from(userChallenges)
      .innerJoin(users, eq(users.id, userChallenges.userId))
      .where(eq(userChallenges.id, userChallengeId))
    if (!row) throw notFound()
    return row
  }

  mount(app, ctx, endpoints.show, async ({ params, c }) => {
    const owner = await ownerOf(params.userChallengeId)
    const view = await findUserChallenge(ctx.db, owner.id, params.userChallengeId)
    if (!view) throw notFound()
    const request = (await requestOf(ctx, view.challenge.id)) ?? null
    const hour = ctx.config.DAY_BOUNDARY_HOUR_UTC
    return {
      data: {
        user: owner,
        challenge: presentUserChallengeDetail(
          view,
          ctx.clock.now(),
          c.get('locale'),
          hour,
          request,
        ),
      },
    }
  })

  mount(app, ctx, endpoints.step, async ({ params }) => {
    const owner = await ownerOf(params.userChallengeId)
    return { data: await stepView(ctx, { userId: owner.id, ...params }) }
  })

  mount(app, ctx, endpoints.orderHistory, async ({ params, query }) => {
    const owner = await ownerOf(params.userChallengeId)
    const { account } = await historyAccountFor(ctx, owner.id, params.userChallengeId, query.step)
    const { rows, meta } = await orderPage(ctx, account.id, query)
    return { data: rows.map(orderRowView), meta }
  })

  mount(app, ctx, endpoints.tradeHistory, async ({ params, query }) => {
    const owner = await ownerOf(params.userChallengeId)
    const { account } = await historyAccountFor(ctx, owner.id, params.userChallengeId, query.step)
    const { rows, meta } = await fillPage(ctx, account.id, query)
    return { data: rows.map(fillRowView), meta }
  })
}
