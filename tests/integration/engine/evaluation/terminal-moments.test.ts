/**
 * What the terminal learns of the evaluation (decisions 455, 456): the
 * snapshot's floors are the evaluation's, and the account channel says each
 * moment with its figures: the 80 % warning with the room left, the pass
 * with the next step's balance, the breach with its rule, equity and floor.
 * 10 000 USDT, 5 %/10 %: daily floor 9 500, total floor 9 000; a 1 BTC
 * market buy at 60 000 pays 30 USDT fee.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api } from '#contract/index.ts'
import type { BroadcastEvent } from '../../../../engine/events.ts'
import { signedInClient } from '../fixtures.ts'
import { databaseKinds, startTestEngine, type TestEngine } from '../harness.ts'
import { placeOk } from '../trade/support.ts'
import { advance, buyChallenge, eventually, openChallenge, price, rulesWith } from './support.ts'

const DAY_S = 86_400

describe.each(databaseKinds)('the terminal and the evaluation (%s)', (kind) => {
  let t: TestEngine
  beforeAll(async () => {
    t = await startTestEngine(kind)
    await price(t, '60000')
  })
  afterAll(async () => {
    await t.close()
  })

  function moments(id: number) {
    const seen: BroadcastEvent[] = []
    const stop = t.engine.ctx.events.subscribe((e) => {
      if (e.channel === `private-account.${id}` && e.event === 'moment') seen.push(e)
    })
    return { seen, stop }
  }

  it('the snapshot carries the evaluation floors, the day boundary, then the breach; the warning and the breach are said', async () => {
    await price(t, '60000')
    const { client } = await signedInClient(t)
    const id = await buyChallenge(t, client)
    const snap = async () =>
      (
        await client.ok(api.trade.snapshot, {
          params: { userChallengeId: id, coinPairCode: 'BTCUSDT' },
        })
      ).data
    const before = t.engine.ctx.clock.now().getTime()
    const first = await snap()
    const after = t.engine.ctx.clock.now().getTime()
    expect(first.account.phase).toBe('step1')
    expect(first.evaluation).toMatchObject({
      daily_floor: '9500',
      total_floor: '9000',
      breach: null,
    })
    const now = t.engine.ctx.clock.now()
    const reset = new Date(first.evaluation?.daily_reset_at ?? 0)
    expect(reset.getTime()).toBeGreaterThan(now.getTime())
    expect(reset.getTime() - now.getTime()).toBeLessThanOrEqual(DAY_S * 1000)
    expect(reset.getUTCHours()).toBe(0)
    // The time left is the engine clock's, as of the answer: reset − left lies
    // between the clock before and after the request (the web counts from it).
    const left = first.evaluation?.daily_reset_in ?? -1
    expect(reset.getTime() - left).toBeGreaterThanOrEqual(before)
    expect(reset.getTime() - left).toBeLessThanOrEqual(after)

    const { seen, stop } = moments(id)
    await placeOk(client, id, { type: 'MARKET', side: 'buy', size: '1' })
    // Equity 9 970 − 420 = 9 550 ≤ 9 600 (80 % of the daily limit): 50 USDT left.
    await price(t, '59580')
    await t.engine.ctx.trading.idle()
    await eventually(
      async () => seen.length,
      (n) => n > 0,
    )
    expect(seen[0]?.payload).toEqual({
      kind: 'warning',
      user_challenge_id: id,
      rule: 'daily_drawdown',
      // The rule in the program's words (decision 566): 5 %, measured from the day's start.
      limit: '5',
      drawdown_kind: 'static',
      equity: '9550',
      floor: '9500',
      room: '50',
    })
    // Equity 9 970 − 600 = 9 370 ≤ 9 500.
    await price(t, '59400')
    await eventually(
      async () => seen.length,
      (n) => n > 1,
    )
    stop()
    expect(seen[1]?.payload).toEqual({
      kind: 'breach',
      user_challenge_id: id,
      rule: 'daily_drawdown',
      limit: '5',
      drawdown_kind: 'static',
      equity: '9370',
      floor: '9500',
    })
    const failed = await eventually(snap, (s) => s.account.status === 'failed')
    expect(failed.evaluation?.breach).toMatchObject({
      rule: 'daily_drawdown',
      equity: '9370',
      floor: '9500',
    })
  })

  it('says the pass with the next step and its balance', async () => {
    await price(t, '60000')
    const { client, user } = await signedInClient(t)
    const id = await openChallenge(
      t,
      user.id,
      rulesWith([
        { step: 1, days: 30, maxDdDaily: '5', maxDdTotal: '10', minProfit: '8', minTradingDays: 1 },
        { step: 2, days: 60, maxDdDaily: '5', maxDdTotal: '10', minProfit: '5', minTradingDays: 4 },
      ]),
    )
    const { seen, stop } = moments(id)
    await placeOk(client, id, { type: 'MARKET', side: 'buy', size: '1' })
    await price(t, '61500')
    await placeOk(client, id, { type: 'MARKET', side: 'sell', size: '1', trade_type: 'close' })
    await eventually(
      async () => seen.filter((e) => (e.payload as { kind: string }).kind === 'passed').length,
      (n) => n > 0,
    )
    stop()
    expect(seen.at(-1)?.payload).toEqual({
      kind: 'passed',
      user_challenge_id: id,
      step: 1,
      next_step: 2,
      next_balance: '10000',
    })
    await advance(t, 1, { client, userId: user.id })
    const snap = await client.ok(api.trade.snapshot, {
      params: { userChallengeId: id, coinPairCode: 'BTCUSDT' },
    })
    expect(snap.data.account.phase).toBe('step2')
    expect(snap.data.evaluation).toMatchObject({ daily_floor: '9500', total_floor: '9000' })
  })
})
