/**
 * The client of bench/webhook-to-active.ts, in a process of its own so its
 * requests do not run on the engine's event loop. Forked by the bench with
 * an IPC channel; it receives the origin, the burst size and the signed
 * deliveries, and answers:
 *
 * - `baseline`: 50 sequential GET /v1/challenges, each timed here;
 * - `started`: for each delivery, the moment its request started, read
 *   from `process.hrtime.bigint()`: libuv's uv_hrtime, i.e. Linux's
 *   CLOCK_MONOTONIC, one clock for every process of the machine (since
 *   boot, in nanoseconds). The bench reads the same clock when the engine
 *   publishes the broadcast, so the difference is exact across processes
 *   (no wall clock, no NTP step, no per-process origin);
 * - the statuses, and the wall time of the whole run.
 *
 * Bursts of `atOnce` are POSTed together; the next starts when every
 * answer of the last has arrived.
 */
import { Pool } from 'undici'
import type { Delivery } from '../../tests/support/payment-provider-standin.ts'

export interface BurstRequest {
  origin: string
  atOnce: number
  deliveries: (Delivery & { key: string })[]
}

export interface BurstAnswer {
  baselineMs: number[]
  /** Request start per delivery key, CLOCK_MONOTONIC nanoseconds as a decimal string. */
  started: Record<string, string>
  statuses: number[]
  wallNs: string
}

async function run(request: BurstRequest): Promise<BurstAnswer> {
  const pool = new Pool(request.origin, { connections: request.atOnce, keepAliveTimeout: 30_000 })
  const baselineMs: number[] = []
  for (let i = 0; i < 50; i++) {
    const start = performance.now()
    const response = await pool.request({
      method: 'GET',
      path: '/v1/challenges',
      headers: { accept: 'application/json' },
    })
    await response.body.dump()
    baselineMs.push(performance.now() - start)
  }
  const started: Record<string, string> = {}
  const statuses: number[] = []
  const wallStart = process.hrtime.bigint()
  for (let from = 0; from < request.deliveries.length; from += request.atOnce) {
    const burst = request.deliveries.slice(from, from + request.atOnce)
    statuses.push(
      ...(await Promise.all(
        burst.map(async (d) => {
          started[d.key] = String(process.hrtime.bigint())
          const response = await pool.request({
            method: 'POST',
            path: d.path,
            headers: d.headers,
            body: d.body,
          })
          await response.body.dump()
          return response.statusCode
        }),
      )),
    )
  }
  const wallNs = String(process.hrtime.bigint() - wallStart)
  await pool.close()
  return { baselineMs, started, statuses, wallNs }
}

process.once('message', (request: BurstRequest) => {
  run(request).then(
    (answer) => process.send?.(answer, () => process.exit(0)),
    (error: unknown) => {
      console.error(error)
      process.exit(1)
    },
  )
})
