/**
 * Verifiable certificates (issue 35, docs/decisions/600): issued when a
 * step passes, when a funded account opens and when a payout is paid; each
 * signature checks with Node's stock Ed25519 against the published JWK and
 * fails once one byte of the JSON changes; a private certificate answers
 * 404 to others; a revocation shows with its reason.
 */
import { createPublicKey, verify } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Certificate, CertificateKeys } from '#contract/certificates.ts'
import { api } from '#contract/index.ts'
import { users } from '../../../../engine/db/schema/index.ts'
import { requestRealAccount } from '../../../../engine/real-accounts/request-account.ts'
import { guest, registered } from '../accounts/helpers.ts'
import {
  detail,
  eventually,
  notificationsOf,
  openChallenge,
  price,
  rulesWith,
} from '../evaluation/support.ts'
import { signedInClient } from '../fixtures.ts'
import { databaseKinds, startTestEngine, type TestEngine } from '../harness.ts'
import { mailedCode, seasonedAddress, TRON_TX } from '../money/payout-fixtures.ts'
import { passedChallenge, realAccountWithProfit } from '../money/support.ts'
import { placeOk } from '../trade/support.ts'

/** Checks a certificate as anyone would: the published key by its id, stock Ed25519. */
function verifies(keys: CertificateKeys, canonical: string, cert: Certificate): boolean {
  const jwk = keys.keys.find((k) => k.kid === cert.key_id)
  if (!jwk) return false
  const key = createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: jwk.x }, format: 'jwk' })
  return verify(null, Buffer.from(canonical, 'utf8'), key, Buffer.from(cert.signature, 'base64url'))
}

