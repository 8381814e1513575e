/**
 * Stale-price trading (issue 33 §2, decision 588): short trades whose profit
 * comes from moves the feed guard flagged. The guard judges jumps on live
 * sources only and the test stack's manual feed is not live, so the test
 * tells the detector of each flagged move through the entry the guarded
 * feed calls (`ctx.risk.priceJumped`), at the engine's clock, while the
 * trades go through the API as a trader's would.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { advance } from '../accounts/helpers.ts'
import { signedInClient } from '../fixtures.ts'
import { databaseKinds, startTestEngine, type TestClient, type TestEngine } from '../harness.ts'
import { setPrice } from '../trade/support.ts'
import { flagsOf, fundedTrader, market } from './support.ts'

describe.each(databaseKinds)('trades riding flagged moves on %s', (kind) => {
  let t: TestEngine
  let reviewer: TestClient
  beforeAll(async () => {
    t = await startTestEngine(kind)
    await setPrice(t, 'BTCUSDT', '50000')
  })
  beforeEach(async () => {
    reviewer = (await signedInClient(t, { role: 'admin' })).client
  })
  afterAll(async () => {
    await t.close()
  })

  const flaggedMove = () => t.engine.ctx.risk.priceJumped('BTCUSDT', t.engine.ctx.clock.now())

  it('five short winners each across a flagged move raise a latency flag naming them', async () => {
    const rider = await fundedTrader(t)
    let price = 50000
    for (let i = 0; i < 5; i += 1) {
      await market(rider.client, rider.id, 'buy', '0.01')
      await advance(t, 1)
      price += 500
      flaggedMove()
      await setPrice(t, 'BTCUSDT', String(price))
      await advance(t, 2)
      await market(rider.client, rider.id, 'sell', '0.01', 'close')
      await advance(t, 120)
    }
    const [flag] = (await flagsOf(t, reviewer, rider.user.id)).filter((f) => f.kind === 'latency')
    // Five short trades: under the ten the win-rate rule needs; the flagged moves alone raise it.
    expect(flag?.evidence.figures).toMatchObject({ short_trades: 5, flagged_move_wins: 5 })
    expect(flag?.subjects.map((s) => s.user_challenge_id)).toEqual([rider.id])
    expect(flag?.evidence.pairs).toHaveLength(5)
    await setPrice(t, 'BTCUSDT', '50000')
  })

  it('the same trades with no flagged move raise nothing', async () => {
    const plain = await fundedTrader(t)
    let price = 50000
    for (let i = 0; i < 5; i += 1) {
      await market(plain.client, plain.id, 'buy', '0.01')
      price += 500
      await setPrice(t, 'BTCUSDT', String(price))
      await advance(t, 3)
      await market(plain.client, plain.id, 'sell', '0.01', 'close')
      // A flagged move after the close is not ridden.
      await advance(t, 1)
      flaggedMove()
      await advance(t, 120)
    }
    expect(await flagsOf(t, reviewer, plain.user.id)).toEqual([])
    await setPrice(t, 'BTCUSDT', '50000')
  })
})
