/**
 * Features keep working on every program (issue 32): bought with a
 * challenge of a three-step program or an instant-funding one, each
 * effect applies to that program's rules, and nothing else of them moves.
 * No time limit lifts every step's days (30, 45, 60 → 0); the profit share
 * 90 replaces the program's 85; leverage 1:50 its 1:30; bi-weekly payouts
 * its 10 days; the targets, drawdowns (trailing kept) and the funded
 * account's limits stay the program's. With no steps, no time limit has
 * nothing to lift and the funded account opens with the other effects.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api } from '#contract/index.ts'
import type { ProgramRulesBody } from '#contract/staff.ts'
import { tradingAccounts, userChallenges } from '../../../../engine/db/schema/index.ts'
import { signedInClient } from '../fixtures.ts'
import { databaseKinds, startTestEngine, type TestEngine } from '../harness.ts'
import { createCoupon } from './commerce-fixtures.ts'

const step = (days: number, target: string) => ({
  days,
  max_dd_daily: '4',
  max_dd_total: '8',
  max_dd_total_kind: 'trailing' as const,
  min_profit: target,
  min_trading_days: 2,
})

const rules = (steps: ProgramRulesBody['steps']): ProgramRulesBody => ({
  max_leverage: 30,
  profit_share: '85',
  payout_interval_days: 10,
  consistency_percent: null,
  funded: { max_dd_daily: '3', max_dd_total: '6', max_dd_total_kind: 'trailing' },
  steps,
})

describe.each(databaseKinds)('features on programs (%s)', (kind) => {
  let t: TestEngine
  let admin: Awaited<ReturnType<typeof signedInClient>>
  let coupon: string
  let every: number[]
  beforeAll(async () => {
    t = await startTestEngine(kind)
    admin = await signedInClient(t, { role: 'admin' })
    coupon = (await createCoupon(t, { kind: 'percent', value: '100', usageLimit: null })).code
    // The seeded features, one of each effect.
    every = (await t.client().ok(api.challenges.steps)).data.features.map((f) => f.id)
  })
  afterAll(async () => {
    await t.close()
  })

  async function buyIn(code: string, body: ProgramRulesBody) {
    const program = await admin.client.ok(api.staff.createProgram, {
      body: { code, title_en: code, title_fa: code, rules: body },
    })
    const challenge = await admin.client.ok(api.staff.createChallenge, {
      body: {
        code: `${code}-10k`,
        title_en: `${code} 10K`,
        title_fa: `${code} 10K`,
        account_size: '10000',
        price: '99',
        program_id: program.data.id,
      },
    })
    const { client } = await signedInClient(t)
    const bought = await client.ok(api.payments.request, {
      body: { challenge_id: challenge.data.id, features: every, coupon, accept_rules: true },
    })
    const id = bought.data.user_challenge_id ?? 0
    const [row] = await t.engine.ctx.db
      .select()
      .from(userChallenges)
      .where(eq(userChallenges.id, id))
    const [account] = await t.engine.ctx.db
      .select()
      .from(tradingAccounts)
      .where(eq(tradingAccounts.userChallengeId, id))
    return { row, account }
  }

  it('a three-step program: each step loses its days, the rest stays the program’s', async () => {
    const { row, account } = await buyIn(
      'three-step-features',
      rules([step(30, '6'), step(45, '5'), step(60, '4')]),
    )
    expect(row?.rules).toMatchObject({
      program: { code: 'three-step-features' },
      profitShare: '90',
      maxLeverage: 50,
      payoutIntervalDays: 7,
      real: { maxDdDaily: '3', maxDdTotal: '6', ddTotalKind: 'trailing' },
    })
    expect(row?.rules.steps.map((s) => [s.step, s.days, s.minProfit, s.ddTotalKind])).toEqual([
      [1, 0, '6', 'trailing'],
      [2, 0, '5', 'trailing'],
      [3, 0, '4', 'trailing'],
    ])
    expect([account?.phase, account?.maxLeverage, account?.expiresAt]).toEqual(['step1', 50, null])
  })

  it('instant funding: the funded account opens with the features’ share, leverage and payouts', async () => {
    const { row, account } = await buyIn('instant-features', rules([]))
    expect([row?.type, row?.status]).toEqual(['real', 'active'])
    expect(row?.rules).toMatchObject({
      steps: [],
      profitShare: '90',
      maxLeverage: 50,
      payoutIntervalDays: 7,
      real: { maxDdDaily: '3', maxDdTotal: '6', ddTotalKind: 'trailing' },
    })
    expect([account?.phase, account?.maxLeverage]).toEqual(['real', 50])
  })
})
