/**
 * Staff read a trader's account before deciding (issue 25): the challenge
 * with its owner and steps, a step's figures, and its trades and orders,
 * as the trader's own reads give them; traders get 403, an unknown account
 * 404. And the user list without a search, a page at a time.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api } from '#contract/index.ts'
import { buyChallenge } from '../evaluation/support.ts'
import { signedInClient } from '../fixtures.ts'
import { databaseKinds, startTestEngine, type TestEngine } from '../harness.ts'
import { placeOk, setPrice } from '../trade/support.ts'

describe.each(databaseKinds)('staff read a trader’s account (%s)', (kind) => {
  let t: TestEngine
  beforeAll(async () => {
    t = await startTestEngine(kind)
  })
  afterAll(async () => {
    await t.close()
  })

  it('support sees the challenge, its step figures, trades and orders; a trader gets 403', async () => {
    await setPrice(t, 'BTCUSDT', '60000', { bid: '59999.9', ask: '60000.1' })
    const { client, user } = await signedInClient(t)
    const id = await buyChallenge(t, client)
    await placeOk(client, id, { type: 'MARKET', side: 'buy', size: '0.1' })
    const resting = await placeOk(client, id, {
      type: 'LIMIT',
      side: 'buy',
      size: '0.1',
      price: '50000',
    })
    const own = await client.ok(api.trade.tradeHistory, { params: { userChallengeId: id } })

    const support = (await signedInClient(t, { role: 'support' })).client
    const account = await support.ok(api.staffAccounts.show, { params: { userChallengeId: id } })
    expect(account.data.user).toMatchObject({ id: user.id, email: user.email })
    expect(account.data.challenge).toMatchObject({ id, status: 'active', current_phase: 'step1' })
    const step = account.data.challenge.steps[0]
    if (!step) throw new Error('no step')
    const figures = await support.ok(api.staffAccounts.step, {
      params: { userChallengeId: id, stepId: step.id },
    })
    const mine = await client.ok(api.userChallenges.step, {
      params: { userChallengeId: id, stepId: step.id },
    })
    expect(figures.data).toMatchObject({ id: step.id, phase: 'step1' })
    // The same figures; each answer carries the engine's clock at its own moment.
    const { server_time: supportTime, ...supportSees } = figures.data
    const { server_time: traderTime, ...traderSees } = mine.data
    expect(supportSees).toEqual(traderSees)
    expect(Date.parse(traderTime)).toBeGreaterThanOrEqual(Date.parse(supportTime))

    const fills = await support.ok(api.staffAccounts.tradeHistory, {
      params: { userChallengeId: id },
      query: { step: step.id },
    })
    expect(fills.data).toEqual(own.data)
    expect(fills.data[0]).toMatchObject({ price: '60000.1', quantity: '0.1', side: 'buy' })
    // Staff read the trader's own order history (decision 435), which holds
    // finished orders only: the resting limit order is not history yet.
    const ownOrders = () => client.ok(api.trade.orderHistory, { params: { userChallengeId: id } })
    const staffOrders = () =>
      support.ok(api.staffAccounts.orderHistory, { params: { userChallengeId: id } })
    let orders = await staffOrders()
    expect(orders.data.map((o) => [o.type, o.status])).toEqual([['MARKET', 'FILLED']])
    expect(orders.meta.total).toBe(1)
    expect(orders).toEqual(await ownOrders())
    // Once the trader cancels it, both read it, newest first.
    await client.ok(api.trade.cancelOrder, {
      params: { userChallengeId: id },
      body: { order_id: resting.id },
    })
    orders = await staffOrders()
    expect(orders.data.map((o) => [o.type, o.status])).toEqual([
      ['LIMIT', 'CANCELED'],
      ['MARKET', 'FILLED'],
    ])
    expect(orders.meta.total).toBe(2)
    expect(orders).toEqual(await ownOrders())

    const trader = (await signedInClient(t)).client
    expect(
      (await trader.call(api.staffAccounts.show, { params: { userChallengeId: id } })).status,
    ).toBe(403)
    expect(
      (await trader.call(api.staffAccounts.tradeHistory, { params: { userChallengeId: id } }))
        .status,
    ).toBe(403)
    expect(
      (await support.call(api.staffAccounts.show, { params: { userChallengeId: 999_999 } })).status,
    ).toBe(404)
  })

  it('the user list without a search pages through every user, newest first', async () => {
    // Its own users, so it counts on no other test: two traders and the support member.
    await signedInClient(t)
    await signedInClient(t)
    const support = (await signedInClient(t, { role: 'support' })).client
    const first = await support.ok(api.staff.users, { query: { per_page: 2 } })
    const total = first.meta.total
    expect(total).toBeGreaterThanOrEqual(3)
    expect(first.meta.last_page).toBe(Math.ceil(total / 2))
    const second = await support.ok(api.staff.users, { query: { per_page: 2, page: 2 } })
    const ids = [...first.data, ...second.data].map((u) => u.id)
    expect(ids).toEqual([...ids].sort((a, b) => b - a))
    expect(new Set(ids).size).toBe(Math.min(4, total))
  })
})
