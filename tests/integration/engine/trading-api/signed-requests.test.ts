/**
 * The trading API's signed requests (decisions 610, 611): a good signature
 * places an order through the terminal's rules; every other request is
 * refused with its code, and changes nothing (no row of any table).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { api } from '#contract/index.ts'
import type { OffsetClock } from '../../../../engine/clock.ts'
import { databaseKinds, startTestEngine, type TestEngine } from '../harness.ts'
import { changedTables, tableDigest } from '../table-digest.ts'
import { positions, setPrice, traderWithDemo } from '../trade/support.ts'
import { traderWithKey } from './support.ts'

const place = (accountId: number) => `/api/v1/accounts/${accountId}/orders`
const marketBuy = { symbol: 'BTCUSDT', type: 'MARKET', side: 'buy', size: '0.01' }

describe.each(databaseKinds)('signed requests (%s)', (kind) => {
  let t: TestEngine
  beforeAll(async () => {
    t = await startTestEngine(kind)
  })
  afterAll(async () => {
    await t.close()
  })
  beforeEach(async () => {
    await setPrice(t, 'BTCUSDT', '60000', { bid: '59999.9', ask: '60000.1' })
  })

  /** Sends a request that must be refused, and asserts no table changed. */
  async function refusedUnchanged(send: () => Promise<{ status: number; body: unknown }>) {
    // What an earlier fill set going (its chart sample, the rules) lands first.
    await t.engine.ctx.trading.idle()
    const before = await tableDigest(t)
    const result = await send()
    expect(changedTables(before, await tableDigest(t))).toEqual([])
    return result
  }

  it('a good signature places an order: a form body, the terminal sees the position', async () => {
    const { signed, id, client } = await traderWithKey(t)
    const result = await signed.call('POST', place(id), {
      form: { ...marketBuy, client_order_id: 'bot-1' },
    })
    expect(result.status).toBe(200)
    // Bought at the ask, 0.01 × 60 000.1, exact decimals as strings.
    expect(result.body).toMatchObject({
      data: { status: 'FILLED', avgPrice: '60000.1', amount: '0.01', client_order_id: 'bot-1' },
    })
    expect(result.headers.get('x-used-weight-1m')).toBe('1')
    expect(result.headers.get('x-order-count-10s')).toBe('1')
    const [position] = await positions(client, id)
    expect(position).toMatchObject({ side: 'long', size: '0.01', entryPrice: '60000.1' })
  })

  it('a JSON body is signed the same way; a repeated client order id answers the first order', async () => {
    const { signed, id } = await traderWithKey(t)
    const body = {
      symbol: 'BTCUSDT',
      type: 'LIMIT',
      side: 'buy',
      size: '0.01',
      price: '59000',
      client_order_id: 'rest-1',
    }
    const first = await signed.call('POST', place(id), { json: body })
    expect(first.status).toBe(200)
    const again = await signed.call('POST', place(id), { json: { ...body, price: '58000' } })
    expect(again.status).toBe(200)
    expect((again.body as { data: { id: number; limitPrice: string } }).data).toEqual(
      (first.body as { data: unknown }).data,
    )
    const open = await signed.call('GET', `/api/v1/accounts/${id}/openOrders`)
    expect((open.body as { data: unknown[] }).data).toHaveLength(1)
  })

  it('a wrong signature is refused (signature_invalid) and changes nothing', async () => {
    const { signed, id } = await traderWithKey(t)
    const result = await refusedUnchanged(() =>
      signed.call('POST', place(id), {
        form: marketBuy,
        signature: (right) => `${right.slice(0, 63)}${right.endsWith('0') ? '1' : '0'}`,
      }),
    )
    expect(result).toMatchObject({
      status: 401,
      body: { code: 'signature_invalid', message: 'Signature for this request is not valid.' },
    })
    // Signed with another secret: the same refusal.
    const other = await signed.call('POST', place(id), { form: marketBuy, secret: 'f'.repeat(64) })
    expect(other.body).toMatchObject({ code: 'signature_invalid' })
  })

  it('an old timestamp is refused (timestamp_expired) and changes nothing', async () => {
    const { signed, id } = await traderWithKey(t)
    const now = t.engine.ctx.clock.now().getTime()
    const result = await refusedUnchanged(() =>
      signed.call('POST', place(id), { form: marketBuy, timestamp: now - 5_001 }),
    )
    expect(result.status).toBe(401)
    expect(result.body).toMatchObject({ code: 'timestamp_expired' })
    expect((result.body as { message: string }).message).toMatch(
      /^Timestamp for this request is outside of the recvWindow \(server time \d{13}\)\.$/,
    )
    // A wider window takes it; one past 60 000 ms is not a window at all.
    const wider = await signed.call('POST', place(id), {
      form: marketBuy,
      timestamp: now - 5_001,
      recvWindow: 10_000,
    })
    expect(wider.status).toBe(200)
    const tooWide = await signed.call('POST', place(id), { form: marketBuy, recvWindow: 60_001 })
    expect(tooWide).toMatchObject({ status: 422, body: { code: 'recv_window_invalid' } })
  })

  it('a timestamp a second ahead of the engine is refused (timestamp_ahead)', async () => {
    const { signed, id } = await traderWithKey(t)
    const now = t.engine.ctx.clock.now().getTime()
    const result = await refusedUnchanged(() =>
      signed.call('POST', place(id), { form: marketBuy, timestamp: now + 1_500 }),
    )
    expect(result).toMatchObject({ status: 401, body: { code: 'timestamp_ahead' } })
  })

  it('the same request replayed once its recvWindow has passed is refused, nothing placed twice', async () => {
    const { signed, id, client } = await traderWithKey(t)
    const prepared = signed.prepare(place(id), { form: marketBuy, recvWindow: 2_000 })
    const first = await signed.send('POST', prepared)
    expect(first.status).toBe(200)
    ;(t.engine.ctx.clock as OffsetClock).advance(2_001)
    const replay = await refusedUnchanged(() => signed.send('POST', prepared))
    expect(replay).toMatchObject({ status: 401, body: { code: 'timestamp_expired' } })
    const [position] = await positions(client, id)
    expect(position?.size).toBe('0.01')
  })

  it("a key for another account is refused (account_not_allowed): another user's or the trader's own other", async () => {
    const { signed } = await traderWithKey(t)
    const stranger = await traderWithDemo(t)
    const result = await refusedUnchanged(() =>
      signed.call('POST', place(stranger.id), { form: marketBuy }),
    )
    expect(result).toMatchObject({
      status: 403,
      body: {
        code: 'account_not_allowed',
        message: `This API key may not use account ${stranger.id}.`,
      },
    })
    const read = await refusedUnchanged(() =>
      signed.call('GET', `/api/v1/accounts/${stranger.id}/positions`),
    )
    expect(read).toMatchObject({ status: 403, body: { code: 'account_not_allowed' } })
  })

  it('a read-only key reads but placing an order is refused (permission_missing)', async () => {
    const { signed, id } = await traderWithKey(t, { permissions: ['read'] })
    const account = await signed.call('GET', `/api/v1/accounts/${id}`)
    expect(account).toMatchObject({
      status: 200,
      body: { data: { id, type: 'demo', can_trade: true, assets: { balance: '10000' } } },
    })
    const result = await refusedUnchanged(() => signed.call('POST', place(id), { form: marketBuy }))
    expect(result).toMatchObject({
      status: 403,
      body: { code: 'permission_missing', message: 'This API key may not trade.' },
    })
  })

  it('an address outside the allow-list is refused (address_not_allowed); one inside is taken', async () => {
    const { signed, id } = await traderWithKey(t, { ip_allow: ['198.51.100.0/24', '2001:db8::1'] })
    const result = await refusedUnchanged(() =>
      signed.call('POST', place(id), { form: marketBuy, ip: '203.0.113.9' }),
    )
    expect(result).toMatchObject({
      status: 403,
      body: {
        code: 'address_not_allowed',
        message: 'This API key may not be used from 203.0.113.9.',
      },
    })
    const inside = await signed.call('POST', place(id), { form: marketBuy, ip: '198.51.100.77' })
    expect(inside.status).toBe(200)
    const six = await signed.call('GET', `/api/v1/accounts/${id}`, { ip: '2001:db8::1' })
    expect(six.status).toBe(200)
  })

  it('a revoked key stops at once', async () => {
    const { signed, id, client, key } = await traderWithKey(t)
    expect((await signed.call('GET', `/api/v1/accounts/${id}`)).status).toBe(200)
    await client.ok(api.apiKeys.revoke, { params: { apiKeyId: key.id } })
    const result = await refusedUnchanged(() => signed.call('POST', place(id), { form: marketBuy }))
    expect(result).toMatchObject({
      status: 401,
      body: { code: 'key_revoked', message: 'This API key has been revoked.' },
    })
  })

  it('no key, an unknown key, no signature: each its own code', async () => {
    const { signed, id } = await traderWithKey(t)
    const none = await signed.call('GET', `/api/v1/accounts/${id}`, { key: null })
    expect(none).toMatchObject({ status: 401, body: { code: 'key_missing' } })
    const unknown = await signed.call('GET', `/api/v1/accounts/${id}`, { key: 'a'.repeat(64) })
    expect(unknown).toMatchObject({ status: 401, body: { code: 'key_invalid' } })
    const unsigned = await t
      .client()
      .request('GET', `/api/v1/accounts/${id}?timestamp=${Date.now()}`, {
        headers: { 'x-mbx-apikey': signed.key },
      })
    expect(unsigned).toMatchObject({ status: 401, body: { code: 'signature_missing' } })
  })

  it('refusals speak Persian for Accept-Language: fa', async () => {
    const { signed, id } = await traderWithKey(t, { permissions: ['read'] })
    const result = await signed.call('POST', place(id), { form: marketBuy, language: 'fa' })
    expect(result.body).toEqual({
      code: 'permission_missing',
      message: 'این کلید API اجازه معامله ندارد.',
    })
  })
})
