/**
 * The live evaluation of programs (issue 32, decisions 566, 568): a
 * one-step pass, a three-step path to the funded account (its own
 * limits), a trailing floor that moves with an end-of-day high on the live
 * engine (the terminal shows it; the tick at it breaches, named trailing),
 * and the consistency rule holding a pass back until more days make it.
 * Prices from the manual feed, days from the test clock; a 1 BTC market
 * order at P pays 0.05 % × P in fees.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api } from '#contract/index.ts'
import type { RulesSnapshot, StepRules } from '../../../../engine/core/rules.ts'
import { signedInClient } from '../fixtures.ts'
import { databaseKinds, startTestEngine, type TestEngine } from '../harness.ts'
import { placeOk } from '../trade/support.ts'
import {
  advance,
  detail,
  eventually,
  notificationsOf,
  openChallenge,
  price,
  rulesWith,
} from './support.ts'

const DAY_S = 86_400

const step = (n: number, over: Partial<StepRules> = {}): StepRules => ({
  step: n,
  days: 30,
  maxDdDaily: '5',
  maxDdTotal: '10',
  minProfit: '1',
  minTradingDays: 1,
  ...over,
})

const program = (steps: StepRules[], over: Partial<RulesSnapshot> = {}): RulesSnapshot => ({
  ...rulesWith(steps),
  program: { id: 1, code: 'custom', title: { en: 'Custom', fa: 'سفارشی' } },
  ...over,
})

describe.each(databaseKinds)('programs in the live evaluation (%s)', (kind) => {
  let t: TestEngine
  beforeAll(async () => {
    t = await startTestEngine(kind, { AUTO_APPROVE_REAL_ACCOUNTS: 'true' })
    await price(t, '60000')
  })
  afterAll(async () => {
    await t.close()
  })

  /** Buy 1 BTC at 60 000 and sell it at `exit`: net (exit − 60 000) − 30 − exit × 0.0005. */
  async function roundTrip(client: Parameters<typeof placeOk>[0], id: number, exit: string) {
    await price(t, '60000')
    await placeOk(client, id, { type: 'MARKET', side: 'buy', size: '1' })
    await price(t, exit)
    await placeOk(client, id, { type: 'MARKET', side: 'sell', size: '1', trade_type: 'close' })
  }

  it('a one-step program: one pass completes the challenge', async () => {
    const { client, user } = await signedInClient(t)
    const id = await openChallenge(t, user.id, program([step(1)]))
    // +200 − 30 − 30.1 = 139.9: 10 139.9 ≥ 10 100.
    await roundTrip(client, id, '60200')
    const passed = await eventually(
      () => detail(client, id),
      (d) => d.status === 'passed',
    )
    expect(passed.steps.map((s) => [s.phase, s.status, s.balance])).toEqual([
      ['step1', 'passed', '10139.9'],
    ])
    const notes = await notificationsOf(t, user.id, 'step_passed')
    expect(notes.map((n) => n.body)).toEqual([
      '{title} passed every step. You can now request the real account.',
    ])
  })

  it('a three-step program: Step 1, 2 and 3 each pass; the funded account opens with its limits', async () => {
    const { client, user } = await signedInClient(t)
    const rules = program([step(1), step(2), step(3, { minProfit: '1.2' })], {
      real: { maxDdDaily: '3', maxDdTotal: '6', ddTotalKind: 'trailing' },
    })
    const id = await openChallenge(t, user.id, rules)
    for (const [phase, next] of [
      ['step1', 'step2'],
      ['step2', 'step3'],
    ] as const) {
      await roundTrip(client, id, '60200')
      const opened = await eventually(
        () => detail(client, id),
        (d) => d.current_phase === next,
      )
      expect(opened.steps.at(-2)).toMatchObject({ phase, status: 'passed', balance: '10139.9' })
      expect(opened.steps.at(-1)).toMatchObject({ phase: next, status: 'active', balance: '10000' })
    }
    // Step 3's own target, 1.2 % (10 120): 10 139.9 passes it too.
    await roundTrip(client, id, '60200')
    const done = await eventually(
      () => detail(client, id),
      (d) => d.status === 'passed',
    )
    expect(done.steps.map((s) => [s.phase, s.status])).toEqual([
      ['step1', 'passed'],
      ['step2', 'passed'],
      ['step3', 'passed'],
    ])
    const notes = await notificationsOf(t, user.id, 'step_passed')
    expect(notes.map((n) => [n.body, n.params])).toEqual([
      [
        '{title} passed Step 1. Your Step 2 account is open with {size} USDT.',
        { title: 'Pinned', size: '10000' },
      ],
      [
        '{title} passed Step {step}. Your Step {next} account is open with {size} USDT.',
        { title: 'Pinned', size: '10000', step: 2, next: 3 },
      ],
      ['{title} passed every step. You can now request the real account.', expect.anything()],
    ])
    const asked = await client.ok(api.userChallenges.requestAccount, {
      params: { userChallengeId: id },
    })
    expect(asked.data.status).toBe('funded')
    const realId = asked.data.account_request?.real_user_challenge_id ?? 0
    const funded = await detail(client, realId)
    expect(funded).toMatchObject({
      type: 'real',
      current_phase: 'real',
      condition: {
        max_daily_drawdown: '3',
        max_total_drawdown: '6',
        max_total_drawdown_kind: 'trailing',
      },
    })
  })

  it('a trailing total floor rises with an end-of-day high, moves its watched level, and breaches there', async () => {
    const { client, user } = await signedInClient(t)
    const as = { client, userId: user.id }
    // Daily 6 %, total 6 % trailing: 600 each; static, the total floor would stay 9 400.
    const id = await openChallenge(
      t,
      user.id,
      program([
        step(1, { maxDdDaily: '6', maxDdTotal: '6', ddTotalKind: 'trailing', minProfit: '50' }),
      ]),
    )
    // Day 1: +500 − 30 − 30.25 = 439.75 → 10 439.75, the day's end and the high.
    await roundTrip(client, id, '60500')
    await advance(t, DAY_S, as)
    // Day 2: −170 − 30 − 29.915 = −229.915 → 10 209.835; the high stays 10 439.75.
    await roundTrip(client, id, '59830')
    await advance(t, DAY_S, as)
    const snapshot = await client.ok(api.trade.snapshot, {
      params: { userChallengeId: id, coinPairCode: 'BTCUSDT' },
    })
    // Trailing floor 10 439.75 − 600 = 9 839.75, above the daily 10 209.835 − 600 = 9 609.835.
    expect(snapshot.data.evaluation).toMatchObject({
      daily_floor: '9609.835',
      total_floor: '9839.75',
      total_limit: '6',
      total_drawdown_kind: 'trailing',
    })
    // The details page reads the same floor and the rule in the program's words.
    const stepId = (await detail(client, id)).steps[0]?.id ?? 0
    const read = await client.ok(api.userChallenges.step, {
      params: { userChallengeId: id, stepId },
    })
    expect(read.data).toMatchObject({
      total_floor: '9839.75',
      daily_limit_percent: '6',
      total_limit_percent: '6',
      total_drawdown_kind: 'trailing',
    })
    // Day 3: long 1 at 60 000 (fee 30): equity 10 179.835 − (60 000 − P).
    await price(t, '60000')
    await placeOk(client, id, { type: 'MARKET', side: 'buy', size: '1' })
    // At 59 660: 9 839.835 > 9 839.75, no breach.
    await price(t, '59660')
    await t.engine.ctx.trading.idle()
    expect((await detail(client, id)).status).toBe('active')
    // At 59 650: 9 829.835 ≤ 9 839.75: the trailing floor is reached.
    await price(t, '59650')
    const failed = await eventually(
      () => detail(client, id),
      (d) => d.status === 'failed',
    )
    expect(failed.steps[0]?.breach).toMatchObject({
      rule: 'total_drawdown',
      equity: '9829.835',
      floor: '9839.75',
      limit: '6',
      drawdown_kind: 'trailing',
    })
    const [breach] = await notificationsOf(t, user.id, 'breach')
    expect(breach?.body).toBe(
      '{title} reached the trailing total drawdown floor ({floor} USDT) with equity {equity} USDT. Positions were closed and orders cancelled.',
    )
  })

  it('the consistency rule holds the pass back on one big day, and passes after a second', async () => {
    const { client, user } = await signedInClient(t)
    const as = { client, userId: user.id }
    const id = await openChallenge(
      t,
      user.id,
      program([step(1, { minProfit: '10' })], { consistencyPercent: '50' }),
    )
    // Day 1: +1 100 − 30 − 30.55 = 1 039.45 → 11 039.45 ≥ 11 000, but one day holds it all.
    await roundTrip(client, id, '61100')
    await t.engine.ctx.trading.idle()
    const held = await detail(client, id)
    expect([held.status, held.steps.length]).toEqual(['active', 1])
    expect(held.condition.consistency_percent).toBe('50')
    // The details page's figures: best day 1 039.45 against 50 % × 1 039.45 = 519.725.
    const stepId = held.steps[0]?.id ?? 0
    const shown = await client.ok(api.userChallenges.step, {
      params: { userChallengeId: id, stepId },
    })
    expect(shown.data.consistency).toEqual({
      percent: '50',
      best_day_profit: '1039.45',
      allowed: '519.725',
    })
    await advance(t, DAY_S, as)
    // Day 2: another 1 039.45: profit 2 078.9, best day 1 039.45 ≤ 50 % × 2 078.9 = 1 039.45.
    await roundTrip(client, id, '61100')
    const passed = await eventually(
      () => detail(client, id),
      (d) => d.status === 'passed',
    )
    expect(passed.steps.map((s) => [s.status, s.balance])).toEqual([['passed', '12078.9']])
  })
})
