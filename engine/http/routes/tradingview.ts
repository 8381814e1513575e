/**
 * POST /api/v1/tradingview/{token}: a TradingView alert becomes an order
 * (engine/api-keys/tradingview.ts; decision 613). The body is the alert's
 * message as TradingView sends it (JSON, or text when it is not).
 */
import type { Hono } from 'hono'
import { tradingApiEndpoints } from '#contract/trading-api.ts'
import { takeAlert } from '../../api-keys/tradingview.ts'
import type { EngineContext } from '../../context.ts'
import { apiClientAddress } from '../client-address.ts'
import type { AppEnv } from '../env.ts'
import { mount } from '../route.ts'

export function registerTradingViewRoutes(app: Hono<AppEnv>, ctx: EngineContext): void {
  mount(app, ctx, tradingApiEndpoints.tradingview, async ({ params, c }) => ({
    data: await takeAlert(ctx, params.token, await c.req.text(), apiClientAddress(c, ctx)),
  }))
}
