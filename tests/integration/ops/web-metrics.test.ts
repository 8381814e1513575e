/**
 * /metrics of both services after a live stream and a catalogue cache miss
 * then hit, through the web's entry helpers in front of a served engine:
 * exact deltas of the web's streams, deliveries, relay lag, upstream calls
 * and cache, and of the engine's broadcaster. Then the web's /ready, the
 * engine stopped and started again, and a scrape refused without the token.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api } from '#contract/index.ts'
import { anonymousExchange, catalogueKey } from '~/server/cache/catalogue.server'
import { CatalogueCache } from '~/server/cache/catalogue-cache.server'
import { MemoryStore } from '~/server/cache/memory-store.server'
import { delta, parseMetrics, type Series, seriesValue } from '../../support/metrics-text.ts'
import { SseTestClient } from '../../support/sse-test-client.ts'
import { waitFor } from '../../support/wait-for.ts'
import { databaseKinds } from '../engine/harness.ts'
import { ticker } from '../realtime/payloads.ts'
import { type ServedEngine, startServedEngine } from '../realtime/served-engine.ts'
import { type OpsWebServer, startOpsWebServer } from './web-server.ts'

const TOKEN = 'web-scrape-secret-42'
const quiet = { info: () => {}, warn: () => {}, error: () => {} }
const none = { params: undefined, query: undefined, body: undefined }

async function scrape(url: string, token?: string): Promise<Series> {
  const answer = await fetch(`${url}/metrics`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  })
  expect(answer.status).toBe(200)
  return parseMetrics(await answer.text())
}

describe.each(databaseKinds)('web and engine metrics, web readiness (%s)', (kind) => {
  const base = 9460 + databaseKinds.indexOf(kind) * 2
  let e: ServedEngine
  let web: OpsWebServer
  beforeAll(async () => {
    e = await startServedEngine(kind, base)
    web = await startOpsWebServer({ socketUrl: e.socketUrl, apiBaseUrl: e.origin }, base + 1, TOKEN)
    await waitFor(() => web.relay.stats().upstreamConnected, 5000, 'the upstream socket')
  })
  afterAll(async () => {
    await web?.close()
    await e?.close()
  })

  it('count a live stream, its deliveries, a cache miss then a hit, and the engine’s broadcasts', async () => {
    const webBefore = await scrape(web.origin, TOKEN)
    const engineBefore = await scrape(e.origin)

    const stream = await SseTestClient.open(`${web.origin}/api/events?channel=market.BTCUSDT`)
    await stream.until(() => stream.named('ready').length > 0, 5000, 'ready')
    await expect
      .poll(() => web.relay.upstreamStateOf('market.BTCUSDT'), { timeout: 5000 })
      .toBe('live')
    e.t.engine.ctx.events.publish('market.BTCUSDT', 'ticker', ticker('BTCUSDT', '64000.5'))
    e.t.engine.ctx.events.publish('market.BTCUSDT', 'ticker', ticker('BTCUSDT', '64001.5'))
    await stream.until(() => stream.messages().length === 2, 5000, 'two tickers')

    const cache = new CatalogueCache(new MemoryStore(), 60, quiet)
    const key = catalogueKey(api.coinPairs.list, none, 'en')
    const load = () => web.client.call(api.coinPairs.list, none, anonymousExchange('en'))
    const first = await cache.get(key, load)
    const second = await cache.get(key, load)
    expect(second).toEqual(first)

    const webOpen = await scrape(web.origin, TOKEN)
    const engineAfter = await scrape(e.origin)
    stream.close()
    await waitFor(() => web.relay.stats().listeners === 0, 5000, 'the stream to close')
    const webAfter = await scrape(web.origin, TOKEN)

    expect(delta(webBefore, webOpen, 'proptrade_sse_streams_open')).toBe(1)
    expect(delta(webBefore, webAfter, 'proptrade_sse_streams_open')).toBe(0)
    expect(delta(webBefore, webOpen, 'proptrade_relay_events_delivered_total')).toBe(2)
    expect(delta(webBefore, webOpen, 'proptrade_relay_lag_seconds_count')).toBe(2)
    expect(delta(webBefore, webOpen, 'proptrade_relay_lag_seconds_bucket', { le: '1' })).toBe(2)
    expect(delta(webBefore, webOpen, 'proptrade_cache_misses_total', { store: 'memory' })).toBe(1)
    expect(delta(webBefore, webOpen, 'proptrade_cache_hits_total', { store: 'memory' })).toBe(1)
    const listCall = { method: 'GET', endpoint: '/v1/coinPairs', status: '200' }
    expect(api.coinPairs.list.path).toBe('/v1/coinPairs')
    expect(
      delta(webBefore, webOpen, 'proptrade_upstream_request_duration_seconds_count', listCall),
    ).toBe(1)
    expect(
      delta(webBefore, webOpen, 'proptrade_http_requests_total', {
        method: 'GET',
        route: '/api/events',
        status: '200',
      }),
    ).toBe(1)
    expect(
      delta(webBefore, webOpen, 'proptrade_http_requests_total', {
        method: 'GET',
        route: '/metrics',
        status: '200',
      }),
    ).toBe(1)
    expect(seriesValue(webOpen, 'process_cpu_user_seconds_total')).toBeGreaterThan(0)
    // The web's CPU is this process's (it runs in the test's process), all of it.
    const seconds = (u: NodeJS.CpuUsage) => (u.user + u.system) / 1e6
    const low = seconds(process.cpuUsage())
    const cpu = seriesValue(await scrape(web.origin, TOKEN), 'process_cpu_seconds_total')
    expect(cpu).toBeGreaterThanOrEqual(low - 1e-6)
    expect(cpu).toBeLessThanOrEqual(seconds(process.cpuUsage()) + 1e-6)

    // The engine: one connection (the relay's), each ticker written to it once.
    expect(seriesValue(engineAfter, 'proptrade_broadcaster_connections')).toBe(1)
    expect(delta(engineBefore, engineAfter, 'proptrade_broadcaster_events_sent_total')).toBe(2)
    expect(
      delta(engineBefore, engineAfter, 'proptrade_http_requests_total', {
        method: 'GET',
        route: '/v1/coinPairs',
        status: '200',
      }),
    ).toBe(1)
  })

  it('refuses a scrape without the token', async () => {
    const answer = await fetch(`${web.origin}/metrics`)
    expect(answer.status).toBe(401)
    expect(answer.headers.get('www-authenticate')).toBe('Bearer realm="metrics"')
    expect(await answer.text()).not.toContain('proptrade_')
  })

  it('is ready while the engine answers and the socket is up; not ready while the engine is down', async () => {
    const ready = async () => {
      const answer = await fetch(`${web.origin}/ready`)
      return { status: answer.status, body: (await answer.json()) as { checks: object } }
    }
    expect(await ready()).toEqual({
      status: 200,
      body: { ready: true, checks: { upstream: 'ok', broadcast: 'ok' } },
    })
    await e.stop()
    await waitFor(() => !web.relay.stats().upstreamConnected, 5000, 'the socket to drop')
    expect(await ready()).toEqual({
      status: 503,
      body: { ready: false, checks: { upstream: 'unreachable', broadcast: 'disconnected' } },
    })
    await e.start()
    await waitFor(() => web.relay.stats().upstreamConnected, 10_000, 'the socket to return')
    expect((await ready()).status).toBe(200)
  })
})
