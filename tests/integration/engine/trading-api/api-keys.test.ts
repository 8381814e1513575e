/**
 * API keys from the profile (decision 610): the secret answered once and
 * stored sealed; at most 10; the authenticator's code when two-factor is
 * on; each creation and revocation audited and notified; last use shown;
 * bodies that are wrong refused with their field, nothing changed.
 */
import { desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api } from '#contract/index.ts'
import { totpCode } from '../../../../engine/accounts/two-factor.ts'
import type { OffsetClock } from '../../../../engine/clock.ts'
import { apiKeys, auditLog, notifications } from '../../../../engine/db/schema/index.ts'
import { outboxTo } from '../accounts/helpers.ts'
import { signIn } from '../fixtures.ts'
import { databaseKinds, startTestEngine, type TestEngine } from '../harness.ts'
import { expectInvalidBodiesRejected } from '../invalid-bodies.ts'
import { setPrice, traderWithDemo } from '../trade/support.ts'
import { SignedClient, traderWithKey } from './support.ts'

describe.each(databaseKinds)('API keys (%s)', (kind) => {
  let t: TestEngine
  beforeAll(async () => {
    t = await startTestEngine(kind)
    await setPrice(t, 'BTCUSDT', '60000', { bid: '59999.9', ask: '60000.1' })
  })
  afterAll(async () => {
    await t.close()
  })

  const body = (id: number, extra: Record<string, unknown> = {}) => ({
    label: 'Grid bot',
    accounts: [id],
    permissions: ['read', 'trade'],
    ...extra,
  })

  it('creates a key: the secret once, sealed at rest; audited, notified and mailed', async () => {
    const { client, id, user } = await traderWithDemo(t)
    const created = await client.ok(api.apiKeys.create, {
      body: body(id, { ip_allow: ['198.51.100.0/24', ' 2001:DB8::1 '] }),
    })
    const { key, secret, webhook_url } = created.data
    expect(created.message).toBe('API key created. Copy the secret now: it is shown only once.')
    expect(secret).toMatch(/^[0-9a-f]{64}$/)
    expect(key).toMatchObject({
      label: 'Grid bot',
      accounts: [id],
      permissions: ['read', 'trade'],
      ip_allow: ['198.51.100.0/24', '2001:db8::1'],
      webhook: false,
      last_used_at: null,
      revoked_at: null,
    })
    expect(key.api_key).toMatch(/^[0-9a-f]{64}$/)
    expect(webhook_url).toBeNull()

    const [row] = await t.engine.ctx.db.select().from(apiKeys).where(eq(apiKeys.id, key.id))
    expect(row?.secretSealed).not.toContain(secret)
    const listed = await client.ok(api.apiKeys.list)
    expect(JSON.stringify(listed)).not.toContain(secret)
    expect(listed.meta).toEqual({ max_keys: 10, two_factor: false })

    const [audit] = await t.engine.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subjectId, key.id))
      .orderBy(desc(auditLog.id))
    expect(audit).toMatchObject({
      actorId: user.id,
      action: 'api_key.created',
      subjectType: 'api_key',
      after: expect.objectContaining({ label: 'Grid bot', permissions: ['read', 'trade'] }),
    })
    const [note] = await t.engine.ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, user.id))
      .orderBy(desc(notifications.id))
    expect(note).toMatchObject({ type: 'api_key_created', title: 'New API key' })
    const [mail] = await outboxTo(t, user.email)
    expect(mail?.subject).toBe('A new API key on your PropTrade account')
    expect(mail?.body).toContain('"Grid bot" (read, trade)')
    expect(mail?.body).not.toContain(secret)
  })

  it('revokes: audited and notified; a second revoke is 409, another user’s key 404', async () => {
    const { client, key, user } = await traderWithKey(t)
    const revoked = await client.ok(api.apiKeys.revoke, { params: { apiKeyId: key.id } })
    expect(revoked.data.revoked_at).not.toBeNull()
    expect(revoked.message).toBe('API key revoked. It stops working at once.')
    const again = await client.call(api.apiKeys.revoke, { params: { apiKeyId: key.id } })
    expect(again).toMatchObject({ status: 409, body: { message: 'This key is already revoked.' } })
    const other = await traderWithDemo(t)
    const foreign = await other.client.call(api.apiKeys.revoke, { params: { apiKeyId: key.id } })
    expect(foreign.status).toBe(404)
    const actions = await t.engine.ctx.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.subjectId, key.id))
    expect(actions.map((a) => a.action).sort()).toEqual(['api_key.created', 'api_key.revoked'])
    const [note] = await t.engine.ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, user.id))
      .orderBy(desc(notifications.id))
    expect(note).toMatchObject({ type: 'api_key_revoked', params: { label: 'My bot' } })
  })

  it('at most 10 live keys; a revoked one makes room', async () => {
    const { client, id } = await traderWithDemo(t)
    const ids: number[] = []
    for (let i = 0; i < 10; i++)
      ids.push((await client.ok(api.apiKeys.create, { body: body(id) })).data.key.id)
    const eleventh = await client.call(api.apiKeys.create, { body: body(id) })
    expect(eleventh).toMatchObject({
      status: 422,
      body: { errors: { label: ['You have 10 API keys, the most allowed: revoke one first.'] } },
    })
    await client.ok(api.apiKeys.revoke, { params: { apiKeyId: ids[0] ?? 0 } })
    expect((await client.call(api.apiKeys.create, { body: body(id) })).status).toBe(200)
  })

  it('with two-factor on, creating a key needs the authenticator’s code', async () => {
    const { client, id } = await traderWithDemo(t)
    const start = await client.ok(api.security.startTwoFactor)
    const now = () => t.engine.ctx.clock.now()
    await client.ok(api.security.confirmTwoFactor, {
      body: { code: totpCode(start.data.secret, now()) },
    })
    ;(t.engine.ctx.clock as OffsetClock).advance(30_000)
    expect((await client.ok(api.apiKeys.list)).meta.two_factor).toBe(true)
    const without = await client.call(api.apiKeys.create, { body: body(id) })
    expect(without).toMatchObject({
      status: 422,
      body: {
        errors: { code: ['Two-factor sign-in is on: enter the code from your authenticator app.'] },
      },
    })
    const wrong = await client.call(api.apiKeys.create, { body: body(id, { code: '000000' }) })
    expect(wrong).toMatchObject({
      status: 422,
      body: { errors: { code: ['The code is not correct.'] } },
    })
    const right = await client.call(api.apiKeys.create, {
      body: body(id, { code: totpCode(start.data.secret, now()) }),
    })
    expect(right.status).toBe(200)
    // The code is taken: the same one twice is refused.
    const reused = await client.call(api.apiKeys.create, {
      body: body(id, { code: totpCode(start.data.secret, now()) }),
    })
    expect(reused.status).toBe(422)
  })

  it('accounts must be the user’s; addresses must be addresses', async () => {
    const { client, id } = await traderWithDemo(t)
    const stranger = await traderWithDemo(t)
    const foreign = await client.call(api.apiKeys.create, { body: body(stranger.id) })
    expect(foreign).toMatchObject({
      status: 422,
      body: { errors: { accounts: ['Choose your own accounts'] } },
    })
    const badIp = await client.call(api.apiKeys.create, {
      body: body(id, { ip_allow: ['10.0.0.0/33'] }),
    })
    expect(badIp).toMatchObject({
      status: 422,
      body: { errors: { ip_allow: ['Not an IP address or range: 10.0.0.0/33'] } },
    })
  })

  it('the list shows when and from where a key was last used', async () => {
    const { client, id, key, secret } = await traderWithKey(t)
    const signed = new SignedClient(t.engine, key.api_key, secret)
    expect(
      (await signed.call('GET', `/api/v1/accounts/${id}`, { ip: '198.51.100.4' })).status,
    ).toBe(200)
    const listed = await client.ok(api.apiKeys.list)
    expect(listed.data[0]).toMatchObject({ id: key.id, last_used_ip: '198.51.100.4' })
    expect(listed.data[0]?.last_used_at).not.toBeNull()
  })

  it('wrong bodies to create a key: refused with their field (in Persian too), nothing changed', async () => {
    const { id, user } = await traderWithDemo(t)
    const persian = t.client({ language: 'fa' })
    await signIn(t, persian, user.id)
    await expectInvalidBodiesRejected(t, persian, api.apiKeys.create, {
      valid: body(id),
      numRuns: 25,
      persian: true,
    })
  })

  it('wrong bodies to the signed API: refused, nothing changed but the key’s counters', async () => {
    const { signed, id } = await traderWithKey(t)
    // The first signed requests make the key's counter rows (weight, orders); later ones only count.
    await signed.call('POST', `/api/v1/accounts/${id}/orders`, { json: {} })
    const ignored = {
      sessions: ['last_activity', 'expires_at'],
      throttles: ['hits', 'reset_at'],
      api_keys: ['last_used_at', 'last_used_ip'],
    }
    const cases = [
      [api.tradingApi.placeOrder, { symbol: 'BTCUSDT', type: 'MARKET', side: 'buy', size: '0.01' }],
      [api.tradingApi.cancelOrder, { order_id: 1 }],
      [api.tradingApi.leverage, { symbol: 'BTCUSDT', leverage: 10 }],
    ] as const
    for (const [endpoint, valid] of cases) {
      await expectInvalidBodiesRejected(t, t.client(), endpoint, {
        valid,
        numRuns: 15,
        ignoredColumns: ignored,
        send: (call) =>
          signed.call('POST', endpoint.path.replace('{accountId}', String(id)), {
            raw: typeof call.body === 'string' ? call.body : JSON.stringify(call.body),
          }),
      })
    }
  })
})
