/**
 * /metrics of the engine after real work: orders placed, filled and
 * refused, ticks, a warning and a breach (10 000 USDT, daily warning 9 600,
 * daily floor 9 500; a 1 BTC market buy at 60 000 pays 30 USDT fee), and
 * the scrape refused without the bearer token when one is set.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { delta, parseMetrics, type Series, seriesValue } from '../../../support/metrics-text.ts'
import { buyChallenge, eventually, notificationsOf, price } from '../evaluation/support.ts'
import { signedInClient } from '../fixtures.ts'
import { databaseKinds, startTestEngine, type TestEngine } from '../harness.ts'
import { place, placeOk } from '../trade/support.ts'

const ORDERS_ROUTE = '/v1/trade/:userChallengeId/orders/place'

async function scrape(t: TestEngine, headers: Record<string, string> = {}): Promise<Series> {
  const answer = await t.engine.app.request('http://engine.test/metrics', { headers })
  expect(answer.status).toBe(200)
  expect(answer.headers.get('content-type')).toContain('text/plain')
  return parseMetrics(await answer.text())
}

describe.each(databaseKinds)('engine metrics (%s)', (kind) => {
  let t: TestEngine
  beforeAll(async () => {
    t = await startTestEngine(kind)
    await price(t, '60000')
  })
  afterAll(async () => {
    await t.close()
  })

  it('count orders, refusals, fills, ticks, the warning and the breach by exactly what happened', async () => {
    const { client, user } = await signedInClient(t)
    const id = await buyChallenge(t, client)
    const before = await scrape(t)

    await placeOk(client, id, { type: 'MARKET', side: 'buy', size: '1' })
    await placeOk(client, id, { type: 'LIMIT', side: 'buy', size: '0.1', price: '50000' })
    const refused = await place(client, id, {
      type: 'LIMIT',
      side: 'buy',
      size: '0.1',
      price: '50000.05',
    })
    expect(refused.status).toBe(422)
    await t.engine.ctx.trading.idle()
    // 9 970 − 400 = 9 570 ≤ 9 600: the daily warning.
    await price(t, '59600')
    await eventually(
      () => notificationsOf(t, user.id, 'drawdown_warning'),
      (rows) => rows.length === 1,
    )
    // 9 970 − 600 = 9 370 ≤ 9 500: the daily breach; the position is closed out.
    await price(t, '59400')
    await eventually(
      () => notificationsOf(t, user.id, 'breach'),
      (rows) => rows.length === 1,
    )
    await t.engine.ctx.trading.idle()
    const after = await scrape(t)

    expect(delta(before, after, 'proptrade_orders_placed_total')).toBe(2)
    expect(delta(before, after, 'proptrade_orders_rejected_total', { reason: 'price_tick' })).toBe(
      1,
    )
    // The market buy, and the close-out's market sell.
    expect(delta(before, after, 'proptrade_orders_filled_total')).toBe(2)
    expect(delta(before, after, 'proptrade_ticks_processed_total')).toBe(2)
    expect(delta(before, after, 'proptrade_warnings_total', { rule: 'daily_drawdown' })).toBe(1)
    expect(delta(before, after, 'proptrade_breaches_total', { rule: 'daily_drawdown' })).toBe(1)
    expect(delta(before, after, 'proptrade_tick_to_breach_seconds_count')).toBe(1)
    expect(delta(before, after, 'proptrade_tick_to_breach_seconds_bucket', { le: '+Inf' })).toBe(1)
    expect(seriesValue(after, 'proptrade_tick_to_breach_seconds_sum')).toBeGreaterThan(0)

    const placed = { method: 'POST', route: ORDERS_ROUTE, status: '200' }
    expect(delta(before, after, 'proptrade_http_requests_total', placed)).toBe(2)
    expect(
      delta(before, after, 'proptrade_http_requests_total', { ...placed, status: '422' }),
    ).toBe(1)
    expect(delta(before, after, 'proptrade_http_request_duration_seconds_count', placed)).toBe(2)
    // The scrape before this one is counted too, under its own template.
    expect(
      delta(before, after, 'proptrade_http_requests_total', {
        method: 'GET',
        route: '/metrics',
        status: '200',
      }),
    ).toBe(1)

    expect(seriesValue(after, 'proptrade_accounts_loaded')).toBe(t.engine.ctx.trading.held.count)
    expect(seriesValue(after, 'proptrade_accounts_loaded')).toBeGreaterThanOrEqual(1)
    const age = after.get('proptrade_feed_last_price_age_seconds{pair="BTCUSDT",source="manual"}')
    expect(age).toBeGreaterThanOrEqual(0)
    expect(age).toBeLessThan(30)
    // Pairs the manual feed never priced have no age yet.
    expect(after.has('proptrade_feed_last_price_age_seconds{pair="ETHUSDT",source="manual"}')).toBe(
      false,
    )
    // Node's own process metrics come with them.
    expect(seriesValue(after, 'process_resident_memory_bytes')).toBeGreaterThan(0)
  })

  it('count the CPU the whole process used, not only what came after the first scrape', async () => {
    // The engine runs in this process: its CPU is this process's.
    const seconds = (u: NodeJS.CpuUsage) => (u.user + u.system) / 1e6
    const low = seconds(process.cpuUsage())
    const series = await scrape(t)
    const high = seconds(process.cpuUsage())
    const cpu = seriesValue(series, 'process_cpu_seconds_total')
    // Within 50 ms: prom-client takes its own first reading a moment after
    // ours (the bug this guards read 2 s of 7).
    expect(cpu).toBeGreaterThanOrEqual(low - 0.05)
    expect(cpu).toBeLessThanOrEqual(high + 0.05)
    expect(seriesValue(series, 'process_cpu_user_seconds_total')).toBeLessThanOrEqual(cpu)
  })

  it('labels a path no route took as unmatched, never by its raw path', async () => {
    const before = await scrape(t)
    await t.client().request('GET', '/v1/no/such/thing/42')
    const after = await scrape(t)
    expect(
      delta(before, after, 'proptrade_http_requests_total', {
        method: 'GET',
        route: 'unmatched',
        status: '404',
      }),
    ).toBe(1)
    expect([...after.keys()].some((k) => k.includes('/v1/no/such'))).toBe(false)
  })
})

describe('engine metrics behind METRICS_TOKEN', () => {
  let t: TestEngine
  beforeAll(async () => {
    t = await startTestEngine('pglite', { METRICS_TOKEN: 'scrape-secret-0123456789' })
  })
  afterAll(async () => {
    await t.close()
  })

  it('refuses a scrape without the token or with a wrong one, serves it with the token', async () => {
    const url = 'http://engine.test/metrics'
    const none = await t.engine.app.request(url)
    expect(none.status).toBe(401)
    expect(none.headers.get('www-authenticate')).toBe('Bearer realm="metrics"')
    const wrong = await t.engine.app.request(url, {
      headers: { authorization: 'Bearer scrape-secret-0123456780' },
    })
    expect(wrong.status).toBe(401)
    expect(await wrong.text()).not.toContain('proptrade_')
    const scraped = await scrape(t, { authorization: 'Bearer scrape-secret-0123456789' })
    expect(scraped.has('proptrade_orders_placed_total')).toBe(true)
  })
})
