/**
 * Programs (issue 32, decisions 565, 567, 569): an admin creates a
 * one-step program and a challenge in it; a trader buys it; the program's
 * rules are edited (a new version) and a second trader buys again: each
 * account keeps the version it pinned. Instant funding opens the funded
 * account at purchase. A program off sale sells nothing; features are
 * created with their own figure; bad programs are 422 with field errors.
 */
import { and, desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api } from '#contract/index.ts'
import type { ProgramRulesBody } from '#contract/staff.ts'
import { auditLog, tradingAccounts, userChallenges } from '../../../../engine/db/schema/index.ts'
import { signedInClient } from '../fixtures.ts'
import { databaseKinds, startTestEngine, type TestEngine } from '../harness.ts'
import { createCoupon } from './commerce-fixtures.ts'

const oneStep = (target: string): ProgramRulesBody => ({
  max_leverage: 30,
  profit_share: '85',
  payout_interval_days: 10,
  consistency_percent: '40',
  funded: { max_dd_daily: '4', max_dd_total: '8', max_dd_total_kind: 'trailing' },
  steps: [
    {
      days: 0,
      max_dd_daily: '4',
      max_dd_total: '8',
      max_dd_total_kind: 'trailing',
      min_profit: target,
      min_trading_days: 3,
    },
  ],
})

