/**
 * A step's figures, chart and report, and Request Account after the last
 * step, over HTTP. One-step rules pinned in the challenge: target 1 %
 * (100 USDT), one trading day, no time limit; 5 %/10 % of 10 000.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api } from '#contract/index.ts'
import { realAccountRequests } from '../../../../engine/db/schema/index.ts'
import {
  approveRealAccountRequest,
  rejectRealAccountRequest,
} from '../../../../engine/real-accounts/decide-request.ts'
import { createUser, signedInClient } from '../fixtures.ts'
import { databaseKinds, startTestEngine, type TestClient, type TestEngine } from '../harness.ts'
import { placeOk } from '../trade/support.ts'
import {
  buyChallenge,
  detail,
  eventually,
  notificationsOf,
  openChallenge,
  price,
  rulesWith,
} from './support.ts'

const oneStep = rulesWith([
  { step: 1, days: 0, maxDdDaily: '5', maxDdTotal: '10', minProfit: '1', minTradingDays: 1 },
])

describe.each(databaseKinds)('step reads and Request Account (%s)', (kind) => {
  let t: TestEngine
  beforeAll(async () => {
    t = await startTestEngine(kind)
  })
  afterAll(async () => {
    await t.close()
  })

  const close = (client: TestClient, id: number) =>
    placeOk(client, id, { type: 'MARKET', side: 'sell', size: '1', trade_type: 'close' })
  const open = (client: TestClient, id: number) =>
    placeOk(client, id, { type: 'MARKET', side: 'buy', size: '1' })

  /** A loss of 159.95 and a win of 639.65 (all fees in), then the pass: balance 10 479.7. */
  async function passedChallenge() {
    const { client, user } = await signedInClient(t)
    const id = await openChallenge(t, user.id, oneStep)
    const stepId = (await detail(client, id)).steps[0]?.id ?? 0
    await price(t, '60000')
    await open(client, id)
    await price(t, '59900')
    await close(client, id)
    await t.engine.ctx.trading.idle()
    const during = await client.ok(api.userChallenges.step, {
      params: { userChallengeId: id, stepId },
    })
    await price(t, '60000')
    await open(client, id)
    await price(t, '60700')
    await close(client, id)
    const passed = await eventually(
      () => detail(client, id),
      (d) => d.status === 'passed',
    )
    return { client, user, id, stepId, during: during.data, passed }
  }

  it('shows the step against its rules, then its chart and report once passed', async () => {
    const { client, id, stepId, during, passed } = await passedChallenge()
    expect(during).toMatchObject({
      id: stepId,
      phase: 'step1',
      status: 'active',
      balance: '9840.05',
      equity: '9840.05',
      trades: 1,
      trading_days: 1,
      min_trading_days: 1,
      days: 0,
      day: 1,
      total_profit: '-159.95',
      target_profit: '100',
      total_drawdown: '159.95',
      max_total_drawdown: '1000',
      daily_drawdown: '159.95',
      max_daily_drawdown: '500',
      daily_balance: '10000',
      daily_floor: '9500',
      total_floor: '9000',
      // The rules in the program's words (issue 32): 5 % daily, 10 % total from the initial balance.
      daily_limit_percent: '5',
      total_limit_percent: '10',
      total_drawdown_kind: 'static',
      expires_at: null,
      breach: null,
    })
    expect(passed.steps.map((s) => [s.status, s.balance])).toEqual([['passed', '10479.7']])
    expect(passed.can_request_account).toBe(true)
    expect(passed.account_request).toBeNull()

    const params = { userChallengeId: id, stepId }
    const chart = (await client.ok(api.userChallenges.stepChart, { params })).data
    expect(chart[0]).toMatchObject({ balance: '10000', equity: '10000' })
    expect(chart.at(-1)).toMatchObject({ balance: '10479.7', equity: '10479.7' })
    const times = chart.map((p) => Date.parse(p.time))
    expect(times).toEqual([...times].sort((a, b) => a - b))

    const report = (await client.ok(api.userChallenges.stepReports, { params })).data
    expect(report.days).toHaveLength(1)
    expect(report.days[0]).toMatchObject({ trades: 2, profit: '479.7', drawdown: '189.95' })
    // Net round trips (each close carries its opening fee of 30): −159.95 and 639.65,
    // whose sum is the step's profit, 479.7.
    expect(report.summary).toEqual({
      trades: 2,
      win_rate: '50',
      average_win: '639.65',
      average_loss: '-159.95',
      profit_factor: '3.9991',
      expectancy: '239.85',
    })
  })

  it('a dip right after the first buy that recovers within the minute is still the drawdown', async () => {
    const { client, user } = await signedInClient(t)
    const id = await openChallenge(t, user.id, oneStep)
    const stepId = (await detail(client, id)).steps[0]?.id ?? 0
    const params = { userChallengeId: id, stepId }
    await price(t, '60000')
    // Equity 9 970 (fee 30) at once; then 10 070, closed at 60 100 in the same minute.
    await open(client, id)
    await price(t, '60100')
    await close(client, id)
    await t.engine.ctx.trading.idle()
    const step = (await client.ok(api.userChallenges.step, { params })).data
    expect(step).toMatchObject({
      balance: '10039.95',
      total_drawdown: '30',
      max_drawdown_percent: '0.3',
      daily_drawdown: '30',
    })
    // The chart kept one sample for the minute (the close's): the dip is not in it.
    const chart = (await client.ok(api.userChallenges.stepChart, { params })).data
    expect(chart.map((p) => p.equity)).not.toContain('9970')
    const report = (await client.ok(api.userChallenges.stepReports, { params })).data
    expect(report.days.map((d) => d.drawdown)).toEqual(['30'])
  })

  it('requests the real account once; staff approval opens it at the initial balance', async () => {
    const { client, user, id } = await passedChallenge()
    const asked = await client.ok(api.userChallenges.requestAccount, {
      params: { userChallengeId: id },
    })
    expect(asked.message).toBe('Your request for the real account was sent.')
    expect(asked.data.can_request_account).toBe(false)
    expect(asked.data.account_request).toMatchObject({ status: 'pending', decided_at: null })

    const again = await client.call(api.userChallenges.requestAccount, {
      params: { userChallengeId: id },
    })
    expect(again.status).toBe(422)
    expect(again.body).toMatchObject({ message: 'The real account has already been requested.' })

    const [request] = await t.engine.ctx.db
      .select()
      .from(realAccountRequests)
      .where(eq(realAccountRequests.userChallengeId, id))
    if (!request) throw new Error('no request row')
    const staff = await createUser(t, { role: 'support' })
    const approved = await approveRealAccountRequest(t.engine.ctx, request.id, staff.id, 'Welcome')
    expect(approved).toMatchObject({ status: 'approved', decidedBy: staff.id, note: 'Welcome' })
    await expect(
      rejectRealAccountRequest(t.engine.ctx, request.id, staff.id, 'Too late'),
    ).rejects.toMatchObject({ kind: 'invalid', message: 'This request has already been decided.' })

    const after = await detail(client, id)
    expect(after.status).toBe('funded')
    expect(after.account_request).toMatchObject({ status: 'approved', note: 'Welcome' })
    const reals = await client.ok(api.userChallenges.list, { query: { type: 'real' } })
    expect(reals.data.map((r) => [r.type, r.status, r.balance, r.current_phase])).toEqual([
      ['real', 'active', '10000', 'real'],
    ])
    const decided = await notificationsOf(t, user.id, 'account_request_decided')
    expect(decided.map((n) => n.title)).toEqual(['Real account opened'])
    // The real account trades, judged by the fixed 5 %/10 %.
    const realId = reals.data[0]?.id ?? 0
    expect(after.account_request?.real_user_challenge_id).toBe(realId)
    const realStep = (await detail(client, realId)).steps[0]?.id ?? 0
    const figures = await client.ok(api.userChallenges.step, {
      params: { userChallengeId: realId, stepId: realStep },
    })
    expect(figures.data).toMatchObject({
      daily_floor: '9500',
      total_floor: '9000',
      target_profit: '0',
    })
  })

  it('refuses Request Account before the last step is passed; rejection is told to the trader', async () => {
    const { client, user } = await signedInClient(t)
    const active = await buyChallenge(t, client)
    const early = await client.call(api.userChallenges.requestAccount, {
      params: { userChallengeId: active },
    })
    expect(early.status).toBe(422)
    expect(early.body).toMatchObject({
      message: 'The real account can be requested once every step is passed.',
    })
    const { client: other } = await signedInClient(t)
    const foreign = await other.call(api.userChallenges.requestAccount, {
      params: { userChallengeId: active },
    })
    expect(foreign.status).toBe(404)

    const done = await passedChallenge()
    await done.client.ok(api.userChallenges.requestAccount, {
      params: { userChallengeId: done.id },
    })
    const [request] = await t.engine.ctx.db
      .select()
      .from(realAccountRequests)
      .where(eq(realAccountRequests.userChallengeId, done.id))
    const staff = await createUser(t, { role: 'support' })
    await rejectRealAccountRequest(t.engine.ctx, request?.id ?? 0, staff.id, 'Not eligible')
    const after = await detail(done.client, done.id)
    expect(after.status).toBe('passed')
    expect(after.account_request).toMatchObject({ status: 'rejected', note: 'Not eligible' })
    expect(after.can_request_account).toBe(false)
    const told = await notificationsOf(t, done.user.id, 'account_request_decided')
    expect(told.map((n) => n.title)).toEqual(['Real account request rejected'])
    expect(user.id).not.toBe(done.user.id)
  })
})
