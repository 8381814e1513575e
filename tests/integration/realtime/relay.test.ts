import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SseTestClient } from '../../support/sse-test-client.ts'
import { waitFor } from '../../support/wait-for.ts'
import { signedInClient } from '../engine/fixtures.ts'
import { databaseKinds } from '../engine/harness.ts'
import { createAccount } from './fixtures.ts'
import { notification, ticker } from './payloads.ts'
import { cookieHeader, type RelayServer, startRelayServer } from './relay-server.ts'
import { type ServedEngine, startServedEngine } from './served-engine.ts'

/** Each database with the production path (socket writes); PGlite also with the web-stream path. */
const cases = [
  ...databaseKinds.map((kind) => [kind, 'socket'] as const),
  ['pglite', 'stream'] as const,
]

const ports = (index: number) => {
  const base = 9420 + index * 4
  return { engine: base, relay: base + 1, slowRelay: base + 2, shortRelay: base + 3 }
}

describe.each(cases)(
  'the web relay in front of the engine on %s, writing to the %s',
  (kind, sink) => {
    const index = cases.findIndex(([k, s]) => k === kind && s === sink)
    let e: ServedEngine
    let r: RelayServer
    const open: SseTestClient[] = []
    const stream = async (url: string, headers: Record<string, string> = {}) => {
      const client = await SseTestClient.open(url, headers)
      open.push(client)
      return client
    }
    const publish = (channel: string, event: string, payload: unknown) =>
      // Payloads the contract refuses too: the relay's check is under test.
      e.t.engine.ctx.events.publishUnchecked(channel, event, payload)
    const ready = (client: SseTestClient) =>
      client.until(() => client.named('ready').length > 0, 5000, 'ready')
    const live = async (...channels: string[]) => {
      for (const channel of channels) {
        await expect.poll(() => r.relay.upstreamStateOf(channel), { timeout: 5000 }).toBe('live')
      }
    }

    beforeAll(async () => {
      e = await startServedEngine(kind, ports(index).engine)
      r = await startRelayServer(
        { socketUrl: e.socketUrl, apiBaseUrl: e.origin },
        ports(index).relay,
        {},
        sink,
      )
      await waitFor(() => r.relay.stats().upstreamConnected, 5000, 'the upstream socket')
    })
    afterAll(async () => {
      for (const client of open) client.close()
      await r.close()
      await e.close()
    })

    it('never lets a browser receive another user’s private events', async () => {
      const alice = await signedInClient(e.t)
      const bob = await signedInClient(e.t)
      const aliceAccount = await createAccount(e.t, alice.user.id)
      const bobAccount = await createAccount(e.t, bob.user.id)
      const aliceUser = `private-user.${alice.user.id}`
      const bobUser = `private-user.${bob.user.id}`
      const aliceStream = await stream(
        r.url([
          aliceUser,
          `private-account.${aliceAccount}`,
          bobUser,
          `private-account.${bobAccount}`,
        ]),
        cookieHeader(alice.client),
      )
      expect(aliceStream.status).toBe(200)
      expect(r.relay.stats().socketStreams).toBe(sink === 'socket' ? 1 : 0)
      expect(aliceStream.headers['content-type']).toBe('text/event-stream; charset=utf-8')
      await ready(aliceStream)
      expect(aliceStream.named('denied')).toEqual([
        { channel: bobUser, status: 403 },
        { channel: `private-account.${bobAccount}`, status: 403 },
      ])
      expect(aliceStream.named('ready')).toEqual([
        { channels: [aliceUser, `private-account.${aliceAccount}`] },
      ])
      const visitor = await stream(r.url([aliceUser, 'market.BTCUSDT']))
      await ready(visitor)
      expect(visitor.named('denied')).toEqual([{ channel: aliceUser, status: 401 }])
      const bobStream = await stream(r.url([bobUser]), cookieHeader(bob.client))
      await ready(bobStream)
      await live(aliceUser, bobUser)

      const before = aliceStream.lastEventId
      publish(bobUser, 'notification', notification(1, 'for Bob'))
      publish(`private-account.${bobAccount}`, 'assets', { nothing: 'valid' })
      publish(aliceUser, 'notification', notification(2, 'for Alice'))
      await aliceStream.until(() => aliceStream.messages().length === 1)
      await bobStream.until(() => bobStream.messages().length === 1)
      expect(aliceStream.messages().map((m) => m.payload)).toEqual([notification(2, 'for Alice')])
      expect(bobStream.messages().map((m) => m.payload)).toEqual([notification(1, 'for Bob')])
      expect(visitor.messages()).toEqual([])

      // Coming back with an older Last-Event-ID replays nothing of Bob's either.
      const again = await stream(r.url([aliceUser, bobUser]), {
        ...cookieHeader(alice.client),
        'last-event-id': before ?? `${r.relay.epoch}-0`,
      })
      await again.until(() => again.messages().length === 1)
      expect(again.named('denied')).toEqual([{ channel: bobUser, status: 403 }])
      expect(again.messages().map((m) => m.payload)).toEqual([notification(2, 'for Alice')])
    })

    it('reconnects after an engine restart; browsers get what they missed by Last-Event-ID', async () => {
      const alice = await signedInClient(e.t)
      const channel = `private-user.${alice.user.id}`
      const channels = [channel, 'market.SOLUSDT']
      const staying = await stream(r.url(channels), cookieHeader(alice.client))
      const leaving = await stream(r.url(channels), cookieHeader(alice.client))
      await ready(staying)
      await ready(leaving)
      await live(...channels)
      publish(channel, 'notification', notification(10))
      await leaving.until(() => leaving.messages().length === 1)
      const resumeFrom = leaving.lastEventId as string
      leaving.close()

      await e.stop()
      await expect.poll(() => r.relay.stats().upstreamConnected).toBe(false)
      // While the engine is down, private channels cannot be authorised: retry later.
      const refused = await stream(r.url([channel]), cookieHeader(alice.client))
      expect(refused.status).toBe(503)
      expect(refused.headers['retry-after']).toBe('2')
      expect(JSON.parse(await refused.text())).toEqual({
        message: 'به‌روزرسانی زنده اکنون در دسترس نیست. به‌زودی دوباره تلاش می‌شود.',
      })

      await e.start()
      // The relay resubscribes (signing the private channel again with a browser's
      // cookies) and tells its browsers to refetch what the outage may have hidden.
      // (The first two resyncs, reason `subscribed`, closed the gap of the first subscription.)
      const afterOutage = () =>
        staying.named('resync').filter((r) => (r as { reason: string }).reason === 'upstream')
      await staying.until(() => afterOutage().length === 2, 10_000, 'resyncs')
      expect(afterOutage()).toEqual(
        expect.arrayContaining([
          { channel, reason: 'upstream' },
          { channel: 'market.SOLUSDT', reason: 'upstream' },
        ]),
      )
      publish(channel, 'notification', notification(11))
      publish('market.SOLUSDT', 'ticker', ticker('SOLUSDT', '150.25'))
      await staying.until(() => staying.messages().length === 3)

      const back = await stream(r.url(channels), {
        ...cookieHeader(alice.client),
        'last-event-id': resumeFrom,
      })
      await back.until(() => back.messages().length === 2)
      expect(back.messages().map((m) => [m.event, m.payload])).toEqual([
        ['notification', notification(11)],
        ['ticker', ticker('SOLUSDT', '150.25')],
      ])
      expect(back.named('resync')).toEqual(
        expect.arrayContaining([
          { channel, reason: 'upstream' },
          { channel: 'market.SOLUSDT', reason: 'upstream' },
        ]),
      )
      // In the order they happened: the resyncs come before the newer events.
      const order = back.events.filter((x) => x.event !== 'ready').map((x) => x.event)
      expect(order).toEqual(['resync', 'resync', 'message', 'message'])
      expect(back.messages()[1]?.id).toBe(staying.lastEventId)
    })

    it('drops a browser that stops reading without delaying the others', async () => {
      const slowRelay = await startRelayServer(
        { socketUrl: e.socketUrl, apiBaseUrl: e.origin },
        ports(index).slowRelay,
        { clientBufferBytes: 64 * 1024 },
        sink,
      )
      try {
        const alice = await signedInClient(e.t)
        const channel = `private-user.${alice.user.id}`
        const url = slowRelay.url([channel])
        const fast = await SseTestClient.open(url, cookieHeader(alice.client))
        const alsoFast = await SseTestClient.open(url, cookieHeader(alice.client))
        const slow = await SseTestClient.open(url, cookieHeader(alice.client))
        open.push(fast, alsoFast, slow)
        for (const client of [fast, alsoFast, slow]) await ready(client)
        await expect.poll(() => slowRelay.relay.upstreamStateOf(channel)).toBe('live')
        slow.pause()

        const body = 'x'.repeat(16 * 1024)
        let published = 0
        let slowest = 0
        while (slowRelay.relay.stats().droppedSlow === 0 && published < 800) {
          published++
          const sentAt = performance.now()
          publish(channel, 'notification', notification(published, body))
          for (const client of [fast, alsoFast]) {
            await client.until(
              () => client.messages().length === published,
              2000,
              `event ${published}`,
            )
            slowest = Math.max(slowest, (client.events.at(-1)?.receivedAt ?? sentAt) - sentAt)
          }
        }
        expect(slowRelay.relay.stats().droppedSlow).toBe(1)
        expect(slowRelay.relay.stats().listeners).toBe(2)
        // Every event reached the readers promptly, in order, while the other stalled.
        for (const client of [fast, alsoFast]) {
          expect(client.messages().map((m) => (m.payload as { id: number }).id)).toEqual(
            Array.from({ length: published }, (_, i) => i + 1),
          )
        }
        expect(slowest).toBeLessThan(1000)
        // The dropped stream ends once what reached its socket is read.
        slow.resume()
        await slow.until(() => slow.ended, 5000, 'the dropped stream to end')
        expect(slow.messages().length).toBeLessThan(published)

        publish(channel, 'notification', notification(published + 1))
        await fast.until(() => fast.messages().length === published + 1)
      } finally {
        await slowRelay.close()
      }
    })

    it('unsubscribes a channel upstream when its last browser leaves', async () => {
      const first = await stream(r.url(['market.ETHUSDT']))
      const second = await stream(r.url(['market.ETHUSDT']))
      await ready(first)
      await ready(second)
      await live('market.ETHUSDT')
      expect(e.served.broadcaster.subscriberCount('market.ETHUSDT')).toBe(1)

      const listeners = r.relay.stats().listeners
      first.close()
      await expect.poll(() => r.relay.stats().listeners).toBe(listeners - 1)
      publish('market.ETHUSDT', 'ticker', ticker('ETHUSDT', '3000'))
      await second.until(() => second.messages().length === 1)
      expect(e.served.broadcaster.subscriberCount('market.ETHUSDT')).toBe(1)

      second.close()
      // After a short linger (a page that reopens its stream keeps the channel).
      await expect
        .poll(() => e.served.broadcaster.subscriberCount('market.ETHUSDT'), { timeout: 3000 })
        .toBe(0)
      expect(r.relay.upstreamStateOf('market.ETHUSDT')).toBe('unknown')
    })

    it('keeps idle streams alive with heartbeats and ends them in time for a fresh authorisation', async () => {
      const shortRelay = await startRelayServer(
        { socketUrl: e.socketUrl, apiBaseUrl: e.origin },
        ports(index).shortRelay,
        { heartbeatMs: 100, streamMaxMs: 600 },
        sink,
      )
      try {
        const alice = await signedInClient(e.t)
        const client = await SseTestClient.open(
          shortRelay.url([`private-user.${alice.user.id}`]),
          cookieHeader(alice.client),
        )
        open.push(client)
        await ready(client)
        await client.until(() => client.comments >= 2, 2000, 'heartbeats')
        expect(client.ended).toBe(false)
        // Ended by the relay (not dropped): the browser reconnects with Last-Event-ID.
        await client.until(() => client.ended, 2000, 'the stream to end')
        expect(shortRelay.relay.stats()).toMatchObject({ listeners: 0, droppedSlow: 0 })
      } finally {
        await shortRelay.close()
      }
    })

    it('answers 422 with field errors for channels it cannot follow', async () => {
      const client = await stream(r.url(['market.BTCUSDT', 'private-admin', 'market.btc']), {
        'accept-language': 'en',
      })
      expect(client.status).toBe(422)
      expect(JSON.parse(await client.text())).toEqual({
        message: 'This live updates request is not valid.',
        errors: {
          channel: [
            'private-admin is not a channel you can follow.',
            'market.btc is not a channel you can follow.',
          ],
        },
      })
      const none = await stream(`${r.origin}/api/events`, { cookie: 'lang=en' })
      expect(none.status).toBe(422)
      expect(JSON.parse(await none.text()).errors).toEqual({
        channel: ['Name at least one channel to follow.'],
      })
    })
  },
)
