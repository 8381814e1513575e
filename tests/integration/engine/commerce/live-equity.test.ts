/**
 * The account list answers live equity (issue 31): `equity` is balance plus
 * the open positions' unrealized PnL at the last mark, not the balance; the
 * one challenge's answer agrees. A fresh 10K challenge buys 0.2 BTC at
 * market (fill 60 000.1, fee 6.00001: balance 9 993.99999); at mark 59 000
 * its equity is 9 993.99999 − 0.2 × 1 000.1 = 9 793.97999.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api } from '#contract/index.ts'
import { buyChallenge, price } from '../evaluation/support.ts'
import { signedInClient } from '../fixtures.ts'
import { databaseKinds, startTestEngine, type TestClient, type TestEngine } from '../harness.ts'
import { placeOk, setPrice } from '../trade/support.ts'

describe.each(databaseKinds)('live equity in the account list (%s)', (kind) => {
  let t: TestEngine
  beforeAll(async () => {
    t = await startTestEngine(kind)
  })
  afterAll(async () => {
    await t.close()
  })

  async function figures(client: TestClient, id: number) {
    const { data } = await client.ok(api.userChallenges.list)
    const listed = data.find((c) => c.id === id)
    const shown = (await client.ok(api.userChallenges.show, { params: { userChallengeId: id } }))
      .data
    const pick = (c: typeof listed) => c && { balance: c.balance, equity: c.equity, pnl: c.pnl }
    // The list and the one challenge never disagree.
    expect(pick(shown)).toEqual(pick(listed))
    return pick(listed)
  }

  it('follows the mark while a position is open, and is the balance once it is closed', async () => {
    const { client } = await signedInClient(t)
    const id = await buyChallenge(t, client, '10000')
    expect(await figures(client, id)).toEqual({ balance: '10000', equity: '10000', pnl: '0' })
    await setPrice(t, 'BTCUSDT', '60000', { mark: '60000', bid: '59999.9', ask: '60000.1' })
    await placeOk(client, id, { type: 'MARKET', side: 'buy', size: '0.2' })
    await price(t, '59000')
    await t.engine.ctx.trading.idle()
    expect(await figures(client, id)).toEqual({
      balance: '9993.99999',
      equity: '9793.97999',
      pnl: '-206.02001',
    })
    await price(t, '61000')
    expect(await figures(client, id)).toEqual({
      balance: '9993.99999',
      equity: '10193.97999',
      pnl: '193.97999',
    })
    // Closed at 61 000 (fee 6.1): +199.98 realized.
    await placeOk(client, id, { type: 'MARKET', side: 'sell', size: '0.2', trade_type: 'close' })
    await t.engine.ctx.trading.idle()
    expect(await figures(client, id)).toEqual({
      balance: '10187.87999',
      equity: '10187.87999',
      pnl: '187.87999',
    })
  })
})
