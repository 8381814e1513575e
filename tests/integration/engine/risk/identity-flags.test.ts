/**
 * Sumsub's findings in the risk flag list (issue 33 §2, issue 34, decision
 * 587): a confirmed name unlike the profile's and a final RED rejection each
 * open an `identity` flag naming the user with the finding as evidence;
 * dismissing a name mismatch accepts the name (payouts no longer held by
 * it), confirming a final rejection leaves the check rejected; a later
 * review that clears the finding closes the open flag. The Sumsub stand-in
 * delivers signed webhooks in-process.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api } from '#contract/index.ts'
import type { RiskFlag } from '#contract/staff-flags.ts'
import { signedInClient } from '../fixtures.ts'
import { databaseKinds, type TestClient } from '../harness.ts'
import {
  checkRow,
  type SumsubEngine,
  startSumsubEngine,
  verifyingTrader,
} from '../identity/sumsub-fixtures.ts'

describe.each(databaseKinds)('identity findings as risk flags on %s', (kind) => {
  let s: SumsubEngine
  let reviewer: TestClient
  beforeAll(async () => {
    s = await startSumsubEngine(kind)
    reviewer = (await signedInClient(s.t, { role: 'risk' })).client
  })
  afterAll(async () => {
    await s.close()
  })

  async function identityFlags(userId: number, status: RiskFlag['status'] = 'open') {
    const all = await reviewer.ok(api.staffFlags.flags, { query: { status, per_page: 100 } })
    return all.data.filter(
      (f) => f.kind === 'identity' && f.subjects.some((x) => x.user.id === userId),
    )
  }

  it('a name mismatch is a flag with both names; dismissing it accepts the name', async () => {
    const { userId, client, applicant } = await verifyingTrader(s)
    await s.standin.send(
      s.standin.reviewed(applicant, { answer: 'GREEN', name: { first: 'Zahra', last: 'Karimi' } }),
    )
    expect((await checkRow(s, userId))?.flag).toBe('name_mismatch')
    const [flag, ...more] = await identityFlags(userId)
    expect(more).toEqual([])
    expect(flag).toMatchObject({
      kind: 'identity',
      severity: 'medium',
      status: 'open',
      subjects: [{ user: { id: userId }, user_challenge_id: null }],
      evidence: {
        pairs: [],
        signals: [],
        identity: {
          finding: 'name_mismatch',
          applicant_id: applicant.id,
          profile_name: 'Sara Ahmadi',
          verified_name: 'Zahra Karimi',
          reject_labels: [],
        },
      },
    })
    expect((await client.ok(api.identity.state)).data.cleared).toBe(false)
    // The same finding again (Sumsub resends a review under a new body) opens no second flag.
    await s.standin.send(
      s.standin.reviewed(applicant, { answer: 'GREEN', name: { first: 'Zahra', last: 'Karimi' } }),
    )
    expect(await identityFlags(userId)).toHaveLength(1)

    await reviewer.ok(api.staffFlags.dismissFlag, {
      params: { flagId: flag?.id ?? 0 },
      body: { reason: 'Married name; the passport shows both' },
    })
    expect((await checkRow(s, userId))?.flag).toBeNull()
    expect((await client.ok(api.identity.state)).data.cleared).toBe(true)
    const audit = await reviewer.ok(api.staff.audit, { query: { subject_type: 'risk_flag' } })
    expect(audit.data.map((a) => [a.action, a.subject_id])).toEqual(
      expect.arrayContaining([
        ['risk_flag.raised', flag?.id],
        ['risk_flag.dismissed', flag?.id],
      ]),
    )
  })

  it('a final rejection is a high flag with its labels; confirming it keeps the check rejected', async () => {
    const { userId, client, applicant } = await verifyingTrader(s)
    await s.standin.send(
      s.standin.reviewed(applicant, {
        answer: 'RED',
        rejectType: 'FINAL',
        labels: ['FORGERY', 'DOCUMENT_DAMAGED'],
      }),
    )
    const [flag] = await identityFlags(userId)
    expect(flag).toMatchObject({
      severity: 'high',
      evidence: {
        identity: {
          finding: 'final_rejection',
          verified_name: null,
          reject_labels: ['FORGERY', 'DOCUMENT_DAMAGED'],
        },
      },
    })
    await reviewer.ok(api.staffFlags.confirmFlag, {
      params: { flagId: flag?.id ?? 0 },
      body: { reason: 'Forged passport' },
    })
    expect((await checkRow(s, userId))?.flag).toBe('final_rejection')
    expect((await client.ok(api.identity.state)).data).toMatchObject({
      status: 'rejected',
      cleared: false,
    })
    expect(await identityFlags(userId, 'confirmed')).toHaveLength(1)
  })

  it('a later review that clears the finding closes the open flag; a clean review raises none', async () => {
    const { userId, applicant } = await verifyingTrader(s)
    await s.standin.send(
      s.standin.reviewed(applicant, { answer: 'GREEN', name: { first: 'Zahra', last: 'Karimi' } }),
    )
    expect(await identityFlags(userId)).toHaveLength(1)
    await s.standin.send(
      s.standin.reviewed(applicant, { answer: 'GREEN', name: { first: 'Sara', last: 'Ahmadi' } }),
    )
    expect(await identityFlags(userId)).toEqual([])
    const [closed] = await identityFlags(userId, 'dismissed')
    expect(closed).toMatchObject({
      status: 'dismissed',
      reason: 'Cleared by a later identity review',
      decided_by: null,
    })

    const clean = await verifyingTrader(s)
    await s.standin.send(
      s.standin.reviewed(clean.applicant, {
        answer: 'GREEN',
        name: { first: 'Sara', last: 'Ahmadi' },
      }),
    )
    expect(await identityFlags(clean.userId)).toEqual([])
    expect(await identityFlags(clean.userId, 'dismissed')).toEqual([])
  })
})
