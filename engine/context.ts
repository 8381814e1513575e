/**
 * What every part of the engine's shell is given: configuration, database,
 * clock, and the event bus the broadcaster listens to. Built once at boot
 * (engine/boot.ts createContext) or per test (tests/integration/engine/harness.ts).
 * Whatever the engine's parts share for its life (caches, locks, clients)
 * is a field here, made with the context: never a module-level map keyed
 * on the context or its configuration (tests/unit/shared-holders.test.ts).
 */
import type Stripe from 'stripe'
import type { ApiKeys } from './api-keys/registry.ts'
import type { Keyring } from './certificates/keys.ts'
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
import type { AppliedEvent } from './payments/apply-event.ts'
import type { EventBatcher } from './payments/event-batcher.ts'
import type { KeyedLock } from './real/keyed-lock.ts'
import type { RiskDetector } from './risk/detector.ts'
import type { AttachmentStorage } from './tickets/attachment-storage.ts'
import type { TradeAccountCache } from './trading/trade-account.ts'
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
  /** Accounts /v1/trade/{id} looked up lately (engine/trading/trade-account.ts). */
  tradeAccounts: TradeAccountCache
  /** Withdrawal requests and decisions of one real account, one at a time. */
  realAccountLocks: KeyedLock
  /** Where ticket attachments' bytes live: DATA_DIR/tickets unless an operator sets another store. */
  attachments: AttachmentStorage
  /** Provider events applied in batches (engine/payments/event-batcher.ts). */
  providerEvents: EventBatcher<AppliedEvent>
  /** Abuse detection from fills and identity signals (engine/risk, issue 33). */
  risk: RiskDetector
  /** Stripe's client; undefined when STRIPE_SECRET_KEY is unset. */
  stripe: Stripe | undefined
  /** Signs certificates and lists the published keys (docs/decisions/600). */
  certificateKeys: Keyring
}
