/**
 * The engine's Prometheus metrics (docs/decisions/400). One registry per
 * engine (tests boot several in one process); Node's process metrics live
 * in one registry per process (process-metrics.ts) and are served with it.
 * Hot paths only touch counters and histograms made up front; gauges that
 * describe state (feed age, accounts held, connections) are read when
 * Prometheus scrapes, so a tick costs one increment.
 */
import { Counter, Gauge, Histogram, Registry } from 'prom-client'

/** Request latencies: 1 ms … 10 s. */
const HTTP_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]
/** Tick → breach recorded: 1 ms … 5 s (the goal is a p99 under 50 ms). */
const BREACH_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5]

/** What the engine reads at scrape time; set once the parts exist. */
export interface EngineGauges {
  /** Accounts the trading core holds in memory. */
  accountsLoaded(): number
  /** Seconds since each pair's last price, with the feed's name. */
  feedAges(): { source: string; ages: Array<[pair: string, seconds: number]> }
  /** Pusher connections open on the broadcaster. */
  broadcasterConnections(): number
}

export class EngineMetrics {
  readonly registry = new Registry()
  readonly httpRequests: Counter<'method' | 'route' | 'status'>
  readonly httpDuration: Histogram<'method' | 'route' | 'status'>
  readonly ordersPlaced: Counter
  readonly ordersFilled: Counter
  readonly ordersRejected: Counter<'reason'>
  readonly ticks: Counter
  readonly tickToBreach: Histogram
  readonly breaches: Counter<'rule'>
  readonly warnings: Counter<'rule'>
  readonly eventsSent: Counter
  private gauges: Partial<EngineGauges> = {}

  constructor(database: { kind: string; poolSizes: Record<string, number> }) {
    const registers = [this.registry]
    this.httpRequests = new Counter({
      name: 'proptrade_http_requests_total',
      help: 'HTTP requests answered, by method, route template and status.',
      labelNames: ['method', 'route', 'status'],
      registers,
    })
    this.httpDuration = new Histogram({
      name: 'proptrade_http_request_duration_seconds',
      help: 'Time from the request to its answer (headers), by method, route template and status.',
      labelNames: ['method', 'route', 'status'],
      buckets: HTTP_BUCKETS,
      registers,
    })
    this.ordersPlaced = new Counter({
      name: 'proptrade_orders_placed_total',
      help: 'Orders accepted by the trading core (market orders included; repeats of a client order id not).',
      registers,
    })
    this.ordersFilled = new Counter({
      name: 'proptrade_orders_filled_total',
      help: 'Orders that reached FILLED, committed (market, triggered, take profit, stop loss, close-outs).',
      registers,
    })
    this.ordersRejected = new Counter({
      name: 'proptrade_orders_rejected_total',
      help: "Orders the trading core refused, by the refusal's code.",
      labelNames: ['reason'],
      registers,
    })
    this.ticks = new Counter({
      name: 'proptrade_ticks_processed_total',
      help: 'Market ticks the trading core processed.',
      registers,
    })
    this.tickToBreach = new Histogram({
      name: 'proptrade_tick_to_breach_seconds',
      help: 'From the tick whose price crossed a breach floor to the breach decided and recorded (committed).',
      buckets: BREACH_BUCKETS,
      registers,
    })
    this.breaches = new Counter({
      name: 'proptrade_breaches_total',
      help: 'Challenge or real accounts failed by a breach, by rule.',
      labelNames: ['rule'],
      registers,
    })
    this.warnings = new Counter({
      name: 'proptrade_warnings_total',
      help: 'Drawdown warnings sent, by rule.',
      labelNames: ['rule'],
      registers,
    })
    this.eventsSent = new Counter({
      name: 'proptrade_broadcaster_events_sent_total',
      help: 'Event frames the broadcaster wrote to its connections (one per follower).',
      registers,
    })
    const gauges = () => this.gauges
    new Gauge({
      name: 'proptrade_accounts_loaded',
      help: 'Trading accounts the trading core holds in memory.',
      registers,
      collect() {
        this.set(gauges().accountsLoaded?.() ?? 0)
      },
    })
    new Gauge({
      name: 'proptrade_feed_last_price_age_seconds',
      help: "Seconds since each pair's last price, by pair and feed (source).",
      labelNames: ['pair', 'source'],
      registers,
      collect() {
        const feed = gauges().feedAges?.()
        if (!feed) return
        for (const [pair, seconds] of feed.ages) this.set({ pair, source: feed.source }, seconds)
      },
    })
    new Gauge({
      name: 'proptrade_broadcaster_connections',
      help: 'Pusher WebSocket connections open on the broadcaster.',
      registers,
      collect() {
        this.set(gauges().broadcasterConnections?.() ?? 0)
      },
    })
    const pools = new Gauge({
      name: 'proptrade_db_pool_connections_max',
      help: 'Connections each database pool may open (postgres.js exposes no live use; PGlite is one connection). Labelled by pool and driver.',
      labelNames: ['pool', 'driver'],
      registers,
    })
    for (const [pool, size] of Object.entries(database.poolSizes))
      pools.set({ pool, driver: database.kind }, size)
  }

  /** The parts read at scrape time, as boot and serve create them. */
  watch(gauges: Partial<EngineGauges>): void {
    this.gauges = { ...this.gauges, ...gauges }
  }
}

/**
 * METRICS_ENABLED=false (the overhead bench's "off"): the same calls, doing
 * nothing. Typed as EngineMetrics so the instrumented code has one shape.
 */
export function disabledEngineMetrics(): EngineMetrics {
  const nothing = {
    inc() {},
    observe() {},
    labels() {
      return nothing
    },
  }
  return {
    registry: undefined,
    httpRequests: nothing,
    httpDuration: nothing,
    ordersPlaced: nothing,
    ordersFilled: nothing,
    ordersRejected: nothing,
    ticks: nothing,
    tickToBreach: nothing,
    breaches: nothing,
    warnings: nothing,
    eventsSent: nothing,
    watch() {},
  } as unknown as EngineMetrics
}
