/**
 * The user stream of a key (decision 614): the engine's Pusher socket,
 * private-account.{id} authorised by a key-signed request, carries the
 * account's orders, fills, positions, assets and the challenge's moments;
 * market channels need no signature; a revoked key's stream is closed.
 * 10 000 USDT, daily limit 5 %: a 1 BTC buy at 60 000 pays 30 USDT fee;
 * at 59 580 equity is 9 550 (80 % of the daily room used: the warning),
 * at 59 500 it is 9 470 ≤ 9 500 (the breach).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api } from '#contract/index.ts'
import { PusherTestClient, type ReceivedFrame } from '../../../support/pusher-test-client.ts'
import { type ServedEngine, startServedEngine } from '../../realtime/served-engine.ts'
import { buyChallenge, price } from '../evaluation/support.ts'
import { signedInClient } from '../fixtures.ts'
import { databaseKinds } from '../harness.ts'
import { SignedClient } from './support.ts'

const payload = (frame: ReceivedFrame) => JSON.parse(frame.data as string)

describe.each(databaseKinds)('a key’s user stream (%s)', (kind) => {
  let e: ServedEngine
  beforeAll(async () => {
    e = await startServedEngine(kind, 9441 + databaseKinds.indexOf(kind))
    await price(e.t, '60000')
  }, 120_000)
  afterAll(async () => {
    await e.close()
  })

  async function keyFor(permissions: Array<'read' | 'trade'> = ['read', 'trade']) {
    const { client } = await signedInClient(e.t)
    const id = await buyChallenge(e.t, client)
    const created = await client.ok(api.apiKeys.create, {
      body: { label: 'stream', accounts: [id], permissions },
    })
    const signed = new SignedClient(e.t.engine, created.data.key.api_key, created.data.secret)
    return { client, id, signed, key: created.data.key }
  }

  async function follow(signed: SignedClient, channel: string) {
    const info = await signed.call('GET', '/api/v1/stream')
    const { ws_url } = (info.body as { data: { ws_url: string } }).data
    const { client: socket, socketId } = await PusherTestClient.established(ws_url)
    const authorised = await signed.call('POST', '/api/v1/stream/auth', {
      form: { socket_id: socketId, channel_name: channel },
    })
    return { socket, socketId, authorised, info }
  }

  it('names the socket and the channels; carries orders, fills, positions, assets and the moments', async () => {
    const { id, signed } = await keyFor()
    const { socket, authorised, info } = await follow(signed, `private-account.${id}`)
    expect((info.body as { data: unknown }).data).toEqual({
      ws_url: `ws://localhost:${9441 + databaseKinds.indexOf(kind)}/app/proptrade?protocol=7`,
      channels: [`private-account.${id}`],
    })
    expect(authorised.status).toBe(200)
    socket.send('pusher:subscribe', {
      channel: `private-account.${id}`,
      auth: (authorised.body as { auth: string }).auth,
    })
    await socket.next((f) => f.event === 'pusher_internal:subscription_succeeded')
    socket.send('pusher:subscribe', { channel: 'market.BTCUSDT' })
    await socket.next(
      (f) => f.event === 'pusher_internal:subscription_succeeded' && f.channel === 'market.BTCUSDT',
    )

    const placed = await signed.call('POST', `/api/v1/accounts/${id}/orders`, {
      form: { symbol: 'BTCUSDT', type: 'MARKET', side: 'buy', size: '1' },
    })
    expect(placed.status).toBe(200)
    const order = await socket.next((f) => f.event === 'order')
    expect(payload(order)).toMatchObject({ status: 'FILLED', amount: '1', avgPrice: '60000' })
    const fill = await socket.next((f) => f.event === 'fill')
    expect(payload(fill)).toMatchObject({ price: '60000', quantity: '1', fee: '30' })
    const position = await socket.next((f) => f.event === 'position')
    expect(payload(position)).toMatchObject({ symbol: 'BTCUSDT', closed: false })
    const assets = await socket.next((f) => f.event === 'assets')
    expect(payload(assets)).toMatchObject({ balance: '9970' })

    await price(e.t, '59580')
    // A ticker of the earlier price (60 000) may still be on its way on a loaded machine: wait for the new one.
    const ticker = await socket.next(
      (f) => f.event === 'ticker' && f.channel === 'market.BTCUSDT' && payload(f).last === '59580',
    )
    expect(payload(ticker)).toMatchObject({ code: 'BTCUSDT', last: '59580' })
    const warning = await socket.next((f) => f.event === 'moment')
    expect(payload(warning)).toEqual({
      kind: 'warning',
      user_challenge_id: id,
      rule: 'daily_drawdown',
      limit: '5',
      drawdown_kind: 'static',
      equity: '9550',
      floor: '9500',
      room: '50',
    })
    await price(e.t, '59500')
    const breach = await socket.next((f) => f.event === 'moment')
    expect(payload(breach)).toMatchObject({ kind: 'breach', rule: 'daily_drawdown', floor: '9500' })
    socket.close()
    await price(e.t, '60000')
  })

  it('refuses a channel the key may not follow; a forged auth is refused by the socket', async () => {
    const { signed } = await keyFor(['read'])
    const other = await keyFor()
    const { socket, authorised } = await follow(signed, `private-account.${other.id}`)
    expect(authorised.status).toBe(403)
    socket.send('pusher:subscribe', {
      channel: `private-account.${other.id}`,
      auth: `apikey-1:${'0'.repeat(64)}`,
    })
    const refused = await socket.next((f) => f.event === 'pusher:subscription_error')
    expect(refused.data).toMatchObject({ type: 'AuthError', status: 401 })
    socket.close()
  })

  it('a revoked key’s stream is closed at once', async () => {
    const { id, signed, client, key } = await keyFor(['read'])
    const { socket, authorised } = await follow(signed, `private-account.${id}`)
    socket.send('pusher:subscribe', {
      channel: `private-account.${id}`,
      auth: (authorised.body as { auth: string }).auth,
    })
    await socket.next((f) => f.event === 'pusher_internal:subscription_succeeded')
    await client.ok(api.apiKeys.revoke, { params: { apiKeyId: key.id } })
    expect(await socket.closed()).toBe(4009)
  })
})
