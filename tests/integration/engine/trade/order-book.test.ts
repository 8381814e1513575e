/**
 * The order book and recent trades of a pair: GET /depth and /trades for
 * the first paint, and the `depth` / `trades` events on market.{code},
 * at most ten a second per pair, the last state never lost.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { broadcastEventSchema } from '#contract/broadcasting.ts'
import { api } from '#contract/index.ts'
import { PusherTestClient } from '../../../support/pusher-test-client.ts'
import { type ServedEngine, startServedEngine } from '../../realtime/served-engine.ts'
import { databaseKinds } from '../harness.ts'

describe.each(databaseKinds)('order book and market trades (%s)', (kind) => {
  let e: ServedEngine
  beforeAll(async () => {
    e = await startServedEngine(kind, 9431 + databaseKinds.indexOf(kind))
  })
  afterAll(async () => {
    await e.close()
  })

  const post = async (path: string, body: unknown) => {
    const result = await e.t.client().request('POST', path, { body })
    if (result.status !== 200) throw new Error(`${path}: ${result.status}`)
  }

  it('answers an empty book before the feed has one, then the book as set', async () => {
    const client = e.t.client()
    const empty = await client.ok(api.coinPairs.depth, { params: { coinPairCode: 'SOLUSDT' } })
    expect(empty.data).toEqual({ code: 'SOLUSDT', bids: [], asks: [], time: 0 })

    await post('/test/market/depth', {
      symbol: 'SOLUSDT',
      bids: [
        ['150.12', '3.5'],
        ['150.1', '1'],
      ],
      asks: [['150.14', '0.75']],
    })
    const depth = await client.ok(api.coinPairs.depth, { params: { coinPairCode: 'SOLUSDT' } })
    expect(depth.data).toMatchObject({
      code: 'SOLUSDT',
      bids: [
        ['150.12', '3.5'],
        ['150.1', '1'],
      ],
      asks: [['150.14', '0.75']],
    })
    expect(depth.data.time).toBeGreaterThan(0)
  })

  it('lists recent trades newest first, as many as asked', async () => {
    await post('/test/market/trades', {
      symbol: 'LTCUSDT',
      trades: [
        { price: '80.01', size: '1.5', side: 'buy' },
        { price: '80', size: '0.25', side: 'sell' },
        { price: '80.02', size: '3', side: 'buy' },
      ],
    })
    const client = e.t.client()
    const all = await client.ok(api.coinPairs.trades, { params: { coinPairCode: 'LTCUSDT' } })
    expect(all.data.map((t) => [t.id, t.price, t.size, t.side])).toEqual([
      [3, '80.02', '3', 'buy'],
      [2, '80', '0.25', 'sell'],
      [1, '80.01', '1.5', 'buy'],
    ])
    const two = await client.ok(api.coinPairs.trades, {
      params: { coinPairCode: 'LTCUSDT' },
      query: { limit: 2 },
    })
    expect(two.data.map((t) => t.price)).toEqual(['80.02', '80'])
  })

  it('answers 404 for an unknown pair and 422 for a bad limit or book', async () => {
    const client = e.t.client()
    expect(
      (await client.call(api.coinPairs.depth, { params: { coinPairCode: 'NOPEUSDT' } })).status,
    ).toBe(404)
    expect(
      (await client.call(api.coinPairs.trades, { params: { coinPairCode: 'NOPEUSDT' } })).status,
    ).toBe(404)
    const bad = await client.request('GET', '/v1/coinPairs/BTCUSDT/trades?limit=101')
    expect(bad.status).toBe(422)
    const badBook = await client.request('POST', '/test/market/depth', {
      body: { symbol: 'BTCUSDT', bids: [['-1', '1']], asks: [] },
    })
    expect(badBook.status).toBe(422)
    const before = await client.ok(api.coinPairs.depth, { params: { coinPairCode: 'BTCUSDT' } })
    expect(before.data.bids).toEqual([])
  })

  it('publishes depth and trades at most every 100 ms, ending on the last book', async () => {
    const { client } = await PusherTestClient.established(e.socketUrl)
    client.send('pusher:subscribe', { channel: 'market.XRPUSDT' })
    await client.next((f) => f.event === 'pusher_internal:subscription_succeeded')
    const published: Array<{ event: string; at: number; payload: unknown }> = []
    const stop = e.t.engine.ctx.events.subscribe((event) => {
      if (
        event.channel === 'market.XRPUSDT' &&
        (event.event === 'depth' || event.event === 'trades')
      )
        published.push({ event: event.event, at: performance.now(), payload: event.payload })
    })
    const started = performance.now()
    // 40 books and 40 trades as fast as the engine takes them.
    for (let i = 1; i <= 40; i++) {
      const bid = (2 + i / 10000).toFixed(4)
      await post('/test/market/depth', {
        symbol: 'XRPUSDT',
        bids: [[bid, String(i)]],
        asks: [['2.5', '1']],
      })
      await post('/test/market/trades', {
        symbol: 'XRPUSDT',
        trades: [{ price: bid, size: '1', side: i % 2 ? 'buy' : 'sell' }],
      })
    }
    const elapsed = performance.now() - started
    await new Promise((r) => setTimeout(r, 250))
    stop()

    const depths = published.filter((p) => p.event === 'depth')
    const trades = published.filter((p) => p.event === 'trades')
    // At most one per 100 ms window (+1 for the first, sent at once).
    expect(depths.length).toBeLessThanOrEqual(Math.floor(elapsed / 100) + 2)
    expect(depths.length).toBeLessThan(40)
    for (let i = 1; i < depths.length; i++)
      expect((depths[i]?.at ?? 0) - (depths[i - 1]?.at ?? 0)).toBeGreaterThanOrEqual(99)
    // The last book is published, and every trade exactly once, newest first per event.
    expect(depths.at(-1)?.payload).toMatchObject({ bids: [['2.004', '40']] })
    const ids = trades.flatMap((t) =>
      (t.payload as { trades: Array<{ id: number }> }).trades.map((x) => x.id).reverse(),
    )
    expect(ids).toEqual(Array.from({ length: 40 }, (_, i) => i + 1))

    // Subscribers get them, in the contract's shape.
    const frame = await client.next((f) => f.event === 'depth')
    expect(
      broadcastEventSchema('market.XRPUSDT', 'depth')?.safeParse(JSON.parse(frame.data as string))
        .success,
    ).toBe(true)
    const tradesFrame = await client.next((f) => f.event === 'trades')
    expect(
      broadcastEventSchema('market.XRPUSDT', 'trades')?.safeParse(
        JSON.parse(tradesFrame.data as string),
      ).success,
    ).toBe(true)
    client.ws.close()
  })
})
