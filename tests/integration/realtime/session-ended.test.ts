import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { channels } from '#contract/broadcasting.ts'
import { api } from '#contract/index.ts'
import { SseTestClient } from '../../support/sse-test-client.ts'
import { waitFor } from '../../support/wait-for.ts'
import { signedInClient, signIn } from '../engine/fixtures.ts'
import { databaseKinds } from '../engine/harness.ts'
import { notification } from './payloads.ts'
import { cookieHeader, type RelayServer, startRelayServer } from './relay-server.ts'
import { type ServedEngine, startServedEngine } from './served-engine.ts'

/** Decision 392: ending a session ends its live streams within seconds, not at the 15-minute mark. */
describe.each(databaseKinds)('an ended session’s live stream on %s', (kind) => {
  const base = 9480 + databaseKinds.indexOf(kind) * 2
  let e: ServedEngine
  let r: RelayServer
  const open: SseTestClient[] = []
  beforeAll(async () => {
    e = await startServedEngine(kind, base)
    r = await startRelayServer({ socketUrl: e.socketUrl, apiBaseUrl: e.origin }, base + 1)
    await waitFor(() => r.relay.stats().upstreamConnected, 5000, 'the upstream socket')
  })
  afterAll(async () => {
    for (const client of open) client.close()
    await r.close()
    await e.close()
  })

  it('stops sending the signed-out browser private events; the browser that stays keeps them', async () => {
    const { user, client: staying } = await signedInClient(e.t)
    const leaving = e.t.client()
    await signIn(e.t, leaving, user.id)
    const channel = channels.user(user.id)
    const stream = async (headers: Record<string, string>) => {
      const client = await SseTestClient.open(r.url([channel]), headers)
      open.push(client)
      await client.until(() => client.named('ready').length > 0, 5000, 'ready')
      return client
    }
    const theirs = await stream(cookieHeader(leaving))
    const mine = await stream(cookieHeader(staying))
    await expect.poll(() => r.relay.upstreamStateOf(channel), { timeout: 5000 }).toBe('live')
    e.t.engine.ctx.events.publish(channel, 'notification', notification(1, 'before'))
    await theirs.until(() => theirs.messages().length === 1)

    await staying.ok(api.security.endOtherSessions)
    // Their stream ends at once; coming back with their cookies is refused.
    await theirs.until(() => theirs.ended, 3000, 'the end of the ended session’s stream')
    const again = await SseTestClient.open(r.url([channel]), cookieHeader(leaving))
    open.push(again)
    await again.until(() => again.named('denied').length > 0, 5000, 'denied')
    expect(again.named('denied')).toEqual([{ channel, status: 401 }])

    // Mine ended too (every stream of the user is authorised again): reconnecting, it is let in.
    const back = await stream(cookieHeader(staying))
    e.t.engine.ctx.events.publish(channel, 'notification', notification(2, 'after'))
    await back.until(() => back.messages().length === 1)
    expect(again.messages()).toEqual([])
    expect(mine.ended).toBe(true)
  })
})
