/**
 * The trading API's limits per key (decision 612) are counted in the
 * database: they hold across two engines on one database and across a
 * restart, answer 429 with Retry-After, and a key revoked through one
 * engine stops on the other at once although the other still holds it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api } from '#contract/index.ts'
import { bootEngine, type Engine } from '../../../../engine/boot.ts'
import type { OffsetClock } from '../../../../engine/clock.ts'
import { parseEngineConfig } from '../../../../engine/config.ts'
import { databaseKinds, startTestEngine, type TestEngine } from '../harness.ts'
import { positions, setPrice } from '../trade/support.ts'
import { SignedClient, traderWithKey } from './support.ts'

const LIMITS = { API_ORDERS_PER_10S: '3', API_WEIGHT_PER_MINUTE: '6' }

describe.each(databaseKinds)('rate limits per key across engines (%s)', (kind) => {
  let a: TestEngine
  let bEngine: Engine
  beforeAll(async () => {
    a = await startTestEngine(kind, LIMITS)
    // A second engine on the same database (as after a failover, or beside a standby).
    bEngine = await bootEngine(
      parseEngineConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'error',
        MARKET_FEED: 'manual',
        DATA_DIR: a.engine.ctx.config.DATA_DIR,
        ...LIMITS,
      }),
      { database: a.engine.ctx.database },
    )
    await setPrice(a, 'BTCUSDT', '60000', { bid: '59999.9', ask: '60000.1' })
    // Two engines boot here: on PGlite under a loaded machine that takes a while.
  }, 180_000)
  afterAll(async () => {
    await bEngine.close()
    await a.close()
  })

  const advanceBoth = (ms: number) => {
    ;(a.engine.ctx.clock as OffsetClock).advance(ms)
    ;(bEngine.ctx.clock as OffsetClock).advance(ms)
  }

  it('orders: 3 in 10 s through A, the 4th through B is 429 with Retry-After and places nothing', async () => {
    const { signed, key, secret, id, client } = await traderWithKey(a)
    const onB = new SignedClient(bEngine, key.api_key, secret)
    const order = { symbol: 'BTCUSDT', type: 'MARKET', side: 'buy', size: '0.001' }
    for (let i = 1; i <= 3; i++) {
      const placed = await signed.call('POST', `/api/v1/accounts/${id}/orders`, { form: order })
      expect(placed.status).toBe(200)
      expect(placed.headers.get('x-order-count-10s')).toBe(String(i))
    }
    const fourth = await onB.call('POST', `/api/v1/accounts/${id}/orders`, { form: order })
    expect(fourth.status).toBe(429)
    expect(fourth.body).toMatchObject({ code: 'too_many_orders' })
    const retryAfter = Number(fourth.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThanOrEqual(1)
    expect(retryAfter).toBeLessThanOrEqual(10)
    expect((fourth.body as { message: string }).message).toBe(
      `Too many orders: at most 3 in 10 seconds. Try again in ${retryAfter} seconds.`,
    )
    const [position] = await positions(client, id)
    expect(position?.size).toBe('0.003')
    // Once the window has passed, the key places again.
    advanceBoth(10_000)
    const later = await onB.call('GET', `/api/v1/accounts/${id}/openOrders`)
    expect(later.status).toBe(200)
  })

  it('request weight: 6 a minute shared by A and B, and still counted after A restarts', async () => {
    const { signed, key, secret } = await traderWithKey(a)
    const onB = new SignedClient(bEngine, key.api_key, secret)
    const used: string[] = []
    for (const client of [signed, onB, signed, onB, signed, onB]) {
      const result = await client.call('GET', '/api/v1/key')
      expect(result.status).toBe(200)
      used.push(result.headers.get('x-used-weight-1m') ?? '')
    }
    expect(used).toEqual(['1', '2', '3', '4', '5', '6'])
    const seventh = await signed.call('GET', '/api/v1/key')
    expect(seventh).toMatchObject({ status: 429, body: { code: 'too_many_requests' } })
    expect(Number(seventh.headers.get('retry-after'))).toBeGreaterThan(0)

    // A third engine on the same database (A restarted): the window is the database's.
    const restarted = await bootEngine(bEngine.ctx.config, { database: a.engine.ctx.database })
    try {
      const onRestarted = new SignedClient(restarted, key.api_key, secret)
      const result = await onRestarted.call('GET', '/api/v1/key')
      expect(result).toMatchObject({ status: 429, body: { code: 'too_many_requests' } })
    } finally {
      await restarted.close()
    }
  })

  it('a key revoked through A stops on B at once, though B read it before', async () => {
    const { key, secret, id, client } = await traderWithKey(a)
    const onB = new SignedClient(bEngine, key.api_key, secret)
    expect((await onB.call('GET', `/api/v1/accounts/${id}`)).status).toBe(200)
    await client.ok(api.apiKeys.revoke, { params: { apiKeyId: key.id } })
    const after = await onB.call('GET', `/api/v1/accounts/${id}`)
    expect(after).toMatchObject({ status: 401, body: { code: 'key_revoked' } })
  })
})
