import { createHmac } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { broadcastingEndpoints } from '#contract/broadcasting.ts'
import { createAccount } from '../realtime/fixtures.ts'
import { signedInClient } from './fixtures.ts'
import { databaseKinds, startTestEngine, type TestEngine } from './harness.ts'

const auth = broadcastingEndpoints.auth
const socketId = '1234.5678'

function expectedAuth(t: TestEngine, channel: string): string {
  const { BROADCAST_APP_KEY, BROADCAST_APP_SECRET } = t.engine.ctx.config
  const hmac = createHmac('sha256', BROADCAST_APP_SECRET)
    .update(`${socketId}:${channel}`)
    .digest('hex')
  return `${BROADCAST_APP_KEY}:${hmac}`
}

describe.each(databaseKinds)('POST /v1/broadcasting/auth on %s', (kind) => {
  let t: TestEngine
  beforeAll(async () => {
    t = await startTestEngine(kind, { BROADCAST_APP_SECRET: 'a-secret-for-the-broadcast-tests' })
  })
  afterAll(async () => {
    await t.close()
  })

  it('signs the user’s own channel with key:HMAC-SHA256(secret, socket_id:channel)', async () => {
    const { user, client } = await signedInClient(t)
    const channel = `private-user.${user.id}`
    const body = await client.ok(auth, { body: { socket_id: socketId, channel_name: channel } })
    expect(body.auth).toBe(expectedAuth(t, channel))
  })

  it('signs the account channel of the user’s own challenge, also from a form', async () => {
    const { user, client } = await signedInClient(t)
    const accountId = await createAccount(t, user.id)
    const channel = `private-account.${accountId}`
    const form = new FormData()
    form.set('socket_id', socketId)
    form.set('channel_name', channel)
    const result = await client.request('POST', auth.path, { form })
    expect(result.status).toBe(200)
    expect(result.body).toEqual({ auth: expectedAuth(t, channel) })
  })

  it('answers 403 for another user’s channels, public and unknown channels', async () => {
    const { client } = await signedInClient(t)
    const other = await signedInClient(t)
    const othersAccount = await createAccount(t, other.user.id)
    for (const channel of [
      `private-user.${other.user.id}`,
      `private-account.${othersAccount}`,
      'private-account.999999',
      'market.BTCUSDT',
      'private-admin',
      'presence-room.1',
    ]) {
      const result = await client.call(auth, {
        body: { socket_id: socketId, channel_name: channel },
      })
      expect(result.status, channel).toBe(403)
      expect(result.body).toEqual({ message: 'This action is unauthorized.' })
    }
  })

  it('answers the refusal in Persian to a Persian caller', async () => {
    const { client } = await signedInClient(t, {}, { language: 'fa' })
    const result = await client.call(auth, {
      body: { socket_id: socketId, channel_name: 'private-user.999999' },
    })
    expect(result.status).toBe(403)
    expect(result.body).toEqual({ message: 'اجازه انجام این کار را ندارید.' })
  })

  it('answers 401 to a visitor and 422 to a malformed socket id', async () => {
    const visitor = t.client()
    await visitor.startSession()
    const unauthenticated = await visitor.call(auth, {
      body: { socket_id: socketId, channel_name: 'private-user.1' },
    })
    expect(unauthenticated.status).toBe(401)

    const { user, client } = await signedInClient(t)
    const invalid = await client.call(auth, {
      body: { socket_id: 'abc', channel_name: `private-user.${user.id}` },
    })
    expect(invalid.status).toBe(422)
    expect(invalid.body).toEqual({
      message: 'socket_id is not valid',
      errors: { socket_id: ['socket_id is not valid'] },
    })
    const missing = await client.call(auth, { body: { socket_id: socketId } })
    expect(missing.status).toBe(422)
    expect(missing.body).toMatchObject({ errors: { channel_name: ['Channel name is required'] } })
  })
})
