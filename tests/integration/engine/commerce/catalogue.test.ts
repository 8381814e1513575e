import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api } from '#contract/index.ts'
import { seedCatalogue } from '../../../../engine/catalogue/seed.ts'
import {
  challenges,
  features,
  paymentProviders,
  programs,
  ruleSetSteps,
  ruleSets,
} from '../../../../engine/db/schema/index.ts'
import { databaseKinds, startTestEngine, type TestEngine } from '../harness.ts'

describe.each(databaseKinds)('the catalogue on %s', (kind) => {
  let t: TestEngine
  beforeAll(async () => {
    t = await startTestEngine(kind, { WEB_BASE_URL: 'https://app.proptrade.test' })
  })
  afterAll(async () => {
    await t.close()
  })

  it('sells the five seeded challenges, smallest first, to anyone', async () => {
    const { data } = await t.client().ok(api.challenges.list)
    expect(data.map((c) => [c.title, c.account_size, c.price, c.currency, c.steps_count])).toEqual([
      ['5K Challenge', '5000', '49', 'USDT', 2],
      ['10K Challenge', '10000', '89', 'USDT', 2],
      ['25K Challenge', '25000', '199', 'USDT', 2],
      ['50K Challenge', '50000', '299', 'USDT', 2],
      ['100K Challenge', '100000', '499', 'USDT', 2],
    ])
  })

  it('carries each challenge’s program: the default two-step one, today’s rules', async () => {
    const { data } = await t.client().ok(api.challenges.list)
    const program = data[0]?.program
    expect(data.every((c) => c.program_id === program?.id)).toBe(true)
    expect(program).toEqual({
      id: program?.id,
      code: 'two-step',
      title: 'Two-step evaluation',
      rules_version: 1,
      steps: [
        {
          step: 1,
          days: 30,
          max_dd_daily: '5',
          max_dd_total: '10',
          max_dd_total_kind: 'static',
          min_profit: '8',
          min_trading_day: 4,
        },
        {
          step: 2,
          days: 60,
          max_dd_daily: '5',
          max_dd_total: '10',
          max_dd_total_kind: 'static',
          min_profit: '5',
          min_trading_day: 4,
        },
      ],
      instant_funding: false,
      max_leverage: 20,
      profit_share: '80',
      payout_interval_days: 14,
      consistency_percent: null,
      funded: { max_dd_daily: '5', max_dd_total: '10', max_dd_total_kind: 'static' },
    })
    const fa = await t.client({ language: 'fa' }).ok(api.challenges.list)
    expect(fa.data[0]?.program.title).toBe('ارزیابی دو مرحله‌ای')
  })

  it('answers in Persian to a Persian caller', async () => {
    const { data } = await t.client({ language: 'fa' }).ok(api.challenges.list)
    expect(data[0]?.title).toBe('چالش ۵ هزار دلاری')
    const steps = await t.client({ language: 'fa' }).ok(api.challenges.steps)
    expect(steps.data.features.map((f) => f.title)).toEqual([
      'سهم سود ۹۰٪',
      'بدون محدودیت زمانی',
      'برداشت سریع‌تر سود',
      'اهرم ۱:۵۰',
    ])
  })

  it('lists the steps, features, rules version, profit share and rules page', async () => {
    const { data } = await t.client().ok(api.challenges.steps)
    expect(data.rules_version).toBe(1)
    expect(data.steps).toEqual([
      {
        step: 1,
        days: 30,
        max_dd_daily: '5',
        max_dd_total: '10',
        max_dd_total_kind: 'static',
        min_profit: '8',
        min_trading_day: 4,
      },
      {
        step: 2,
        days: 60,
        max_dd_daily: '5',
        max_dd_total: '10',
        max_dd_total_kind: 'static',
        min_profit: '5',
        min_trading_day: 4,
      },
    ])
    expect(data.features.map((f) => [f.code, f.title, f.price_percent])).toEqual([
      ['profit_share_90', '90% profit share', '20'],
      ['no_time_limit', 'No time limit', '15'],
      ['biweekly_payouts', 'Bi-weekly payouts', '10'],
      ['leverage_1_50', 'Leverage 1:50', '10'],
    ])
    expect(data.profit_share).toBe('80')
    expect(data.rules_url).toBe('https://app.proptrade.test/rules')
  })

  it('hides what staff take off sale, and shows a new rule-set version', async () => {
    const db = t.engine.ctx.db
    const now = t.engine.ctx.clock.now()
    await db.update(challenges).set({ active: false }).where(eq(challenges.code, 'size-50000'))
    await db.update(features).set({ active: false }).where(eq(features.code, 'leverage_1_50'))
    const [program] = await db.select().from(programs).where(eq(programs.isDefault, true))
    if (!program) throw new Error('no default program')
    const [v2] = await db
      .insert(ruleSets)
      .values({
        programId: program.id,
        version: 2,
        profitShare: '75',
        maxLeverage: 20,
        payoutIntervalDays: 14,
        warningPercent: '80',
        createdAt: now,
      })
      .returning()
    if (!v2) throw new Error('no rule set')
    await db.insert(ruleSetSteps).values({
      ruleSetId: v2.id,
      step: 1,
      days: 45,
      maxDdDaily: '4',
      maxDdTotal: '8',
      minProfit: '10',
      minTradingDays: 5,
    })
    try {
      const list = await t.client().ok(api.challenges.list)
      expect(list.data.map((c) => c.account_size)).toEqual(['5000', '10000', '25000', '100000'])
      expect(list.data.every((c) => c.steps_count === 1)).toBe(true)
      const steps = await t.client().ok(api.challenges.steps)
      expect(steps.data.rules_version).toBe(2)
      expect(steps.data.steps).toEqual([
        {
          step: 1,
          days: 45,
          max_dd_daily: '4',
          max_dd_total: '8',
          max_dd_total_kind: 'static',
          min_profit: '10',
          min_trading_day: 5,
        },
      ])
      expect(steps.data.profit_share).toBe('75')
      expect(steps.data.features.map((f) => f.code)).not.toContain('leverage_1_50')
    } finally {
      await db.delete(ruleSets).where(eq(ruleSets.id, v2.id))
      await db.update(challenges).set({ active: true }).where(eq(challenges.code, 'size-50000'))
      await db.update(features).set({ active: true }).where(eq(features.code, 'leverage_1_50'))
    }
  })

  it('seeds idempotently: a second run adds nothing and keeps staff edits', async () => {
    const db = t.engine.ctx.db
    await db.update(challenges).set({ price: '79' }).where(eq(challenges.code, 'size-10000'))
    await seedCatalogue(db, t.engine.ctx.clock)
    await seedCatalogue(db, t.engine.ctx.clock)
    expect(await db.$count(challenges)).toBe(5)
    expect(await db.$count(features)).toBe(4)
    expect(await db.$count(paymentProviders)).toBe(3) // sandbox, stripe, nowpayments
    expect(await db.$count(ruleSets)).toBe(1)
    expect(await db.$count(ruleSetSteps)).toBe(2)
    const { data } = await t.client().ok(api.challenges.list)
    expect(data.find((c) => c.account_size === '10000')?.price).toBe('79')
    await db.update(challenges).set({ price: '89' }).where(eq(challenges.code, 'size-10000'))
  })
})
