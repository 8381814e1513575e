/** The demo account (rules.md): once per user, 10 000 USDT, 3 days, trading refused after expiry. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api } from '#contract/index.ts'
import { signedInClient, signIn } from '../fixtures.ts'
import { databaseKinds, startTestEngine, type TestEngine } from '../harness.ts'
import { place, placeOk, positions, setPrice, snapshot, traderWithDemo } from './support.ts'

describe.each(databaseKinds)('demo account (%s)', (kind) => {
  let t: TestEngine
  beforeAll(async () => {
    t = await startTestEngine(kind)
    await setPrice(t, 'BTCUSDT', '60000')
  })
  afterAll(async () => {
    await t.close()
  })

  it('opens once per user with 10 000 USDT for 3 days; a second answers 422', async () => {
    const { client, id } = await traderWithDemo(t)
    const snap = await snapshot(client, id)
    expect(snap.account).toMatchObject({
      type: 'demo',
      status: 'active',
      can_trade: true,
      leverage: 20,
      max_leverage: 20,
    })
    expect(snap.assets).toMatchObject({
      balance: '10000',
      equity: '10000',
      margin: '0',
      free_margin: '10000',
    })
    const again = await client.call(api.userChallenges.createDemo, { body: { title: 'Another' } })
    expect(again.status).toBe(422)
    expect(again.body).toEqual({
      message: 'You already have a demo account; there is one per user.',
      errors: { title: ['You already have a demo account; there is one per user.'] },
    })
  })

  it('answers the demo with its balance and its end three days after creation', async () => {
    const { client } = await signedInClient(t)
    const demo = await client.ok(api.userChallenges.createDemo, { body: { title: '  Practice  ' } })
    expect(demo.data).toMatchObject({
      title: 'Practice',
      type: 'demo',
      status: 'active',
      balance: '10000',
      initial_balance: '10000',
      day: 1,
    })
    const created = new Date(demo.data.created_at).getTime()
    expect(new Date(demo.data.expires_at ?? 0).getTime() - created).toBe(3 * 86400_000)
    expect(demo.message).toBe('Demo account created.')
  })

  it('after three days: positions closed, status expired, trading refused', async () => {
    const { client, id, user } = await traderWithDemo(t)
    await placeOk(client, id, { type: 'MARKET', side: 'buy', size: '0.1' })
    await placeOk(client, id, { type: 'LIMIT', side: 'buy', size: '0.1', price: '50000' })
    const advance = await client.request('POST', '/test/clock/advance', {
      body: { seconds: 3 * 86400 },
    })
    expect(advance.status).toBe(200)
    await signIn(t, client, user.id) // the test session itself lasts an hour
    expect(await positions(client, id)).toHaveLength(0)
    const snap = await snapshot(client, id)
    expect(snap.account).toMatchObject({ status: 'expired', can_trade: false })
    const refused = await place(client, id, { type: 'MARKET', side: 'buy', size: '0.01' })
    expect(refused.status).toBe(422)
    expect(refused.body).toMatchObject({ message: 'This account has expired; trading is closed.' })
    const history = await client.ok(api.trade.orderHistory, { params: { userChallengeId: id } })
    expect(history.data.find((o) => o.limitPrice === '50000')).toMatchObject({
      status: 'CANCELED',
      reason: 'Demo expired',
    })
  })
})
