/**
 * The staff API (rules.md, Staff): traders get 403 everywhere, support gets
 * 403 on admin calls; real-account requests are approved or rejected once;
 * users are found by e-mail, phone or id; admins edit coupons and the
 * catalogue; every decision and edit lands in the audit log.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildPath } from '#contract/endpoint.ts'
import { api } from '#contract/index.ts'
import { staffEndpoints } from '#contract/staff.ts'
import { requestRealAccount } from '../../../../engine/real-accounts/request-account.ts'
import { catalogueIds, createCoupon } from '../commerce/commerce-fixtures.ts'
import { signedInClient } from '../fixtures.ts'
import { databaseKinds, startTestEngine, type TestClient, type TestEngine } from '../harness.ts'
import { passedChallenge } from './support.ts'

describe.each(databaseKinds)('staff API (%s)', (kind) => {
  let t: TestEngine
  let support: { client: TestClient; user: { id: number } }
  let admin: { client: TestClient; user: { id: number } }
  beforeAll(async () => {
    t = await startTestEngine(kind)
    support = await signedInClient(t, { role: 'support' })
    admin = await signedInClient(t, { role: 'admin' })
  })
  afterAll(async () => {
    await t.close()
  })

  const anyParams = {
    withdrawId: 1,
    requestId: 1,
    userId: 1,
    couponId: 1,
    challengeId: 1,
    featureId: 1,
    paymentId: 1,
    programId: 1,
  }

  it('answers 403 to traders on every staff call, and to support on admin calls', async () => {
    const trader = await signedInClient(t)
    for (const endpoint of Object.values(staffEndpoints)) {
      const path = buildPath(endpoint.path, anyParams)
      const options = endpoint.method === 'GET' ? {} : { body: {} }
      const asTrader = await trader.client.request(endpoint.method, path, options)
      expect([endpoint.path, asTrader.status]).toEqual([endpoint.path, 403])
      if (endpoint.access === 'admin') {
        const asSupport = await support.client.request(endpoint.method, path, options)
        expect([endpoint.path, asSupport.status]).toEqual([endpoint.path, 403])
      }
    }
    const guest = await t.client().request('GET', '/v1/staff/realWithdraws')
    expect(guest.status).toBe(401)
  })

  it('approves a real-account request once (the account opens), rejects another; audited', async () => {
    const trader = await signedInClient(t)
    const ctx = t.engine.ctx
    const first = await requestRealAccount(
      ctx,
      trader.user.id,
      await passedChallenge(t, trader.user.id),
    )
    const second = await requestRealAccount(
      ctx,
      trader.user.id,
      await passedChallenge(t, trader.user.id),
    )
    const queue = await support.client.ok(api.staff.accountRequests)
    expect(queue.data.map((r) => r.id)).toEqual(expect.arrayContaining([first.id, second.id]))
    expect(queue.data.find((r) => r.id === first.id)).toMatchObject({
      user: { id: trader.user.id, email: trader.user.email },
      title: 'Challenge 10K',
      initial_balance: '10000',
      status: 'pending',
    })
    const approved = await support.client.ok(api.staff.approveAccountRequest, {
      params: { requestId: first.id },
      body: { note: 'Welcome aboard' },
    })
    expect(approved.data).toMatchObject({
      status: 'approved',
      note: 'Welcome aboard',
      decided_by: { id: support.user.id },
    })
    const realId = approved.data.real_user_challenge_id
    expect(realId).not.toBeNull()
    const accounts = await trader.client.ok(api.real.withdrawAccounts)
    expect(accounts.data).toEqual([
      expect.objectContaining({ user_challenge_id: realId, balance: '10000', eligible: false }),
    ])
    const again = await support.client.call(api.staff.rejectAccountRequest, {
      params: { requestId: first.id },
      body: { note: 'No' },
    })
    expect(again.status).toBe(422)
    await support.client.ok(api.staff.rejectAccountRequest, {
      params: { requestId: second.id },
      body: { note: 'Rules broken on a copy-trading check' },
    })
    const audit = await support.client.ok(api.staff.audit, {
      query: { subject_type: 'account_request' },
    })
    expect(audit.data.map((a) => [a.action, a.subject_id, a.actor?.id])).toEqual([
      ['account_request.rejected', second.id, support.user.id],
      ['account_request.approved', first.id, support.user.id],
    ])
  })

  it('finds users by e-mail part, phone and id, with their challenges and credit', async () => {
    const trader = await signedInClient(t, {
      email: `lookup-${Date.now()}@example.test`,
      phone: '+989121234567',
    })
    await passedChallenge(t, trader.user.id)
    const byEmail = await support.client.ok(api.staff.users, { query: { q: 'LOOKUP-' } })
    expect(byEmail.data.map((u) => u.id)).toContain(trader.user.id)
    const byPhone = await support.client.ok(api.staff.users, { query: { q: '09121234567' } })
    expect(byPhone.data.map((u) => u.id)).toEqual([trader.user.id])
    const byId = await support.client.ok(api.staff.users, { query: { q: String(trader.user.id) } })
    expect(byId.data.map((u) => u.id)).toContain(trader.user.id)
    const byCode = await support.client.ok(api.staff.users, {
      query: { q: trader.user.referralCode.toLowerCase() },
    })
    expect(byCode.data.map((u) => u.id)).toEqual([trader.user.id])
    // No search: the newest users, the trader first.
    const newest = await support.client.ok(api.staff.users, { query: { q: ' ' } })
    expect(newest.data[0]?.id).toBe(trader.user.id)
    const none = await support.client.ok(api.staff.users)
    expect(none.data[0]?.id).toBe(trader.user.id)
    const detail = await support.client.ok(api.staff.user, { params: { userId: trader.user.id } })
    expect(detail.data).toMatchObject({
      id: trader.user.id,
      role: 'trader',
      challenges: [{ title: 'Challenge 10K', status: 'passed', balance: '10000' }],
      real_withdraws: [],
      referral_withdraws: [],
      credit: { available: '0', pending: '0' },
    })
    const missing = await support.client.call(api.staff.user, { params: { userId: 999999 } })
    expect(missing.status).toBe(404)
  })

  it('lets admins create, edit and delete coupons; bad input 422; every edit audited', async () => {
    const code = `SAVE${Date.now() % 100000}`
    const bad = await admin.client.call(api.staff.createCoupon, {
      body: { code: 'bad code!', kind: 'percent', value: '150' },
    })
    expect(bad.status).toBe(422)
    const tooMuch = await admin.client.call(api.staff.createCoupon, {
      body: { code, kind: 'percent', value: '150' },
    })
    expect(tooMuch.body).toMatchObject({
      errors: { value: ['A percent discount cannot exceed 100'] },
    })
    const made = await admin.client.ok(api.staff.createCoupon, {
      body: { code: code.toLowerCase(), kind: 'percent', value: '15', usage_limit: 100 },
    })
    expect(made.data).toMatchObject({
      code,
      kind: 'percent',
      value: '15',
      usage_limit: 100,
      uses: 0,
    })
    const taken = await admin.client.call(api.staff.createCoupon, {
      body: { code, kind: 'fixed', value: '5' },
    })
    expect(taken.body).toMatchObject({ errors: { code: ['This code is already in use'] } })
    const edited = await admin.client.ok(api.staff.updateCoupon, {
      params: { couponId: made.data.id },
      body: { code, kind: 'fixed', value: '5', active: false },
    })
    expect(edited.data).toMatchObject({ kind: 'fixed', value: '5', active: false })
    // A buyer sees the edit: inactive now.
    const ids = await catalogueIds(t)
    const buyer = await signedInClient(t)
    const check = await buyer.client.call(api.payments.checkCoupon, {
      body: { challenge_id: ids.bySize('10000'), coupon: code },
    })
    expect(check.status).toBe(422)
    const gone = await admin.client.ok(api.staff.deleteCoupon, {
      params: { couponId: made.data.id },
    })
    expect(gone.message).toBe('Coupon deleted.')
    const list = await admin.client.ok(api.staff.coupons)
    expect(list.data.map((c) => c.id)).not.toContain(made.data.id)
    const audit = await admin.client.ok(api.staff.audit, { query: { subject_type: 'coupon' } })
    const mine = audit.data.filter((a) => a.subject_id === made.data.id)
    expect(mine.map((a) => a.action)).toEqual([
      'coupon.deleted',
      'coupon.updated',
      'coupon.created',
    ])
    expect(mine[1]?.before).toMatchObject({ kind: 'percent', value: '15' })
    expect(mine[1]?.after).toMatchObject({ kind: 'fixed', value: '5', active: false })
    // A used coupon stays (payments point at it).
    const used = await createCoupon(t, { kind: 'percent', value: '10' })
    await buyer.client.ok(api.payments.request, {
      body: {
        challenge_id: ids.bySize('10000'),
        provider_id: ids.sandboxId,
        coupon: used.code,
        accept_rules: true,
      },
    })
    const refused = await admin.client.call(api.staff.deleteCoupon, {
      params: { couponId: used.id },
    })
    expect(refused.body).toMatchObject({
      errors: { coupon: ['This coupon has been used; deactivate it instead'] },
    })
  })

  it('lets admins change a challenge’s price and a feature’s flag; buyers see it', async () => {
    const catalogue = await admin.client.ok(api.staff.catalogue)
    const tenK = catalogue.data.challenges.find((c) => c.account_size === '10000')
    const feature = catalogue.data.features[0]
    if (!tenK || !feature) throw new Error('seed catalogue missing')
    const saved = await admin.client.ok(api.staff.updateChallenge, {
      params: { challengeId: tenK.id },
      body: { price: '95' },
    })
    expect(saved.data).toMatchObject({ price: '95', active: true })
    const onSale = await t.client().request('GET', '/v1/challenges')
    expect(
      (onSale.body as { data: Array<{ id: number; price: string }> }).data.find(
        (c) => c.id === tenK.id,
      )?.price,
    ).toBe('95')
    const nothing = await admin.client.call(api.staff.updateChallenge, {
      params: { challengeId: tenK.id },
      body: {},
    })
    expect(nothing.status).toBe(422)
    const negative = await admin.client.call(api.staff.updateChallenge, {
      params: { challengeId: tenK.id },
      body: { price: '-5' },
    })
    expect(negative.status).toBe(422)
    await admin.client.ok(api.staff.updateFeature, {
      params: { featureId: feature.id },
      body: { active: false },
    })
    const audit = await admin.client.ok(api.staff.audit)
    expect(audit.data.slice(0, 2).map((a) => [a.action, a.actor?.id])).toEqual([
      ['feature.updated', admin.user.id],
      ['challenge.updated', admin.user.id],
    ])
    expect(audit.data[1]?.before).toMatchObject({ price: tenK.price })
    expect(audit.data[1]?.after).toMatchObject({ price: '95' })
    expect(audit.meta.total).toBeGreaterThanOrEqual(2)
  })
})
