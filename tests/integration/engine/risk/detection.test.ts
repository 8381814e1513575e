/**
 * Abuse detection as trades happen (issue 33, decision 585): each flag from
 * a hand-built scenario, with its evidence; a clean account raises none.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { advance } from '../accounts/helpers.ts'
import { signedInClient } from '../fixtures.ts'
import { databaseKinds, startTestEngine, type TestClient, type TestEngine } from '../harness.ts'
import { setPrice } from '../trade/support.ts'
import { addAddress, flagsOf, fundedTrader, market, secondAccount } from './support.ts'

describe.each(databaseKinds)('abuse detection on %s', (kind) => {
  let t: TestEngine
  let reviewer: TestClient
  beforeAll(async () => {
    t = await startTestEngine(kind)
    await setPrice(t, 'BTCUSDT', '50000')
  })
  // A fresh session each test: the scenarios move the clock by hours in all.
  beforeEach(async () => {
    reviewer = (await signedInClient(t, { role: 'admin' })).client
  })
  afterAll(async () => {
    await t.close()
  })

  it('a shared payout address names both users', async () => {
    const a = await fundedTrader(t)
    const b = await fundedTrader(t)
    await addAddress(t, a.client, 'TEkxiTehnzSmSe2XqrBj4w32RUN966rdz8')
    expect(await flagsOf(t, reviewer, a.user.id)).toEqual([])
    await addAddress(t, b.client, 'TEkxiTehnzSmSe2XqrBj4w32RUN966rdz8')
    const [flag, ...more] = await flagsOf(t, reviewer, a.user.id)
    expect(more).toEqual([])
    expect(flag).toMatchObject({
      kind: 'shared_identity',
      severity: 'high',
      status: 'open',
      evidence: {
        signals: [{ kind: 'payout_address', value: 'trc20:tekxitehnzsmse2xqrbj4w32run966rdz8' }],
      },
    })
    expect(flag?.subjects.map((s) => [s.user.id, s.user_challenge_id]).sort()).toEqual(
      [
        [a.user.id, null],
        [b.user.id, null],
      ].sort(),
    )
  })

  it('two linked accounts hedging: opposite, similar size, within 60 s', async () => {
    const a = await fundedTrader(t)
    const b = await fundedTrader(t)
    await addAddress(t, a.client, 'TNUC9Qb1rRpS5CbWLmNMxXBjyFoydXjWFR')
    await addAddress(t, b.client, 'TNUC9Qb1rRpS5CbWLmNMxXBjyFoydXjWFR')
    const buy = await market(a.client, a.id, 'buy', '0.1')
    await advance(t, 30)
    const sell = await market(b.client, b.id, 'sell', '0.09')
    const hedges = (await flagsOf(t, reviewer, a.user.id)).filter((f) => f.kind === 'hedging')
    expect(hedges).toHaveLength(1)
    const [pair] = hedges[0]?.evidence.pairs ?? []
    expect(pair).toMatchObject({
      a: { account_id: a.id, order_id: buy.id, side: 'buy', price: '50000', quantity: '0.1' },
      b: { account_id: b.id, order_id: sell.id, side: 'sell', price: '50000', quantity: '0.09' },
    })
    // The test clock moved 30 s; the requests themselves take a moment more.
    expect(pair?.seconds_apart).toBeGreaterThanOrEqual(30)
    expect(pair?.seconds_apart).toBeLessThan(35)
    expect(hedges[0]?.evidence.signals.map((s) => s.kind)).toEqual(['payout_address'])
  })

  it('the same user hedging across two accounts is flagged; unlinked users are not', async () => {
    const a = await fundedTrader(t)
    const second = await secondAccount(t, a.user.id)
    await market(a.client, a.id, 'sell', '0.2')
    await market(a.client, second, 'buy', '0.2')
    const hedges = (await flagsOf(t, reviewer, a.user.id)).filter((f) => f.kind === 'hedging')
    expect(hedges.map((h) => h.subjects.map((s) => s.user_challenge_id).sort())).toEqual([
      [a.id, second].sort(),
    ])
    // Strangers on opposite sides at the same moment: the market, not a hedge.
    const x = await fundedTrader(t)
    const y = await fundedTrader(t)
    await market(x.client, x.id, 'sell', '0.2')
    await market(y.client, y.id, 'buy', '0.2')
    expect(await flagsOf(t, reviewer, x.user.id)).toEqual([])
  })

  it('ten orders copied within 2 s between two users', async () => {
    const leader = await fundedTrader(t)
    const follower = await fundedTrader(t)
    for (let i = 0; i < 9; i += 1) {
      await market(leader.client, leader.id, 'buy', '0.001')
      await advance(t, 1)
      await market(follower.client, follower.id, 'buy', '0.001')
      await advance(t, 60)
    }
    expect(await flagsOf(t, reviewer, follower.user.id)).toEqual([])
    await market(leader.client, leader.id, 'buy', '0.001')
    await market(follower.client, follower.id, 'buy', '0.001')
    const [flag, ...more] = await flagsOf(t, reviewer, follower.user.id)
    expect(more).toEqual([])
    expect(flag?.kind).toBe('copy_trading')
    expect(flag?.evidence.pairs).toHaveLength(10)
    expect(flag?.evidence.figures).toMatchObject({ matches: 10 })
  })

  it('a latency pattern: ten sub-10-second winners', async () => {
    const fast = await fundedTrader(t)
    let price = 50000
    for (let i = 0; i < 10; i += 1) {
      await market(fast.client, fast.id, 'buy', '0.01')
      price += 20
      await setPrice(t, 'BTCUSDT', String(price))
      await advance(t, 3)
      await market(fast.client, fast.id, 'sell', '0.01', 'close')
      await advance(t, 120)
    }
    const [flag] = (await flagsOf(t, reviewer, fast.user.id)).filter((f) => f.kind === 'latency')
    expect(flag?.evidence.figures).toMatchObject({ short_trades: 10, win_rate: 100 })
    expect(flag?.evidence.pairs[0]?.seconds_apart).toBeGreaterThanOrEqual(3)
    expect(flag?.evidence.pairs[0]?.seconds_apart).toBeLessThan(10)
    await setPrice(t, 'BTCUSDT', '50000')
  })

  it('a clean account raises none', async () => {
    const clean = await fundedTrader(t)
    await addAddress(t, clean.client, 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7')
    for (let i = 0; i < 3; i += 1) {
      await market(clean.client, clean.id, 'buy', '0.05')
      await advance(t, 90)
      await market(clean.client, clean.id, 'sell', '0.05', 'close')
      await advance(t, 120)
    }
    expect(await flagsOf(t, reviewer, clean.user.id)).toEqual([])
  })
})
