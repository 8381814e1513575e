/**
 * Checkout figures over real HTTP (a socket to the engine on 127.0.0.1):
 *
 * - GET /v1/challenges latency as a baseline for the machine's state;
 * - POST /v1/payments/request latency, p50 / p99: a 10K challenge with a
 *   feature, a 10 % coupon and part credit, redirected to the sandbox;
 * - activation under 10 concurrent provider confirmations: the wall time
 *   until all ten are answered, p50 / p99, checking each payment opened
 *   exactly one challenge.
 *
 *   node_modules/.bin/node bench/checkout.ts            # PGlite (in memory)
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node_modules/.bin/node bench/checkout.ts
 */
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { eq } from 'drizzle-orm'
import { api } from '#contract/index.ts'
import { challengeActivations } from '../engine/db/schema/index.ts'
import {
  confirmationSignature,
  SANDBOX_SIGNATURE_HEADER,
} from '../engine/payments/sandbox/signature.ts'
import {
  catalogueIds,
  createCoupon,
  giveCredit,
} from '../tests/integration/engine/commerce/commerce-fixtures.ts'
import { signedInClient } from '../tests/integration/engine/fixtures.ts'
import { startTestEngine } from '../tests/integration/engine/harness.ts'

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 400)
const ACTIVATIONS = Number(process.env.BENCH_ACTIVATIONS ?? 40)
const SECRET = 'bench-sandbox-secret-0123456789abcdef'

if (process.env.BENCH_DATABASE_URL) process.env.TEST_DATABASE_URL = process.env.BENCH_DATABASE_URL
const kind = process.env.BENCH_DATABASE_URL ? 'postgres' : 'pglite'

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)
  return sorted[Math.max(0, index)] ?? Number.NaN
}

function summary(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b)
  return {
    p50: percentile(sorted, 50).toFixed(1),
    p99: percentile(sorted, 99).toFixed(1),
    max: (sorted.at(-1) ?? 0).toFixed(1),
  }
}

const t = await startTestEngine(kind, { PAYMENT_SANDBOX_SECRET: SECRET, LOG_LEVEL: 'error' })
const server = serve({ fetch: t.engine.app.fetch, hostname: '127.0.0.1', port: 0 })
await new Promise((resolve) => server.once('listening', resolve))
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

const ids = await catalogueIds(t)
const coupon = await createCoupon(t, { kind: 'percent', value: '10' })
const buyers = await Promise.all(
  Array.from({ length: 8 }, async () => {
    const buyer = await signedInClient(t)
    await giveCredit(t, buyer.user.id, '1000000')
    const cookie = [...buyer.client.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
    const xsrf = decodeURIComponent(buyer.client.cookies.get('XSRF-TOKEN') ?? '')
    return { ...buyer, cookie, xsrf }
  }),
)

type Buyer = (typeof buyers)[number]
const buyerAt = (i: number): Buyer => buyers[i % buyers.length] as Buyer

async function order(buyer: Buyer) {
  const response = await fetch(`${origin}${api.payments.request.path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      cookie: buyer.cookie,
      'x-xsrf-token': buyer.xsrf,
    },
    body: JSON.stringify({
      challenge_id: ids.bySize('10000'),
      features: [ids.feature('profit_share_90')],
      provider_id: ids.sandboxId,
      coupon: coupon.code,
      credit: '30',
      accept_rules: true,
    }),
  })
  const body = (await response.json()) as {
    data: { payment_id: number; invoice: { final_price: string } }
  }
  if (response.status !== 200) throw new Error(`request answered ${response.status}`)
  return body.data
}

// Warm up connections, prepared plans and the JIT.
for (let i = 0; i < 30; i++) await order(buyerAt(i))

// Baseline on the same socket and session: a two-query read.
const baselineTimes: number[] = []
for (let i = 0; i < REQUESTS; i++) {
  const buyer = buyerAt(i)
  const started = performance.now()
  const response = await fetch(`${origin}${api.challenges.list.path}`, {
    headers: { accept: 'application/json', cookie: buyer.cookie },
  })
  await response.arrayBuffer()
  baselineTimes.push(performance.now() - started)
}

const requestTimes: number[] = []
for (let i = 0; i < REQUESTS; i++) {
  const started = performance.now()
  await order(buyerAt(i))
  requestTimes.push(performance.now() - started)
}

const activationTimes: number[] = []
for (let i = 0; i < ACTIVATIONS; i++) {
  const payment = await order(buyerAt(i))
  const started = performance.now()
  const answers = await Promise.all(
    Array.from({ length: 10 }, async (_, n) => {
      const body = JSON.stringify({
        payment_id: payment.payment_id,
        status: 'paid',
        amount: payment.invoice.final_price,
        reference: `bench-${i}-${n}`,
      })
      const response = await fetch(`${origin}/v1/payments/callback/sandbox`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [SANDBOX_SIGNATURE_HEADER]: confirmationSignature(SECRET, body),
        },
        body,
      })
      return response.status
    }),
  )
  activationTimes.push(performance.now() - started)
  if (answers.some((status) => status !== 200)) throw new Error(`confirmations: ${answers}`)
  const activations = await t.engine.ctx.db
    .select()
    .from(challengeActivations)
    .where(eq(challengeActivations.paymentId, payment.payment_id))
  if (activations.length !== 1) throw new Error(`${activations.length} activations`)
}

console.log(`database: ${kind}`)
console.log(`GET /v1/challenges ×${REQUESTS} (ms, baseline):`, summary(baselineTimes))
console.log(`payments/request ×${REQUESTS} (ms):`, summary(requestTimes))
console.log(
  `10 concurrent confirmations ×${ACTIVATIONS} (ms until all answered):`,
  summary(activationTimes),
)

server.close()
await t.close()