describe.each(databaseKinds)('certificates (%s)', (kind) => {
  let t: TestEngine
  let keys: CertificateKeys
  beforeAll(async () => {
    t = await startTestEngine(kind, { WEB_BASE_URL: 'https://app.proptrade.test' })
    await price(t, '60000')
    const anyone = t.client()
    const published = await anyone.request('GET', '/.well-known/proptrade-certificates.json')
    expect(published.status).toBe(200)
    keys = published.body as CertificateKeys
    expect(keys).toMatchObject({ issuer: 'https://app.proptrade.test', algorithm: 'Ed25519' })
    expect(keys.keys).toEqual([
      expect.objectContaining({ kty: 'OKP', crv: 'Ed25519', status: 'current' }),
    ])
    expect((await anyone.ok(api.certificates.keys)).keys).toEqual(keys.keys)
  })
  afterAll(async () => {
    await t.close()
  })

  const named = (userId: number) =>
    t.engine.ctx.db
      .update(users)
      .set({ firstNameEn: 'Sara', lastNameEn: 'Ahmadi' })
      .where(eq(users.id, userId))

  it('issues one when a step passes: signed, notified, private until made public; one changed byte fails', async () => {
    await price(t, '60000')
    const { client, user } = await signedInClient(t)
    await named(user.id)
    const id = await openChallenge(
      t,
      user.id,
      rulesWith([
        { step: 1, days: 30, maxDdDaily: '5', maxDdTotal: '10', minProfit: '8', minTradingDays: 1 },
        { step: 2, days: 60, maxDdDaily: '5', maxDdTotal: '10', minProfit: '5', minTradingDays: 1 },
      ]),
    )
    await placeOk(client, id, { type: 'MARKET', side: 'buy', size: '1' })
    await price(t, '61500')
    await placeOk(client, id, { type: 'MARKET', side: 'sell', size: '1', trade_type: 'close' })
    await eventually(
      () => detail(client, id),
      (d) => d.steps.length === 2,
    )
    const mine = await eventually(
      () => client.ok(api.certificates.mine),
      (r) => r.data.length === 1,
    )
    const cert = mine.data[0] as Certificate
    expect(cert).toMatchObject({
      kind: 'step_passed',
      public: false,
      owned: true,
      name_display: 'initials',
      revoked_at: null,
      explorer_url: null,
      document: {
        type: 'proptrade.certificate',
        kind: 'step_passed',
        issuer: 'https://app.proptrade.test',
        trader: 'S. A.',
        program: 'Pinned',
        account_size: '10000.00',
        step: 1,
        payout: null,
      },
    })
    expect(cert.public_id).toMatch(/^[A-Za-z0-9_-]{22}$/)
    // Canonical: sorted keys, no whitespace.
    expect(cert.canonical.startsWith('{"account_size":"10000.00","currency":"USDT","date":')).toBe(
      true,
    )
    expect(verifies(keys, cert.canonical, cert)).toBe(true)
    const changed = cert.canonical.replace('"step":1', '"step":2')
    expect(changed).not.toBe(cert.canonical)
    expect(verifies(keys, changed, cert)).toBe(false)

    const notes = await notificationsOf(t, user.id, 'certificate_issued')
    expect(notes.map((n) => [n.title, n.link])).toEqual([
      ['Certificate issued', `/certificates/${cert.public_id}`],
    ])
    const inbox = await client.ok(api.notifications.list)
    expect(inbox.data.find((n) => n.type === 'certificate_issued')?.body).toBe(
      'Your certificate for passing Step 1 of Pinned is ready to share.',
    )

    // Private: 404 to a guest and to another trader, the same as a missing one.
    const params = { publicId: cert.public_id }
    const stranger = await guest(t)
    const other = await signedInClient(t)
    expect((await stranger.call(api.certificates.show, { params })).status).toBe(404)
    expect((await other.client.call(api.certificates.show, { params })).status).toBe(404)
    expect(
      (await other.client.call(api.certificates.update, { params, body: { public: true } })).status,
    ).toBe(404)
    expect((await client.ok(api.certificates.show, { params })).data.owned).toBe(true)

    // Public: anyone sees it; the full name re-signs the document.
    const made = await client.ok(api.certificates.update, {
      params,
      body: { public: true, name_display: 'full' },
    })
    expect(made.data.document.trader).toBe('Sara Ahmadi')
    const seen = (await stranger.ok(api.certificates.show, { params })).data
    expect(seen).toMatchObject({ public: true, owned: false, document: { trader: 'Sara Ahmadi' } })
    expect(verifies(keys, seen.canonical, seen)).toBe(true)
    // Hidden: no name in the signed JSON.
    const hidden = await client.ok(api.certificates.update, {
      params,
      body: { name_display: 'hidden' },
    })
    expect(hidden.data.document.trader).toBeNull()
    expect(hidden.data.canonical).toContain('"trader":null')
  })

  it('issues one when a funded account opens', async () => {
    const trader = await signedInClient(t)
    const support = await signedInClient(t, { role: 'support' })
    const request = await requestRealAccount(
      t.engine.ctx,
      trader.user.id,
      await passedChallenge(t, trader.user.id),
    )
    await support.client.ok(api.staff.approveAccountRequest, {
      params: { requestId: request.id },
      body: { note: null },
    })
    const [cert] = (await trader.client.ok(api.certificates.mine)).data
    expect(cert).toMatchObject({
      kind: 'funded',
      document: {
        kind: 'funded',
        program: 'Challenge 10K',
        account_size: '10000.00',
        step: null,
        trader: null,
      },
    })
    expect(verifies(keys, cert?.canonical ?? '', cert as Certificate)).toBe(true)
    expect((await notificationsOf(t, trader.user.id, 'certificate_issued')).length).toBe(1)
  })

  it('issues one when a payout is paid (amount, network, hash, explorer); staff revoke it with a reason', async () => {
    const { client, email, user } = await registered(t)
    const { challengeId } = await realAccountWithProfit(t, user.id, { profit: '1000' })
    const address_id = await seasonedAddress(t, user.id, 'TRC20')
    const made = await client.ok(api.real.requestWithdraw, {
      body: {
        user_challenge_id: challengeId,
        address_id,
        amount: '250',
        description: 'Payout',
        code: await mailedCode(t, client, email),
      },
    })
    expect((await client.ok(api.certificates.mine)).data).toEqual([])
    const { client: support } = await signedInClient(t, { role: 'support' })
    await support.ok(api.staff.payRealWithdraw, {
      params: { withdrawId: made.data.id },
      body: { network: 'TRC20', tx_hash: TRON_TX, note: null },
    })
    const [cert] = (await client.ok(api.certificates.mine)).data
    if (!cert) throw new Error('no payout certificate')
    expect(cert).toMatchObject({
      kind: 'payout',
      explorer_url: `https://tronscan.org/#/transaction/${TRON_TX}`,
      document: {
        program: 'Real 10K',
        payout: { amount: '250.00', network: 'TRC20', tx_hash: TRON_TX },
      },
    })
    expect(verifies(keys, cert.canonical, cert)).toBe(true)
    const tampered = cert.canonical.replace('"250.00"', '"950.00"')
    expect(verifies(keys, tampered, cert)).toBe(false)

    const params = { publicId: cert.public_id }
    expect((await support.ok(api.certificates.show, { params })).data).toMatchObject({
      owned: false,
      revocable: true,
    })
    await client.ok(api.certificates.update, { params, body: { public: true } })
    const trader = await signedInClient(t)
    expect(
      (await trader.client.call(api.certificates.revoke, { params, body: { reason: 'x' } })).status,
    ).toBe(403)
    const blank = await support.call(api.certificates.revoke, { params, body: { reason: ' ' } })
    expect(blank.status).toBe(422)
    await support.ok(api.certificates.revoke, {
      params,
      body: { reason: 'Payout later found abusive' },
    })
    const again = await support.call(api.certificates.revoke, { params, body: { reason: 'again' } })
    expect(again.status).toBe(409)
    expect((await support.ok(api.certificates.show, { params })).data.revocable).toBe(false)
    const seen = (await (await guest(t)).ok(api.certificates.show, { params })).data
    expect(seen.revocable).toBe(false)
    expect(seen.revoked_reason).toBe('Payout later found abusive')
    expect(seen.revoked_at).not.toBeNull()
  })

  it('answers 404 for an unknown id and 422 for a malformed one', async () => {
    const anyone = await guest(t)
    const unknown = await anyone.call(api.certificates.show, {
      params: { publicId: 'AAAAAAAAAAAAAAAAAAAAAA' },
    })
    expect(unknown.status).toBe(404)
    const bad = await anyone.request('GET', '/v1/certificates/not-an-id')
    expect(bad.status).toBe(422)
  })
})
