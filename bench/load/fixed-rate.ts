/**
 * A load generator at a fixed arrival rate, meant to run in a process of
 * its own (so it does not share an event loop with the server it measures).
 * Request i is due at start + i / rate whatever happened before it; its
 * latency runs from that due time to the end of its answer, so a server
 * that falls behind shows it (no coordinated omission).
 *
 *   echo '{"origin":"http://127.0.0.1:9100","rate":200,"seconds":10,
 *          "requests":[{"method":"GET","path":"/health"}]}' | node bench/load/fixed-rate.ts
 *
 * Requests are used in turn (request i is requests[i % n]). Prints one JSON
 * line: percentiles in milliseconds, statuses, the rate achieved.
 */
import { Pool } from 'undici'

export interface LoadRequest {
  method: 'GET' | 'POST'
  path: string
  headers?: Record<string, string>
  body?: string
}

export interface LoadConfig {
  origin: string
  rate: number
  seconds: number
  /** Unmeasured seconds at the same rate first (JIT, pools, caches). */
  warmupSeconds?: number
  connections?: number
  requests: LoadRequest[]
}

export interface LoadResult {
  rate: number
  seconds: number
  sent: number
  statuses: Record<string, number>
  p50: number
  p90: number
  p99: number
  max: number
  /** Answers per second over the measured window. */
  achieved: number
  /** The same percentiles for each status alone (a fast 503 hides a slow 200). */
  byStatus: Record<string, { count: number; p50: number; p99: number }>
}

async function run(config: LoadConfig): Promise<LoadResult> {
  const pool = new Pool(config.origin, {
    connections: config.connections ?? 512,
    keepAliveTimeout: 30_000,
  })
  const warmup = Math.round((config.warmupSeconds ?? 2) * config.rate)
  const total = warmup + Math.round(config.seconds * config.rate)
  const interval = 1000 / config.rate
  const latencies: number[] = []
  const statuses: Record<string, number> = {}
  const perStatus: Record<string, number[]> = {}
  const pending: Promise<void>[] = []
  const start = performance.now() + 50
  let measuredEnd = 0

  const fire = (i: number, due: number) => {
    const request = config.requests[i % config.requests.length] as LoadRequest
    const done = pool
      .request({
        method: request.method,
        path: request.path,
        headers: request.headers,
        body: request.body,
      })
      .then(async (response) => {
        await response.body.dump()
        return String(response.statusCode)
      })
      .catch((error: Error) => `error:${error.name}`)
      .then((status) => {
        const end = performance.now()
        if (i < warmup) return
        latencies.push(end - due)
        statuses[status] = (statuses[status] ?? 0) + 1
        const list = perStatus[status] ?? []
        list.push(end - due)
        perStatus[status] = list
        measuredEnd = Math.max(measuredEnd, end)
      })
    pending.push(done)
  }

  for (let i = 0; i < total; ) {
    const now = performance.now()
    while (i < total && start + i * interval <= now) {
      fire(i, start + i * interval)
      i++
    }
    const wait = start + i * interval - performance.now()
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, Math.max(0, wait - 0.5)))
  }
  await Promise.all(pending)
  await pool.close()

  latencies.sort((a, b) => a - b)
  const percentile = (sorted: number[], q: number) =>
    Math.round((sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0) * 10) / 10
  const at = (q: number) => percentile(latencies, q)
  const byStatus: LoadResult['byStatus'] = {}
  for (const [status, list] of Object.entries(perStatus)) {
    list.sort((a, b) => a - b)
    byStatus[status] = {
      count: list.length,
      p50: percentile(list, 0.5),
      p99: percentile(list, 0.99),
    }
  }
  const measuredStart = start + warmup * interval
  return {
    rate: config.rate,
    seconds: config.seconds,
    sent: total - warmup,
    statuses,
    p50: at(0.5),
    p90: at(0.9),
    p99: at(0.99),
    max: at(1),
    achieved: Math.round((latencies.length / ((measuredEnd - measuredStart) / 1000)) * 10) / 10,
    byStatus,
  }
}

if (import.meta.main) {
  let input = ''
  process.stdin.setEncoding('utf8')
  for await (const chunk of process.stdin) input += chunk
  const result = await run(JSON.parse(input) as LoadConfig)
  process.stdout.write(`${JSON.stringify(result)}\n`)
}
