/**
 * Every route of the engine, by resource. A feature adds its registrar here.
 * Order matters where paths overlap: static segments before parameters.
 */
import type { Hono } from 'hono'
import type { EngineContext } from '../../context.ts'
import type { AppEnv } from '../env.ts'
import { registerCoinPairRoutes } from './coin-pairs.ts'
import { registerDemoRoutes } from './demo.ts'
import { registerDevRoutes } from './dev.ts'
import { registerMarketTestRoutes } from './market-test.ts'
import { registerSystemRoutes } from './system.ts'
import { registerTradeOrderRoutes } from './trade-orders.ts'
import { registerTradeReadRoutes } from './trade-reads.ts'

export function registerRoutes(app: Hono<AppEnv>, ctx: EngineContext): void {
  registerSystemRoutes(app, ctx)
  if (ctx.config.NODE_ENV !== 'production') registerDevRoutes(app, ctx)
  registerCoinPairRoutes(app, ctx)
  registerTradeReadRoutes(app, ctx)
  registerTradeOrderRoutes(app, ctx)
  registerDemoRoutes(app, ctx)
  registerMarketTestRoutes(app, ctx)
}
