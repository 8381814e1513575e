/**
 * The browser side of live data (app/lib/live/live-connection.client.ts):
 * a real EventSource (undici's, as a browser's) on the relay in front of
 * the engine, handlers updating a real TanStack Query cache.
 */
import { Agent, type Dispatcher, EventSource } from 'undici'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type LiveChannel, liveChannels } from '~/lib/live/live-channels'
import {
  LiveConnection as Connection,
  type LiveConnection,
} from '~/lib/live/live-connection.client'
import type { MarketEventPayloads, UserEventPayloads } from '~/lib/live/live-events'
import { createQueryClient } from '~/lib/query-client'
import { waitFor } from '../../support/wait-for.ts'
import { signedInClient } from '../engine/fixtures.ts'
import { databaseKinds } from '../engine/harness.ts'
import { notification, ticker } from './payloads.ts'
import { cookieHeader, type RelayServer, startRelayServer } from './relay-server.ts'
import { type ServedEngine, startServedEngine } from './served-engine.ts'

/** A dispatcher that sends the browser's cookies, as a same-origin EventSource does. */
function withCookies(cookie: string): Dispatcher {
  return new Agent().compose((dispatch) => (options, handler) => {
    const headers = (options.headers ?? {}) as Record<string, string>
    return dispatch({ ...options, headers: { ...headers, cookie } }, handler)
  })
}

