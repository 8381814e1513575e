/**
 * Builds a running engine from a configuration: database (migrated and
 * seeded), context, HTTP app. main.ts serves it; tests drive it in-process.
 */

import path from 'node:path'
import type { Hono } from 'hono'
import { registerAccountJobs } from './accounts/jobs.ts'
import { ApiKeys } from './api-keys/registry.ts'
import { certificateKeyring } from './certificates/keys.ts'
import { type Clock, OffsetClock, systemClock } from './clock.ts'
import type { EngineConfig } from './config.ts'
import type { EngineContext } from './context.ts'
import { type Database, openDatabase } from './db/client.ts'
import { registerEvaluationJobs } from './evaluation/jobs.ts'
import { EvaluationPolicy } from './evaluation/policy.ts'
import { EventBus } from './events.ts'
import { createFeed } from './feed/create-feed.ts'
import { lastPriceAges } from './feed/freshness.ts'
import { createApp } from './http/app.ts'
import type { AppEnv } from './http/env.ts'
import { Jobs } from './jobs.ts'
import { createLogger, type Logger } from './logger.ts'
import { MarketData } from './market/market-data.ts'
import { createMessenger } from './messaging/messenger.ts'
import { warmNotificationTexts } from './notifications/render.ts'
import { disabledEngineMetrics, EngineMetrics } from './ops/engine-metrics.ts'
import { applyEventBatch } from './payments/apply-event.ts'
import { EventBatcher } from './payments/event-batcher.ts'
import { registerPaymentJobs } from './payments/reconcile.ts'
import { createStripeClient } from './payments/stripe/stripe.ts'
import { KeyedLock } from './real/keyed-lock.ts'
import { registerReferralJobs } from './referrals/reward.ts'
import { RiskDetector } from './risk/detector.ts'
import { seed } from './seed.ts'
import { LocalDiskStorage } from './tickets/local-disk-storage.ts'
import { type CoinPairRow, loadPairRows } from './trading/pairs.ts'
import { registerTradingJobs } from './trading/trading-jobs.ts'
import { type AccountSource, TradingShell } from './trading/trading-shell.ts'

export interface Engine {
  ctx: EngineContext
  app: Hono<AppEnv>
  /** The live evaluation (tests and benches judge an account now through it). */
  evaluation: EvaluationPolicy
  /** Milliseconds each part of the boot took (a takeover logs them, bench/failover.ts reads them). */
  bootMs: Record<string, number>
  close(): Promise<void>
}

export interface BootOptions {
  /** An already opened database (tests); else from the configuration. */
  database?: Database
  /** Where the start's active accounts come from: a warm standby's copy (decision 479); else the database. */
  accounts?: AccountSource
  /**
   * A warm standby's trading core, built while it waited (decision 510):
   * used when it is still current at the takeover, else the accounts are
   * loaded from `accounts`.
   */
  standby?: StandbyBuild
  clock?: Clock
  log?: Logger
}

/** A context and its evaluation whose trading shell a standby built (engine/failover/standby-core.ts). */
export interface StandbyBuild {
  /** The built context when still current (same pairs, no migration since): its shell started. */
  takeOver(
    pairRows: CoinPairRow[],
  ): Promise<{ ctx: EngineContext; evaluation: EvaluationPolicy } | undefined>
}

/**
 * The engine's context without its trading shell and feed, and the live
 * evaluation of challenge and real accounts (docs/decisions/280), in place
 * before the load so each account's thresholds are computed once. Opens
 * no connection and writes nothing: a standby builds it while it waits.
 */
export function createContext(
  config: EngineConfig,
  deps: { database: Database; clock: Clock; log: Logger; pairRows: CoinPairRow[] },
): { ctx: EngineContext; evaluation: EvaluationPolicy } {
  const { database, clock, log, pairRows } = deps
  const events = new EventBus(log)
  const ctx = {
    config,
    database,
    db: database.db,
    clock,
    events,
    jobs: new Jobs(log),
    log,
    messages: createMessenger(config, { db: database.db, clock, log }),
    market: new MarketData(
      pairRows.map((r) => r.code),
      events,
    ),
    metrics: config.METRICS_ENABLED ? new EngineMetrics(database) : disabledEngineMetrics(),
    tradeAccounts: new Map(),
    realAccountLocks: new KeyedLock(),
    stripe: createStripeClient(config),
    certificateKeys: certificateKeyring(config),
  } as EngineContext
  ctx.attachments = new LocalDiskStorage(path.resolve(config.DATA_DIR, 'tickets'))
  ctx.providerEvents = new EventBatcher((items) => applyEventBatch(ctx, items))
  ctx.apiKeys = new ApiKeys(ctx)
  ctx.risk = new RiskDetector(ctx)
  registerAccountJobs(ctx)
  return { ctx, evaluation: new EvaluationPolicy(ctx) }
}

export async function bootEngine(config: EngineConfig, options: BootOptions = {}): Promise<Engine> {
  const log = options.log ?? createLogger(config.LOG_LEVEL)
  const bootMs: Record<string, number> = {}
  let lap = performance.now()
  const timed = (name: string) => {
    const now = performance.now()
    bootMs[name] = Math.round(now - lap)
    lap = now
  }
  const database = options.database ?? (await openDatabase(config))
  await database.migrate()
  const clock = options.clock ?? (config.NODE_ENV === 'test' ? new OffsetClock() : systemClock)
  await seed(database.db, clock)
  timed('migrateAndSeed')

  const pairRows = await loadPairRows(database.db)
  const built = await options.standby?.takeOver(pairRows)
  const { ctx, evaluation } = built ?? createContext(config, { database, clock, log, pairRows })
  if (!built) {
    // The shell subscribes to the market before the feed's first tick.
    ctx.trading = await TradingShell.open(ctx, ctx.market, pairRows, evaluation)
    await ctx.trading.start(options.accounts)
  }
  timed('accounts')
  ctx.feed = createFeed(ctx, pairRows)
  ctx.metrics.watch({
    accountsLoaded: () => ctx.trading.held.count,
    feedAges: () => ({
      source: ctx.feed.name,
      ages: lastPriceAges(ctx.market, ctx.clock.now().getTime()),
    }),
  })
  registerTradingJobs(ctx)
  registerReferralJobs(ctx)
  registerPaymentJobs(ctx)
  registerEvaluationJobs(ctx, evaluation)
  await ctx.feed.start()
  timed('feed')
  const app = createApp(ctx)
  warmNotificationTexts()

  return {
    ctx,
    app,
    evaluation,
    bootMs,
    async close() {
      ctx.feed.stop()
      ctx.market.stop()
      ctx.trading.stop()
      await ctx.trading.idle()
      await evaluation.idle()
      await ctx.trading.idle()
      await ctx.risk.idle()
      ctx.jobs.stop()
      await ctx.messages.close()
      if (!options.database) await database.close()
    },
  }
}
