/**
 * TradingView alerts through a key's webhook (decision 613): the
 * documented message becomes an order; the same alert id is placed once;
 * a malformed alert places nothing and says why in the key's log, in the
 * reader's language.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { api } from '#contract/index.ts'
import { databaseKinds, startTestEngine, type TestEngine } from '../harness.ts'
import { positions, setPrice } from '../trade/support.ts'
import { traderWithKey } from './support.ts'

describe.each(databaseKinds)('TradingView alerts (%s)', (kind) => {
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

  /** Posts as TradingView does: the message as typed, JSON when it parses. */
  function alert(url: string, message: string) {
    const path = new URL(url).pathname
    const json = (() => {
      try {
        JSON.parse(message)
        return true
      } catch {
        return false
      }
    })()
    return t.client({ ip: '52.89.214.238' }).request('POST', path, {
      body: message,
      headers: { 'content-type': json ? 'application/json' : 'text/plain; charset=utf-8' },
    })
  }

  /** The documented template with TradingView's placeholders filled. */
  const filled = (id: number, alertId: string, extra: Record<string, unknown> = {}) =>
    JSON.stringify({
      alert_id: alertId,
      account: id,
      ticker: 'BTCUSDT.P',
      action: 'buy',
      contracts: '0.01',
      ...extra,
    })

  it('the webhook URL is answered once, and the documented message becomes an order', async () => {
    const { webhookUrl, id, client, key } = await traderWithKey(t, { webhook: true })
    expect(webhookUrl).toMatch(/^http:\/\/localhost:8000\/api\/v1\/tradingview\/[A-Za-z0-9_-]{43}$/)
    const listed = await client.ok(api.apiKeys.list)
    expect(listed.data[0]).toMatchObject({ id: key.id, webhook: true })
    expect(JSON.stringify(listed)).not.toContain(
      new URL(webhookUrl ?? '').pathname.split('/').pop(),
    )

    const result = await alert(webhookUrl ?? '', filled(id, 'long-entry-1700000000'))
    expect(result).toMatchObject({ status: 200, body: { data: { outcome: 'placed' } } })
    const [position] = await positions(client, id)
    expect(position).toMatchObject({ side: 'long', size: '0.01', entryPrice: '60000.1' })
    const log = await client.ok(api.apiKeys.log, { params: { apiKeyId: key.id } })
    expect(log.data).toEqual([
      expect.objectContaining({
        outcome: 'placed',
        alert_id: 'long-entry-1700000000',
        message: 'Order placed: buy 0.01 BTCUSDT (FILLED).',
        ip: '52.89.214.238',
      }),
    ])
  })

  it('the same alert id twice places one order; the second is logged as a duplicate', async () => {
    const { webhookUrl, id, client, key } = await traderWithKey(t, { webhook: true })
    const message = filled(id, 'dup-1')
    const first = await alert(webhookUrl ?? '', message)
    const second = await alert(webhookUrl ?? '', message)
    expect(first.status).toBe(200)
    expect(second).toMatchObject({ status: 200, body: { data: { outcome: 'duplicate' } } })
    expect((second.body as { data: { order_id: number } }).data.order_id).toBe(
      (first.body as { data: { order_id: number } }).data.order_id,
    )
    const [position] = await positions(client, id)
    expect(position?.size).toBe('0.01')
    const log = await client.ok(api.apiKeys.log, { params: { apiKeyId: key.id } })
    expect(log.data.map((entry) => [entry.outcome, entry.message])).toEqual([
      ['duplicate', 'Alert dup-1 was already placed: nothing new was placed.'],
      ['placed', 'Order placed: buy 0.01 BTCUSDT (FILLED).'],
    ])
  })

  it('a malformed alert is refused, places nothing, and the key’s log says why (in both languages)', async () => {
    const { webhookUrl, id, client, key } = await traderWithKey(t, { webhook: true })
    const notJson = await alert(webhookUrl ?? '', 'buy BTCUSDT 0.01')
    expect(notJson.status).toBe(422)
    const unfilled = await alert(
      webhookUrl ?? '',
      filled(id, 'plain-alert', { action: '{{strategy.order.action}}' }),
    )
    expect(unfilled.status).toBe(422)
    const belowStep = await alert(webhookUrl ?? '', filled(id, 'tiny', { contracts: '0.0001' }))
    expect(belowStep.status).toBe(422)
    expect(await positions(client, id)).toEqual([])

    const log = await client.ok(api.apiKeys.log, { params: { apiKeyId: key.id } })
    expect(log.data.map((entry) => [entry.outcome, entry.alert_id, entry.message])).toEqual([
      ['refused', 'tiny', 'Size must be a multiple of 0.001.'],
      [
        'refused',
        'plain-alert',
        'TradingView did not fill "action" ({{strategy.order.action}}): placeholders such as {{strategy.order.action}} are filled only by strategy alerts.',
      ],
      [
        'refused',
        null,
        'The alert message is not JSON: use the documented template, with the placeholders in quotes.',
      ],
    ])
    const persian = t.client({ language: 'fa' })
    persian.cookies.set('proptrade_session', client.cookies.get('proptrade_session') ?? '')
    const fa = await persian.ok(api.apiKeys.log, { params: { apiKeyId: key.id } })
    expect(fa.data.map((entry) => entry.message)).toEqual([
      'مقدار باید مضربی از 0.001 باشد.',
      'TradingView مقدار «action» را پر نکرد ({{strategy.order.action}}): جای‌نگهدارهایی مانند {{strategy.order.action}} فقط در هشدارهای استراتژی پر می‌شوند.',
      'پیام هشدار JSON نیست: از الگوی مستند استفاده کنید و جای‌نگهدارها را در گیومه بگذارید.',
    ])
  })

  it('an alert for an account the key does not trade is refused', async () => {
    const { webhookUrl, id, client, key } = await traderWithKey(t, { webhook: true })
    const result = await alert(webhookUrl ?? '', filled(id + 1000, 'elsewhere'))
    expect(result.status).toBe(422)
    const log = await client.ok(api.apiKeys.log, { params: { apiKeyId: key.id } })
    expect(log.data[0]?.message).toBe('"account" must be the id of an account this key may trade.')
  })

  it('an unknown webhook, or a revoked key’s, is a 404 and places nothing', async () => {
    const { webhookUrl, id, client, key } = await traderWithKey(t, { webhook: true })
    const unknown = await t
      .client()
      .request('POST', `/api/v1/tradingview/${'A'.repeat(43)}`, { body: filled(id, 'x') })
    expect(unknown.status).toBe(404)
    await client.ok(api.apiKeys.revoke, { params: { apiKeyId: key.id } })
    const revoked = await alert(webhookUrl ?? '', filled(id, 'after-revoke'))
    expect(revoked).toMatchObject({ status: 404, body: { message: 'This webhook is not valid.' } })
    expect(await positions(client, id)).toEqual([])
  })

  it('a webhook needs a key that trades', async () => {
    const { client, id } = await traderWithKey(t)
    const result = await client.call(api.apiKeys.create, {
      body: { label: 'read only', accounts: [id], permissions: ['read'], webhook: true },
    })
    expect(result).toMatchObject({
      status: 422,
      body: {
        errors: {
          webhook: ['A TradingView webhook places orders: give the key the trade permission'],
        },
      },
    })
  })
})