describe.each(databaseKinds)('live data in a tab on %s', (kind) => {
  let e: ServedEngine
  let r: RelayServer
  const connections: LiveConnection[] = []
  const tab = (cookie = '') => {
    const dispatcher = cookie ? withCookies(cookie) : new Agent()
    const connection = new Connection({
      url: `${r.origin}/api/events`,
      createEventSource: (url) => new EventSource(url, { dispatcher }),
      settleMs: 5,
    })
    connections.push(connection)
    return connection
  }
  const publish = (channel: string, event: string, payload: unknown) =>
    e.t.engine.ctx.events.publishUnchecked(channel, event, payload)
  /** Another tab that keeps `channel` live upstream (the relay holds its recent past). */
  const keptLiveByAnotherTab = async (cookie: string | undefined, channel: LiveChannel) => {
    const other = tab(cookie)
    other.subscribe({ channel, onEvent: () => {}, onResync: () => {}, onDenied: () => {} })
    await waitFor(() => other.channels.includes(channel))
    await expect.poll(() => r.relay.upstreamStateOf(channel)).toBe('live')
  }

  beforeAll(async () => {
    const base = 9440 + databaseKinds.indexOf(kind) * 2
    e = await startServedEngine(kind, base)
    r = await startRelayServer({ socketUrl: e.socketUrl, apiBaseUrl: e.origin }, base + 1)
    await waitFor(() => r.relay.stats().upstreamConnected, 5000, 'the upstream socket')
  })
  afterAll(async () => {
    for (const connection of connections) connection.close()
    await r.close()
    await e.close()
  })

  it('keeps the cached ticker and notifications current as events arrive', async () => {
    const alice = await signedInClient(e.t)
    const queryClient = createQueryClient()
    const connection = tab(cookieHeader(alice.client).cookie)
    const market = liveChannels.market('BTCUSDT')
    const user = liveChannels.user(alice.user.id)
    queryClient.setQueryData(['notifications', 'recent'], { data: [], meta: { unread: 0 } })

    connection.subscribe({
      channel: market,
      onEvent: (event, payload) => {
        if (event === 'ticker')
          queryClient.setQueryData(['ticker', 'BTCUSDT'], payload as MarketEventPayloads['ticker'])
      },
      onResync: () => {},
      onDenied: () => {},
    })
    connection.subscribe({
      channel: user,
      onEvent: (event, payload) => {
        if (event !== 'notification') return
        const added = payload as UserEventPayloads['notification']
        queryClient.setQueryData(
          ['notifications', 'recent'],
          (old: { data: (typeof added)[]; meta: { unread: number } }) => ({
            data: [added, ...old.data].slice(0, 5),
            meta: { unread: old.meta.unread + 1 },
          }),
        )
      },
      onResync: () => {},
      onDenied: () => {},
    })
    await waitFor(() => connection.status === 'open', 5000, 'the stream to open')
    await expect.poll(() => r.relay.upstreamStateOf(user)).toBe('live')
    await expect.poll(() => r.relay.upstreamStateOf(market)).toBe('live')

    publish(market, 'ticker', ticker('BTCUSDT', '64000.5'))
    publish(user, 'notification', notification(7, 'Daily drawdown at 4 %'))
    publish(market, 'ticker', ticker('BTCUSDT', '64010.25'))

    await expect
      .poll(
        () => queryClient.getQueryData<MarketEventPayloads['ticker']>(['ticker', 'BTCUSDT'])?.last,
      )
      .toBe('64010.25')
    await expect
      .poll(() => queryClient.getQueryData(['notifications', 'recent']))
      .toEqual({ data: [notification(7, 'Daily drawdown at 4 %')], meta: { unread: 1 } })
  })

  it('loses nothing on a channel it keeps while it adds another, and replays no past to the newcomer', async () => {
    const alice = await signedInClient(e.t)
    const cookie = cookieHeader(alice.client).cookie
    const market = liveChannels.market('XRPUSDT')
    const user = liveChannels.user(alice.user.id)
    await keptLiveByAnotherTab(cookie, user)

    const connection = tab(cookie)
    const seen: string[] = []
    const record = (channel: string) => ({
      channel,
      onEvent: (_event: string, payload: unknown) => {
        const { last, id } = payload as { last?: string; id?: number }
        seen.push(`${channel} ${last ?? id}`)
      },
      onResync: () => seen.push(`${channel} resync`),
      onLive: () => seen.push(`${channel} live`),
      onDenied: () => {},
    })
    connection.subscribe(record(market))
    await waitFor(() => connection.channels.includes(market))
    await expect.poll(() => r.relay.upstreamStateOf(market)).toBe('live')
    publish(market, 'ticker', ticker('XRPUSDT', '0.51'))
    // The tab was told `ready` before the upstream confirmed the new channel:
    // once it is live, a resync covers anything published in between.
    await expect.poll(() => seen).toEqual([`${market} live`, `${market} resync`, `${market} 0.51`])

    // Published before this tab follows the user channel. The stream that
    // adds it replays it (it is newer than the tab's last event), but that
    // past is not the subscriber's: it is skipped and the screen refetches.
    publish(user, 'notification', notification(21))
    connection.subscribe(record(user))
    await waitFor(() => connection.channels.includes(user), 5000, 'the reopened stream')
    publish(user, 'notification', notification(22))
    publish(market, 'ticker', ticker('XRPUSDT', '0.52'))
    await expect
      .poll(() => seen)
      .toEqual([
        `${market} live`,
        `${market} resync`,
        `${market} 0.51`,
        `${user} resync`,
        `${user} live`,
        `${user} 22`,
        `${market} 0.52`,
      ])
  })

  it('keeps a channel through a reopen: the market moving meanwhile is not lost', async () => {
    const alice = await signedInClient(e.t)
    const connection = tab(cookieHeader(alice.client).cookie)
    const market = liveChannels.market('DOGEUSDT')
    const prices: string[] = []
    connection.subscribe({
      channel: market,
      onEvent: (_event, payload) => prices.push((payload as { last: string }).last),
      onResync: () => prices.push('resync'),
      onDenied: () => {},
    })
    await waitFor(() => connection.channels.includes(market))
    await expect.poll(() => r.relay.upstreamStateOf(market)).toBe('live')
    publish(market, 'ticker', ticker('DOGEUSDT', '0.10'))
    await expect.poll(() => prices).toEqual(['resync', '0.10'])

    const user = liveChannels.user(alice.user.id)
    connection.subscribe({
      channel: user,
      onEvent: () => {},
      onResync: () => {},
      onDenied: () => {},
    })
    // While the tab reopens its stream (the old one closing, the new one
    // authorising the user channel), the market moves twice.
    await new Promise((resolve) => setTimeout(resolve, 8))
    publish(market, 'ticker', ticker('DOGEUSDT', '0.11'))
    publish(market, 'ticker', ticker('DOGEUSDT', '0.12'))
    await waitFor(() => connection.channels.includes(user), 5000, 'the reopened stream')
    publish(market, 'ticker', ticker('DOGEUSDT', '0.13'))
    await expect.poll(() => prices).toEqual(['resync', '0.10', '0.11', '0.12', '0.13'])
  })

  it('loses nothing in a reopen that comes before the first event (a fresh tab adding a channel)', async () => {
    const alice = await signedInClient(e.t)
    const cookie = cookieHeader(alice.client).cookie
    const market = liveChannels.market('ADAUSDT')
    const user = liveChannels.user(alice.user.id)
    // Another tab keeps the market live upstream, so the fresh tab's first
    // stream carries no event at all (not even a resync) before it reopens.
    await keptLiveByAnotherTab(cookie, market)

    const dispatcher = withCookies(cookie ?? '')
    const urls: string[] = []
    const connection = new Connection({
      url: `${r.origin}/api/events`,
      settleMs: 5,
      createEventSource: (url) => {
        urls.push(url)
        // The market moves after the first stream closed, before the second is asked for.
        if (urls.length === 2) {
          publish(market, 'ticker', ticker('ADAUSDT', '0.41'))
          publish(market, 'ticker', ticker('ADAUSDT', '0.42'))
        }
        return new EventSource(url, { dispatcher })
      },
    })
    connections.push(connection)
    const prices: string[] = []
    connection.subscribe({
      channel: market,
      onEvent: (_event, payload) => prices.push((payload as { last: string }).last),
      onResync: () => prices.push('resync'),
      onDenied: () => {},
    })
    await waitFor(() => connection.channels.includes(market))
    connection.subscribe({
      channel: user,
      onEvent: () => {},
      onResync: () => {},
      onDenied: () => {},
    })
    await waitFor(() => connection.channels.includes(user), 5000, 'the reopened stream')
    publish(market, 'ticker', ticker('ADAUSDT', '0.43'))

    await expect.poll(() => prices).toEqual(['0.41', '0.42', '0.43'])
    // The second stream resumed from the position the first one's `ready` gave.
    expect(new URL(urls[1] as string).searchParams.get('last_event_id')).toMatch(/\S/)
  })

  it('tells a screen that joins an already live channel that it is live (its data predates it)', async () => {
    const alice = await signedInClient(e.t)
    const connection = tab(cookieHeader(alice.client).cookie)
    const user = liveChannels.user(alice.user.id)
    const seen: string[] = []
    const screen = (name: string) => ({
      channel: user,
      onEvent: (_event: string, payload: unknown) =>
        seen.push(`${name} ${(payload as { id: number }).id}`),
      onResync: () => {},
      onLive: () => seen.push(`${name} live`),
      onDenied: () => {},
    })
    // The bell follows the channel first; the ticket page mounts later.
    connection.subscribe(screen('bell'))
    await waitFor(() => connection.channels.includes(user))
    await expect.poll(() => seen).toEqual(['bell live'])
    connection.subscribe(screen('thread'))
    await expect.poll(() => seen).toEqual(['bell live', 'thread live'])

    // Joining while the stream reopens for another channel: told at its `ready`.
    const unsubscribe = connection.subscribe({
      channel: liveChannels.market('LTCUSDT'),
      onEvent: () => {},
      onResync: () => {},
      onDenied: () => {},
    })
    await new Promise((resolve) => setTimeout(resolve, 8))
    connection.subscribe(screen('list'))
    await waitFor(() => connection.channels.includes(liveChannels.market('LTCUSDT')))
    await expect.poll(() => seen).toEqual(['bell live', 'thread live', 'list live'])
    publish(user, 'notification', notification(31))
    await expect
      .poll(() => seen)
      .toEqual(['bell live', 'thread live', 'list live', 'bell 31', 'thread 31', 'list 31'])
    unsubscribe()
  })

  it('tells the subscriber when a channel is refused and stops asking for it', async () => {
    const alice = await signedInClient(e.t)
    const bob = await signedInClient(e.t)
    const connection = tab(cookieHeader(alice.client).cookie)
    const refusals: number[] = []
    const received: unknown[] = []
    connection.subscribe({
      channel: liveChannels.user(bob.user.id),
      onEvent: (_event, payload) => received.push(payload),
      onResync: () => {},
      onDenied: (status) => refusals.push(status),
    })
    await expect.poll(() => refusals).toEqual([403])
    publish(liveChannels.user(bob.user.id), 'notification', notification(31))

    const visitor = tab()
    const visitorRefusals: number[] = []
    visitor.subscribe({
      channel: liveChannels.user(alice.user.id),
      onEvent: () => {},
      onResync: () => {},
      onDenied: (status) => visitorRefusals.push(status),
    })
    await expect.poll(() => visitorRefusals).toEqual([401])
    expect(received).toEqual([])
    // With nothing left to follow, the tabs close their streams.
    await expect.poll(() => [connection.status, visitor.status]).toEqual(['idle', 'idle'])
  })
})
