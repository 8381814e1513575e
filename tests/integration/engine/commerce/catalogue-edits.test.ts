/**
 * Admins create and edit products (issue 25, decision 430): a challenge is
 * created with its titles, size and price; the evaluation rules are saved
 * as a new version; a trader buys it; later edits of the challenge and the
 * rules leave the bought snapshot as it was.
 */
import { and, desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api } from '#contract/index.ts'
import type { RulesBody } from '#contract/staff.ts'
import { auditLog, userChallenges } from '../../../../engine/db/schema/index.ts'
import { signedInClient } from '../fixtures.ts'
import { databaseKinds, startTestEngine, type TestEngine } from '../harness.ts'
import { catalogueIds, pressSandboxButton } from './commerce-fixtures.ts'

const rules = (target: string, leverage: number): RulesBody => ({
  max_leverage: leverage,
  profit_share: '80',
  payout_interval_days: 14,
  warning_percent: '80',
  steps: [
    { days: 30, max_dd_daily: '4', max_dd_total: '8', min_profit: target, min_trading_days: 3 },
    { days: 60, max_dd_daily: '4', max_dd_total: '8', min_profit: '5', min_trading_days: 3 },
  ],
})

describe.each(databaseKinds)('staff create and edit products (%s)', (kind) => {
  let t: TestEngine
  let ids: Awaited<ReturnType<typeof catalogueIds>>
  let admin: Awaited<ReturnType<typeof signedInClient>>
  beforeAll(async () => {
    t = await startTestEngine(kind)
    ids = await catalogueIds(t)
    admin = await signedInClient(t, { role: 'admin' })
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

  it('create 7.5K at 59, rules v+1 (target 9 %, leverage 30), buy, edit both again: the bought snapshot stays', async () => {
    const created = await admin.client.ok(api.staff.createChallenge, {
      body: {
        code: 'size-7500',
        title_en: ' 7.5K Challenge ',
        title_fa: 'چالش ۷٫۵ هزار',
        account_size: '7500',
        price: '59',
      },
    })
    expect(created.message).toBe('Challenge created.')
    expect(created.data).toMatchObject({
      code: 'size-7500',
      title_en: '7.5K Challenge',
      title_fa: 'چالش ۷٫۵ هزار',
      account_size: '7500',
      price: '59',
      active: true,
    })
    const challengeId = created.data.id
    expect(await auditOf('challenge.created', challengeId)).toHaveLength(1)

    const before = (await admin.client.ok(api.staff.catalogue)).data.rules
    const saved = await admin.client.ok(api.staff.saveRules, { body: rules('9', 30) })
    expect(saved.data).toMatchObject({ version: before.version + 1, max_leverage: 30 })
    expect(saved.data.steps[0]).toEqual({
      step: 1,
      days: 30,
      max_dd_daily: '4',
      max_dd_total: '8',
      max_dd_total_kind: 'static',
      min_profit: '9',
      min_trading_days: 3,
    })
    const [rulesAudit] = await t.engine.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'rules.updated'))
      .orderBy(desc(auditLog.id))
    expect(rulesAudit?.actorId).toBe(admin.user.id)
    expect(rulesAudit?.before).toMatchObject({ version: before.version })
    expect(rulesAudit?.after).toMatchObject({ version: saved.data.version, max_leverage: 30 })

    // A trader sees it on sale with the new steps, and buys it.
    const visitor = t.client()
    const onSale = await visitor.ok(api.challenges.list)
    expect(onSale.data.find((c) => c.id === challengeId)).toMatchObject({
      title: '7.5K Challenge',
      account_size: '7500',
      price: '59',
    })
    const steps = await visitor.ok(api.challenges.steps)
    expect(steps.data.rules_version).toBe(saved.data.version)
    expect(steps.data.steps.map((s) => s.min_profit)).toEqual(['9', '5'])

    const { client, user } = await signedInClient(t)
    const order = await client.ok(api.payments.request, {
      body: {
        challenge_id: challengeId,
        provider_id: ids.sandboxId,
        accept_rules: true,
        expected_final_price: '59',
      },
    })
    await pressSandboxButton(client, order.data.redirect_url ?? '', 'pay')
    const bought = async () => {
      const [row] = await t.engine.ctx.db
        .select()
        .from(userChallenges)
        .where(eq(userChallenges.userId, user.id))
      if (!row) throw new Error('nothing bought')
      return row
    }
    const snapshot = (await bought()).rules
    expect(snapshot).toMatchObject({ version: saved.data.version, maxLeverage: 30 })
    expect(snapshot.steps.map((s) => [s.minProfit, s.days, s.minTradingDays])).toEqual([
      ['9', 30, 3],
      ['5', 60, 3],
    ])

    // Staff edit the challenge and the rules again.
    const edited = await admin.client.ok(api.staff.updateChallenge, {
      params: { challengeId },
      body: { title_en: '7.5K Classic', price: '69', account_size: '8000' },
    })
    expect(edited.data).toMatchObject({
      title_en: '7.5K Classic',
      price: '69',
      account_size: '8000',
    })
    const [edit] = await auditOf('challenge.updated', challengeId)
    const price = (row: unknown) => Number((row as { price: string }).price)
    expect([price(edit?.before), price(edit?.after)]).toEqual([59, 69])
    expect(edit?.before).toMatchObject({ titleEn: '7.5K Challenge' })
    expect(edit?.after).toMatchObject({ titleEn: '7.5K Classic' })
    const again = await admin.client.ok(api.staff.saveRules, { body: rules('12', 10) })
    expect(again.data.version).toBe(saved.data.version + 1)

    // What was bought is what was bought.
    const after = await bought()
    expect(after.rules).toEqual(snapshot)
    expect(after.initialBalance).toBe('7500')
    const detail = await client.ok(api.userChallenges.show, {
      params: { userChallengeId: after.id },
    })
    expect(detail.data.rules_version).toBe(saved.data.version)
    expect(detail.data.condition.min_profit).toBe('9')
  })

  it('refuses a taken code, blank titles and impossible rules with field errors (422), in Persian too', async () => {
    const taken = await admin.client.call(api.staff.createChallenge, {
      body: {
        code: 'size-10000',
        title_en: 'X',
        title_fa: 'ایکس',
        account_size: '10000',
        price: '1',
      },
    })
    expect(taken.status).toBe(422)
    expect(taken.body).toMatchObject({ errors: { code: ['Another challenge has this code'] } })

    const blank = await admin.client.call(api.staff.createChallenge, {
      body: { code: 'Bad Code', title_en: ' ', title_fa: '', account_size: '0', price: '' },
    })
    expect(blank.status).toBe(422)
    expect(blank.body).toMatchObject({
      errors: {
        code: ['Code may use small letters, digits and -'],
        title_en: ['English title is required'],
        title_fa: ['Persian title is required'],
        account_size: ['Account size must be greater than zero.'],
        price: ['Price is required'],
      },
    })

    const bad = rules('9', 30)
    const impossible = await admin.client.call(api.staff.saveRules, {
      body: {
        ...bad,
        max_leverage: 500,
        steps: [
          { ...bad.steps[0], min_trading_days: 40, max_dd_daily: '9' },
          { ...bad.steps[1], min_profit: '101' },
        ] as RulesBody['steps'],
      },
    })
    expect(impossible.status).toBe(422)
    expect(impossible.body).toMatchObject({
      errors: {
        max_leverage: ['Must be at most 125'],
        'steps.0.min_trading_days': ['Minimum trading days cannot exceed the duration'],
        'steps.0.max_dd_daily': ['Daily drawdown cannot exceed the total drawdown'],
        'steps.1.min_profit': ['Must be at most 100'],
      },
    })

    const persian = await signedInClient(t, { role: 'admin' }, { language: 'fa' })
    const fa = await persian.client.call(api.staff.saveRules, {
      body: { ...bad, steps: [bad.steps[0]] as RulesBody['steps'] },
    })
    expect(fa.body).toMatchObject({ errors: { steps: ['دو مرحله لازم است'] } })
  })

  it('edits a feature’s titles, description and price; a trader reads the new texts', async () => {
    const featureId = ids.feature('no_time_limit')
    const saved = await admin.client.ok(api.staff.updateFeature, {
      params: { featureId },
      body: { title_en: 'No deadline', description_fa: 'بدون محدودیت زمانی', price_percent: '15' },
    })
    expect(saved.data).toMatchObject({
      title_en: 'No deadline',
      description_fa: 'بدون محدودیت زمانی',
      price_percent: '15',
    })
    const steps = await t.client().ok(api.challenges.steps)
    expect(steps.data.features.find((f) => f.id === featureId)).toMatchObject({
      title: 'No deadline',
      price_percent: '15',
    })
  })

  it('a support user gets 403 and changes nothing', async () => {
    const support = await signedInClient(t, { role: 'support' })
    const res = await support.client.call(api.staff.saveRules, { body: rules('1', 1) })
    expect(res.status).toBe(403)
  })
})
