/**
 * The live evaluation over HTTP (rules.md, Evaluation): prices from the
 * manual feed, days from the test clock. 10 000 USDT, 5 %/10 %, warning at
 * 80 %: daily warning 9 600, daily floor 9 500 (day started at 10 000);
 * a 1 BTC market buy at 60 000 pays 30 USDT taker fee (0.05 %).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api } from '#contract/index.ts'
import { signedInClient } from '../fixtures.ts'
import { databaseKinds, startTestEngine, type TestEngine } from '../harness.ts'
import { place, placeOk, positions } from '../trade/support.ts'
import {
  advance,
  buyChallenge,
  detail,
  eventually,
  notificationsOf,
  openChallenge,
  price,
  rulesWith,
} from './support.ts'

const DAY_S = 86_400

describe.each(databaseKinds)('live evaluation (%s)', (kind) => {
  let t: TestEngine
  beforeAll(async () => {
    t = await startTestEngine(kind)
    await price(t, '60000')
  })
  afterAll(async () => {
    await t.close()
  })

  it('warns once at 80 % of the daily limit, then fails the step at the daily floor', async () => {
    await price(t, '60000')
    const { client, user } = await signedInClient(t)
    const id = await buyChallenge(t, client)
    await placeOk(client, id, { type: 'MARKET', side: 'buy', size: '1' })

    // Equity 9 970 − 400 = 9 570 ≤ 9 600: the daily warning, once.
    await price(t, '59600')
    const warned = await eventually(
      () => notificationsOf(t, user.id, 'drawdown_warning'),
      (rows) => rows.length > 0,
    )
    expect(warned.map((n) => [n.body, n.params])).toEqual([
      [
        '{title} has used 80 % of its daily drawdown limit: {room} USDT left before the floor of {floor} USDT (equity {equity} USDT).',
        { title: '10K Challenge', equity: '9570', floor: '9500', room: '70' },
      ],
    ])
    // Back above and down again the same day: no second warning.
    await price(t, '59700')
    await price(t, '59590')
    await t.engine.ctx.trading.idle()

    // Equity 9 970 − 600 = 9 370 ≤ 9 500: breach of the daily floor.
    await price(t, '59400')
    const failed = await eventually(
      () => detail(client, id),
      (d) => d.status === 'failed',
    )
    expect(failed.status).toBe('failed')
    expect(failed.steps).toHaveLength(1)
    expect(failed.steps[0]).toMatchObject({
      phase: 'step1',
      status: 'failed',
      breach: { rule: 'daily_drawdown', equity: '9370', floor: '9500' },
    })
    expect(failed.steps[0]?.breach?.at).toBeTruthy()
    expect(await positions(client, id)).toEqual([])
    // Closed at 59 400: balance 9 970 − 600 − 29.7 fee.
    expect(failed.steps[0]?.balance).toBe('9340.3')
    const breach = await notificationsOf(t, user.id, 'breach')
    expect(breach.map((n) => [n.title, n.params])).toEqual([
      ['Challenge failed', { title: '10K Challenge', equity: '9370', floor: '9500' }],
    ])
    expect(await notificationsOf(t, user.id, 'drawdown_warning')).toHaveLength(1)
    const refused = await place(client, id, { type: 'MARKET', side: 'buy', size: '0.01' })
    expect(refused.status).toBe(422)
  })

  it('breaches the total floor on a day that started lower', async () => {
    const { client, user } = await signedInClient(t)
    const as = { client, userId: user.id }
    const id = await buyChallenge(t, client)
    // Two days each losing 350 and fees 30 + 29.825: balance 9 590.175, then 9 180.35.
    for (let day = 0; day < 2; day++) {
      await price(t, '60000')
      await placeOk(client, id, { type: 'MARKET', side: 'buy', size: '1' })
      await price(t, '59650')
      await placeOk(client, id, { type: 'MARKET', side: 'sell', size: '1', trade_type: 'close' })
      await advance(t, DAY_S, as)
    }
    // Day 3 starts at 9 180.35: daily floor 8 680.35; the total floor 9 000 is higher.
    await price(t, '60000')
    await placeOk(client, id, { type: 'MARKET', side: 'buy', size: '1' })
    // Equity 9 150.35 − 160 = 8 990.35 ≤ 9 000.
    await price(t, '59840')
    const failed = await eventually(
      () => detail(client, id),
      (d) => d.status === 'failed',
    )
    expect(failed.steps[0]?.breach).toMatchObject({
      rule: 'total_drawdown',
      equity: '8990.35',
      floor: '9000',
    })
    expect((await notificationsOf(t, user.id, 'breach')).length).toBe(1)
  })

  it('passes Step 1 on the closing fill once the target and the days are met; Step 2 opens', async () => {
    await price(t, '60000')
    const { client, user } = await signedInClient(t)
    const id = await openChallenge(
      t,
      user.id,
      rulesWith([
        { step: 1, days: 30, maxDdDaily: '5', maxDdTotal: '10', minProfit: '8', minTradingDays: 2 },
        { step: 2, days: 60, maxDdDaily: '5', maxDdTotal: '10', minProfit: '5', minTradingDays: 4 },
      ]),
    )
    // Day 1: a round trip at 60 000 (fees 60).
    await placeOk(client, id, { type: 'MARKET', side: 'buy', size: '1' })
    await placeOk(client, id, { type: 'MARKET', side: 'sell', size: '1', trade_type: 'close' })
    await advance(t, DAY_S, { client, userId: user.id })
    // Day 2: +1 500 (fees 30 + 30.75): balance 11 379.25 ≥ 10 800, 2 trading days.
    await placeOk(client, id, { type: 'MARKET', side: 'buy', size: '1' })
    await price(t, '61500')
    // With the position open the target is met in equity but not passed.
    await t.engine.ctx.trading.idle()
    expect((await detail(client, id)).steps).toHaveLength(1)
    await placeOk(client, id, { type: 'MARKET', side: 'sell', size: '1', trade_type: 'close' })
    const passed = await eventually(
      () => detail(client, id),
      (d) => d.steps.length === 2,
    )
    expect(passed.status).toBe('active')
    expect(passed.current_phase).toBe('step2')
    expect(passed.steps.map((s) => [s.phase, s.status, s.balance])).toEqual([
      ['step1', 'passed', '11379.25'],
      ['step2', 'active', '10000'],
    ])
    const notes = await notificationsOf(t, user.id, 'step_passed')
    expect(notes.map((n) => n.body)).toEqual([
      '{title} passed Step 1. Your Step 2 account is open with {size} USDT.',
    ])
    // Trading goes on in Step 2, from its own 10 000.
    const order = await placeOk(client, id, { type: 'MARKET', side: 'buy', size: '0.1' })
    expect(order.status).toBe('FILLED')
  })

  it('expires a step at its deadline: positions closed, time limit recorded', async () => {
    await price(t, '60000')
    const { client, user } = await signedInClient(t)
    const id = await buyChallenge(t, client)
    await placeOk(client, id, { type: 'MARKET', side: 'buy', size: '0.1' })
    const deadline = (await detail(client, id)).expires_at
    await advance(t, 30 * DAY_S + 1, { client, userId: user.id })
    const expired = await eventually(
      () => detail(client, id),
      (d) => d.status === 'expired',
    )
    expect(expired.steps[0]).toMatchObject({
      status: 'expired',
      breach: { rule: 'time_limit', at: deadline, floor: null },
    })
    expect(await positions(client, id)).toEqual([])
    expect((await notificationsOf(t, user.id, 'challenge_expired')).map((n) => n.title)).toEqual([
      'Challenge expired',
    ])
    const refused = await place(client, id, { type: 'MARKET', side: 'buy', size: '0.01' })
    expect(refused.status).toBe(422)
  })

  it('answers another user’s step as 404', async () => {
    const { client } = await signedInClient(t)
    const { client: other } = await signedInClient(t)
    const id = await buyChallenge(t, client)
    const stepId = (await detail(client, id)).steps[0]?.id ?? 0
    const answer = await other.call(api.userChallenges.step, {
      params: { userChallengeId: id, stepId },
    })
    expect(answer.status).toBe(404)
  })
})
