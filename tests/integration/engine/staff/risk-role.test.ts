/**
 * The risk role (decision 580): an admin gives it like any other role
 * (audited); a risk officer enters the staff console's calls and is refused
 * the admin's, like support.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api } from '#contract/index.ts'
import { signedInClient } from '../fixtures.ts'
import { databaseKinds, startTestEngine, type TestEngine } from '../harness.ts'

describe.each(databaseKinds)('the risk role (%s)', (kind) => {
  let t: TestEngine
  beforeAll(async () => {
    t = await startTestEngine(kind)
  })
  afterAll(async () => {
    await t.close()
  })

  it('is given by an admin, audited, and refused with a field error when misspelt', async () => {
    const admin = await signedInClient(t, { role: 'admin' })
    const officer = await signedInClient(t)
    const changed = await admin.client.ok(api.staff.changeRole, {
      params: { userId: officer.user.id },
      body: { role: 'risk' },
    })
    expect(changed.data).toEqual({ id: officer.user.id, role: 'risk' })
    const me = await officer.client.ok(api.user.me)
    expect(me.data.role).toBe('risk')
    const audit = await admin.client.ok(api.staff.audit, { query: {} })
    expect(audit.data[0]).toMatchObject({ subject_id: officer.user.id })

    const wrong = await admin.client.request('PUT', `/v1/staff/users/${officer.user.id}/role`, {
      body: { role: 'auditor' },
    })
    expect(wrong.status).toBe(422)
    expect(JSON.stringify(wrong.body)).toContain('Role must be trader, support, risk or admin')
  })

  it('opens the staff calls to a risk officer and refuses the admin ones', async () => {
    const officer = await signedInClient(t, { role: 'risk' })
    const queue = await officer.client.request('GET', '/v1/staff/realWithdraws')
    expect(queue.status).toBe(200)
    const coupons = await officer.client.request('GET', '/v1/staff/coupons')
    expect(coupons.status).toBe(403)
    const trader = await signedInClient(t)
    expect((await trader.client.request('GET', '/v1/staff/realWithdraws')).status).toBe(403)
  })
})
