/**
 * What every part of the engine's shell is given: configuration, database,
 * clock, and the event bus the broadcaster listens to. Built once at boot
 * (engine/main.ts) or per test (tests/integration/engine/harness.ts).
 */
import type { ApiKeys } from './api-keys/registry.ts'
import type { Clock } from './clock.ts'
import type { EngineConfig } from './config.ts'
import type { Database, Db } from './db/client.ts'
import type { EventBus } from './events.ts'
import type { GuardedFeed } from './feed/guarded-feed.ts'
import type { Jobs } from './jobs.ts'
import type { Logger } from './logger.ts'
import type { MarketData } from './market/market-data.ts'
import type { Messenger } from './messaging/messenger.ts'
import type { EngineMetrics } from './ops/engine-metrics.ts'
import type { TradingShell } from './trading/trading-shell.ts'

export interface EngineContext {
  config: EngineConfig
  database: Database
  db: Db
  clock: Clock
  events: EventBus
  jobs: Jobs
  log: Logger
  /** Outgoing mail and SMS (and the dev outbox); not in-app notifications. */
  messages: Messenger
  /** Prices, candles and tickers of every pair. */
  market: MarketData
  /** Where the market data comes from (simulated, manual, binance and/or bybit), behind the guard. */
  feed: GuardedFeed
  /** The trading core and its persistence (engine/trading). */
  trading: TradingShell
  /** The trading API's keys as signed requests read them, and their gate (engine/api-keys). */
  apiKeys: ApiKeys
  /** Prometheus counters and histograms (engine/ops; no-ops when METRICS_ENABLED=false). */
  metrics: EngineMetrics
}
