/**
 * The documentation's examples, run as a trader would run them (decision
 * 611): docs/api-examples/trading_api.py with python3 (its standard
 * library's hmac, urllib and socket: a client nobody here wrote the HMAC
 * or HTTP of) and trading-api.mjs with Node, against an engine on a real
 * port. Each signs, places a resting limit order and cancels it, and sees
 * both on the key's stream.
 */
import { spawn } from 'node:child_process'
import path from 'node:path'
import { and, eq, like } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api } from '#contract/index.ts'
import { orders } from '../../../../engine/db/schema/index.ts'
import { type ServedEngine, startServedEngine } from '../../realtime/served-engine.ts'
import { price } from '../evaluation/support.ts'
import { databaseKinds } from '../harness.ts'
import { traderWithDemo } from '../trade/support.ts'

const examples = path.resolve(import.meta.dirname, '../../../../docs/api-examples')

function run(command: string, args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; out: string; err: string }>((resolve, reject) => {
    const child = spawn(command, args, { env: { PATH: process.env.PATH ?? '', ...env } })
    let out = ''
    let err = ''
    child.stdout.on('data', (chunk) => {
      out += chunk
    })
    child.stderr.on('data', (chunk) => {
      err += chunk
    })
    child.on('error', reject)
    child.on('close', (code) => resolve({ code, out, err }))
  })
}

describe.each(databaseKinds)('the documented examples (%s)', (kind) => {
  let e: ServedEngine
  const port = 9451 + databaseKinds.indexOf(kind)
  beforeAll(async () => {
    e = await startServedEngine(kind, port)
    await price(e.t, '60000')
  }, 120_000)
  afterAll(async () => {
    await e.close()
  })

  const clients = [
    ['Python, standard library', 'python3', ['trading_api.py']],
    ['Node, standard library', process.execPath, ['trading-api.mjs']],
  ] as const

  for (const [name, command, args] of clients) {
    it(`${name}: signs, places and cancels an order, and follows it on the stream`, async () => {
      const { client, id } = await traderWithDemo(e.t)
      const created = await client.ok(api.apiKeys.create, {
        body: { label: name, accounts: [id], permissions: ['read', 'trade'] },
      })
      const result = await run(
        command,
        args.map((a) => path.join(examples, a)),
        {
          API_BASE: `http://127.0.0.1:${port}`,
          API_KEY: created.data.key.api_key,
          API_SECRET: created.data.secret,
          ACCOUNT_ID: String(id),
          STREAM_SECONDS: '20',
        },
      )
      expect(result.err).toBe('')
      expect(result.code).toBe(0)
      const lines = result.out.trim().split('\n')
      // 90 % of the last price 60 000 is 54 000, on BTCUSDT's 0.1 tick.
      expect(lines[0]).toBe(`account ${id} My demo balance 10000`)
      const placed = /^placed (\d+) NEW 54000$/.exec(lines[1] ?? '')
      expect(placed, result.out).not.toBeNull()
      const orderId = placed?.[1]
      expect(lines[2]).toBe(`canceled ${orderId} CANCELED`)
      expect(lines).toContain(`event order ${orderId} NEW`)
      expect(lines.at(-1)).toBe(`event order ${orderId} CANCELED`)

      const [row] = await e.t.engine.ctx.db
        .select()
        .from(orders)
        .where(and(eq(orders.id, Number(orderId)), like(orders.clientOrderId, 'example-%')))
      expect(row).toMatchObject({ status: 'CANCELED', type: 'LIMIT', side: 'buy', size: '0.001' })
    })
  }
})
