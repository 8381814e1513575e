/**
 * Kill switches (issue 33, decision 581): a risk officer stops new orders on
 * an account and lifts the stop, halts a symbol firm-wide and lifts the
 * halt, and closes an account's positions; closing orders always pass, each
 * step is audited with its reason and the trader reads it in plain words.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { api } from '#contract/index.ts'
import { signedInClient } from '../fixtures.ts'
import { databaseKinds, startTestEngine, type TestClient, type TestEngine } from '../harness.ts'
import {
  openOrders,
  place,
  placeOk,
  positions,
  setPrice,
  traderWithDemo,
} from '../trade/support.ts'

describe.each(databaseKinds)('kill switches (%s)', (kind) => {
  let t: TestEngine
  let officer: TestClient
  let trader: { client: TestClient; id: number; user: { id: number } }
  beforeAll(async () => {
    t = await startTestEngine(kind)
    officer = (await signedInClient(t, { role: 'risk' })).client
  })
  afterAll(async () => {
    await t.close()
  })
  beforeEach(async () => {
    await setPrice(t, 'BTCUSDT', '60000', { bid: '59999.9', ask: '60000.1' })
    await setPrice(t, 'ETHUSDT', '3000', { bid: '2999.9', ask: '3000.1' })
    trader = await traderWithDemo(t)
  })

  const stops = async () =>
    (
      await trader.client.ok(api.killSwitches.tradingStops, {
        params: { userChallengeId: trader.id },
      })
    ).data

  it('stops new orders on an account, lets it close, and resumes it', async () => {
    await placeOk(trader.client, trader.id, { type: 'MARKET', side: 'buy', size: '0.1' })
    await placeOk(trader.client, trader.id, {
      type: 'LIMIT',
      side: 'buy',
      size: '0.1',
      price: '55000',
    })

    const stopped = await officer.ok(api.killSwitches.stopAccount, {
      params: { userChallengeId: trader.id },
      body: { reason: 'Hedging with a linked account' },
    })
    expect(stopped.data).toMatchObject({
      kind: 'account',
      user_challenge_id: trader.id,
      reason: 'Hedging with a linked account',
    })
    expect(stopped.message).toBe('New orders on this account are stopped; the trader was told.')
    // The resting opening order is canceled: it could have opened a position later.
    expect(await openOrders(trader.client, trader.id)).toEqual([])
    expect((await stops()).account_stopped_at).toBe(stopped.data.applied_at)

    const refused = await place(trader.client, trader.id, {
      type: 'MARKET',
      side: 'buy',
      size: '0.1',
    })
    expect(refused.status).toBe(422)
    expect(refused.body).toMatchObject({
      errors: {
        account: [
          'The risk desk has stopped new orders on this account. You can still close your positions.',
        ],
      },
    })
    // Closing stays open: the trader can always reduce what the firm holds.
    const close = await placeOk(trader.client, trader.id, {
      type: 'MARKET',
      side: 'sell',
      trade_type: 'close',
      size: '0.1',
    })
    expect(close.status).toBe('FILLED')
    expect(await positions(trader.client, trader.id)).toEqual([])

    const again = await officer.call(api.killSwitches.stopAccount, {
      params: { userChallengeId: trader.id },
      body: { reason: 'twice' },
    })
    expect(again.status).toBe(409)

    const resumed = await officer.ok(api.killSwitches.resumeAccount, {
      params: { userChallengeId: trader.id },
      body: { reason: 'Reviewed: not linked' },
    })
    expect(resumed.data.id).toBe(stopped.data.id)
    expect((await stops()).account_stopped_at).toBeNull()
    await placeOk(trader.client, trader.id, { type: 'MARKET', side: 'buy', size: '0.1' })

    const audit = await officer.ok(api.staff.audit, {
      query: { subject_type: 'user_challenge', subject_id: trader.id },
    })
    expect(audit.data.map((a) => [a.action, a.note])).toEqual([
      ['user_challenge.orders_resumed', 'Reviewed: not linked'],
      ['user_challenge.orders_stopped', 'Hedging with a linked account'],
    ])
    const told = await trader.client.ok(api.notifications.list, { query: {} })
    expect(told.data.filter((n) => n.type === 'kill_switch').map((n) => n.title)).toEqual([
      'Trading resumed',
      'New orders stopped',
    ])
  })

  it('halts a symbol firm-wide for opening orders, and resumes it', async () => {
    const other = await traderWithDemo(t)
    await placeOk(other.client, other.id, {
      type: 'MARKET',
      side: 'sell',
      size: '1',
      symbol: 'ETHUSDT',
    })
    await placeOk(other.client, other.id, {
      type: 'LIMIT',
      side: 'sell',
      size: '1',
      price: '3300',
      symbol: 'ETHUSDT',
    })

    const halted = await officer.ok(api.killSwitches.haltSymbol, {
      params: { symbol: 'ethusdt' },
      body: { reason: 'Feed manipulated on one venue' },
    })
    expect(halted.data).toMatchObject({ kind: 'symbol', symbol: 'ETHUSDT' })
    expect(await openOrders(other.client, other.id)).toEqual([])
    expect((await stops()).halted_symbols).toEqual([
      { symbol: 'ETHUSDT', since: halted.data.applied_at },
    ])

    for (const who of [trader, other]) {
      const refused = await place(who.client, who.id, {
        type: 'MARKET',
        side: 'buy',
        size: '1',
        symbol: 'ETHUSDT',
      })
      expect(refused.status).toBe(422)
      expect(refused.body).toMatchObject({
        errors: {
          symbol: ['The risk desk has halted new positions on ETHUSDT. You can still close yours.'],
        },
      })
    }
    // Another symbol trades; the open position on the halted one closes.
    await placeOk(trader.client, trader.id, { type: 'MARKET', side: 'buy', size: '0.1' })
    await placeOk(other.client, other.id, {
      type: 'MARKET',
      side: 'buy',
      trade_type: 'close',
      size: '1',
      symbol: 'ETHUSDT',
    })

    const list = await officer.ok(api.killSwitches.list)
    expect(list.data.map((s) => s.symbol)).toContain('ETHUSDT')

    await officer.ok(api.killSwitches.resumeSymbol, {
      params: { symbol: 'ETHUSDT' },
      body: { reason: 'Feed checked' },
    })
    expect((await stops()).halted_symbols).toEqual([])
    await placeOk(trader.client, trader.id, {
      type: 'MARKET',
      side: 'buy',
      size: '1',
      symbol: 'ETHUSDT',
    })
    const notHalted = await officer.call(api.killSwitches.resumeSymbol, {
      params: { symbol: 'ETHUSDT' },
      body: { reason: 'again' },
    })
    expect(notHalted.status).toBe(409)
  })

  it('closes an account’s positions at market with a reason, audited', async () => {
    await placeOk(trader.client, trader.id, { type: 'MARKET', side: 'buy', size: '0.1' })
    await placeOk(trader.client, trader.id, {
      type: 'MARKET',
      side: 'sell',
      size: '1',
      symbol: 'ETHUSDT',
    })
    const closed = await officer.ok(api.killSwitches.closePositions, {
      params: { userChallengeId: trader.id },
      body: { reason: 'Exposure limit' },
    })
    expect(closed.data.closed).toBe(2)
    expect(await positions(trader.client, trader.id)).toEqual([])
  })

  it('is the risk officer’s and the admin’s: support and traders get 403; a reason is required', async () => {
    const support = (await signedInClient(t, { role: 'support' })).client
    const refused = await support.call(api.killSwitches.stopAccount, {
      params: { userChallengeId: trader.id },
      body: { reason: 'x' },
    })
    expect(refused.status).toBe(403)
    expect((await trader.client.call(api.killSwitches.list)).status).toBe(403)
    const admin = (await signedInClient(t, { role: 'admin' })).client
    expect((await admin.call(api.killSwitches.list)).status).toBe(200)
    const blank = await officer.call(api.killSwitches.stopAccount, {
      params: { userChallengeId: trader.id },
      body: { reason: '  ' },
    })
    expect(blank.status).toBe(422)
    expect(blank.body).toMatchObject({ errors: { reason: ['Reason is required'] } })
    // Another trader's account: the trader's own view is a 404.
    const stranger = await traderWithDemo(t)
    const peek = await stranger.client.call(api.killSwitches.tradingStops, {
      params: { userChallengeId: trader.id },
    })
    expect(peek.status).toBe(404)
  })
})
