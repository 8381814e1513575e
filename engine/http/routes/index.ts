/**
 * Every route of the engine, by resource. A feature adds its registrar here.
 * Order matters where paths overlap: static segments before parameters.
 */
import type { Hono } from 'hono'
import type { EngineContext } from '../../context.ts'
import type { AppEnv } from '../env.ts'
import { registerBroadcastingRoutes } from './broadcasting.ts'
import { registerDevRoutes } from './dev.ts'
import { registerSystemRoutes } from './system.ts'

export function registerRoutes(app: Hono<AppEnv>, ctx: EngineContext): void {
  registerSystemRoutes(app, ctx)
  if (ctx.config.NODE_ENV !== 'production') registerDevRoutes(app, ctx)
  registerBroadcastingRoutes(app, ctx)
}
