import net from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { broadcastingEndpoints } from '#contract/broadcasting.ts'
import { PusherTestClient } from '../../support/pusher-test-client.ts'
import { createAccount } from '../realtime/fixtures.ts'
import { type ServedEngine, startServedEngine } from '../realtime/served-engine.ts'
import { signedInClient } from './fixtures.ts'
import { databaseKinds } from './harness.ts'

const ticker = {
  code: 'BTCUSDT',
  last: '64000.5',
  mark: '64000.1',
  bid: '64000.4',
  ask: '64000.6',
  change_24h: '1.25',
  low_24h: '62000',
  high_24h: '65000',
  volume_24h: '1234.567',
  time: 1_767_225_600_000,
}

describe.each(databaseKinds)('the engine’s Pusher socket on %s', (kind) => {
  let e: ServedEngine
  beforeAll(async () => {
    e = await startServedEngine(kind, 9410 + databaseKinds.indexOf(kind), {
      activityTimeoutSeconds: 1,
      pongTimeoutMs: 300,
      sweepEveryMs: 100,
    })
  })
  afterAll(async () => {
    await e.close()
  })

  it('greets with a socket id and the activity timeout, and answers pings', async () => {
    const client = await PusherTestClient.connect(`${e.socketUrl}?protocol=7&client=js`)
    const hello = await client.next((f) => f.event === 'pusher:connection_established')
    expect(JSON.parse(hello.data as string)).toEqual({
      socket_id: expect.stringMatching(/^\d+\.\d+$/),
      activity_timeout: 1,
    })
    client.send('pusher:ping', {})
    const pong = await client.next((f) => f.event === 'pusher:pong')
    expect(pong.data).toBe('{}')
    client.close()
  })

  it('delivers a market channel’s events to its followers until they unsubscribe', async () => {
    const { client } = await PusherTestClient.established(e.socketUrl)
    const { client: bystander } = await PusherTestClient.established(e.socketUrl)
    client.send('pusher:subscribe', { channel: 'market.BTCUSDT' })
    const ok = await client.next((f) => f.event === 'pusher_internal:subscription_succeeded')
    expect(ok.channel).toBe('market.BTCUSDT')

    e.t.engine.ctx.events.publish('market.BTCUSDT', 'ticker', ticker)
    e.t.engine.ctx.events.publish('market.ETHUSDT', 'ticker', { ...ticker, code: 'ETHUSDT' })
    const event = await client.next((f) => f.event === 'ticker')
    expect(event.channel).toBe('market.BTCUSDT')
    expect(JSON.parse(event.data as string)).toEqual(ticker)

    client.send('pusher:unsubscribe', { channel: 'market.BTCUSDT' })
    await expect.poll(() => e.served.broadcaster.subscriberCount('market.BTCUSDT')).toBe(0)
    e.t.engine.ctx.events.publish('market.BTCUSDT', 'ticker', { ...ticker, last: '1' })
    client.send('pusher:ping', {})
    await client.next((f) => f.event === 'pusher:pong')
    expect(client.frames.filter((f) => f.event === 'ticker')).toEqual([])
    expect(bystander.frames.filter((f) => f.event === 'ticker')).toEqual([])
    client.close()
    bystander.close()
  })

  it('lets a private channel in only with the signature /v1/broadcasting/auth gave its socket', async () => {
    const { user, client: http } = await signedInClient(e.t)
    const accountId = await createAccount(e.t, user.id)
    const channel = `private-account.${accountId}`
    const { client, socketId } = await PusherTestClient.established(e.socketUrl)

    client.send('pusher:subscribe', { channel })
    const unsigned = await client.next((f) => f.event === 'pusher:subscription_error')
    expect(unsigned).toEqual({
      event: 'pusher:subscription_error',
      channel,
      data: { type: 'AuthError', error: 'Invalid signature', status: 401 },
    })

    // A signature made for another socket is worth nothing on this one.
    const { socketId: otherSocket } = await PusherTestClient.established(e.socketUrl)
    const stolen = await http.ok(broadcastingEndpoints.auth, {
      body: { socket_id: otherSocket, channel_name: channel },
    })
    client.send('pusher:subscribe', { channel, auth: stolen.auth })
    await client.next((f) => f.event === 'pusher:subscription_error')

    const { auth } = await http.ok(broadcastingEndpoints.auth, {
      body: { socket_id: socketId, channel_name: channel },
    })
    client.send('pusher:subscribe', { channel, auth })
    await client.next((f) => f.event === 'pusher_internal:subscription_succeeded')
    // Forwarded as given: the socket checks no payload (the web's relay does).
    const fill = { order_id: 1, note: 'payload as the trading shell sends it' }
    e.t.engine.ctx.events.publishUnchecked(channel, 'fill', fill)
    const event = await client.next((f) => f.event === 'fill')
    expect(event.channel).toBe(channel)
    expect(JSON.parse(event.data as string)).toEqual(fill)
    client.close()
  })

  it('refuses unknown channel kinds and client events', async () => {
    const { client } = await PusherTestClient.established(e.socketUrl)
    for (const channel of ['presence-room.1', 'news', 'market.btc usdt']) {
      client.send('pusher:subscribe', { channel })
      const refused = await client.next((f) => f.event === 'pusher:subscription_error')
      expect(refused.data).toEqual({
        type: 'UnsupportedChannel',
        error: 'Unknown channel',
        status: 404,
      })
    }
    client.send('client-typing', { channel: 'market.BTCUSDT' })
    const error = await client.next((f) => f.event === 'pusher:error')
    expect(error.data).toEqual({
      code: null,
      message: 'Client events are not enabled for this app',
    })
    client.ws.send('not json')
    const invalid = await client.next((f) => f.event === 'pusher:error')
    expect(invalid.data).toMatchObject({ message: expect.stringMatching(/Invalid message/) })
    client.close()
  })

  it('closes with 4001 for an unknown app key and 4007 for another protocol', async () => {
    const wrongKey = await PusherTestClient.connect(e.socketUrl.replace(/\/app\/.*$/, '/app/nope'))
    const error = await wrongKey.next((f) => f.event === 'pusher:error')
    expect(error.data).toEqual({ code: 4001, message: 'App key nope not in this cluster' })
    expect(await wrongKey.closed()).toBe(4001)

    const oldProtocol = await PusherTestClient.connect(`${e.socketUrl}?protocol=5`)
    expect(await oldProtocol.closed()).toBe(4007)
  })

  it('answers 404 to an upgrade anywhere else', async () => {
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(e.served.port, '127.0.0.1', () => {
        socket.write(
          'GET /elsewhere HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n' +
            'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n',
        )
      })
      let text = ''
      socket.on('data', (chunk) => {
        text += chunk.toString()
      })
      socket.on('end', () => resolve(text))
      socket.on('error', reject)
    })
    expect(answer).toMatch(/^HTTP\/1\.1 404 Not Found/)
  })

  it('pings a silent client and drops it with 4201 when no pong comes', async () => {
    const { client } = await PusherTestClient.established(e.socketUrl)
    const ping = await client.next((f) => f.event === 'pusher:ping', 3000)
    expect(ping.data).toBe('{}')
    expect(await client.closed(3000)).toBe(4201)
    expect(e.served.broadcaster.stats().connections).toBe(0)
  })
})
