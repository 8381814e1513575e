/** GET /v1/staff/marketFeeds: each pair's market data health (contract/staff-market.ts, decision 440). */
import type { Hono } from 'hono'
import { staffMarketEndpoints } from '#contract/staff-market.ts'
import type { EngineContext } from '../../context.ts'
import type { AppEnv } from '../env.ts'
import { mount } from '../route.ts'

export function registerStaffMarketRoutes(app: Hono<AppEnv>, ctx: EngineContext): void {
  mount(app, ctx, staffMarketEndpoints.feeds, () => ({
    data: ctx.feed.health().map((pair) => ({
      code: pair.symbol,
      source: pair.source,
      halted: pair.halted,
      held: pair.held,
      sources: pair.ages.map((a) => ({
        source: a.source,
        age_seconds: a.ageMs === null ? null : Math.round(a.ageMs / 100) / 10,
        fresh: a.fresh,
      })),
    })),
  }))
}
