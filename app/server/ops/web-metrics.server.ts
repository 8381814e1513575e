/**
 * The web node's Prometheus metrics (docs/decisions/400): its requests,
 * live streams, the relay's deliveries and lag, upstream calls and the
 * catalogue cache, plus Node's process metrics. One registry per process,
 * held with processShared so the dev server's module reloads keep counting in it.
 * METRICS_ENABLED=false: the same calls do nothing (the overhead bench).
 */
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client'
import { appConfig } from '../../../app.config.ts'
import { processShared } from '../process-shared.server'

const HTTP_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]
/** Relay lag is in-process work: 10 µs … 1 s. */
const LAG_BUCKETS = [0.00001, 0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.1, 1]

export interface WebMetrics {
  /** undefined when METRICS_ENABLED=false. */
  registry: Registry | undefined
  httpRequests: Counter<'method' | 'route' | 'status'>
  httpDuration: Histogram<'method' | 'route' | 'status'>
  sseStreamsOpen: Gauge
  relayEventsDelivered: Counter
  relayLag: Histogram
  upstreamDuration: Histogram<'method' | 'endpoint' | 'status'>
  cacheHits: Counter<'store'>
  cacheMisses: Counter<'store'>
}

/**
 * prom-client's CPU counters count from when they are made (the first
 * scrape or request here), so a scrape read a fraction of what the process
 * used (2.03 s of about 7, issue 37); adding the CPU read just before they
 * were made still missed what making them took. They are replaced by
 * counters that read process.cpuUsage() itself at each scrape: all of it.
 */
function countCpuSinceStart(registry: Registry): void {
  const seconds: Array<[string, string, (u: NodeJS.CpuUsage) => number]> = [
    ['process_cpu_user_seconds_total', 'Total user CPU time spent in seconds.', (u) => u.user],
    [
      'process_cpu_system_seconds_total',
      'Total system CPU time spent in seconds.',
      (u) => u.system,
    ],
    [
      'process_cpu_seconds_total',
      'Total user and system CPU time spent in seconds.',
      (u) => u.user + u.system,
    ],
  ]
  for (const [name, help, of] of seconds) {
    registry.removeSingleMetric(name)
    new Counter({
      name,
      help,
      registers: [registry],
      collect() {
        this.reset()
        this.inc(of(process.cpuUsage()) / 1e6)
      },
    })
  }
}

function createWebMetrics(): WebMetrics {
  const registry = new Registry()
  const registers = [registry]
  collectDefaultMetrics({ register: registry })
  countCpuSinceStart(registry)
  return {
    registry,
    httpRequests: new Counter({
      name: 'proptrade_http_requests_total',
      help: 'HTTP requests the web answered, by method, route (page, server_fn, /api/events, …) and status.',
      labelNames: ['method', 'route', 'status'],
      registers,
    }),
    httpDuration: new Histogram({
      name: 'proptrade_http_request_duration_seconds',
      help: 'Time from the request to its answer (headers; a page streams on after), by method, route and status.',
      labelNames: ['method', 'route', 'status'],
      buckets: HTTP_BUCKETS,
      registers,
    }),
    sseStreamsOpen: new Gauge({
      name: 'proptrade_sse_streams_open',
      help: 'Browser live-event streams (SSE) open on this node.',
      registers,
    }),
    relayEventsDelivered: new Counter({
      name: 'proptrade_relay_events_delivered_total',
      help: 'Upstream events the relay wrote to browser streams (one per stream written to).',
      registers,
    }),
    relayLag: new Histogram({
      name: 'proptrade_relay_lag_seconds',
      help: "From an upstream event's arrival on the relay's socket to its last browser stream write.",
      buckets: LAG_BUCKETS,
      registers,
    }),
    upstreamDuration: new Histogram({
      name: 'proptrade_upstream_request_duration_seconds',
      help: 'Calls to the upstream API, by method, endpoint path template and status (0: no answer).',
      labelNames: ['method', 'endpoint', 'status'],
      buckets: HTTP_BUCKETS,
      registers,
    }),
    cacheHits: new Counter({
      name: 'proptrade_cache_hits_total',
      help: 'Catalogue cache reads answered from the store, by store (memory, redis).',
      labelNames: ['store'],
      registers,
    }),
    cacheMisses: new Counter({
      name: 'proptrade_cache_misses_total',
      help: 'Catalogue cache reads that went upstream, by store (memory, redis).',
      labelNames: ['store'],
      registers,
    }),
  }
}

function disabledWebMetrics(): WebMetrics {
  const nothing = {
    inc() {},
    dec() {},
    observe() {},
    labels() {
      return nothing
    },
  }
  return {
    registry: undefined,
    httpRequests: nothing,
    httpDuration: nothing,
    sseStreamsOpen: nothing,
    relayEventsDelivered: nothing,
    relayLag: nothing,
    upstreamDuration: nothing,
    cacheHits: nothing,
    cacheMisses: nothing,
  } as unknown as WebMetrics
}

export function webMetrics(): WebMetrics {
  return processShared('metrics', () =>
    appConfig().METRICS_ENABLED ? createWebMetrics() : disabledWebMetrics(),
  )
}
