/**
 * Admins change roles on the user page (issue 25): each change audited with
 * who and when, the new role effective on the next call, and the last admin
 * never demoted, not even by two admins demoting each other at once.
 */
import { and, count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api } from '#contract/index.ts'
import { auditLog, users } from '../../../../engine/db/schema/index.ts'
import { signedInClient } from '../fixtures.ts'
import { databaseKinds, startTestEngine, type TestEngine } from '../harness.ts'

describe.each(databaseKinds)('role changes (%s)', (kind) => {
  let t: TestEngine
  beforeAll(async () => {
    t = await startTestEngine(kind)
  })
  afterAll(async () => {
    await t.close()
  })

  const roleOf = async (id: number) =>
    (await t.engine.ctx.db.select({ role: users.role }).from(users).where(eq(users.id, id)))[0]
      ?.role
  const admins = async () =>
    (await t.engine.ctx.db.select({ n: count() }).from(users).where(eq(users.role, 'admin')))[0]?.n
  const auditsOf = (subjectId: number) =>
    t.engine.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.role_changed'), eq(auditLog.subjectId, subjectId)))
      .orderBy(auditLog.id)

  it('trader → support → admin → trader: audited, effective at once; the sole admin stays', async () => {
    const admin = await signedInClient(t, { role: 'admin' })
    expect(await admins()).toBe(1)
    const trader = await signedInClient(t)
    expect((await trader.client.call(api.staff.realWithdraws)).status).toBe(403)

    const toSupport = await admin.client.ok(api.staff.changeRole, {
      params: { userId: trader.user.id },
      body: { role: 'support' },
    })
    expect(toSupport).toMatchObject({
      data: { id: trader.user.id, role: 'support' },
      message: 'Role changed.',
    })
    expect((await trader.client.call(api.staff.realWithdraws)).status).toBe(200)
    expect((await trader.client.call(api.staff.catalogue)).status).toBe(403)

    await admin.client.ok(api.staff.changeRole, {
      params: { userId: trader.user.id },
      body: { role: 'admin' },
    })
    // Now two admins: the first may step down to support, the second may not follow.
    await trader.client.ok(api.staff.changeRole, {
      params: { userId: admin.user.id },
      body: { role: 'support' },
    })
    const last = await trader.client.call(api.staff.changeRole, {
      params: { userId: trader.user.id },
      body: { role: 'trader' },
    })
    expect([last.status, last.body]).toEqual([
      422,
      {
        message: 'The last admin cannot be demoted',
        errors: { role: ['The last admin cannot be demoted'] },
      },
    ])
    expect(await roleOf(trader.user.id)).toBe('admin')
    expect(await admins()).toBe(1)

    const trail = await auditsOf(trader.user.id)
    expect(trail.map((a) => [a.actorId, a.before, a.after])).toEqual([
      [admin.user.id, { role: 'trader' }, { role: 'support' }],
      [admin.user.id, { role: 'support' }, { role: 'admin' }],
    ])
    expect((await auditsOf(admin.user.id)).map((a) => a.actorId)).toEqual([trader.user.id])
    // The log names the subject, shows the changed field, and filters by actor, action, subject.
    const log = await trader.client.ok(api.staff.audit, {
      query: {
        action: 'user.role_changed',
        subject_type: 'user',
        subject_id: trader.user.id,
        actor: admin.user.email.toUpperCase().slice(0, 12),
      },
    })
    expect(log.data.map((e) => [e.subject_label, e.actor?.id, e.changes])).toEqual([
      [trader.user.email, admin.user.id, [{ field: 'role', before: 'support', after: 'admin' }]],
      [trader.user.email, admin.user.id, [{ field: 'role', before: 'trader', after: 'support' }]],
    ])

    // Support (the demoted admin) cannot change roles.
    const denied = await admin.client.call(api.staff.changeRole, {
      params: { userId: trader.user.id },
      body: { role: 'support' },
    })
    expect(denied.status).toBe(403)
    // Setting the role a user has, or an unknown role: a field error, in Persian too.
    const same = await trader.client.call(api.staff.changeRole, {
      params: { userId: admin.user.id },
      body: { role: 'support' },
    })
    expect(same.body).toMatchObject({ errors: { role: ['The user already has this role'] } })
    const fa = await signedInClient(t, { role: 'admin' }, { language: 'fa' })
    const unknown = await fa.client.call(api.staff.changeRole, {
      params: { userId: admin.user.id },
      body: { role: 'owner' as 'admin' },
    })
    expect(unknown.body).toMatchObject({
      errors: { role: ['نقش باید معامله‌گر، پشتیبانی، ریسک یا مدیر باشد'] },
    })
    // Back to one admin for the next test.
    await trader.client.ok(api.staff.changeRole, {
      params: { userId: fa.user.id },
      body: { role: 'trader' },
    })
  })

  it('two admins demoting each other at once: one succeeds, one admin remains', async () => {
    const a = await signedInClient(t, { role: 'admin' })
    const b = await signedInClient(t, { role: 'admin' })
    // Only these two are admins (the first test left one, demoted here).
    const [others] = await t.engine.ctx.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.role, 'admin'))
      .orderBy(users.id)
      .limit(1)
    if (others && others.id !== a.user.id && others.id !== b.user.id)
      await a.client.ok(api.staff.changeRole, {
        params: { userId: others.id },
        body: { role: 'trader' },
      })
    expect(await admins()).toBe(2)
    const results = await Promise.all([
      a.client.call(api.staff.changeRole, {
        params: { userId: b.user.id },
        body: { role: 'trader' },
      }),
      b.client.call(api.staff.changeRole, {
        params: { userId: a.user.id },
        body: { role: 'trader' },
      }),
    ])
    expect(results.map((r) => r.status).sort()).toEqual([200, 422])
    expect(await admins()).toBe(1)
  })
})
