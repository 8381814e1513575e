/**
 * Concurrent withdrawal requests over real HTTP (a socket to the engine on
 * 127.0.0.1): rounds of 50 requests at once for one account's whole
 * withdrawable amount (real-account profit, then referral credit). Reports
 * requests per second over the bursts and the latency p50 / p99, and
 * checks that each round accepted exactly one.
 *
 *   node_modules/.bin/node bench/withdrawals.ts            # PGlite (in memory)
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node_modules/.bin/node bench/withdrawals.ts
 */
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { api } from '#contract/index.ts'
import { giveCredit } from '../tests/integration/engine/commerce/commerce-fixtures.ts'
import { signedInClient } from '../tests/integration/engine/fixtures.ts'
import { startTestEngine, type TestClient } from '../tests/integration/engine/harness.ts'
import { realAccountWithProfit } from '../tests/integration/engine/money/support.ts'

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20)
const BURST = Number(process.env.BENCH_BURST ?? 50)

if (process.env.BENCH_DATABASE_URL) process.env.TEST_DATABASE_URL = process.env.BENCH_DATABASE_URL
const kind = process.env.BENCH_DATABASE_URL ? 'postgres' : 'pglite'

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)
  return sorted[Math.max(0, index)] ?? Number.NaN
}

const t = await startTestEngine(kind, { LOG_LEVEL: 'error' })
const server = serve({ fetch: t.engine.app.fetch, hostname: '127.0.0.1', port: 0 })
await new Promise((resolve) => server.once('listening', resolve))
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

function headersOf(client: TestClient) {
  return {
    'content-type': 'application/json',
    accept: 'application/json',
    cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
    'x-xsrf-token': decodeURIComponent(client.cookies.get('XSRF-TOKEN') ?? ''),
  }
}

async function burst(path: string, headers: Record<string, string>, body: unknown) {
  const started = performance.now()
  const answers = await Promise.all(
    Array.from({ length: BURST }, async () => {
      const t0 = performance.now()
      const response = await fetch(`${origin}${path}`, {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
      })
      await response.arrayBuffer()
      return { status: response.status, ms: performance.now() - t0 }
    }),
  )
  const accepted = answers.filter((a) => a.status === 200).length
  if (accepted !== 1 || answers.some((a) => a.status !== 200 && a.status !== 422))
    throw new Error(`a round accepted ${accepted}: ${answers.map((a) => a.status).join(',')}`)
  return { wall: performance.now() - started, latencies: answers.map((a) => a.ms) }
}

async function measure(name: string, round: () => Promise<{ wall: number; latencies: number[] }>) {
  let wall = 0
  const latencies: number[] = []
  for (let i = 0; i < ROUNDS; i++) {
    const r = await round()
    wall += r.wall
    latencies.push(...r.latencies)
  }
  latencies.sort((a, b) => a - b)
  console.log(
    `${name} (${kind}): ${ROUNDS} × ${BURST} requests, ` +
      `${((latencies.length / wall) * 1000).toFixed(0)} requests/s, ` +
      `p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms, ` +
      `exactly one accepted per round`,
  )
}

const [type] = (await (await signedInClient(t)).client.ok(api.real.withdrawTypes)).data
await measure('POST /v1/real/requestWithdraw', async () => {
  const { user, client } = await signedInClient(t)
  const { challengeId } = await realAccountWithProfit(t, user.id, { profit: '1000' })
  return burst(api.real.requestWithdraw.path, headersOf(client), {
    user_challenge_id: challengeId,
    type_id: type?.id,
    amount: '800',
    address: 'TBench',
    description: 'bench',
  })
})

await measure('POST /v1/referrals/requestWithdraw', async () => {
  const { user, client } = await signedInClient(t)
  await giveCredit(t, user.id, '49.9')
  return burst(api.referrals.requestWithdraw.path, headersOf(client), {
    amount: '49.9',
    address: 'TBench',
  })
})

server.close()
await t.close()
