/**
 * Builds a running engine from a configuration: database (migrated and
 * seeded), context, HTTP app. main.ts serves it; tests drive it in-process.
 */
import type { Hono } from 'hono'
import { registerAccountJobs } from './accounts/jobs.ts'
import { type Clock, OffsetClock, systemClock } from './clock.ts'
import type { EngineConfig } from './config.ts'
import type { EngineContext } from './context.ts'
import { type Database, openDatabase } from './db/client.ts'
import { seed } from './db/seed.ts'
import { EventBus } from './events.ts'
import { createApp } from './http/app.ts'
import type { AppEnv } from './http/env.ts'
import { Jobs } from './jobs.ts'
import { createLogger, type Logger } from './logger.ts'
import { createMessenger } from './messaging/messenger.ts'

export interface Engine {
  ctx: EngineContext
  app: Hono<AppEnv>
  close(): Promise<void>
}

export interface BootOptions {
  /** An already opened database (tests); else from the configuration. */
  database?: Database
  clock?: Clock
  log?: Logger
}

export async function bootEngine(config: EngineConfig, options: BootOptions = {}): Promise<Engine> {
  const log = options.log ?? createLogger(config.LOG_LEVEL)
  const database = options.database ?? (await openDatabase(config))
  await database.migrate()
  const clock = options.clock ?? (config.NODE_ENV === 'test' ? new OffsetClock() : systemClock)
  await seed(database.db, clock)

  const ctx: EngineContext = {
    config,
    database,
    db: database.db,
    clock,
    events: new EventBus(),
    jobs: new Jobs(log),
    log,
    messages: createMessenger(config, { db: database.db, clock, log }),
  }
  registerAccountJobs(ctx)
  const app = createApp(ctx)

  return {
    ctx,
    app,
    async close() {
      ctx.jobs.stop()
      await ctx.messages.close()
      if (!options.database) await database.close()
    },
  }
}