describe.each(databaseKinds)('programs (%s)', (kind) => {
  let t: TestEngine
  let admin: Awaited<ReturnType<typeof signedInClient>>
  let coupon: string
  beforeAll(async () => {
    t = await startTestEngine(kind)
    admin = await signedInClient(t, { role: 'admin' })
    coupon = (await createCoupon(t, { kind: 'percent', value: '100', usageLimit: null })).code
  })
  afterAll(async () => {
    await t.close()
  })

  const auditOf = (action: string, subjectId: number) =>
    t.engine.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.subjectId, subjectId)))
      .orderBy(desc(auditLog.id))

  async function buy(challengeId: number) {
    const { client, user } = await signedInClient(t)
    const result = await client.ok(api.payments.request, {
      body: { challenge_id: challengeId, features: [], coupon, accept_rules: true },
    })
    const id = result.data.user_challenge_id
    if (!id) throw new Error('not activated')
    const [row] = await t.engine.ctx.db
      .select()
      .from(userChallenges)
      .where(eq(userChallenges.id, id))
    if (!row) throw new Error('no user challenge')
    return { client, user, id, row }
  }

  async function challengeIn(programId: number, code: string, size = '20000') {
    const created = await admin.client.ok(api.staff.createChallenge, {
      body: {
        code,
        title_en: `${code} EN`,
        title_fa: `${code} FA`,
        account_size: size,
        price: '99',
        program_id: programId,
      },
    })
    expect(created.data.program_id).toBe(programId)
    return created.data.id
  }

  it('creates a one-step program, sells a challenge in it, and each purchase keeps its version', async () => {
    const created = await admin.client.ok(api.staff.createProgram, {
      body: {
        code: 'one-step',
        title_en: 'One-step evaluation',
        title_fa: 'ارزیابی یک مرحله‌ای',
        rules: oneStep('10'),
      },
    })
    expect(created.message).toBe('Program created.')
    const program = created.data
    expect(program).toMatchObject({
      code: 'one-step',
      active: true,
      is_default: false,
      challenges: 0,
      rules: {
        version: 1,
        max_leverage: 30,
        profit_share: '85',
        payout_interval_days: 10,
        warning_percent: '80',
        consistency_percent: '40',
        funded: { max_dd_daily: '4', max_dd_total: '8', max_dd_total_kind: 'trailing' },
        steps: [
          {
            step: 1,
            days: 0,
            max_dd_daily: '4',
            max_dd_total: '8',
            max_dd_total_kind: 'trailing',
            min_profit: '10',
            min_trading_days: 3,
          },
        ],
      },
    })
    expect(await auditOf('program.created', program.id)).toHaveLength(1)
    const challengeId = await challengeIn(program.id, 'one-step-20k')

    // On sale beside the two-step sizes, with its program and steps, in both languages.
    const list = await t.client().ok(api.challenges.list)
    const sold = list.data.find((c) => c.id === challengeId)
    expect(sold?.program).toMatchObject({
      id: program.id,
      code: 'one-step',
      title: 'One-step evaluation',
      rules_version: 1,
      instant_funding: false,
      max_leverage: 30,
      profit_share: '85',
      consistency_percent: '40',
      funded: { max_dd_total_kind: 'trailing' },
    })
    expect(sold?.steps_count).toBe(1)
    const fa = await t.client({ language: 'fa' }).ok(api.challenges.list)
    expect(fa.data.find((c) => c.id === challengeId)?.program.title).toBe('ارزیابی یک مرحله‌ای')
    // GET /v1/steps still answers the default program's two steps.
    const steps = await t.client().ok(api.challenges.steps)
    expect(steps.data.steps.map((s) => s.min_profit)).toEqual(['8', '5'])

    const first = await buy(challengeId)
    expect(first.row.rules).toMatchObject({
      version: 1,
      program: { id: program.id, code: 'one-step' },
      maxLeverage: 30,
      profitShare: '85',
      payoutIntervalDays: 10,
      consistencyPercent: '40',
      real: { maxDdDaily: '4', maxDdTotal: '8', ddTotalKind: 'trailing' },
    })
    expect(first.row.rules.steps).toEqual([
      {
        step: 1,
        days: 0,
        maxDdDaily: '4',
        maxDdTotal: '8',
        ddTotalKind: 'trailing',
        minProfit: '10',
        minTradingDays: 3,
      },
    ])
    const [account] = await t.engine.ctx.db
      .select()
      .from(tradingAccounts)
      .where(eq(tradingAccounts.userChallengeId, first.id))
    expect([account?.phase, account?.maxLeverage, account?.expiresAt]).toEqual(['step1', 30, null])

    // Edited: version 2 (12 % target); the next purchase pins it, the first keeps 1.
    const saved = await admin.client.ok(api.staff.saveProgramRules, {
      params: { programId: program.id },
      body: oneStep('12'),
    })
    expect(saved.data.rules.version).toBe(2)
    expect(saved.data.challenges).toBe(1)
    const second = await buy(challengeId)
    expect(second.row.rules).toMatchObject({ version: 2, steps: [{ minProfit: '12' }] })
    const [firstAgain] = await t.engine.ctx.db
      .select()
      .from(userChallenges)
      .where(eq(userChallenges.id, first.id))
    expect(firstAgain?.rules).toEqual(first.row.rules)

    const one = await first.client.ok(api.userChallenges.show, {
      params: { userChallengeId: first.id },
    })
    expect(one.data).toMatchObject({
      rules_version: 1,
      program: { id: program.id, code: 'one-step', steps_count: 1 },
      condition: {
        min_profit: '10',
        max_total_drawdown: '8',
        max_total_drawdown_kind: 'trailing',
        consistency_percent: '40',
      },
    })
    const two = await second.client.ok(api.userChallenges.show, {
      params: { userChallengeId: second.id },
    })
    expect([two.data.rules_version, two.data.condition.min_profit]).toEqual([2, '12'])
  })

  it('instant funding: the purchase opens the funded account at once, under its own limits', async () => {
    const created = await admin.client.ok(api.staff.createProgram, {
      body: {
        code: 'instant',
        title_en: 'Instant funding',
        title_fa: 'تأمین سرمایهٔ فوری',
        rules: {
          ...oneStep('10'),
          consistency_percent: null,
          funded: { max_dd_daily: '3', max_dd_total: '6', max_dd_total_kind: 'static' },
          steps: [],
        },
      },
    })
    expect(created.data.rules.steps).toEqual([])
    const challengeId = await challengeIn(created.data.id, 'instant-10k', '10000')
    const sold = (await t.client().ok(api.challenges.list)).data.find((c) => c.id === challengeId)
    expect([sold?.steps_count, sold?.program.instant_funding]).toEqual([0, true])

    const bought = await buy(challengeId)
    expect([bought.row.type, bought.row.status]).toEqual(['real', 'active'])
    const shown = await bought.client.ok(api.userChallenges.show, {
      params: { userChallengeId: bought.id },
    })
    expect(shown.data).toMatchObject({
      type: 'real',
      current_phase: 'real',
      initial_balance: '10000',
      program: { code: 'instant', steps_count: 0 },
      condition: { max_daily_drawdown: '3', max_total_drawdown: '6', consistency_percent: null },
      real: { share_percent: '85', source: null },
    })
    expect(shown.data.steps.map((s) => [s.phase, s.status])).toEqual([['real', 'active']])
  })

  it('a program off sale sells none of its challenges; the default stays on sale (422)', async () => {
    const created = await admin.client.ok(api.staff.createProgram, {
      body: { code: 'retired', title_en: 'Retired', title_fa: 'بازنشسته', rules: oneStep('9') },
    })
    const challengeId = await challengeIn(created.data.id, 'retired-5k', '5000')
    const off = await admin.client.ok(api.staff.updateProgram, {
      params: { programId: created.data.id },
      body: { active: false },
    })
    expect(off.data.active).toBe(false)
    const [audit] = await auditOf('program.updated', created.data.id)
    expect([audit?.before, audit?.after]).toMatchObject([{ active: true }, { active: false }])
    const list = await t.client().ok(api.challenges.list)
    expect(list.data.map((c) => c.id)).not.toContain(challengeId)
    const { client } = await signedInClient(t)
    const refused = await client.call(api.payments.request, {
      body: { challenge_id: challengeId, features: [], coupon, accept_rules: true },
    })
    expect(refused.status).toBe(422)
    expect(refused.body).toMatchObject({
      errors: { challenge_id: ['The selected challenge is not on sale'] },
    })

    const programs = (await admin.client.ok(api.staff.programs)).data
    const fallback = programs.find((p) => p.is_default)
    expect(fallback).toMatchObject({ code: 'two-step', active: true, challenges: 5 })
    const persian = await signedInClient(t, { role: 'admin' }, { language: 'fa' })
    const kept = await persian.client.call(api.staff.updateProgram, {
      params: { programId: fallback?.id ?? 0 },
      body: { active: false },
    })
    expect(kept.status).toBe(422)
    expect(kept.body).toMatchObject({ errors: { active: ['برنامهٔ پیش‌فرض در فروش می‌ماند'] } })
  })

  it('refuses impossible programs with field errors, changing nothing', async () => {
    const before = (await admin.client.ok(api.staff.programs)).data
    const step = oneStep('10').steps[0]
    const bad = await admin.client.call(api.staff.createProgram, {
      body: {
        code: 'two-step',
        title_en: '',
        title_fa: 'x',
        rules: {
          ...oneStep('10'),
          consistency_percent: '120',
          funded: { max_dd_daily: '9', max_dd_total: '8', max_dd_total_kind: 'static' },
          steps: [step, step, step, step] as never,
        },
      },
    })
    expect(bad.status).toBe(422)
    expect(bad.body).toMatchObject({
      errors: {
        title_en: ['English title is required'],
        'rules.consistency_percent': ['Must be at most 100'],
        'rules.funded.max_dd_daily': ['Daily drawdown cannot exceed the total drawdown'],
        'rules.steps': ['At most three steps'],
      },
    })
    const sliding = await admin.client.call(api.staff.saveProgramRules, {
      params: { programId: 1 },
      body: { ...oneStep('10'), steps: [{ ...step, max_dd_total_kind: 'sliding' }] } as never,
    })
    expect(sliding.body).toMatchObject({
      errors: { 'steps.0.max_dd_total_kind': ['Drawdown kind must be static or trailing'] },
    })
    const taken = await admin.client.call(api.staff.createProgram, {
      body: { code: 'two-step', title_en: 'X', title_fa: 'ایکس', rules: oneStep('10') },
    })
    expect(taken.body).toMatchObject({ errors: { code: ['Another program has this code'] } })
    const missing = await admin.client.call(api.staff.saveProgramRules, {
      params: { programId: 9999 },
      body: oneStep('10'),
    })
    expect(missing.status).toBe(404)
    expect((await admin.client.ok(api.staff.programs)).data).toEqual(before)
  })

  it('creates a feature with its own figure; an order takes one feature per effect', async () => {
    const created = await admin.client.ok(api.staff.createFeature, {
      body: {
        code: 'leverage_1_50',
        title_en: 'Leverage 1:30',
        title_fa: 'اهرم ۱:۳۰',
        description_en: 'Trade with leverage up to 1:30.',
        description_fa: 'معامله با اهرم تا ۱:۳۰.',
        price_percent: '5',
        effect_value: '30',
      },
    })
    expect(created.data).toMatchObject({ code: 'leverage_1_50', effect_value: '30', active: true })
    expect(await auditOf('feature.created', created.data.id)).toHaveLength(1)
    const again = await admin.client.call(api.staff.createFeature, {
      body: {
        code: 'leverage_1_50',
        title_en: 'Leverage 1:50 again',
        title_fa: 'اهرم',
        description_en: 'x',
        description_fa: 'x',
        price_percent: '5',
        effect_value: '50',
      },
    })
    expect(again.body).toMatchObject({
      errors: { effect_value: ['A feature with this effect and figure exists'] },
    })
    const odd = await admin.client.call(api.staff.createFeature, {
      body: {
        code: 'leverage_1_50',
        title_en: 'Leverage 1:30.5',
        title_fa: 'اهرم',
        description_en: 'x',
        description_fa: 'x',
        price_percent: '5',
        effect_value: '30.5',
      },
    })
    expect(odd.body).toMatchObject({
      errors: { effect_value: ['Leverage is a whole number from 1 to 125'] },
    })

    const steps = await t.client().ok(api.challenges.steps)
    const leverage = steps.data.features.filter((f) => f.code === 'leverage_1_50').map((f) => f.id)
    expect(leverage).toHaveLength(2)
    const list = await t.client().ok(api.challenges.list)
    const { client } = await signedInClient(t)
    const both = await client.call(api.payments.request, {
      body: { challenge_id: list.data[0]?.id ?? 0, features: leverage, coupon, accept_rules: true },
    })
    expect(both.status).toBe(422)
    expect(both.body).toMatchObject({ errors: { features: ['Choose one feature of each kind'] } })
  })
})
