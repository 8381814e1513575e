/**
 * The audit log reads in words (issue 32): each subject says whose it is
 * and what it is called, user ids in the changes are e-mails, a coupon's
 * challenges are their titles in the reader's language, a rules change is
 * the step fields that changed, and ids nobody acts on are left out.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api } from '#contract/index.ts'
import type { RulesBody } from '#contract/staff.ts'
import { challenges } from '../../../../engine/db/schema/index.ts'
import { catalogueIds } from '../commerce/commerce-fixtures.ts'
import { signedInClient } from '../fixtures.ts'
import { databaseKinds, startTestEngine, type TestEngine } from '../harness.ts'

describe.each(databaseKinds)('the audit log in words (%s)', (kind) => {
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

  const titleOf = async (id: number, lang: 'en' | 'fa') => {
    const rows = await t.engine.ctx.db.select().from(challenges)
    const row = rows.find((c) => c.id === id)
    return lang === 'fa' ? row?.titleFa : row?.titleEn
  }

  it("a coupon's challenges as titles in the reader's language; its code names it", async () => {
    const five = ids.bySize('5000')
    const ten = ids.bySize('10000')
    const body = (challenge_ids: number[]) => ({
      code: 'WORDS10',
      kind: 'percent' as const,
      value: '10',
      challenge_ids,
    })
    const created = await admin.client.ok(api.staff.createCoupon, { body: body([five]) })
    await admin.client.ok(api.staff.updateCoupon, {
      params: { couponId: created.data.id },
      body: body([five, ten]),
    })
    const query = { subject_type: 'coupon', subject_id: created.data.id }
    const en = await admin.client.ok(api.staff.audit, { query })
    const [edit, create] = en.data
    expect(edit).toMatchObject({
      action: 'coupon.updated',
      subject_name: 'WORDS10',
      subject_owner: null,
    })
    expect(edit?.changes).toEqual([
      {
        field: 'challenge_ids',
        before: [await titleOf(five, 'en')],
        after: [await titleOf(five, 'en'), await titleOf(ten, 'en')],
      },
    ])
    // Created: every field once, without the row's own id.
    expect(create?.changes.map((c) => c.field)).not.toContain('id')
    expect(create?.changes.find((c) => c.field === 'code')).toEqual({
      field: 'code',
      before: null,
      after: 'WORDS10',
    })

    const persian = await signedInClient(t, { role: 'admin' }, { language: 'fa' })
    const fa = await persian.client.ok(api.staff.audit, { query })
    expect(fa.data[0]?.changes[0]?.after).toEqual([
      await titleOf(five, 'fa'),
      await titleOf(ten, 'fa'),
    ])
  })

  it('a rules change is the step fields that changed; the version names it', async () => {
    const current = (await admin.client.ok(api.staff.catalogue)).data.rules
    const next: RulesBody = {
      max_leverage: current.max_leverage,
      profit_share: current.profit_share,
      payout_interval_days: current.payout_interval_days,
      warning_percent: current.warning_percent,
      steps: current.steps.map((s) => ({
        days: s.days,
        max_dd_daily: s.max_dd_daily,
        max_dd_total: s.max_dd_total,
        // Step 1's target up by 1, the rest as they were.
        min_profit: s.step === 1 ? String(Number(s.min_profit) + 1) : s.min_profit,
        min_trading_days: s.min_trading_days,
      })),
    }
    const saved = await admin.client.ok(api.staff.saveRules, { body: next })
    const audit = await admin.client.ok(api.staff.audit, { query: { action: 'rules.updated' } })
    expect(audit.data[0]).toMatchObject({
      subject_type: 'rules',
      subject_name: String(saved.data.version),
    })
    // In the order the database keeps the snapshot's keys (jsonb sorts them).
    const changes = audit.data[0]?.changes ?? []
    expect(changes).toHaveLength(2)
    expect(changes).toContainEqual({
      field: 'version',
      before: current.version,
      after: saved.data.version,
    })
    expect(changes).toContainEqual({
      field: 'min_profit',
      step: 1,
      before: current.steps[0]?.min_profit,
      after: String(Number(current.steps[0]?.min_profit) + 1),
    })
  })

  it("a program is named by its title in the reader's language", async () => {
    const created = await admin.client.ok(api.staff.createProgram, {
      body: {
        code: 'words-one-step',
        title_en: 'Words one-step',
        title_fa: 'یک مرحله‌ای واژه‌ها',
        rules: {
          max_leverage: 30,
          profit_share: '85',
          payout_interval_days: 10,
          consistency_percent: null,
          funded: { max_dd_daily: '4', max_dd_total: '8', max_dd_total_kind: 'static' },
          steps: [
            {
              days: 0,
              max_dd_daily: '4',
              max_dd_total: '8',
              max_dd_total_kind: 'static',
              min_profit: '10',
              min_trading_days: 3,
            },
          ],
        },
      },
    })
    const query = { subject_type: 'program', subject_id: created.data.id }
    const en = await admin.client.ok(api.staff.audit, { query })
    expect(en.data[0]).toMatchObject({ action: 'program.created', subject_name: 'Words one-step' })
    const persian = await signedInClient(t, { role: 'admin' }, { language: 'fa' })
    const fa = await persian.client.ok(api.staff.audit, { query })
    expect(fa.data[0]?.subject_name).toBe('یک مرحله‌ای واژه‌ها')
  })

  it('a role change names the user; a refused one leaves nothing', async () => {
    const trader = await signedInClient(t)
    await admin.client.ok(api.staff.changeRole, {
      params: { userId: trader.user.id },
      body: { role: 'support' },
    })
    const refused = await admin.client.call(api.staff.changeRole, {
      params: { userId: trader.user.id },
      body: { role: 'support' },
    })
    expect(refused.status).toBe(422)
    const audit = await admin.client.ok(api.staff.audit, {
      query: { subject_type: 'user', subject_id: trader.user.id },
    })
    expect(audit.data).toHaveLength(1)
    expect(audit.data[0]).toMatchObject({
      subject_label: trader.user.email,
      subject_owner: trader.user.email,
      changes: [{ field: 'role', before: 'trader', after: 'support' }],
    })
  })
})
